-- Owns replication (docs/sync-protocol.md): sync_pull and sync_push, the per-table pull sources and their generated
-- page functions, removals (hard deletes and scope exits) that reach devices as tombstones, the columns the server keeps,
-- the push log that lets a device's pulls leave out its own writes, the push size limit, and the server epoch that
-- checkpoints carry so that a reset server is noticed.
--
-- Every pull source reads only the caller's slice through an index: composite (owner, _xid, id) indexes, and course and
-- discussion scopes driven from the caller's own rows.

-- Tables

-- Server-kept columns: one list, read by sync_push and compared with the client's list (src/db/sync/server-kept-columns.ts)
-- by a test. Triggers enforce each of them.
create table private.server_kept_columns (
  table_name text not null, -- '*' for every synced table
  column_name text not null,
  primary key (table_name, column_name)
);

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
alter table private.sync_removals enable row level security;

create table private.server_epoch (
  singleton boolean primary key default true constraint server_epoch_single_row check (singleton),
  epoch uuid not null default gen_random_uuid(),
  started_at timestamptz not null default now()
);

create table private.sync_push_log (
  device_id uuid not null,
  user_id uuid not null references public.profiles (id) on delete cascade,
  -- The pushing transaction's id: every row it wrote carries it as _xid.
  xid bigint not null,
  -- { "<table>": ["<id>", ...] }: the rows the device's changes wrote (not what triggers changed besides).
  rows jsonb not null,
  created_at timestamptz not null default now(),
  primary key (device_id, xid)
);
alter table private.sync_push_log enable row level security;

create table private.sync_push_limits (
  only_row boolean primary key default true check (only_row),
  max_changes integer not null check (max_changes > 0),
  max_bytes integer not null check (max_bytes > 0)
);

-- Indexes

create index sync_removals_pull_idx on private.sync_removals (table_name, _xid, row_id);
create index sync_removals_user_idx on private.sync_removals (table_name, user_id, _xid);
create index sync_push_log_user_idx on private.sync_push_log (user_id);

-- Removals meant for everyone (user_id null) in checkpoint order; the owner-only ones use sync_removals_user_idx.
create index sync_removals_everyone_idx on private.sync_removals (table_name, _xid, row_id) where user_id is null;

-- Functions

-- What a device may receive of a row: secrets masked or dropped.
create or replace function private.sync_row_json(_table text, _row jsonb) returns jsonb
language sql immutable as $$
  select case _table
    when 'tech_connections' then jsonb_set(_row, '{credentials}', coalesce((
      select jsonb_object_agg(key, '••••' || right(case jsonb_typeof(value) when 'string' then value #>> '{}' else value::text end, 4))
      from jsonb_each(case jsonb_typeof(_row -> 'credentials') when 'object' then _row -> 'credentials' else '{}'::jsonb end)
    ), '{}'::jsonb))
    when 'api_keys' then _row - 'api_key'
    else _row
  end
$$;

-- The caller's own connection row (null for anyone else's): masked, except inside sync_push, which
-- needs the stored credentials for compare-and-swap and marks its transaction so. A request cannot set
-- that mark itself: the REST API exposes only public functions, and set_config is not one.
create or replace function private.tech_connection_owner_row(_id uuid) returns jsonb
language sql stable security definer set search_path = public as $$
  select case when current_setting('maarifa.sync_push', true) = 'on'
              then to_jsonb(t)
              else private.sync_row_json('tech_connections', to_jsonb(t)) end
  from public.tech_connections t where t.id = _id and t.user_id = auth.uid()
$$;

-- The pull source for tech_connections reads only granted columns plus the owner-checked row.
create or replace function private.sync_pull_source(_table text) returns text
language sql immutable as $$
  select case _table
    when 'profiles' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.profiles r where r.id = $1'
    when 'user_roles' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.user_roles r
       where r.user_id = $1 and (r.user_id, r._xid, r.id) > ($1, $3, $4) and r._xid < $2 offset 0'
    when 'courses' then
      'select s.scope_xid as sk, r.id, to_jsonb(r) as j
       from unnest($8::uuid[], $9::bigint[]) s(course_id, scope_xid) join public.courses r on r.id = s.course_id
       where s.scope_xid > $3 or (s.scope_xid = $3 and s.course_id > $4)'
    when 'course_modules' then
      'select greatest(r._xid, s.scope_xid) as sk, r.id, to_jsonb(r) as j
       from unnest($8::uuid[], $9::bigint[]) s(course_id, scope_xid)
       cross join lateral (
         select r.* from public.course_modules r
         where r.course_id = s.course_id and r._xid >= case when s.scope_xid >= $3 then -1 else $3 end
           and (s.scope_xid <> $3 or r._xid > $3 or r.id > $4)
         offset 0) r'
    when 'lessons' then
      -- Courses the caller teaches or is enrolled in (live enrolment): lesson bodies, not the browsing window.
      'select greatest(r._xid, k.x) as sk, r.id, to_jsonb(r) as j
       from (select t.course_id, max(t.x) as x from (
               select c.id as course_id, 0::bigint as x from public.courses c where c.instructor_id = $1
               union all
               select e.course_id, e._xid from public.enrollments e where e.student_id = $1 and not e._deleted) t
             group by t.course_id) k
       join public.course_modules m on m.course_id = k.course_id
       cross join lateral (
         select r.* from public.lessons r
         where r.module_id = m.id and r._xid >= case when k.x >= $3 then -1 else $3 end
           and (k.x <> $3 or r._xid > $3 or r.id > $4)
         offset 0) r'
    when 'enrollments' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.enrollments r
       where r.student_id = $1 and (r.student_id, r._xid, r.id) > ($1, $3, $4) and r._xid < $2 offset 0'
    when 'lesson_progress' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.lesson_progress r
       where r.student_id = $1 and (r.student_id, r._xid, r.id) > ($1, $3, $4) and r._xid < $2 offset 0'
    when 'discussions' then
      -- In scope (live), or the caller's own deleted ones as tombstones; everyone else learns a deletion from the
      -- removal the soft-delete trigger writes.
      'select greatest(r._xid, ds.engaged_xid) as sk, r.id, to_jsonb(r) as j
       from unnest($10::uuid[], $11::bigint[]) ds(discussion_id, engaged_xid)
       cross join lateral (
         select r.* from public.discussions r where r.id = ds.discussion_id and (r._xid >= $3 or ds.engaged_xid >= $3)
         offset 0) r
       union all
       select r._xid, r.id, to_jsonb(r) from public.discussions r where r.author_id = $1 and r._deleted and r._xid >= $3'
    when 'discussion_comments' then
      'select greatest(r._xid, ds.engaged_xid) as sk, r.id, to_jsonb(r) as j
       from unnest($10::uuid[], $11::bigint[]) ds(discussion_id, engaged_xid)
       cross join lateral (
         select r.* from public.discussion_comments r
         where r.discussion_id = ds.discussion_id and r._xid >= case when ds.engaged_xid >= $3 then -1 else $3 end
           and (ds.engaged_xid <> $3 or r._xid > $3 or r.id > $4)
         offset 0) r'
    when 'discussion_votes' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.discussion_votes r
       where r.user_id = $1 and (r.user_id, r._xid, r.id) > ($1, $3, $4) and r._xid < $2 offset 0'
    when 'automation_workflows' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.automation_workflows r
       where r.creator_id = $1 and (r.creator_id, r._xid, r.id) > ($1, $3, $4) and r._xid < $2 offset 0'
    when 'tech_connections' then
      'select r._xid as sk, r.id, private.tech_connection_owner_row(r.id) as j from public.tech_connections r
       where r.user_id = $1 and (r.user_id, r._xid, r.id) > ($1, $3, $4) and r._xid < $2 offset 0'
    when 'api_keys' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.api_keys r
       where r.user_id = $1 and (r.user_id, r._xid, r.id) > ($1, $3, $4) and r._xid < $2 offset 0'
  end
$$;

-- The current row of a synced table as the caller may see it (RLS applies), or null.
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

-- tg_argv[0], when given, names the owner column of an owner-only table.
create or replace function private.record_hard_delete() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  insert into private.sync_removals (table_name, row_id, user_id)
  values (tg_table_name, old.id, case when tg_nargs > 0 then (to_jsonb(old) ->> tg_argv[0])::uuid end);
  return null;
end
$$;

create or replace function private.start_new_epoch() returns uuid
language sql volatile security definer set search_path = public as $$
  update private.server_epoch set epoch = gen_random_uuid(), started_at = now() where true returning epoch
$$;

-- Whether this database ever removed the row (a hard delete or a scope exit): read past RLS, answers only yes or no.
create or replace function private.was_removed(_table text, _id uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (select 1 from private.sync_removals where table_name = _table and row_id = _id)
$$;

-- Logs one push of the signed-in user's device, and forgets that device's entries older than a day.
create or replace function private.record_sync_push(_device_id uuid, _xid bigint, _rows jsonb) returns void
language plpgsql volatile security definer set search_path = public as $$
begin
  if auth.uid() is null or _device_id is null or _xid is null or _rows is null or _rows = '{}'::jsonb then
    return;
  end if;
  delete from private.sync_push_log l where l.device_id = _device_id and l.created_at < now() - interval '1 day';
  insert into private.sync_push_log as l (device_id, user_id, xid, rows)
  values (_device_id, auth.uid(), _xid, _rows)
  on conflict (device_id, xid) do update set rows = (
    -- A second push of one device in one transaction (SQL callers only): both lists.
    select coalesce(jsonb_object_agg(m.t, m.ids), '{}'::jsonb)
    from (
      select u.t, jsonb_agg(distinct u.id) as ids
      from (
        select e.key as t, x.id from jsonb_each(l.rows) e, jsonb_array_elements_text(e.value) x(id)
        union
        select e.key, x.id from jsonb_each(excluded.rows) e, jsonb_array_elements_text(e.value) x(id)
      ) u group by u.t
    ) m)
  where l.user_id = excluded.user_id;
end
$$;

-- The (xid, id) pairs this user's device wrote in `_table`: sync_pull leaves those row versions out for it.
create or replace function private.sync_device_echoes(_device_id uuid, _table text) returns table (xid bigint, row_id uuid)
language sql stable security definer set search_path = public as $$
  select l.xid, x.id::uuid
  from private.sync_push_log l, jsonb_array_elements_text(coalesce(l.rows -> _table, '[]'::jsonb)) x(id)
  where _device_id is not null and l.device_id = _device_id and l.user_id = auth.uid()
$$;

-- The server_views pull table: each view whose version differs from the checkpoint's, a hashed view computed once (its
-- version is its data's hash).
create or replace function private.sync_pull_server_views(_cp jsonb) returns jsonb
language plpgsql stable security invoker set search_path = public as $$
declare
  _uid uuid := auth.uid();
  _epoch text := (select e.epoch::text from private.server_epoch e);
  _now bigint := floor(extract(epoch from now()))::bigint;
  _held jsonb := '{}'::jsonb;
  _checked_held jsonb := '{}'::jsonb;
  _reset boolean := false;
  _versions jsonb := '{}'::jsonb;
  _checked jsonb := '{}'::jsonb;
  _rows jsonb := '[]'::jsonb;
  _name text;
  _version bigint;
  _data jsonb;
  _own bigint;
  _mark jsonb;
begin
  if _cp is not null and jsonb_typeof(_cp) = 'object' then
    if _cp ? 'epoch' and jsonb_typeof(_cp -> 'epoch') <> 'string' then
      raise exception 'sync_pull: checkpoint for "server_views" has an epoch that is not a string' using errcode = '22023';
    end if;
    if _cp ? 'versions' and jsonb_typeof(_cp -> 'versions') not in ('object', 'null') then
      raise exception 'sync_pull: checkpoint for "server_views" must carry versions as an object of numbers' using errcode = '22023';
    end if;
    if jsonb_typeof(_cp -> 'versions') = 'object'
       and exists (select 1 from jsonb_each(_cp -> 'versions') v where jsonb_typeof(v.value) <> 'number') then
      raise exception 'sync_pull: checkpoint for "server_views" must carry versions as an object of numbers' using errcode = '22023';
    end if;
    if _cp ? 'epoch' and _cp ->> 'epoch' <> _epoch then
      _reset := true;
    elsif jsonb_typeof(_cp -> 'versions') = 'object' then
      _held := _cp -> 'versions';
      if jsonb_typeof(_cp -> 'checked') = 'object' then
        _checked_held := _cp -> 'checked';
      end if;
    end if;
  elsif _cp is not null and jsonb_typeof(_cp) <> 'null' then
    raise exception 'sync_pull: checkpoint for "server_views" must be null or {xid, id, epoch, versions}' using errcode = '22023';
  end if;

  foreach _name in array private.server_view_names() loop
    _data := null;
    if private.server_view_hashed(_name) then
      _own := private.server_view_own(_name, _uid);
      _mark := _checked_held -> _name;
      if (_held ->> _name) is not null
         and jsonb_typeof(_mark) = 'object' and jsonb_typeof(_mark -> 'at') = 'number' and jsonb_typeof(_mark -> 'own') = 'number'
         and (_mark ->> 'own')::numeric = _own
         and (_mark ->> 'at')::numeric between _now - private.server_view_freshness(_name) + 1 and _now then
        -- Fresh enough, and nothing of the learner's own changed: the device keeps what it holds.
        _versions := _versions || jsonb_build_object(_name, _held -> _name);
        _checked := _checked || jsonb_build_object(_name, _mark);
        continue;
      end if;
      _data := private.server_view(_name, _uid);
      _version := private.server_view_hash(_data);
      _checked := _checked || jsonb_build_object(_name, jsonb_build_object('at', _now, 'own', _own));
    else
      _version := private.server_view_version(_name, _uid);
    end if;
    _versions := _versions || jsonb_build_object(_name, _version);
    if (_held ->> _name) is null or (_held ->> _name)::numeric <> _version then
      _rows := _rows || jsonb_build_array(jsonb_build_object(
        'id', md5('server_view:' || _name)::uuid, 'name', _name, 'data', coalesce(_data, private.server_view(_name, _uid)),
        'version', _version, '_xid', _version, '_modified', now(), '_deleted', false));
    end if;
  end loop;

  return jsonb_build_object(
    'rows', _rows,
    'checkpoint', jsonb_build_object('xid', 0, 'id', '00000000-0000-0000-0000-000000000000', 'epoch', _epoch,
                                     'versions', _versions, 'checked', _checked),
    'more', false,
    'reset', _reset);
end
$$;

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
  _names text[] := '{}';
  _answers jsonb[] := '{}';
  _course_ids uuid[] := '{}';
  _course_xids bigint[] := '{}';
  _discussion_ids uuid[] := '{}';
  _discussion_xids bigint[] := '{}';
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

  if checkpoints ?| array['courses', 'course_modules'] then
    select coalesce(array_agg(s.course_id), '{}'), coalesce(array_agg(s.scope_xid), '{}')
      into _course_ids, _course_xids from private.course_scope(_uid) s;
  end if;
  if checkpoints ?| array['discussions', 'discussion_comments'] then
    select coalesce(array_agg(s.discussion_id), '{}'), coalesce(array_agg(s.engaged_xid), '{}')
      into _discussion_ids, _discussion_xids from private.discussion_scope(_uid) s;
  end if;

  for _table, _cp in select key, value from jsonb_each(checkpoints) loop
    if _table = 'server_views' then
      _names := _names || _table;
      _answers := _answers || private.sync_pull_server_views(_cp);
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

    execute format('select p.page_rows, p.page_count, p.page_last from private.%I($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) p',
                   'sync_page_' || _table)
      into _rows, _count, _last
      using _uid, _horizon, _xid, _id, batch_size, device_id, _since, _course_ids, _course_xids, _discussion_ids, _discussion_xids;

    _names := _names || _table;
    _answers := _answers || jsonb_build_object(
      'rows', _rows,
      'checkpoint', coalesce(_last, jsonb_build_object('xid', _xid, 'id', _id)) || jsonb_build_object('epoch', _epoch)
                    || case when _since >= 0 then jsonb_build_object('since', _since) else '{}'::jsonb end,
      'more', _count >= batch_size,
      'reset', _reset
    );
  end loop;
  -- Built once: concatenating each table's answer onto the result copied everything before it, once per table.
  return coalesce((select jsonb_object_agg(a.name, a.answer) from unnest(_names, _answers) a(name, answer)), '{}'::jsonb);
end
$$;

create or replace function private.sync_push_unbounded(changes jsonb, device_id uuid default null) returns jsonb
language plpgsql volatile security invoker set search_path = public as $$
declare
  _synced constant text[] := array['profiles', 'courses', 'course_modules', 'lessons', 'enrollments', 'lesson_progress',
                                   'discussions', 'discussion_comments', 'discussion_votes', 'automation_workflows',
                                   'tech_connections', 'api_keys'];
  _outbox constant text[] := array['instructor_applications', 'affiliate_applications', 'contact_messages'];
  _conflicts jsonb := '[]'::jsonb;
  _rejected jsonb := '[]'::jsonb;
  _unchanged jsonb := '[]'::jsonb;
  _kept jsonb := '{}'::jsonb;
  _log_rows jsonb;
  _expanded jsonb;
  _item jsonb;
  _n bigint;
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
  _wrote boolean;
  -- Rows this call wrote in synced tables, in order (may repeat), whether each was stored exactly as sent, and
  -- whether anything at all was written.
  _written_tables text[] := '{}';
  _written_ids uuid[] := '{}';
  _written_as_sent boolean[] := '{}';
  _after jsonb;
  _wrote_any boolean := false;
  _xid bigint;
begin
  if auth.uid() is null then
    raise exception 'sync_push needs a signed-in user' using errcode = '42501';
  end if;
  if changes is null or jsonb_typeof(changes) <> 'array' then
    raise exception 'changes must be an array' using errcode = '22023';
  end if;

  -- A grouped item {table, rows, base_xids?} is a malformed request as a whole when its lists do not match.
  for _item, _n in select i.value, i.n from jsonb_array_elements(changes) with ordinality i(value, n) loop
    if jsonb_typeof(_item) = 'object' and _item ? 'rows' then
      if jsonb_typeof(_item -> 'rows') <> 'array' then
        raise exception 'sync_push: changes[%].rows must be an array of rows', _n - 1 using errcode = '22023';
      end if;
      if _item ? 'row' then
        raise exception 'sync_push: changes[%] has both row and rows; send one', _n - 1 using errcode = '22023';
      end if;
      if jsonb_typeof(_item -> 'base_xids') = 'array' then
        if jsonb_array_length(_item -> 'base_xids') <> jsonb_array_length(_item -> 'rows') then
          raise exception 'sync_push: changes[%] has % rows but % base_xids; send one base_xid (or null) per row',
            _n - 1, jsonb_array_length(_item -> 'rows'), jsonb_array_length(_item -> 'base_xids') using errcode = '22023';
        end if;
      elsif _item ? 'base_xids' and jsonb_typeof(_item -> 'base_xids') <> 'null' then
        raise exception 'sync_push: changes[%].base_xids must be an array (one base_xid or null per row)', _n - 1
          using errcode = '22023';
      end if;
    end if;
  end loop;

  -- Grouped items become one legacy change per row, in order.
  select coalesce(jsonb_agg(e.change order by e.n, e.m), '[]'::jsonb) into _expanded
  from (
    select i.n, 0::bigint as m, i.item as change
    from jsonb_array_elements(changes) with ordinality i(item, n)
    where not (jsonb_typeof(i.item) = 'object' and i.item ? 'rows')
    union all
    select i.n, r.m, jsonb_build_object('table', i.item -> 'table', 'base_xid', i.item -> 'base_xids' -> (r.m - 1)::integer,
                                        'row', r.rw)
    from jsonb_array_elements(changes) with ordinality i(item, n)
    cross join lateral jsonb_array_elements(i.item -> 'rows') with ordinality r(rw, m)
    where jsonb_typeof(i.item) = 'object' and i.item ? 'rows'
  ) e;

  -- Lets owner-checked helpers hand this function stored secrets for comparison (see tech_connection_owner_row).
  perform set_config('maarifa.sync_push', 'on', true);

  for _change in select value from jsonb_array_elements(_expanded) loop
    _table := _change ->> 'table';
    _row := _change -> 'row';
    _id := null;
    _cur := null;
    _recreate := false;
    _wrote := false;
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
          _wrote_any := true;
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
        -- Already applied (a retried push): neither a write nor a conflict. The device learns the row's server
        -- stamps (and server-kept values) here, since its own pushes do not come back to it in pulls.
        _cur := private.sync_row_json(_table, _cur);
        _unchanged := _unchanged || jsonb_build_array(jsonb_build_object(
          'table', _table, 'id', _id, '_xid', _cur -> '_xid', '_modified', _cur -> '_modified')
          || case when _kept_by_table ? _table then jsonb_build_object('kept', (
               select jsonb_object_agg(k.c, _cur -> k.c) from jsonb_array_elements_text(_kept_by_table -> _table) k(c)))
             else '{}'::jsonb end);
        continue;
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
          _wrote := true;
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
          else
            _wrote := true;
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
      if _wrote then
        -- A trigger that changed a client-writable column (is_pinned for a non-admin, say) makes the device's copy
        -- wrong: such a row is not logged, so the device's next pull brings the server's version.
        _after := private.sync_current_row(_table, _id);
        -- Last in the block: nothing after this can roll the change back.
        _written_tables := _written_tables || _table;
        _written_ids := _written_ids || _id;
        _written_as_sent := _written_as_sent || (_after is not null and not exists (
          select 1 from unnest(_cols) c
          where c not in ('created_at', 'updated_at') and (_after -> c) is distinct from (_typed -> c)));
        _wrote_any := true;
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

  -- Deferred triggers (xp_total and level) run now, so the values read below are the ones this transaction commits.
  set constraints all immediate;

  if _wrote_any then
    _xid := pg_current_xact_id_if_assigned()::text::bigint;
  end if;

  if cardinality(_written_ids) > 0 then
    -- Server-kept values of the written rows, read as devices read them (secrets masked).
    select coalesce(jsonb_object_agg(t.table_name, t.by_id), '{}'::jsonb) into _kept
    from (
      select w.table_name, jsonb_object_agg(w.id, w.kept) as by_id
      from (
        select distinct on (x.table_name, x.id) x.table_name, x.id,
               (select jsonb_object_agg(k.c, j.r -> k.c) from jsonb_array_elements_text(_kept_by_table -> x.table_name) k(c))
                 || jsonb_build_object('_modified', j.r -> '_modified') as kept
        from unnest(_written_tables, _written_ids) x(table_name, id)
        cross join lateral (select private.sync_row_json(x.table_name, private.sync_current_row(x.table_name, x.id)) as r) j
        where _kept_by_table ? x.table_name and j.r is not null
      ) w
      group by w.table_name
    ) t;

    if device_id is not null then
      -- A row written twice in one call is logged only if both writes stored what was sent.
      select jsonb_object_agg(g.table_name, g.ids) into _log_rows
      from (
        select y.table_name, jsonb_agg(y.id) as ids
        from (
          select x.table_name, x.id from unnest(_written_tables, _written_ids, _written_as_sent) x(table_name, id, as_sent)
          group by x.table_name, x.id having bool_and(x.as_sent)
        ) y group by y.table_name
      ) g;
      perform private.record_sync_push(device_id, _xid, _log_rows);
    end if;
  end if;

  return jsonb_build_object(
    'conflicts', _conflicts,
    'rejected', _rejected,
    'xid', _xid,
    'modified', now(),
    'kept', _kept,
    'unchanged', _unchanged);
end
$$;

create or replace function private.assert_sync_push_size(changes jsonb) returns void
language plpgsql stable security definer set search_path = '' as $$
declare
  _limits private.sync_push_limits;
  _count bigint;
  _bytes bigint;
begin
  if changes is null or jsonb_typeof(changes) <> 'array' then
    return; -- sync_push answers a malformed request itself (22023)
  end if;
  select * into _limits from private.sync_push_limits;
  select coalesce(sum(case when jsonb_typeof(i) = 'object' and jsonb_typeof(i -> 'rows') = 'array'
                           then jsonb_array_length(i -> 'rows') else 1 end), 0)
    into _count from jsonb_array_elements(changes) i;
  if _count > _limits.max_changes then
    raise exception 'A sync push may carry at most % changes; this one carries %. Send them in smaller batches.',
      to_char(_limits.max_changes, 'FM999,999,999'), to_char(_count, 'FM999,999,999')
      using errcode = 'PT413', hint = 'Split the changes into several calls.';
  end if;
  _bytes := octet_length(changes::text);
  if _bytes > _limits.max_bytes then
    raise exception 'A sync push may carry at most % bytes of changes; this one carries %. Send them in smaller batches.',
      to_char(_limits.max_bytes, 'FM999,999,999'), to_char(_bytes, 'FM999,999,999')
      using errcode = 'PT413', hint = 'Split the changes into several calls.';
  end if;
end
$$;

create function public.sync_push(changes jsonb, device_id uuid default null) returns jsonb
language plpgsql volatile security invoker set search_path = public as $$
begin
  perform private.assert_sync_push_size(changes);
  return private.sync_push_unbounded(changes, device_id);
end
$$;

create or replace function private.sync_page_tables() returns text[]
language sql immutable as $$
  select array['profiles', 'user_roles', 'courses', 'course_modules', 'lessons', 'enrollments', 'lesson_progress',
               'discussions', 'discussion_comments', 'discussion_votes', 'automation_workflows', 'tech_connections',
               'api_keys']
$$;

create or replace function private.build_sync_pages() returns void
language plpgsql set search_path = public as $build$
declare
  _table text;
begin
  foreach _table in array private.sync_page_tables() loop
    execute format($f$
      create or replace function private.%I(_uid uuid, _horizon bigint, _xid bigint, _id uuid, _batch integer,
                                            _device uuid, _since bigint, _course_ids uuid[], _course_xids bigint[],
                                            _discussion_ids uuid[], _discussion_xids bigint[],
                                            out page_rows jsonb, out page_count integer, out page_last jsonb)
      language plpgsql stable security invoker set search_path = public as $body$
      begin
        -- Rows in scope and removals share one (sk, id) order; within a page an id keeps its newest entry. A row
        -- version this device wrote itself (its own _xid and id in the device's push log) is left out of `rows`.
        -- At one position a row the caller still reads wins over a removal meant for those who cannot. A deleted
        -- row goes out as a tombstone, like a removal: its content stays on the server.
        with candidates as (
          select s.sk, s.id, s.j, false as removal from (%s) s
          where s.sk < $2 and (s.sk, s.id) > ($3, $4)
            and not (s.sk < $7 and coalesce((s.j ->> '_deleted')::boolean, false))
          union all
          select r._xid, r.row_id, jsonb_build_object('id', r.row_id, '_deleted', true, '_xid', r._xid), true
          from private.sync_removals r
          where r.table_name = %L and r.user_id is null
            and r._xid < $2 and (r._xid, r.row_id) > ($3, $4) and r._xid >= $7
          union all
          select r._xid, r.row_id, jsonb_build_object('id', r.row_id, '_deleted', true, '_xid', r._xid), true
          from private.sync_removals r
          where r.table_name = %L and r.user_id = $1
            and r._xid < $2 and (r._xid, r.row_id) > ($3, $4) and r._xid >= $7
        ), page as (
          select c.sk, c.id, c.j, c.removal from candidates c order by c.sk, c.id limit $5
        ), newest as (
          select distinct on (p.id) p.sk, p.id, p.j, p.removal from page p order by p.id, p.sk desc, p.removal
        ), echoes as materialized (
          select e.xid, e.row_id from private.sync_device_echoes($6, %L) e
        )
        select (select coalesce(jsonb_agg(
                  case when coalesce((n.j ->> '_deleted')::boolean, false)
                       then jsonb_build_object('id', n.id, '_deleted', true, '_xid', n.j -> '_xid')
                       else private.sync_row_json(%L, n.j) end
                  order by n.sk, n.id), '[]'::jsonb)
                from newest n
                where n.removal or not exists (
                  select 1 from echoes e where e.row_id = n.id and e.xid = (n.j ->> '_xid')::bigint)),
               (select count(*)::integer from page),
               (select jsonb_build_object('xid', p.sk, 'id', p.id) from page p order by p.sk desc, p.id desc limit 1)
        into page_rows, page_count, page_last;
      end
      $body$$f$,
      'sync_page_' || _table, private.sync_pull_source(_table), _table, _table, _table, _table);
    execute format('revoke execute on function private.%I(uuid, bigint, bigint, uuid, integer, uuid, bigint, uuid[], bigint[], uuid[], bigint[]) from public, anon',
                   'sync_page_' || _table);
    execute format('grant execute on function private.%I(uuid, bigint, bigint, uuid, integer, uuid, bigint, uuid[], bigint[], uuid[], bigint[]) to authenticated, service_role',
                   'sync_page_' || _table);
  end loop;
end
$build$;

-- Triggers

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

create trigger discussion_comments_record_delete after delete on public.discussion_comments
  for each row execute function private.record_hard_delete();

create trigger discussion_votes_record_delete after delete on public.discussion_votes
  for each row execute function private.record_hard_delete('user_id');

create trigger xp_events_record_delete after delete on public.xp_events
  for each row execute function private.record_hard_delete('user_id');

-- Policies

create policy sync_removals_select on private.sync_removals for select to authenticated
  using ((user_id is null or user_id = (select auth.uid())) and except_user_id is distinct from (select auth.uid()));

-- Reference data

-- The server-kept columns ('*': every synced table).
insert into private.server_kept_columns (table_name, column_name) values
  ('*', '_modified'), ('*', '_xid'),
  ('profiles', 'email'), ('profiles', 'rating'),
  ('courses', 'total_students'), ('courses', 'total_duration'), ('courses', 'average_rating'),
  ('courses', 'instructor_name'), ('courses', 'instructor_avatar_url'), ('courses', 'updated_at'),
  ('lesson_progress', 'course_id'),
  ('discussions', 'upvotes'), ('discussions', 'view_count'), ('discussions', 'author_name'),
  ('discussions', 'author_avatar_url'), ('discussions', 'updated_at'),
  ('tech_connections', 'updated_at'),
  ('instructor_applications', 'status'), ('affiliate_applications', 'status'),
  ('profiles', 'xp_total'), ('profiles', 'level'), ('profiles', 'roles'),
  ('discussions', 'comment_count'),
  ('discussion_comments', 'author_name'), ('discussion_comments', 'author_avatar_url'), ('discussion_comments', 'updated_at'),
  ('instructor_applications', 'review_note'), ('instructor_applications', 'reviewed_by'),
  ('instructor_applications', 'reviewed_at'),
  ('affiliate_applications', 'review_note'), ('affiliate_applications', 'reviewed_by'),
  ('affiliate_applications', 'reviewed_at');

insert into private.server_epoch default values;

insert into private.sync_push_limits (max_changes, max_bytes) values (500, 1048576);

-- One page function per synced table (private.sync_page_<table>), made from its pull source; run again whenever a pull
-- source or a synced table's columns change, so that every cached plan sees the new row shapes.
select private.build_sync_pages();
