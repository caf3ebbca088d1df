-- Issue 30, the cost of a pull that brings little: children re-read at the checkpoint, read models computed for every
-- pull, and community figures counted from today's rows.

-- ---------------------------------------------------------------------------------------------
-- 1. Pull sources (as in 20260801000000_sync_scale_sources.sql). A child's sort key is greatest(row, scope); when the
--    scope's xid equals the checkpoint's (the course enrolled in last, the discussion engaged with last: the usual
--    steady state), every child of that scope passed the index range and then RLS — per row, SECURITY DEFINER helpers —
--    only for sync_pull's (sk, id) test to drop them all (lessons at M: 50 rows and 10 ms to return nothing). At that
--    xid a child comes after the checkpoint only if its own _xid is later or its id is: the same test, applied before
--    RLS (comparisons of xids and uuids are leakproof, so the planner may run them first, and it does: they are cheaper).
--    Each child is read in a LATERAL subquery (OFFSET 0 keeps it one): the scope's xid is then a parameter of the
--    child's index scan, so the range is an index condition on (parent, _xid, id) rather than a join filter applied
--    after RLS has read every child of the scope.
-- ---------------------------------------------------------------------------------------------
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

-- The discussions a device pulls (as in 20260801000000_sync_scale_sources.sql). The newest 200 and the caller's own
-- already come from live discussions; only the ones the caller engaged with (comments, votes) are looked up to drop
-- deleted ones: some 70 lookups per call instead of every discussion in scope (twice a pull: discussions, comments).
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
    select m.discussion_id, m.x
    from (select m.discussion_id, min(m._xid) as x from mine m group by m.discussion_id) m
    join public.discussions d on d.id = m.discussion_id and not d._deleted
  )
  select s.id, coalesce(min(s.x), 0)
  from scope s
  group by s.id
$$;

-- ---------------------------------------------------------------------------------------------
-- 2. One page of one table as a function per table, so its plan is cached. sync_pull ran each source as dynamic SQL
--    (EXECUTE), planned again on every call: about 2 ms per table (RLS policies expanded, scopes inlined), some 25 ms
--    of every pull, most of what 40 learners pulling at once spend. A PL/pgSQL function's static SQL is planned once
--    per connection (a generic plan once it is no dearer than the custom ones). private.build_sync_pages() writes
--    private.sync_page_<table> from sync_pull_source(<table>): a migration that changes a source calls it again.
--    $1..$7 keep their meaning: caller, horizon, checkpoint xid and id, page size, device, and `since`; $8..$11 are the
--    course scope and the discussion scope as arrays (id, scope xid), computed once per pull by sync_pull: each was
--    computed twice a pull before (courses and modules; discussions and comments), some 4 ms of a 20 ms pull.
-- ---------------------------------------------------------------------------------------------
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
revoke execute on function private.build_sync_pages() from public, anon, authenticated;

select private.build_sync_pages();

-- ---------------------------------------------------------------------------------------------
-- 3. sync_pull (as in 20260801000000_sync_scale_sources.sql), each table's page from its function.
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

revoke execute on function public.sync_pull(jsonb, integer, uuid) from public, anon;
grant execute on function public.sync_pull(jsonb, integer, uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- 4. Read models with a stated freshness. Their versions are hashes of the learner's document, so every pull computed
--    leaderboard, community_stats and suggested_peers to learn whether they changed: about 25 ms of each pull at M,
--    whatever changed. A device's checkpoint now also says when it last had each one computed and what of its own
--    went into it (`checked`: {name: {at, own}}). A view is computed again only when it is older than its freshness
--    or the learner's own part changed; otherwise the device keeps its version and nothing is read. Freshness:
--    leaderboard and community_stats 60 s, suggested_peers 1 h. Own part: the learner's XP ledger (its _xid version,
--    removals included) for leaderboard and community_stats, so one's own points, posts and place show at once; the
--    learner's profile and enrolments for suggested_peers. A checkpoint without `checked` (or a malformed one, or
--    another epoch's) computes everything, as before. A device can only make its own views fresher or staler.
-- ---------------------------------------------------------------------------------------------
create or replace function private.server_view_freshness(name text) returns integer
language sql immutable set search_path = public as $$
  select case name when 'leaderboard' then 60 when 'community_stats' then 60 when 'suggested_peers' then 3600 end
$$;

-- The learner's own input to a hashed view, as a number that changes when it does (index-cheap).
create or replace function private.server_view_own(name text, uid uuid) returns bigint
language sql stable security definer set search_path = public as $$
  select case when name = 'suggested_peers' then
    greatest(
      coalesce((select p._xid from public.profiles p where p.id = uid), 0),
      coalesce((select max(e._xid) from public.enrollments e where e.student_id = uid), 0),
      coalesce((select max(r._xid) from private.sync_removals r where r.table_name = 'enrollments' and r.user_id = uid), 0))
  else private.server_view_version('recent_activity', uid) end
$$;
revoke execute on function private.server_view_own(text, uuid) from public, anon;
grant execute on function private.server_view_own(text, uuid) to authenticated, service_role;
revoke execute on function private.server_view_freshness(text) from public, anon;
grant execute on function private.server_view_freshness(text) to authenticated, service_role;

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

-- ---------------------------------------------------------------------------------------------
-- 5. Suggested peers from a bounded set of candidates. It read every member who shares a course or a skill with the
--    caller (1,700 profiles for a learner at M, ten times that at L): 3 ms at S, 10 ms at M. The members with a
--    skill now come from an index ordered by when they joined, so the newest 25 are read, not all of them.
-- ---------------------------------------------------------------------------------------------
create table private.member_skills (
  key text not null,
  user_id uuid not null,
  since timestamptz not null,
  primary key (key, user_id)
);
create index member_skills_newest_idx on private.member_skills (key, since desc, user_id desc);
create index member_skills_user_idx on private.member_skills (user_id);
alter table private.member_skills enable row level security;
revoke all on private.member_skills from public, anon, authenticated;

-- A live member's skill keys (as suggested_peers compares them); a deleted member has none.
create or replace function private.on_profile_skills() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if tg_op <> 'INSERT' then
    delete from private.member_skills s where s.user_id = old.id;
  end if;
  if tg_op <> 'DELETE' and not new._deleted then
    insert into private.member_skills (key, user_id, since)
    select k.key, new.id, new.created_at from unnest(private.skill_keys(new.skills)) k(key)
    on conflict do nothing;
  end if;
  return null;
end
$$;
create trigger profiles_member_skills after insert or delete or update of skills, _deleted
  on public.profiles for each row execute function private.on_profile_skills();
revoke execute on function private.on_profile_skills() from public, anon, authenticated;

create index if not exists enrollments_course_newest_idx on public.enrollments (course_id, enrolled_at desc, id desc)
  where not _deleted;

-- ---------------------------------------------------------------------------------------------
-- 6. Members active today as a counter. community_stats counted the distinct authors of today's XP events,
--    discussions and comments on every call: 6 ms at S, 14 ms at M, growing with the platform's activity. Each of
--    those writes now appends (today, member, +1 or -1) to private.activity_deltas; as with the community counters,
--    nobody updates a shared row before commit (two devices of one member never wait for each other). At commit one
--    writer at a time (a try-lock, nobody waits) folds the committed deltas into private.daily_active (live activities
--    per member today) and moves the 'active:<day>' community counter when a member's count reaches or leaves zero. A
--    reader adds, in one snapshot, the counter and the effect of the deltas not folded yet, which is exact either side
--    of a fold. A deleted discussion or comment, or a reversed XP event, counts down, so the figure is what the old
--    count gave. Only today's activity is kept (the only day anyone reads).
-- ---------------------------------------------------------------------------------------------
create table private.daily_active (
  day date not null,
  user_id uuid not null,
  n integer not null,
  primary key (day, user_id)
);
create table private.activity_deltas (
  id bigint generated always as identity primary key,
  day date not null,
  user_id uuid not null,
  n integer not null
);
create index activity_deltas_day_idx on private.activity_deltas (day, user_id);
alter table private.daily_active enable row level security;
alter table private.activity_deltas enable row level security;
revoke all on private.daily_active, private.activity_deltas from public, anon, authenticated;

-- Today's live activities, one row each, as community_stats counted them.
create or replace function private.activity_today() returns table (user_id uuid)
language sql stable security definer set search_path = public as $$
  select e.user_id from public.xp_events e where e.created_at >= private.utc_day_start()
  union all
  select d.author_id from public.discussions d where d.created_at >= private.utc_day_start() and not d._deleted
  union all
  select c.author_id from public.discussion_comments c where c.created_at >= private.utc_day_start() and not c._deleted
$$;
revoke execute on function private.activity_today() from public, anon, authenticated;

create or replace function private.on_activity() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  _start timestamptz := private.utc_day_start();
begin
  if tg_table_name = 'xp_events' then
    if tg_op = 'INSERT' and new.created_at >= _start then
      insert into private.activity_deltas (day, user_id, n) values ((new.created_at at time zone 'UTC')::date, new.user_id, 1);
    elsif tg_op = 'DELETE' and old.created_at >= _start then
      insert into private.activity_deltas (day, user_id, n) values ((old.created_at at time zone 'UTC')::date, old.user_id, -1);
    end if;
    return null;
  end if;
  -- discussions and discussion_comments: live while not deleted
  if tg_op <> 'INSERT' and not old._deleted and old.created_at >= _start then
    insert into private.activity_deltas (day, user_id, n) values ((old.created_at at time zone 'UTC')::date, old.author_id, -1);
  end if;
  if tg_op <> 'DELETE' and not new._deleted and new.created_at >= _start then
    insert into private.activity_deltas (day, user_id, n) values ((new.created_at at time zone 'UTC')::date, new.author_id, 1);
  end if;
  return null;
end
$$;
revoke execute on function private.on_activity() from public, anon, authenticated;
create trigger xp_events_activity after insert or delete on public.xp_events
  for each row execute function private.on_activity();
create trigger discussions_activity after insert or delete or update of _deleted on public.discussions
  for each row execute function private.on_activity();
create trigger discussion_comments_activity after insert or delete or update of _deleted on public.discussion_comments
  for each row execute function private.on_activity();

create or replace function private.fold_activity() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  -- Once per transaction: the first delta's trigger folds them all.
  if current_setting('maarifa.activity_folded', true) = pg_current_xact_id()::text then
    return null;
  end if;
  perform set_config('maarifa.activity_folded', pg_current_xact_id()::text, true);
  if not pg_try_advisory_xact_lock(30, 2) then
    return null;
  end if;
  with gone as (
    delete from private.activity_deltas returning day, user_id, n
  ), summed as (
    select g.day, g.user_id, sum(g.n)::integer as n from gone g group by g.day, g.user_id
  ), folded as (
    insert into private.daily_active as a (day, user_id, n)
    select s.day, s.user_id, s.n from summed s
    on conflict (day, user_id) do update set n = a.n + excluded.n
    returning a.day, a.n as after, a.user_id
  )
  insert into private.community_count_deltas (kind, key, n)
  select 'total', 'active:' || f.day::text, sum((f.after > 0)::integer - (f.after - s.n > 0)::integer)
  from folded f join summed s on s.day = f.day and s.user_id = f.user_id
  group by f.day
  having sum((f.after > 0)::integer - (f.after - s.n > 0)::integer) <> 0;
  delete from private.daily_active a where a.day < (now() at time zone 'UTC')::date - 1;
  return null;
end
$$;
revoke execute on function private.fold_activity() from public, anon, authenticated;
create constraint trigger activity_deltas_fold after insert on private.activity_deltas
  deferrable initially deferred
  for each row execute function private.fold_activity();

-- Members active on a day: the folded counter, plus what the deltas not folded yet change (a member whose live
-- activities reach or leave zero with them).
create or replace function private.active_members(_day date) returns bigint
language sql stable security definer set search_path = public as $$
  select private.community_total('active:' || _day::text) + coalesce((
    select sum(((coalesce(a.n, 0) + p.n) > 0)::integer - (coalesce(a.n, 0) > 0)::integer)
    from (select d.user_id, sum(d.n) as n from private.activity_deltas d where d.day = _day group by d.user_id) p
    left join private.daily_active a on a.day = _day and a.user_id = p.user_id), 0)
$$;
revoke execute on function private.active_members(date) from public, anon, authenticated;

insert into private.daily_active (day, user_id, n)
select (now() at time zone 'UTC')::date, a.user_id, count(*) from private.activity_today() a group by a.user_id;
insert into private.community_count_deltas (kind, key, n)
select 'total', 'active:' || (now() at time zone 'UTC')::date::text, count(*) from private.daily_active a
where a.day = (now() at time zone 'UTC')::date;

create or replace function private.rebuild_read_models() returns void
language plpgsql security definer set search_path = public as $$
declare
  _today date := (now() at time zone 'UTC')::date;
begin
  delete from private.xp_rollups;
  insert into private.xp_rollups (user_id, metric, period, points, listed)
  select s.user_id, s.metric, s.period, s.points, not p._deleted
  from (
    select e.user_id, m.metric, '-infinity'::date as period, sum(e.points)::integer as points
    from public.xp_events e, unnest(private.xp_metrics(e.kind)) m(metric)
    group by 1, 2
    union all
    select e.user_id, m.metric, (e.created_at at time zone 'UTC')::date + w.i, sum(e.points)::integer
    from public.xp_events e, unnest(private.xp_metrics(e.kind)) m(metric),
         generate_series(greatest((e.created_at at time zone 'UTC')::date, _today - 1) - (e.created_at at time zone 'UTC')::date, 6) w(i)
    where e.created_at >= (_today - 7)::timestamp at time zone 'UTC'
    group by 1, 2, 3
  ) s join public.profiles p on p.id = s.user_id
  where s.points > 0;

  delete from private.community_count_deltas;
  delete from private.community_counts;
  insert into private.community_counts (kind, key, n)
  select 'total', 'members', count(*) from public.profiles p where not p._deleted
  union all
  select 'total', 'discussions', count(*) from public.discussions d where not d._deleted and not d.is_hidden
  union all
  select 'tag', t, count(*) from public.discussions d, unnest(d.tags) t
  where not d._deleted and not d.is_hidden and t is not null group by t
  union all
  select 'total', private.rank_key(r.metric, r.period), count(*) from private.xp_rollups r
  where r.listed and r.points > 0 group by r.metric, r.period;

  delete from private.activity_deltas;
  delete from private.daily_active;
  insert into private.daily_active (day, user_id, n)
  select _today, a.user_id, count(*) from private.activity_today() a group by a.user_id;
  insert into private.community_counts (kind, key, n)
  select 'total', 'active:' || _today::text, count(*) from private.daily_active a where a.day = _today;

  delete from private.member_skills;
  insert into private.member_skills (key, user_id, since)
  select k.key, p.id, p.created_at from public.profiles p, unnest(private.skill_keys(p.skills)) k(key) where not p._deleted;
end
$$;
revoke execute on function private.rebuild_read_models() from public, anon, authenticated;
insert into private.member_skills (key, user_id, since)
select k.key, p.id, p.created_at from public.profiles p, unnest(private.skill_keys(p.skills)) k(key) where not p._deleted
on conflict do nothing;

-- server_view (as in 20260801000100_read_model_rollups.sql), suggested_peers from the bounded candidates.
create or replace function private.server_view(name text, uid uuid) returns jsonb
language plpgsql stable security definer set search_path = public as $$
#variable_conflict use_variable
declare
  _day timestamptz := private.utc_day_start();
  _week timestamptz := private.utc_week_start();
  _today date := (now() at time zone 'UTC')::date;
  _xp_week jsonb;
  _xp_all jsonb;
  _c_week jsonb;
  _c_all jsonb;
  _my_skills text[];
begin
  if name is null or not (name = any(private.server_view_names())) then
    raise exception 'server_view: unknown view "%"', coalesce(name, '(none)') using errcode = '22023';
  end if;
  if uid is null then
    raise exception 'server_view: uid is required' using errcode = '22023';
  end if;
  -- A request (JWT) only ever computes its own user's views.
  if auth.uid() is not null and auth.uid() <> uid then
    raise exception 'server_view: a user reads only their own views' using errcode = '42501';
  end if;

  if name = 'leaderboard' then
    _xp_week := private.leaderboard_rollup_list(uid, 'xp', _today);
    _xp_all := private.leaderboard_rollup_list(uid, 'xp', '-infinity'::date);
    _c_week := private.leaderboard_rollup_list(uid, 'contribution', _today);
    _c_all := private.leaderboard_rollup_list(uid, 'contribution', '-infinity'::date);
    return jsonb_build_object(
      'by_xp', jsonb_build_object('week', _xp_week -> 'top', 'all_time', _xp_all -> 'top'),
      'by_contribution', jsonb_build_object('week', _c_week -> 'top', 'all_time', _c_all -> 'top'),
      'me', jsonb_build_object(
        'by_xp', jsonb_build_object('week', _xp_week -> 'me', 'all_time', _xp_all -> 'me'),
        'by_contribution', jsonb_build_object('week', _c_week -> 'me', 'all_time', _c_all -> 'me')));

  elsif name = 'community_stats' then
    -- Members active today come from a counter the activity triggers keep (section 6); this week's discussions from
    -- the created_at index.
    return jsonb_build_object(
      'members', private.community_total('members'),
      'active_today', private.active_members(_today),
      'discussions_this_week', (
        select count(*) from public.discussions d where d.created_at >= _week and not d._deleted and not d.is_hidden),
      'discussion_count', private.community_total('discussions'),
      'top_tags', private.community_top_tags());

  elsif name = 'suggested_peers' then
    -- Candidates, a bounded number whatever the platform's size: the 25 latest classmates in each of the caller's 20
    -- latest courses (enrolment index) and the 25 newest members with each of 20 of the caller's skills (member_skills
    -- index); then each candidate's shared courses (all of the caller's) and skills counted exactly, and the best five.
    -- Below 25 per course and skill that is everyone sharing one, as before.
    _my_skills := coalesce((select private.skill_keys(p.skills) from public.profiles p where p.id = uid), '{}');
    return jsonb_build_object('peers', coalesce((
      with my_courses as (
        select m.course_id, row_number() over (order by m.enrolled_at desc, m.id desc) as n
        from public.enrollments m where m.student_id = uid and not m._deleted
      ), candidates as materialized (
        select x.student_id as user_id
        from my_courses mc
        cross join lateral (
          select e.student_id from public.enrollments e
          where e.course_id = mc.course_id and not e._deleted and e.student_id <> uid
          order by e.enrolled_at desc, e.id desc limit 25) x
        where mc.n <= 20
        union
        select x.user_id
        from unnest(_my_skills[1:20]) k(key)
        cross join lateral (
          select s.user_id from private.member_skills s
          where s.key = k.key and s.user_id <> uid
          order by s.since desc, s.user_id desc limit 25) x
      ), peers as materialized (
        -- Each candidate's profile by its key (a hash join read every profile).
        select (select count(*) from public.enrollments e
                where e.student_id = c.user_id and e.course_id in (select mc.course_id from my_courses mc) and not e._deleted
               )::integer as shared_courses,
               (select count(distinct lower(btrim(s))) from unnest((pp.profile).skills) s
                where lower(btrim(s)) = any(_my_skills))::integer as shared_skills,
               pp.profile
        from candidates c
        cross join lateral (select p as profile from public.profiles p where p.id = c.user_id and not p._deleted offset 0) pp
      ), chosen as (
        select pe.shared_courses, pe.shared_skills, pe.profile
        from peers pe
        where pe.shared_courses + pe.shared_skills > 0
        order by pe.shared_courses + pe.shared_skills desc, pe.shared_courses desc, (pe.profile).xp_total desc, (pe.profile).id
        limit 5
      )
      select jsonb_agg(private.person_card(c.profile) || jsonb_build_object(
               'role', (select r.role from unnest(array['superadmin', 'admin', 'instructor', 'creator', 'affiliate',
                                                        'ambassador', 'learner']) with ordinality as r(role, rank)
                        where r.role = any((c.profile).roles) order by r.rank limit 1),
               'shared_courses', c.shared_courses, 'shared_skills', c.shared_skills)
             order by c.shared_courses + c.shared_skills desc, c.shared_courses desc, (c.profile).xp_total desc, (c.profile).id)
      from chosen c), '[]'::jsonb));

  elsif name = 'recent_activity' then
    return jsonb_build_object('events', coalesce((
      select jsonb_agg(jsonb_build_object('id', e.id, 'kind', e.kind, 'points', e.points, 'source_table', e.source_table,
                                          'source_id', e.source_id, 'created_at', e.created_at)
                       order by e.created_at desc, e.id desc)
      from (select * from public.xp_events x where x.user_id = uid order by x.created_at desc, x.id desc limit 20) e
    ), '[]'::jsonb));

  else -- my_applications
    return jsonb_build_object('applications', coalesce((
      select jsonb_agg(jsonb_build_object('id', a.id, 'kind', a.kind, 'status', a.status, 'review_note', a.review_note,
                                          'reviewed_at', a.reviewed_at, 'created_at', a.created_at)
                       order by a.created_at desc, a.id)
      from (
        select i.id, 'instructor' as kind, i.status, i.review_note, i.reviewed_at, i.created_at
        from public.instructor_applications i where i.user_id = uid
        union all
        select f.id, 'affiliate', f.status, f.review_note, f.reviewed_at, f.created_at
        from public.affiliate_applications f where f.user_id = uid
      ) a), '[]'::jsonb));
  end if;
end
$$;
