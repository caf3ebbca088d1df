-- Issue 23, holes 7 and 11: select-only views, grants that follow the policies (no blanket grants), and deleted or hidden
-- rows that nobody but their author, their instructor and admins reads; other devices learn them only as tombstones.

-- ---------------------------------------------------------------------------------------------
-- 1. Views. public_profiles stays a view with its owner's rights (not security_invoker): its purpose is to show
--    other people's public card, which the profiles policy (own row only) hides from an invoker. What keeps it safe is
--    that it is a security_barrier view over exactly the public columns of live profiles, and that API roles may only
--    read it. Any view a later migration adds must grant itself the same way (the rls test tries every view).
-- ---------------------------------------------------------------------------------------------
alter view public.public_profiles set (security_barrier = true);

do $$
declare
  _view record;
begin
  for _view in select table_name from information_schema.views where table_schema = 'public' loop
    execute format('revoke all on public.%I from public, anon, authenticated, service_role', _view.table_name);
  end loop;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- 2. Tables: each API role gets exactly the verbs its policies use (the rls test lists them). No TRUNCATE, REFERENCES
--    or TRIGGER for any API role. Revoking table privileges drops column grants too, so tech_connections' readable
--    columns are granted again.
-- ---------------------------------------------------------------------------------------------
revoke all on all tables in schema public from public, anon, authenticated;
revoke truncate, references, trigger on all tables in schema public from service_role;
-- A hosted project hands every new table ALL to the API roles by default; here a table grants what it needs itself.
alter default privileges in schema public revoke all on tables from public, anon, authenticated;
alter default privileges in schema public revoke truncate, references, trigger on tables from service_role;

-- Views: read only. Signed-in people see who wrote or teaches something; anonymous visitors have no use for a list
-- of every member's name.
grant select on public.public_profiles to authenticated, service_role;

-- anon: the public catalogue, discussions, the XP rules and levels, and sending a contact message. Comments are public
-- content too, though no policy shows them to anon today: a visitor's read answers no rows rather than an error.
grant select on public.courses, public.course_modules, public.lessons, public.discussions, public.discussion_comments,
  public.xp_rules, public.xp_levels
  to anon;
grant insert on public.contact_messages to anon;

-- authenticated: what each table's policies allow.
grant select, insert, update, delete on
  public.courses, public.course_modules, public.lessons, public.enrollments, public.lesson_progress,
  public.discussions, public.discussion_comments, public.discussion_votes, public.automation_workflows,
  public.api_keys, public.user_roles
  to authenticated;
-- No delete policy: accounts are deleted by the server; applications are never withdrawn.
grant select, insert, update on public.profiles, public.instructor_applications, public.affiliate_applications to authenticated;
grant select, insert on public.contact_messages to authenticated;
grant select on public.xp_rules, public.xp_levels, public.xp_events, public.audit_log to authenticated;
-- Stored credentials are never readable by devices (sync_pull masks them through a SECURITY DEFINER helper).
grant insert, update, delete on public.tech_connections to authenticated;
grant select (id, user_id, tech_id, is_active, created_at, updated_at, _modified, _deleted, _xid)
  on public.tech_connections to authenticated;

-- ---------------------------------------------------------------------------------------------
-- 3. Deleted and hidden rows: readable by their author (their own device needs the row to soft-delete it: an UPDATE
--    whose new row the SELECT policy hides is refused), the course's instructor, and admins (moderation). Nobody else.
-- ---------------------------------------------------------------------------------------------

-- A discussion whose comments the caller may read: live, and not hidden unless it is the caller's own.
create or replace function private.discussion_open_to_caller(_discussion_id uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (
    select 1 from public.discussions d
    where d.id = _discussion_id and not d._deleted and (not d.is_hidden or d.author_id = auth.uid())
  )
$$;

-- A module others may read: live, in a published live course.
create or replace function private.is_module_live(_module_id uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (
    select 1 from public.course_modules m join public.courses c on c.id = m.course_id
    where m.id = _module_id and not m._deleted and c.status = 'published' and not c._deleted
  )
$$;

revoke execute on function private.discussion_open_to_caller(uuid) from public;
revoke execute on function private.is_module_live(uuid) from public;
grant execute on function private.discussion_open_to_caller(uuid) to anon, authenticated, service_role;
grant execute on function private.is_module_live(uuid) to anon, authenticated, service_role;

drop policy discussions_select on public.discussions;
create policy discussions_select on public.discussions for select to anon, authenticated
  using ((not _deleted and not is_hidden) or author_id = (select auth.uid()) or (select private.is_admin()));

drop policy discussion_comments_select on public.discussion_comments;
create policy discussion_comments_select on public.discussion_comments for select to authenticated
  using (
    (select private.is_admin())
    or (private.discussion_open_to_caller(discussion_id)
        and ((not _deleted and not is_hidden) or author_id = (select auth.uid())))
  );

drop policy courses_select on public.courses;
create policy courses_select on public.courses for select to anon, authenticated
  using ((status = 'published' and not _deleted) or instructor_id = (select auth.uid()) or (select private.is_admin()));

drop policy course_modules_select on public.course_modules;
create policy course_modules_select on public.course_modules for select to anon, authenticated
  using (
    (not _deleted and private.is_course_published(course_id))
    or private.is_course_instructor(course_id) or (select private.is_admin())
  );

drop policy lessons_select on public.lessons;
create policy lessons_select on public.lessons for select to anon, authenticated
  using (
    private.is_course_instructor(private.lesson_course_id(module_id))
    or (select private.is_admin())
    or (not _deleted and private.is_module_live(module_id)
        and (is_free or private.is_enrolled(private.lesson_course_id(module_id))))
  );

-- ---------------------------------------------------------------------------------------------
-- 4. Soft deletes reach the devices that can no longer read the row as removals (private.sync_removals), like hard
--    deletes and unpublished courses. The row's owner (author, instructor) still reads it and gets its tombstone from
--    the row itself. Rows that come back are touched so they sort above the checkpoints devices hold.
-- ---------------------------------------------------------------------------------------------
create or replace function private.on_discussion_soft_delete() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if new._deleted and not old._deleted then
    -- Nobody but admins reads the comments of a deleted discussion, whoever wrote them.
    insert into private.sync_removals (table_name, row_id, except_user_id)
    select 'discussions', new.id, new.author_id
    union all
    select 'discussion_comments', c.id, null from public.discussion_comments c where c.discussion_id = new.id;
  elsif old._deleted and not new._deleted then
    update public.discussion_comments set _deleted = _deleted where discussion_id = new.id;
  end if;
  return null;
end
$$;

create trigger discussions_soft_delete after update of _deleted on public.discussions
  for each row execute function private.on_discussion_soft_delete();

create or replace function private.on_comment_soft_delete() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if new._deleted and not old._deleted then
    insert into private.sync_removals (table_name, row_id, except_user_id) values ('discussion_comments', new.id, new.author_id);
  end if;
  return null;
end
$$;

create trigger discussion_comments_soft_delete after update of _deleted on public.discussion_comments
  for each row execute function private.on_comment_soft_delete();

-- A deleted module takes its lessons with it (for everyone but the instructor); a restored one brings them back.
create or replace function private.on_module_soft_delete() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  _instructor uuid := (select c.instructor_id from public.courses c where c.id = new.course_id);
begin
  if new._deleted and not old._deleted then
    insert into private.sync_removals (table_name, row_id, except_user_id)
    select 'course_modules', new.id, _instructor
    union all
    select 'lessons', l.id, _instructor from public.lessons l where l.module_id = new.id;
  elsif old._deleted and not new._deleted then
    update public.lessons set _deleted = _deleted where module_id = new.id;
  end if;
  return null;
end
$$;

create trigger course_modules_soft_delete after update of _deleted on public.course_modules
  for each row execute function private.on_module_soft_delete();

create or replace function private.on_lesson_soft_delete() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if new._deleted and not old._deleted then
    insert into private.sync_removals (table_name, row_id, except_user_id)
    select 'lessons', new.id, c.instructor_id
    from public.course_modules m join public.courses c on c.id = m.course_id where m.id = new.module_id;
  end if;
  return null;
end
$$;

create trigger lessons_soft_delete after update of _deleted on public.lessons
  for each row execute function private.on_lesson_soft_delete();

revoke execute on function private.on_discussion_soft_delete() from public, anon, authenticated;
revoke execute on function private.on_comment_soft_delete() from public, anon, authenticated;
revoke execute on function private.on_module_soft_delete() from public, anon, authenticated;
revoke execute on function private.on_lesson_soft_delete() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 5. The discussions a device pulls leave deleted discussions out (the newest 200 are the newest live ones): their
--    comments leave every device through the removals above and never come back in full, admins' devices included.
-- ---------------------------------------------------------------------------------------------
create or replace function private.discussion_scope(_uid uuid) returns table (discussion_id uuid, engaged_xid bigint)
language sql stable security invoker set search_path = public as $$
  with mine as (
    select c.discussion_id, c._xid from public.discussion_comments c where c.author_id = _uid
    union all
    select v.discussion_id, v._xid from public.discussion_votes v where v.user_id = _uid
  ), scope as (
    select w.id, null::bigint as x
    from (select d.id from public.discussions d where not d._deleted order by d.created_at desc, d.id desc limit 200) w
    union all
    select d.id, null::bigint from public.discussions d where d.author_id = _uid and not d._deleted
    union all
    select m.discussion_id, m._xid from mine m
  )
  select s.id, coalesce(min(s.x), 0)
  from scope s join public.discussions d on d.id = s.id and not d._deleted
  group by s.id
$$;

-- ---------------------------------------------------------------------------------------------
-- 6. sync_pull (as in 20260401000000_sync_v2.sql) sends every deleted row as a tombstone {id, _deleted: true, _xid},
--    to its owner's devices as well: what was deleted is nothing any device needs to keep.
-- ---------------------------------------------------------------------------------------------
create or replace function public.sync_pull(checkpoints jsonb, batch_size integer default 200, device_id uuid default null)
returns jsonb
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
  _since bigint;
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
    if _table = 'server_views' then
      _result := _result || jsonb_build_object(_table, private.sync_pull_server_views(_cp));
      continue;
    end if;
    _source := private.sync_pull_source(_table);
    if _source is null then
      raise exception 'sync_pull: unknown table "%"', _table using errcode = '22023';
    end if;
    _reset := false;
    _since := -1;
    if jsonb_typeof(_cp) = 'null' then
      _xid := -1;
      _id := '00000000-0000-0000-0000-000000000000';
      -- A device pulling a table for the first time holds none of its rows: what was deleted before now is nothing
      -- to it, so neither deleted rows nor removals from before this horizon are sent (the checkpoint remembers it).
      _since := _horizon;
    elsif jsonb_typeof(_cp) = 'object' and jsonb_typeof(_cp -> 'xid') = 'number' and jsonb_typeof(_cp -> 'id') = 'string'
          and (not _cp ? 'epoch' or jsonb_typeof(_cp -> 'epoch') = 'string')
          and (not _cp ? 'since' or jsonb_typeof(_cp -> 'since') = 'number') then
      _xid := (_cp ->> 'xid')::bigint;
      _id := (_cp ->> 'id')::uuid;
      _since := coalesce((_cp ->> 'since')::bigint, -1);
      -- Another epoch, or a position this history has not reached: pull again from the start.
      if (_cp ? 'epoch' and _cp ->> 'epoch' <> _epoch) or _xid >= _next then
        -- The device holds rows of another history: it needs every deletion, so `since` does not apply.
        _reset := true;
        _xid := -1;
        _id := '00000000-0000-0000-0000-000000000000';
        _since := -1;
      end if;
    else
      raise exception 'sync_pull: checkpoint for "%" must be null or {xid, id, epoch, since?}', _table using errcode = '22023';
    end if;

    -- Rows in scope and removals share one (sk, id) order; within a page an id keeps its newest entry. A row
    -- version this device wrote itself (its own _xid and id in the device's push log) is left out of `rows`.
    -- At one position a row the caller still reads wins over a removal meant for those who cannot. A deleted row
    -- goes out as a tombstone, like a removal: its content stays on the server.
    execute format(
      'with candidates as (
         select s.sk, s.id, s.j, false as removal from (%s) s
         where s.sk < $2 and (s.sk, s.id) > ($3, $4)
           and not (s.sk < $7 and coalesce((s.j ->> ''_deleted'')::boolean, false))
         union all
         select r._xid, r.row_id, jsonb_build_object(''id'', r.row_id, ''_deleted'', true, ''_xid'', r._xid), true
         from private.sync_removals r
         where r.table_name = %L and r._xid < $2 and (r._xid, r.row_id) > ($3, $4) and r._xid >= $7
       ), page as (
         select sk, id, j, removal from candidates order by sk, id limit $5
       ), newest as (
         select distinct on (id) sk, id, j, removal from page order by id, sk desc, removal
       ), echoes as materialized (
         select e.xid, e.row_id from private.sync_device_echoes($6, %L) e
       )
       select (select coalesce(jsonb_agg(
                 case when coalesce((n.j ->> ''_deleted'')::boolean, false)
                      then jsonb_build_object(''id'', n.id, ''_deleted'', true, ''_xid'', n.j -> ''_xid'')
                      else private.sync_row_json(%L, n.j) end
                 order by n.sk, n.id), ''[]''::jsonb)
               from newest n
               where n.removal or not exists (
                 select 1 from echoes e where e.row_id = n.id and e.xid = (n.j ->> ''_xid'')::bigint)),
              (select count(*)::integer from page),
              (select jsonb_build_object(''xid'', p.sk, ''id'', p.id) from page p order by p.sk desc, p.id desc limit 1)',
      _source, _table, _table, _table)
      into _rows, _count, _last
      using _uid, _horizon, _xid, _id, batch_size, device_id, _since;

    _result := _result || jsonb_build_object(_table, jsonb_build_object(
      'rows', _rows,
      'checkpoint', coalesce(_last, jsonb_build_object('xid', _xid, 'id', _id)) || jsonb_build_object('epoch', _epoch)
                    || case when _since >= 0 then jsonb_build_object('since', _since) else '{}'::jsonb end,
      'more', _count >= batch_size,
      'reset', _reset
    ));
  end loop;
  return _result;
end
$$;

revoke execute on function public.sync_pull(jsonb, integer, uuid) from public, anon;
grant execute on function public.sync_pull(jsonb, integer, uuid) to authenticated, service_role;
