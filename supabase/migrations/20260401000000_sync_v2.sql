-- Sync v2 (src/db/sync/PROTOCOL.md): grouped pushes that answer with the transaction's xid, the server-kept values
-- of the written rows and the rows already applied; pulls that leave out what the pulling device wrote itself; a
-- partial discussions scope (the newest, one's own and the ones one took part in) with comments and votes; and
-- the server's read models (private.server_view) as the `server_views` pull table.

-- ---------------------------------------------------------------------------------------------
-- 1. The push log: which rows each device wrote in which transaction, so its next pulls leave them out.
--    Read and written only by the SECURITY DEFINER helpers below; a device's entries live one day.
-- ---------------------------------------------------------------------------------------------
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
create index sync_push_log_user_idx on private.sync_push_log (user_id);
alter table private.sync_push_log enable row level security;
revoke all on private.sync_push_log from public, anon, authenticated;

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

-- ---------------------------------------------------------------------------------------------
-- 2. The discussions a device pulls: the newest 200 the caller can read, their own, and those they commented on
--    or voted for (deleted comments and votes too). engaged_xid is the smallest _xid of the caller's comments and
--    vote on it (0: none): comments sort at or above it, so taking part in an old discussion brings its older
--    comments on the next pull (as enrolling does for lessons). SECURITY INVOKER: RLS decides what can be read.
-- ---------------------------------------------------------------------------------------------
create or replace function private.discussion_scope(_uid uuid) returns table (discussion_id uuid, engaged_xid bigint)
language sql stable security invoker set search_path = public as $$
  with mine as (
    select c.discussion_id, c._xid from public.discussion_comments c where c.author_id = _uid
    union all
    select v.discussion_id, v._xid from public.discussion_votes v where v.user_id = _uid
  ), scope as (
    select w.id, null::bigint as x
    from (select d.id from public.discussions d order by d.created_at desc, d.id desc limit 200) w
    union all
    select d.id, null::bigint from public.discussions d where d.author_id = _uid
    union all
    select m.discussion_id, m._xid from mine m
  )
  select s.id, coalesce(min(s.x), 0) from scope s group by s.id
$$;

-- ---------------------------------------------------------------------------------------------
-- 3. Pull sources: every earlier table (user_roles too, for older clients), discussions now partial, and
--    discussion_comments and discussion_votes. `server_views` is answered by sync_pull_server_views below.
-- ---------------------------------------------------------------------------------------------
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
      -- In scope, or deleted: a deletion reaches every device.
      'select greatest(r._xid, coalesce(ds.engaged_xid, 0)) as sk, r.id, to_jsonb(r) as j from public.discussions r
       left join private.discussion_scope($1) ds on ds.discussion_id = r.id
       where ds.discussion_id is not null or r._deleted'
    when 'discussion_comments' then
      'select greatest(r._xid, ds.engaged_xid) as sk, r.id, to_jsonb(r) as j from public.discussion_comments r
       join private.discussion_scope($1) ds on ds.discussion_id = r.discussion_id'
    when 'discussion_votes' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.discussion_votes r where r.user_id = $1'
    when 'automation_workflows' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.automation_workflows r where r.creator_id = $1'
    when 'tech_connections' then
      'select r._xid as sk, r.id, private.tech_connection_owner_row(r.id) as j from public.tech_connections r where r.user_id = $1'
    when 'api_keys' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.api_keys r where r.user_id = $1'
  end
$$;

-- ---------------------------------------------------------------------------------------------
-- 4. server_views: one row per read model, sent when its version differs from the one the device holds. The
--    checkpoint carries every version ({xid: 0, id: nil uuid, epoch, versions}); no (xid, id) order, no horizon
--    or next-xid reset (leaderboard and community_stats versions carry the day above bit 40).
-- ---------------------------------------------------------------------------------------------
create or replace function private.sync_pull_server_views(_cp jsonb) returns jsonb
language plpgsql stable security invoker set search_path = public as $$
declare
  _uid uuid := auth.uid();
  _epoch text := (select e.epoch::text from private.server_epoch e);
  _held jsonb := '{}'::jsonb;
  _reset boolean := false;
  _versions jsonb := '{}'::jsonb;
  _rows jsonb := '[]'::jsonb;
  _name text;
  _version bigint;
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
    end if;
  elsif _cp is not null and jsonb_typeof(_cp) <> 'null' then
    raise exception 'sync_pull: checkpoint for "server_views" must be null or {xid, id, epoch, versions}' using errcode = '22023';
  end if;

  foreach _name in array private.server_view_names() loop
    _version := private.server_view_version(_name, _uid);
    _versions := _versions || jsonb_build_object(_name, _version);
    if (_held ->> _name) is null or (_held ->> _name)::numeric <> _version then
      _rows := _rows || jsonb_build_array(jsonb_build_object(
        'id', md5('server_view:' || _name)::uuid, 'name', _name, 'data', private.server_view(_name, _uid),
        'version', _version, '_xid', _version, '_modified', now(), '_deleted', false));
    end if;
  end loop;

  return jsonb_build_object(
    'rows', _rows,
    'checkpoint', jsonb_build_object('xid', 0, 'id', '00000000-0000-0000-0000-000000000000', 'epoch', _epoch,
                                     'versions', _versions),
    'more', false,
    'reset', _reset);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- 5. sync_pull with the device's id: the rows that device wrote itself (as logged by sync_push) stay out of
--    `rows` but still count in the page, `more` and the checkpoint.
-- ---------------------------------------------------------------------------------------------
drop function public.sync_pull(jsonb, integer);

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
         select distinct on (id) sk, id, j, removal from page order by id, sk desc
       ), echoes as materialized (
         select e.xid, e.row_id from private.sync_device_echoes($6, %L) e
       )
       select (select coalesce(jsonb_agg(private.sync_row_json(%L, n.j) order by n.sk, n.id), ''[]''::jsonb)
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

-- ---------------------------------------------------------------------------------------------
-- 6. sync_push: grouped changes, comments and votes, and an answer that tells the device what it needs to
--    store its written rows without pulling them back (xid, modified, kept, unchanged).
-- ---------------------------------------------------------------------------------------------
drop function public.sync_push(jsonb);

create or replace function public.sync_push(changes jsonb, device_id uuid default null) returns jsonb
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

-- ---------------------------------------------------------------------------------------------
-- 7. Who may execute what. New functions are executable by PUBLIC unless revoked.
-- ---------------------------------------------------------------------------------------------
revoke execute on function public.sync_pull(jsonb, integer, uuid) from public, anon;
revoke execute on function public.sync_push(jsonb, uuid) from public, anon;
grant execute on function public.sync_pull(jsonb, integer, uuid) to authenticated, service_role;
grant execute on function public.sync_push(jsonb, uuid) to authenticated, service_role;

-- Helpers sync_pull and sync_push call as the signed-in user; the API does not serve `private`.
revoke execute on function private.record_sync_push(uuid, bigint, jsonb) from public, anon;
revoke execute on function private.sync_device_echoes(uuid, text) from public, anon;
revoke execute on function private.discussion_scope(uuid) from public, anon;
revoke execute on function private.sync_pull_server_views(jsonb) from public, anon;
grant execute on function private.record_sync_push(uuid, bigint, jsonb) to authenticated, service_role;
grant execute on function private.sync_device_echoes(uuid, text) to authenticated, service_role;
grant execute on function private.discussion_scope(uuid) to authenticated, service_role;
grant execute on function private.sync_pull_server_views(jsonb) to authenticated, service_role;
