-- Replication RPCs (src/db/sync/PROTOCOL.md): sync_pull, sync_push; and course_outline for catalogue pages.

-- What a device may receive of a row: secrets masked or dropped.
create or replace function public.sync_row_json(_table text, _row jsonb) returns jsonb
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

-- The rows of one table a device pulls, as (sk, id, j): sk is the commit-safe sort key.
-- Scope is what the device needs (PROTOCOL.md "Pull scope"); RLS still applies on top.
create or replace function public.sync_pull_source(_table text) returns text
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
    -- Enrolling makes a course''s older lessons arrive: they sort by the enrollment''s xid too.
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
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.tech_connections r where r.user_id = $1'
    when 'api_keys' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.api_keys r where r.user_id = $1'
  end
$$;

-- The current row of a synced table as the caller may see it (RLS applies), or null.
create or replace function public.sync_current_row(_table text, _id uuid) returns jsonb
language plpgsql stable security invoker set search_path = public as $$
declare
  _row jsonb;
begin
  execute format('select to_jsonb(r) from public.%I r where r.id = $1', _table) into _row using _id;
  return _row;
end
$$;

create or replace function public.sync_pull(checkpoints jsonb, batch_size integer default 200) returns jsonb
language plpgsql stable security invoker set search_path = public as $$
declare
  _uid uuid := auth.uid();
  -- Every transaction below the horizon has ended, so no row with a smaller xid can still appear.
  _horizon bigint := pg_snapshot_xmin(pg_current_snapshot())::text::bigint;
  _result jsonb := '{}'::jsonb;
  _table text;
  _cp jsonb;
  _xid bigint;
  _id uuid;
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
    _source := public.sync_pull_source(_table);
    if _source is null then
      raise exception 'sync_pull: unknown table "%"', _table using errcode = '22023';
    end if;
    if jsonb_typeof(_cp) = 'null' then
      _xid := -1;
      _id := '00000000-0000-0000-0000-000000000000';
    elsif jsonb_typeof(_cp) = 'object' and jsonb_typeof(_cp -> 'xid') = 'number' and jsonb_typeof(_cp -> 'id') = 'string' then
      _xid := (_cp ->> 'xid')::bigint;
      _id := (_cp ->> 'id')::uuid;
    else
      raise exception 'sync_pull: checkpoint for "%" must be null or {xid, id}', _table using errcode = '22023';
    end if;

    execute format(
      'with page as (
         select s.sk, s.id, s.j from (%s) s
         where s.sk < $2 and (s.sk, s.id) > ($3, $4)
         order by s.sk, s.id
         limit $5
       )
       select coalesce(jsonb_agg(public.sync_row_json(%L, j) order by sk, id), ''[]''::jsonb),
              count(*)::integer,
              (select jsonb_build_object(''xid'', p.sk, ''id'', p.id) from page p order by p.sk desc, p.id desc limit 1)
       from page',
      _source, _table)
      into _rows, _count, _last
      using _uid, _horizon, _xid, _id, batch_size;

    _result := _result || jsonb_build_object(_table, jsonb_build_object(
      'rows', _rows,
      'checkpoint', coalesce(_last, _cp),
      'more', _count >= batch_size
    ));
  end loop;
  return _result;
end
$$;

create or replace function public.sync_push(changes jsonb) returns jsonb
language plpgsql volatile security invoker set search_path = public as $$
declare
  _synced constant text[] := array['profiles', 'courses', 'course_modules', 'lessons', 'enrollments', 'lesson_progress',
                                   'discussions', 'automation_workflows', 'tech_connections', 'api_keys'];
  _outbox constant text[] := array['instructor_applications', 'affiliate_applications', 'contact_messages'];
  _server_kept constant text[] := array['_modified', '_xid', 'total_students', 'total_duration', 'average_rating',
                                        'instructor_name', 'instructor_avatar_url', 'author_name', 'author_avatar_url'];
  _conflicts jsonb := '[]'::jsonb;
  _rejected jsonb := '[]'::jsonb;
  _change jsonb;
  _table text;
  _row jsonb;
  _id uuid;
  _base bigint;
  _cur jsonb;
  _typed jsonb;
  _cols text[];
  _col_list text;
  _set_list text;
  _count integer;
  _code text;
  _message text;
  _conflict boolean;
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

      _cur := public.sync_current_row(_table, _id);
      execute format('select to_jsonb(p) from jsonb_populate_record(null::public.%I, $1) p', _table) into _typed using _row;

      -- Timestamps the server sets itself never make a retried push look different.
      if _cur is not null and not exists (
        select 1 from unnest(_cols) c
        where c not in ('created_at', 'updated_at') and (_cur -> c) is distinct from (_typed -> c)
      ) then
        continue; -- already applied (a retried push): neither a write nor a conflict
      end if;

      _conflict := false;
      if _cur is null and _base is null then
        begin
          execute format('insert into public.%1$I (%2$s) select %2$s from jsonb_populate_record(null::public.%1$I, $1)',
                         _table, _col_list) using _row;
        exception when unique_violation then
          -- Another transaction inserted the same id meanwhile: a conflict if the caller can see it.
          _cur := public.sync_current_row(_table, _id);
          if _cur is null then
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
            _cur := public.sync_current_row(_table, _id);
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
          'row', case when _cur is null then null else public.sync_row_json(_table, _cur) end));
      end if;
    exception when others then
      get stacked diagnostics _code = returned_sqlstate, _message = message_text;
      begin
        if _id is not null and (_table = any(_synced)) then
          _cur := public.sync_current_row(_table, _id);
        else
          _cur := null;
        end if;
      exception when others then
        _cur := null;
      end;
      _rejected := _rejected || jsonb_build_array(jsonb_build_object(
        'table', _table, 'id', _id, 'code', _code, 'message', _message,
        'row', case when _cur is null then null else public.sync_row_json(_table, _cur) end));
    end;
  end loop;

  return jsonb_build_object('conflicts', _conflicts, 'rejected', _rejected);
end
$$;

-- The outline of a published course (or one's own): modules with lesson titles, never lesson bodies.
create or replace function public.course_outline(p_course_id uuid) returns jsonb
language sql stable security definer set search_path = public as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', m.id,
    'title', m.title,
    'order_index', m.order_index,
    'lessons', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', l.id, 'title', l.title, 'duration', l.duration, 'is_free', l.is_free,
        'order_index', l.order_index, 'has_video', l.video_url is not null
      ) order by l.order_index, l.created_at)
      from public.lessons l where l.module_id = m.id and not l._deleted
    ), '[]'::jsonb)
  ) order by m.order_index, m.created_at), '[]'::jsonb)
  from public.course_modules m
  join public.courses c on c.id = m.course_id
  where m.course_id = p_course_id and not m._deleted and not c._deleted
    and (c.status = 'published' or c.instructor_id = auth.uid())
$$;

grant execute on function public.sync_row_json(text, jsonb) to anon, authenticated, service_role;
grant execute on function public.sync_pull_source(text) to anon, authenticated, service_role;
grant execute on function public.sync_current_row(text, uuid) to anon, authenticated, service_role;
grant execute on function public.sync_pull(jsonb, integer) to authenticated, service_role;
grant execute on function public.sync_push(jsonb) to authenticated, service_role;
grant execute on function public.course_outline(uuid) to anon, authenticated, service_role;
