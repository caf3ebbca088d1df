-- Issue 30: every pull source reads only the caller's slice through an index (composite (owner, _xid, id) indexes,
-- course and discussion scopes driven from the caller's own rows), and a device holds a bounded catalogue.

-- ---------------------------------------------------------------------------------------------
-- 1. Indexes. A source filtered by its owner column and ordered by the (xid, id) checkpoint starts its index scan at
--    (owner, checkpoint) and stops after one page; the old (_xid, id) indexes made it walk every user's rows since the
--    checkpoint. Children are reached from their parent with the checkpoint in the same index.
-- ---------------------------------------------------------------------------------------------
create index if not exists user_roles_user_sync_idx on public.user_roles (user_id, _xid, id);
create index if not exists enrollments_student_sync_idx on public.enrollments (student_id, _xid, id);
create index if not exists lesson_progress_student_sync_idx on public.lesson_progress (student_id, _xid, id);
create index if not exists discussion_votes_user_sync_idx on public.discussion_votes (user_id, _xid, id);
create index if not exists automation_workflows_creator_sync_idx on public.automation_workflows (creator_id, _xid, id);
create index if not exists tech_connections_user_sync_idx on public.tech_connections (user_id, _xid, id);
create index if not exists api_keys_user_sync_idx on public.api_keys (user_id, _xid, id);
create index if not exists course_modules_course_sync_idx on public.course_modules (course_id, _xid, id);
create index if not exists lessons_module_sync_idx on public.lessons (module_id, _xid, id);
create index if not exists discussion_comments_discussion_sync_idx on public.discussion_comments (discussion_id, _xid, id);
-- The browsing windows: the newest live discussions, and the newest and most popular published courses.
create index if not exists discussions_live_newest_idx on public.discussions (created_at desc, id desc) where not _deleted;
create index if not exists courses_published_newest_idx on public.courses (created_at desc, id desc)
  where status = 'published' and not _deleted;
create index if not exists courses_published_popular_idx on public.courses (total_students desc, id desc)
  where status = 'published' and not _deleted;
-- Removals meant for everyone (user_id null) in checkpoint order; the owner-only ones use sync_removals_user_idx.
create index if not exists sync_removals_everyone_idx on private.sync_removals (table_name, _xid, row_id) where user_id is null;

-- ---------------------------------------------------------------------------------------------
-- 2. The courses a device holds: those the caller teaches (any status), those with the caller's live enrolment, and
--    for browsing the 100 newest and the 100 most popular (total_students) published ones: at most 200 besides the
--    caller's own, whatever the catalogue's size. scope_xid is the course's sort key: its _xid, or the enrolment's when
--    later, so enrolling brings a course (and its outline) from outside the window. A course enters the window through
--    a change of its own row (published, or total_students moved), so it sorts above the checkpoints devices hold; one
--    that leaves it stays on the device (no removal), like a discussion that leaves the newest 200. SECURITY INVOKER:
--    RLS still decides what can be read.
-- ---------------------------------------------------------------------------------------------
create or replace function private.course_scope(_uid uuid) returns table (course_id uuid, scope_xid bigint)
language sql stable security invoker set search_path = public as $$
  select k.id, max(k.x)
  from (
    select c.id, c._xid as x from public.courses c where c.instructor_id = _uid
    union all
    select c.id, greatest(c._xid, e._xid)
    from public.enrollments e join public.courses c on c.id = e.course_id
    where e.student_id = _uid and not e._deleted
    union all
    select w.id, w._xid from (
      select c.id, c._xid from public.courses c where c.status = 'published' and not c._deleted
      order by c.created_at desc, c.id desc limit 100) w
    union all
    select w.id, w._xid from (
      select c.id, c._xid from public.courses c where c.status = 'published' and not c._deleted
      order by c.total_students desc, c.id desc limit 100) w
  ) k
  group by k.id
$$;

revoke execute on function private.course_scope(uuid) from public;
grant execute on function private.course_scope(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- 3. The discussions a device pulls (as in 20260701000100_views_grants_visibility.sql): the newest 200 live ones now
--    come from their own index; own and engaged ones from the author indexes.
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
-- 4. Pull sources. Each starts from the caller's slice (own rows by the owner index, children from the course or
--    discussion scope) and, for a sort key greatest(row, scope), reads through the child index only rows whose own
--    _xid reaches the checkpoint unless the scope's xid already does ($3 is the checkpoint's xid, -1 from the start):
--    greatest(a, b) >= x exactly when b >= x or a >= x. The (sk, id) > checkpoint test stays in sync_pull.
--    An owner's table applies the checkpoint itself as (owner, _xid, id) > ($1, $3, $4), which only the owner index
--    serves, behind OFFSET 0 so sync_pull's (sk, id) test is not pushed onto the bare (_xid, id) index: the planner
--    misjudges that range (all rows of one transaction share an xid) and walked every user's rows above the checkpoint
--    (lesson_progress at M: 4.5 s, 500k rows filtered out, for 7 rows).
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
       from private.course_scope($1) s join public.courses r on r.id = s.course_id
       where s.scope_xid >= $3'
    when 'course_modules' then
      'select greatest(r._xid, s.scope_xid) as sk, r.id, to_jsonb(r) as j
       from private.course_scope($1) s join public.course_modules r on r.course_id = s.course_id
        and r._xid >= case when s.scope_xid >= $3 then -1 else $3 end'
    when 'lessons' then
      -- Courses the caller teaches or is enrolled in (live enrolment): lesson bodies, not the browsing window.
      'select greatest(r._xid, k.x) as sk, r.id, to_jsonb(r) as j
       from (select t.course_id, max(t.x) as x from (
               select c.id as course_id, 0::bigint as x from public.courses c where c.instructor_id = $1
               union all
               select e.course_id, e._xid from public.enrollments e where e.student_id = $1 and not e._deleted) t
             group by t.course_id) k
       join public.course_modules m on m.course_id = k.course_id
       join public.lessons r on r.module_id = m.id and r._xid >= case when k.x >= $3 then -1 else $3 end'
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
       from private.discussion_scope($1) ds join public.discussions r on r.id = ds.discussion_id
       union all
       select r._xid, r.id, to_jsonb(r) from public.discussions r where r.author_id = $1 and r._deleted'
    when 'discussion_comments' then
      'select greatest(r._xid, ds.engaged_xid) as sk, r.id, to_jsonb(r) as j
       from private.discussion_scope($1) ds join public.discussion_comments r on r.discussion_id = ds.discussion_id
        and r._xid >= case when ds.engaged_xid >= $3 then -1 else $3 end'
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

-- ---------------------------------------------------------------------------------------------
-- 5. sync_pull (as in 20260701000100_views_grants_visibility.sql). Removals are read in two index ranges: those for
--    everyone, and those for the caller alone (owner-only tables); one range filtered by user_id walked every user's
--    removals since the checkpoint.
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
         where r.table_name = %L and r.user_id is null
           and r._xid < $2 and (r._xid, r.row_id) > ($3, $4) and r._xid >= $7
         union all
         select r._xid, r.row_id, jsonb_build_object(''id'', r.row_id, ''_deleted'', true, ''_xid'', r._xid), true
         from private.sync_removals r
         where r.table_name = %L and r.user_id = $1
           and r._xid < $2 and (r._xid, r.row_id) > ($3, $4) and r._xid >= $7
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
      _source, _table, _table, _table, _table)
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
