-- Hardening: internal helpers leave the exposed schema, server-kept columns are enforced and listed once,
-- hard deletes and scope exits reach devices, rows that become visible are re-sent, and checkpoints carry
-- the server's epoch so that a reset server is noticed (src/db/sync/PROTOCOL.md).

-- ---------------------------------------------------------------------------------------------
-- 1. Internal functions move to `private`, a schema the REST API does not expose (as on a hosted
--    project, where PostgREST serves `public` only). Policies, checks and triggers refer to
--    functions by oid, so they keep working; bodies that name a moved function are redefined below.
--    anon and authenticated keep EXECUTE on them: policies and invoker triggers run as the caller.
-- ---------------------------------------------------------------------------------------------
create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

alter function public.is_valid_url(text) set schema private;
alter function public.is_valid_email(text) set schema private;
alter function public.touch_sync_columns() set schema private;
alter function public.touch_updated_at() set schema private;
alter function public.has_role(text, uuid) set schema private;
alter function public.handle_new_user() set schema private;
alter function public.handle_user_email_change() set schema private;
alter function public.protect_profile_columns() set schema private;
alter function public.prepare_course() set schema private;
alter function public.profile_card(uuid) set schema private;
alter function public.course_has_modules(uuid) set schema private;
alter function public.touch_modules_on_publish() set schema private;
alter function public.prepare_discussion() set schema private;
alter function public.propagate_profile_card() set schema private;
alter function public.refresh_course_totals(uuid) set schema private;
alter function public.on_enrollment_change() set schema private;
alter function public.on_lesson_change() set schema private;
alter function public.on_module_change() set schema private;
alter function public.prepare_lesson_progress() set schema private;
alter function public.is_admin() set schema private;
alter function public.is_course_instructor(uuid) set schema private;
alter function public.is_course_published(uuid) set schema private;
alter function public.is_enrolled(uuid) set schema private;
alter function public.lesson_course_id(uuid) set schema private;
alter function public.sync_row_json(text, jsonb) set schema private;
alter function public.sync_pull_source(text) set schema private;
alter function public.sync_current_row(text, uuid) set schema private;
alter function public.soft_delete_user_role() set schema private;
alter function public.tech_connection_owner_row(uuid) set schema private;
alter function public.refuse_self_enrollment_in_paid_course() set schema private;

grant execute on all functions in schema private to anon, authenticated, service_role;
-- Stored secrets only ever for their signed-in owner.
revoke execute on function private.tech_connection_owner_row(uuid) from public, anon;

create or replace function private.is_admin() returns boolean
language sql stable security definer set search_path = public as $$
  select private.has_role('admin') or private.has_role('superadmin')
$$;

create or replace function private.prepare_course() returns trigger
language plpgsql security invoker set search_path = public as $$
declare
  caller_is_device boolean := current_user in ('anon', 'authenticated');
begin
  if tg_op = 'INSERT' then
    new.total_students := 0;
    new.total_duration := 0;
    new.average_rating := null;
  elsif caller_is_device then
    new.total_students := old.total_students;
    new.total_duration := old.total_duration;
    new.average_rating := old.average_rating;
    new.created_at := old.created_at;
  end if;
  if tg_op = 'INSERT' or new.instructor_id is distinct from old.instructor_id then
    select p.full_name, p.avatar_url into new.instructor_name, new.instructor_avatar_url
    from private.profile_card(new.instructor_id) p;
  elsif caller_is_device then
    new.instructor_name := old.instructor_name;
    new.instructor_avatar_url := old.instructor_avatar_url;
  end if;
  if new.status = 'published' and (tg_op = 'INSERT' or old.status is distinct from 'published')
     and not private.course_has_modules(new.id) then
    raise exception 'A course needs at least one module before it can be published'
      using errcode = '23514', hint = 'Add a module to the course, then publish it.';
  end if;
  return new;
end
$$;

create or replace function private.on_enrollment_change() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then perform private.refresh_course_totals(old.course_id); end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.course_id is distinct from old.course_id
      or new._deleted is distinct from old._deleted) then
    perform private.refresh_course_totals(new.course_id);
  end if;
  return null;
end
$$;

create or replace function private.on_lesson_change() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.refresh_course_totals((select course_id from public.course_modules where id = old.module_id));
  end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.module_id is distinct from old.module_id) then
    perform private.refresh_course_totals((select course_id from public.course_modules where id = new.module_id));
  end if;
  return null;
end
$$;

create or replace function private.on_module_change() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if tg_op = 'UPDATE' and new._deleted is distinct from old._deleted then
    perform private.refresh_course_totals(new.course_id);
  end if;
  return null;
end
$$;

-- Only the RPCs devices are meant to call stay executable through the API (the allow-list test in
-- tests/integration/backend/server-rules.test.ts lists them).
revoke execute on all functions in schema public from public, anon, authenticated;
alter default privileges in schema public revoke execute on functions from anon, authenticated;
grant execute on function public.course_outline(uuid) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- 2. Server-kept columns: one list, read by sync_push and compared with the client's list
--    (src/db/sync/server-kept-columns.ts) by a test. Triggers enforce each of them.
-- ---------------------------------------------------------------------------------------------
create table private.server_kept_columns (
  table_name text not null, -- '*' for every synced table
  column_name text not null,
  primary key (table_name, column_name)
);
insert into private.server_kept_columns (table_name, column_name) values
  ('*', '_modified'), ('*', '_xid'),
  ('profiles', 'email'), ('profiles', 'rating'),
  ('courses', 'total_students'), ('courses', 'total_duration'), ('courses', 'average_rating'),
  ('courses', 'instructor_name'), ('courses', 'instructor_avatar_url'), ('courses', 'updated_at'),
  ('lesson_progress', 'course_id'),
  ('discussions', 'upvotes'), ('discussions', 'view_count'), ('discussions', 'author_name'),
  ('discussions', 'author_avatar_url'), ('discussions', 'updated_at'),
  ('tech_connections', 'updated_at'),
  ('instructor_applications', 'status'), ('affiliate_applications', 'status');
grant select on private.server_kept_columns to anon, authenticated, service_role;

-- Counters and pinning: counters are kept by the server; only admins pin.
create or replace function private.prepare_discussion() returns trigger
language plpgsql security invoker set search_path = public as $$
declare
  caller_is_device boolean := current_user in ('anon', 'authenticated');
begin
  if tg_op = 'INSERT' or new.author_id is distinct from old.author_id then
    select p.full_name, p.avatar_url into new.author_name, new.author_avatar_url
    from private.profile_card(new.author_id) p;
  elsif caller_is_device then
    new.author_name := old.author_name;
    new.author_avatar_url := old.author_avatar_url;
    new.created_at := old.created_at;
  end if;
  if caller_is_device then
    if tg_op = 'INSERT' then
      new.upvotes := 0;
      new.view_count := 0;
      if not private.is_admin() then new.is_pinned := false; end if;
    else
      new.upvotes := old.upvotes;
      new.view_count := old.view_count;
      if not private.is_admin() then new.is_pinned := old.is_pinned; end if;
    end if;
  end if;
  return new;
end
$$;

-- An application starts pending whatever the applicant sends; deciding it is an admin's.
create or replace function private.prepare_application() returns trigger
language plpgsql security invoker set search_path = public as $$
begin
  if current_user in ('anon', 'authenticated') and not private.is_admin() then
    if tg_op = 'INSERT' then
      new.status := 'pending';
    else
      new.status := old.status;
    end if;
  end if;
  return new;
end
$$;

create trigger instructor_applications_prepare before insert or update on public.instructor_applications
  for each row execute function private.prepare_application();
create trigger affiliate_applications_prepare before insert or update on public.affiliate_applications
  for each row execute function private.prepare_application();

-- Re-activating a deleted enrolment is enrolling again: the paid-course check applies.
create or replace function private.refuse_self_enrollment_in_paid_course() returns trigger
language plpgsql security invoker set search_path = public as $$
declare
  _price numeric;
begin
  if new.student_id is distinct from auth.uid() or new._deleted then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.course_id = old.course_id and not old._deleted then
    return new;
  end if;
  select price into _price from public.courses where id = new.course_id;
  if _price is null or _price > 0 then
    raise exception 'Payment is not available yet: a paid course cannot be enrolled in'
      using errcode = '42501', hint = 'Only free courses can be enrolled in for now.';
  end if;
  return new;
end
$$;

drop trigger enrollments_free_courses_only on public.enrollments;
create trigger enrollments_free_courses_only before insert or update of course_id, _deleted on public.enrollments
  for each row when (current_user in ('anon', 'authenticated'))
  execute function private.refuse_self_enrollment_in_paid_course();

-- ---------------------------------------------------------------------------------------------
-- 3. Removals: what a device must drop that no row update can tell it. A hard DELETE (REST, or a
--    cascade from a deleted account), and rows leaving a device's pull scope (a course unpublished,
--    an enrolment ended). sync_pull sends each as a tombstone in the table's change stream.
-- ---------------------------------------------------------------------------------------------
create table private.sync_removals (
  seq bigint generated always as identity primary key,
  table_name text not null,
  row_id uuid not null,
  -- Only this user's devices need it (owner-only tables); null: every device.
  user_id uuid,
  -- Every device but this user's, who still sees the row (the instructor of an unpublished course).
  except_user_id uuid,
  _xid bigint not null default (pg_current_xact_id()::text::bigint),
  created_at timestamptz not null default now()
);
create index sync_removals_pull_idx on private.sync_removals (table_name, _xid, row_id);
alter table private.sync_removals enable row level security;
grant select on private.sync_removals to authenticated, service_role;
create policy sync_removals_select on private.sync_removals for select to authenticated
  using ((user_id is null or user_id = (select auth.uid())) and except_user_id is distinct from (select auth.uid()));

-- tg_argv[0], when given, names the owner column of an owner-only table.
create or replace function private.record_hard_delete() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  insert into private.sync_removals (table_name, row_id, user_id)
  values (tg_table_name, old.id, case when tg_nargs > 0 then (to_jsonb(old) ->> tg_argv[0])::uuid end);
  return null;
end
$$;

create trigger profiles_record_delete after delete on public.profiles
  for each row execute function private.record_hard_delete('id');
create trigger user_roles_record_delete after delete on public.user_roles
  for each row execute function private.record_hard_delete('user_id');
create trigger courses_record_delete after delete on public.courses
  for each row execute function private.record_hard_delete();
create trigger course_modules_record_delete after delete on public.course_modules
  for each row execute function private.record_hard_delete();
create trigger lessons_record_delete after delete on public.lessons
  for each row execute function private.record_hard_delete();
create trigger enrollments_record_delete after delete on public.enrollments
  for each row execute function private.record_hard_delete('student_id');
create trigger lesson_progress_record_delete after delete on public.lesson_progress
  for each row execute function private.record_hard_delete('student_id');
create trigger discussions_record_delete after delete on public.discussions
  for each row execute function private.record_hard_delete();
create trigger automation_workflows_record_delete after delete on public.automation_workflows
  for each row execute function private.record_hard_delete('creator_id');
create trigger tech_connections_record_delete after delete on public.tech_connections
  for each row execute function private.record_hard_delete('user_id');
create trigger api_keys_record_delete after delete on public.api_keys
  for each row execute function private.record_hard_delete('user_id');

-- A course that becomes visible to others touches its modules and lessons, so rows that RLS hid
-- from an earlier pull sort above the checkpoints devices hold; one that stops being visible sends
-- its course, modules and lessons as removals to everyone but its instructor.
create or replace function private.on_course_visibility_change() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  was_visible boolean := old.status = 'published' and not old._deleted;
  is_visible boolean := new.status = 'published' and not new._deleted;
begin
  if is_visible and not was_visible then
    update public.course_modules set _deleted = _deleted where course_id = new.id;
    update public.lessons l set _deleted = l._deleted
      from public.course_modules m where m.id = l.module_id and m.course_id = new.id;
  elsif was_visible and not is_visible then
    insert into private.sync_removals (table_name, row_id, except_user_id)
      select 'courses', new.id, new.instructor_id
      union all
      select 'course_modules', m.id, new.instructor_id from public.course_modules m where m.course_id = new.id
      union all
      select 'lessons', l.id, new.instructor_id
      from public.lessons l join public.course_modules m on m.id = l.module_id where m.course_id = new.id;
  end if;
  return null;
end
$$;

drop trigger courses_touch_modules_on_publish on public.courses;
drop function private.touch_modules_on_publish();
create trigger courses_visibility_change after update of status, _deleted on public.courses
  for each row execute function private.on_course_visibility_change();

-- An ended enrolment takes the course's lessons out of the student's scope (unless they teach it).
create or replace function private.on_enrollment_scope_exit() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if (tg_op = 'DELETE' and not old._deleted) or (tg_op = 'UPDATE' and new._deleted and not old._deleted) then
    insert into private.sync_removals (table_name, row_id, user_id)
    select 'lessons', l.id, old.student_id
    from public.lessons l
    join public.course_modules m on m.id = l.module_id
    join public.courses c on c.id = m.course_id
    where m.course_id = old.course_id and c.instructor_id is distinct from old.student_id;
  end if;
  return null;
end
$$;

create trigger enrollments_scope_exit after update of _deleted or delete on public.enrollments
  for each row execute function private.on_enrollment_scope_exit();

-- ---------------------------------------------------------------------------------------------
-- 4. Masked secrets never overwrite stored ones: a credential that arrives masked ('••••' + last
--    four, as devices receive it) or absent keeps its stored value.
-- ---------------------------------------------------------------------------------------------
create or replace function private.keep_stored_credentials() returns trigger
language plpgsql security invoker set search_path = public as $$
begin
  if new.credentials is distinct from old.credentials then
    new.credentials := old.credentials || coalesce((
      select jsonb_object_agg(key, value)
      from jsonb_each(new.credentials)
      where not (jsonb_typeof(value) = 'string' and (value #>> '{}') like '••••%')
    ), '{}'::jsonb);
  end if;
  return new;
end
$$;

create trigger tech_connections_keep_stored_credentials before update of credentials on public.tech_connections
  for each row execute function private.keep_stored_credentials();

-- ---------------------------------------------------------------------------------------------
-- 5. The server's epoch: a fresh or restored database gets a new one, so devices notice that their
--    checkpoints point into another history (see sync_pull); sync_push re-creates rows it never had.
--    After restoring a backup, run `select private.start_new_epoch();`.
-- ---------------------------------------------------------------------------------------------
create table private.server_epoch (
  singleton boolean primary key default true constraint server_epoch_single_row check (singleton),
  epoch uuid not null default gen_random_uuid(),
  started_at timestamptz not null default now()
);
insert into private.server_epoch default values;
grant select on private.server_epoch to anon, authenticated, service_role;

create or replace function private.start_new_epoch() returns uuid
language sql volatile security definer set search_path = public as $$
  update private.server_epoch set epoch = gen_random_uuid(), started_at = now() returning epoch
$$;
revoke execute on function private.start_new_epoch() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 6. The replication RPCs, redefined on the moved helpers.
-- ---------------------------------------------------------------------------------------------
create or replace function private.tech_connection_owner_row(_id uuid) returns jsonb
language sql stable security definer set search_path = public as $$
  select case when current_setting('maarifa.sync_push', true) = 'on'
              then to_jsonb(t)
              else private.sync_row_json('tech_connections', to_jsonb(t)) end
  from public.tech_connections t where t.id = _id and t.user_id = auth.uid()
$$;

create or replace function private.sync_current_row(_table text, _id uuid) returns jsonb
language plpgsql stable security invoker set search_path = public as $$
declare
  _row jsonb;
begin
  if _table = 'tech_connections' then
    return private.tech_connection_owner_row(_id);
  end if;
  execute format('select to_jsonb(r) from public.%I r where r.id = $1', _table) into _row using _id;
  return _row;
end
$$;

create or replace function private.sync_pull_source(_table text) returns text
language sql immutable as $$
  select case _table
    when 'profiles' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.profiles r where r.id = $1'
    when 'user_roles' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.user_roles r where r.user_id = $1'
    when 'courses' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.courses r
       where r.status = ''published'' or r.instructor_id = $1'
    when 'course_modules' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.course_modules r
       join public.courses c on c.id = r.course_id
       where c.status = ''published'' or c.instructor_id = $1'
    when 'lessons' then
      'select greatest(r._xid, coalesce(e._xid, 0)) as sk, r.id, to_jsonb(r) as j from public.lessons r
       join public.course_modules m on m.id = r.module_id
       join public.courses c on c.id = m.course_id
       left join public.enrollments e on e.course_id = c.id and e.student_id = $1 and not e._deleted
       where c.instructor_id = $1 or e.id is not null'
    when 'enrollments' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.enrollments r where r.student_id = $1'
    when 'lesson_progress' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.lesson_progress r where r.student_id = $1'
    when 'discussions' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.discussions r'
    when 'automation_workflows' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.automation_workflows r where r.creator_id = $1'
    when 'tech_connections' then
      'select r._xid as sk, r.id, private.tech_connection_owner_row(r.id) as j from public.tech_connections r where r.user_id = $1'
    when 'api_keys' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.api_keys r where r.user_id = $1'
  end
$$;

create or replace function public.sync_pull(checkpoints jsonb, batch_size integer default 200) returns jsonb
language plpgsql stable security invoker set search_path = public as $$
declare
  _uid uuid := auth.uid();
  -- Every transaction below the horizon has ended, so no row with a smaller xid can still appear.
  _horizon bigint := pg_snapshot_xmin(pg_current_snapshot())::text::bigint;
  -- No transaction at or above this has started: a checkpoint there comes from another history.
  _next bigint := pg_snapshot_xmax(pg_current_snapshot())::text::bigint;
  _epoch text := (select e.epoch::text from private.server_epoch e);
  _result jsonb := '{}'::jsonb;
  _table text;
  _cp jsonb;
  _xid bigint;
  _id uuid;
  _reset boolean;
  _source text;
  _rows jsonb;
  _count integer;
  _last jsonb;
begin
  if _uid is null then
    raise exception 'sync_pull needs a signed-in user' using errcode = '42501';
  end if;
  if checkpoints is null or jsonb_typeof(checkpoints) <> 'object' then
    raise exception 'checkpoints must be an object keyed by table name' using errcode = '22023';
  end if;
  if batch_size is null or batch_size < 1 or batch_size > 1000 then
    raise exception 'batch_size must be between 1 and 1000' using errcode = '22023';
  end if;

  for _table, _cp in select key, value from jsonb_each(checkpoints) loop
    _source := private.sync_pull_source(_table);
    if _source is null then
      raise exception 'sync_pull: unknown table "%"', _table using errcode = '22023';
    end if;
    _reset := false;
    if jsonb_typeof(_cp) = 'null' then
      _xid := -1;
      _id := '00000000-0000-0000-0000-000000000000';
    elsif jsonb_typeof(_cp) = 'object' and jsonb_typeof(_cp -> 'xid') = 'number' and jsonb_typeof(_cp -> 'id') = 'string'
          and (not _cp ? 'epoch' or jsonb_typeof(_cp -> 'epoch') = 'string') then
      _xid := (_cp ->> 'xid')::bigint;
      _id := (_cp ->> 'id')::uuid;
      -- Another epoch, or a position this history has not reached: pull again from the start.
      if (_cp ? 'epoch' and _cp ->> 'epoch' <> _epoch) or _xid >= _next then
        _reset := true;
        _xid := -1;
        _id := '00000000-0000-0000-0000-000000000000';
      end if;
    else
      raise exception 'sync_pull: checkpoint for "%" must be null or {xid, id, epoch}', _table using errcode = '22023';
    end if;

    -- Rows in scope and removals share one (sk, id) order; within a page an id keeps its newest entry.
    execute format(
      'with candidates as (
         select s.sk, s.id, s.j from (%s) s
         where s.sk < $2 and (s.sk, s.id) > ($3, $4)
         union all
         select r._xid, r.row_id, jsonb_build_object(''id'', r.row_id, ''_deleted'', true, ''_xid'', r._xid)
         from private.sync_removals r
         where r.table_name = %L and r._xid < $2 and (r._xid, r.row_id) > ($3, $4)
       ), page as (
         select sk, id, j from candidates order by sk, id limit $5
       ), newest as (
         select distinct on (id) sk, id, j from page order by id, sk desc
       )
       select (select coalesce(jsonb_agg(private.sync_row_json(%L, n.j) order by n.sk, n.id), ''[]''::jsonb) from newest n),
              (select count(*)::integer from page),
              (select jsonb_build_object(''xid'', p.sk, ''id'', p.id) from page p order by p.sk desc, p.id desc limit 1)',
      _source, _table, _table)
      into _rows, _count, _last
      using _uid, _horizon, _xid, _id, batch_size;

    _result := _result || jsonb_build_object(_table, jsonb_build_object(
      'rows', _rows,
      'checkpoint', coalesce(_last, jsonb_build_object('xid', _xid, 'id', _id)) || jsonb_build_object('epoch', _epoch),
      'more', _count >= batch_size,
      'reset', _reset
    ));
  end loop;
  return _result;
end
$$;

-- Whether this database ever removed the row (a hard delete or a scope exit): read past RLS, answers only yes or no.
create or replace function private.was_removed(_table text, _id uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (select 1 from private.sync_removals where table_name = _table and row_id = _id)
$$;

create or replace function public.sync_push(changes jsonb) returns jsonb
language plpgsql volatile security invoker set search_path = public as $$
declare
  _synced constant text[] := array['profiles', 'courses', 'course_modules', 'lessons', 'enrollments', 'lesson_progress',
                                   'discussions', 'automation_workflows', 'tech_connections', 'api_keys'];
  _outbox constant text[] := array['instructor_applications', 'affiliate_applications', 'contact_messages'];
  _conflicts jsonb := '[]'::jsonb;
  _rejected jsonb := '[]'::jsonb;
  _change jsonb;
  _table text;
  _row jsonb;
  _id uuid;
  _base bigint;
  _cur jsonb;
  _typed jsonb;
  _server_kept text[];
  -- The server-kept list, read once per call: { table | '*': [columns] }.
  _kept_by_table jsonb := (select coalesce(jsonb_object_agg(g.table_name, g.columns), '{}'::jsonb) from (
    select k.table_name, jsonb_agg(k.column_name) as columns from private.server_kept_columns k group by k.table_name) g);
  _cols text[];
  _col_list text;
  _set_list text;
  _count integer;
  _code text;
  _message text;
  _conflict boolean;
  _recreate boolean;
begin
  if auth.uid() is null then
    raise exception 'sync_push needs a signed-in user' using errcode = '42501';
  end if;
  if changes is null or jsonb_typeof(changes) <> 'array' then
    raise exception 'changes must be an array' using errcode = '22023';
  end if;
  -- Lets owner-checked helpers hand this function stored secrets for comparison (see tech_connection_owner_row).
  perform set_config('maarifa.sync_push', 'on', true);

  for _change in select value from jsonb_array_elements(changes) loop
    _table := _change ->> 'table';
    _row := _change -> 'row';
    _id := null;
    _cur := null;
    _recreate := false;
    -- Each change is its own subtransaction: a refused change does not sink the batch.
    begin
      if _table is null or not (_table = any(_synced) or _table = any(_outbox)) then
        raise exception 'sync_push: table "%" cannot be pushed', coalesce(_table, '(none)') using errcode = '22023';
      end if;
      if jsonb_typeof(_row) is distinct from 'object' then
        raise exception 'sync_push: each change needs a row object' using errcode = '22023';
      end if;
      _id := (_row ->> 'id')::uuid;
      if _id is null then
        raise exception 'sync_push: row.id is required' using errcode = '22023';
      end if;
      _base := (_change ->> 'base_xid')::bigint;

      select array_agg(c) into _server_kept
      from jsonb_array_elements_text(coalesce(_kept_by_table -> '*', '[]') || coalesce(_kept_by_table -> _table, '[]')) c;
      select array_agg(a.attname::text order by a.attnum) into _cols
      from pg_attribute a
      where a.attrelid = format('public.%I', _table)::regclass and a.attnum > 0 and not a.attisdropped
        and _row ? a.attname::text and not (a.attname::text = any(_server_kept));
      select string_agg(quote_ident(c), ', ') into _col_list from unnest(_cols) c;

      if _table = any(_outbox) then
        -- Insert once; a retry hits the primary key. (ON CONFLICT would need read access, which
        -- the sender of an outbox row does not have.)
        begin
          execute format('insert into public.%1$I (%2$s) select %2$s from jsonb_populate_record(null::public.%1$I, $1)',
                         _table, _col_list) using _row;
        exception when unique_violation then
          null;
        end;
        continue;
      end if;

      _cur := private.sync_current_row(_table, _id);
      execute format('select to_jsonb(p) from jsonb_populate_record(null::public.%I, $1) p', _table) into _typed using _row;

      -- Timestamps the server sets itself never make a retried push look different.
      if _cur is not null and not exists (
        select 1 from unnest(_cols) c
        where c not in ('created_at', 'updated_at') and (_cur -> c) is distinct from (_typed -> c)
      ) then
        continue; -- already applied (a retried push): neither a write nor a conflict
      end if;
      -- A base for a row this database never had nor removed comes from another history (the server was reset
      -- or restored from a backup): the device's write is sent again as new. Deleting such a row has nothing to do.
      if _cur is null and _base is not null and not private.was_removed(_table, _id) then
        if (_row ->> '_deleted')::boolean is true then
          continue;
        end if;
        _base := null;
        _recreate := true;
      end if;

      _conflict := false;
      if _cur is null and _base is null then
        begin
          execute format('insert into public.%1$I (%2$s) select %2$s from jsonb_populate_record(null::public.%1$I, $1)',
                         _table, _col_list) using _row;
        exception when unique_violation then
          -- Another transaction inserted the same id meanwhile: a conflict if the caller can see it. A row the caller
          -- believed existed but cannot see (someone else's) is a conflict with nothing to show, as before a reset.
          _cur := private.sync_current_row(_table, _id);
          if _cur is null and not _recreate then
            raise;
          end if;
          _conflict := true;
        end;
      elsif _cur is not null and (_cur ->> '_xid')::bigint = _base then
        select string_agg(format('%1$I = p.%1$I', c), ', ') into _set_list
        from unnest(_cols) c where c not in ('id', 'created_at');
        if _set_list is not null then
          -- The _xid test makes the compare-and-swap atomic against a concurrent push of the same row.
          execute format('update public.%1$I t set %2$s from jsonb_populate_record(null::public.%1$I, $1) p where t.id = $2 and t._xid = $3',
                         _table, _set_list) using _row, _id, _base;
          get diagnostics _count = row_count;
          if _count = 0 then
            _cur := private.sync_current_row(_table, _id);
            if _cur is not null and (_cur ->> '_xid')::bigint is distinct from _base then
              _conflict := true;
            else
              raise exception 'permission denied: row-level security refuses this change to "%"', _table using errcode = '42501';
            end if;
          end if;
        end if;
      else
        _conflict := true;
      end if;

      if _conflict then
        _conflicts := _conflicts || jsonb_build_array(jsonb_build_object(
          'table', _table, 'id', _id,
          'row', case when _cur is null then null else private.sync_row_json(_table, _cur) end));
      end if;
    exception when others then
      get stacked diagnostics _code = returned_sqlstate, _message = message_text;
      begin
        if _id is not null and (_table = any(_synced)) then
          _cur := private.sync_current_row(_table, _id);
        else
          _cur := null;
        end if;
      exception when others then
        _cur := null;
      end;
      _rejected := _rejected || jsonb_build_array(jsonb_build_object(
        'table', _table, 'id', _id, 'code', _code, 'message', _message,
        'row', case when _cur is null then null else private.sync_row_json(_table, _cur) end));
    end;
  end loop;

  return jsonb_build_object('conflicts', _conflicts, 'rejected', _rejected);
end
$$;

grant execute on function public.sync_pull(jsonb, integer) to authenticated, service_role;
grant execute on function public.sync_push(jsonb) to authenticated, service_role;
