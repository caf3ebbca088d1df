-- Owns the read models that do not scan the ledger (issue 30): XP rollups for the leaderboards, community counters,
-- the skill index of suggested peers, server_view versions that change with a learner's own content, and search_people.

-- ---------------------------------------------------------------------------------------------
-- 1. XP rollups: one row per (member, metric, period), kept by the ledger's own triggers
-- ---------------------------------------------------------------------------------------------
-- period '-infinity' is all time; a date D is "this week" as seen on D: the seven UTC days ending D (utc_week_start).
-- A week row is written for every day an event can still be read as "this week" (its day to six days later), so the
-- list of today is one index range, with no ledger to add up and nothing to roll at midnight. Windows that ended
-- before yesterday are never read again and go when their member next earns (a member who never earns again keeps at
-- most seven).
create table private.xp_rollups (
  user_id uuid not null,
  metric text not null constraint xp_rollups_metric_valid check (metric in ('xp', 'contribution')),
  period date not null,
  points integer not null,
  -- The member's profile is not deleted: deleted members take no place in a list (as the join did before).
  listed boolean not null,
  primary key (user_id, metric, period)
);
-- Top five is the head of this index; a rank is a count of the entries above one's points.
create index xp_rollups_rank_idx on private.xp_rollups (metric, period, points desc, user_id) where listed and points > 0;
alter table private.xp_rollups enable row level security;
revoke all on private.xp_rollups from public, anon, authenticated;

create or replace function private.xp_metrics(_kind text) returns text[]
language sql immutable set search_path = public as $$
  select case when _kind in ('discussion_started', 'comment_written', 'upvote_received')
              then array['xp', 'contribution'] else array['xp'] end
$$;

-- The counter of one list's members (listed, points > 0) in private.community_counts (kind 'total').
create or replace function private.rank_key(_metric text, _period date) returns text
language sql immutable set search_path = public as $$
  select 'rank:' || _metric || ':' || case when _period = '-infinity'::date then 'all'
                                          else extract(epoch from _period)::bigint::text end
$$;

create or replace function private.xp_rollup_apply(_user_id uuid, _kind text, _at timestamptz, _delta integer) returns void
language plpgsql security definer set search_path = public as $$
declare
  _day date := (_at at time zone 'UTC')::date;
  _today date := (now() at time zone 'UTC')::date;
begin
  if _delta > 0 then
    delete from private.xp_rollups r
    where r.user_id = _user_id and r.period > '-infinity'::date and r.period < _today - 1;
    -- Each list's number of members (ranks count the smaller side) moves when a row starts or stops counting.
    with written as (
      insert into private.xp_rollups as r (user_id, metric, period, points, listed)
      select _user_id, m.metric, w.period, _delta,
             coalesce((select not p._deleted from public.profiles p where p.id = _user_id), false)
      from unnest(private.xp_metrics(_kind)) m(metric),
           (select '-infinity'::date as period
            union all
            select _day + i from generate_series(greatest(_day, _today - 1) - _day, 6) i) w
      on conflict (user_id, metric, period) do update set points = r.points + excluded.points
      returning r.metric, r.period, r.listed, (r.xmax = 0) as created
    )
    insert into private.community_count_deltas (kind, key, n)
    select 'total', private.rank_key(w.metric, w.period), 1 from written w where w.created and w.listed;
  elsif _delta < 0 then
    update private.xp_rollups r set points = r.points + _delta
    where r.user_id = _user_id and r.metric = any(private.xp_metrics(_kind))
      and (r.period = '-infinity'::date or r.period between _day and _day + 6);
    with gone as (
      delete from private.xp_rollups r where r.user_id = _user_id and r.points <= 0 returning r.metric, r.period, r.listed
    )
    insert into private.community_count_deltas (kind, key, n)
    select 'total', private.rank_key(g.metric, g.period), -1 from gone g where g.listed;
  end if;
end
$$;

-- Deferred like xp_events_profile_total and named after it, so for each event the profile's row lock is taken first:
-- a transaction waiting for a member's rollup rows then already holds that member's profile, as their holder does,
-- which cannot happen; no new deadlock, and two devices of one member wait for each other only while committing. An
-- event that the daily-cap re-check deletes at commit reaches this trigger as a delete after its insert.
create or replace function private.on_xp_event_rollup() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if tg_op = 'UPDATE' and new.points = old.points and new.user_id = old.user_id and new.kind = old.kind
     and new.created_at = old.created_at then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.xp_rollup_apply(old.user_id, old.kind, old.created_at, -old.points);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.xp_rollup_apply(new.user_id, new.kind, new.created_at, new.points);
  end if;
  return null;
end
$$;

create constraint trigger xp_events_rollup after insert or delete or update on public.xp_events
  deferrable initially deferred
  for each row execute function private.on_xp_event_rollup();

-- ---------------------------------------------------------------------------------------------
-- 2. Community counters: members, live discussions and their tags
-- ---------------------------------------------------------------------------------------------
-- Every platform-wide count would be one hot row that each writer holds to its commit (and two writers touching two
-- tags in opposite orders would deadlock). Writers therefore only append deltas; at commit one writer at a time (the
-- one that gets a try-lock, nobody waits) folds the committed deltas into the totals. A reader adds the totals and
-- the deltas not folded yet, in one snapshot, which is exact either side of a fold.
create table private.community_counts (
  kind text not null constraint community_counts_kind_valid check (kind in ('total', 'tag')),
  key text not null,
  n bigint not null,
  primary key (kind, key)
);
create index community_counts_top_idx on private.community_counts (kind, n desc, key);
create table private.community_count_deltas (
  id bigint generated always as identity primary key,
  kind text not null,
  key text not null,
  n integer not null
);
create index community_count_deltas_key_idx on private.community_count_deltas (kind, key);
alter table private.community_counts enable row level security;
alter table private.community_count_deltas enable row level security;
revoke all on private.community_counts, private.community_count_deltas from public, anon, authenticated;

-- A discussion counts while neither deleted nor hidden; each element of its tags counts once (as unnest counted).
create or replace function private.on_discussion_count() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  was_counted boolean := tg_op <> 'INSERT' and not old._deleted and not old.is_hidden;
  is_counted boolean := tg_op <> 'DELETE' and not new._deleted and not new.is_hidden;
begin
  if was_counted and is_counted and new.tags is not distinct from old.tags then
    return null;
  end if;
  if was_counted then
    insert into private.community_count_deltas (kind, key, n)
    select 'total', 'discussions', -1
    union all
    select 'tag', t, -1 from unnest(old.tags) t where t is not null;
  end if;
  if is_counted then
    insert into private.community_count_deltas (kind, key, n)
    select 'total', 'discussions', 1
    union all
    select 'tag', t, 1 from unnest(new.tags) t where t is not null;
  end if;
  return null;
end
$$;
create trigger discussions_community_count after insert or delete or update of _deleted, is_hidden, tags
  on public.discussions for each row execute function private.on_discussion_count();

create or replace function private.on_profile_count() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  was_counted boolean := tg_op <> 'INSERT' and not old._deleted;
  is_counted boolean := tg_op <> 'DELETE' and not new._deleted;
begin
  if was_counted <> is_counted then
    insert into private.community_count_deltas (kind, key, n) values ('total', 'members', case when is_counted then 1 else -1 end);
  end if;
  -- A deleted member leaves the leaderboards (and comes back when restored) without touching their points.
  if tg_op = 'UPDATE' and was_counted <> is_counted then
    with flipped as (
      update private.xp_rollups r set listed = is_counted where r.user_id = new.id and r.listed <> is_counted
      returning r.metric, r.period
    )
    insert into private.community_count_deltas (kind, key, n)
    select 'total', private.rank_key(f.metric, f.period), case when is_counted then 1 else -1 end from flipped f;
  end if;
  return null;
end
$$;
create trigger profiles_community_count after insert or delete or update of _deleted
  on public.profiles for each row execute function private.on_profile_count();

create or replace function private.fold_community_counts() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  -- Once per transaction: the first delta's trigger folds them all.
  if current_setting('maarifa.community_counts_folded', true) = pg_current_xact_id()::text then
    return null;
  end if;
  perform set_config('maarifa.community_counts_folded', pg_current_xact_id()::text, true);
  if not pg_try_advisory_xact_lock(30, 1) then
    return null;
  end if;
  with gone as (
    delete from private.community_count_deltas returning kind, key, n
  )
  insert into private.community_counts as c (kind, key, n)
  select g.kind, g.key, sum(g.n) from gone g group by g.kind, g.key
  on conflict (kind, key) do update set n = c.n + excluded.n;
  delete from private.community_counts c where c.kind = 'tag' and c.n = 0;
  return null;
end
$$;
create constraint trigger community_count_deltas_fold after insert on private.community_count_deltas
  deferrable initially deferred
  for each row execute function private.fold_community_counts();

create or replace function private.community_total(_key text) returns bigint
language sql stable security definer set search_path = public as $$
  select coalesce((select c.n from private.community_counts c where c.kind = 'total' and c.key = _key), 0)
       + coalesce((select sum(d.n) from private.community_count_deltas d where d.kind = 'total' and d.key = _key), 0)
$$;

-- The ten most used tags: the deltas not folded yet can only move the tags they name, so the totals' head, widened by
-- that many, holds every tag that can end in the ten.
create or replace function private.community_top_tags() returns jsonb
language sql stable security definer set search_path = public as $$
  with d as (
    select d.key, sum(d.n) as n from private.community_count_deltas d where d.kind = 'tag' group by d.key
  ), candidates as (
    (select c.key from private.community_counts c where c.kind = 'tag'
     order by c.n desc, c.key limit 10 + (select count(*) from d))
    union
    select d.key from d
  ), counted as (
    select k.key as tag,
           (coalesce((select c.n from private.community_counts c where c.kind = 'tag' and c.key = k.key), 0)
            + coalesce((select d.n from d where d.key = k.key), 0))::integer as n
    from candidates k
  )
  select coalesce(jsonb_agg(jsonb_build_object('tag', t.tag, 'count', t.n) order by t.n desc, t.tag), '[]'::jsonb)
  from (select * from counted where n > 0 order by n desc, tag limit 10) t
$$;

-- ---------------------------------------------------------------------------------------------
-- 3. Suggested peers: the members sharing a skill come from an index, not from every profile
-- ---------------------------------------------------------------------------------------------
-- The skills as suggested_peers compares them: trimmed, lower case, no blanks, each once.
create or replace function private.skill_keys(_skills text[]) returns text[]
language sql immutable set search_path = public as $$
  select coalesce(array_agg(distinct lower(btrim(s))), '{}') from unnest(_skills) s where btrim(s) <> ''
$$;
create index profiles_skill_keys_idx on public.profiles using gin (private.skill_keys(skills)) where not _deleted;

-- ---------------------------------------------------------------------------------------------
-- 4. Backfill from the ledger and the tables as they are
-- ---------------------------------------------------------------------------------------------
-- Also the way back to a consistent state after a bulk load that skipped the triggers (the scale bench seeds with
-- session_replication_role = replica): it recomputes every rollup and counter from the tables.
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
end
$$;
revoke execute on function private.rebuild_read_models() from public, anon, authenticated;
select private.rebuild_read_models();

-- ---------------------------------------------------------------------------------------------
-- 5. The read models from the rollups
-- ---------------------------------------------------------------------------------------------
-- How many members of one list have more points, counted on the side of the index nearer to the member: a probe of
-- at most 1000 entries above, then at most 1000 at or below (the list's size, kept as a counter, gives the rest), so
-- the top and the long tail of a list cost little; only members in the middle of a list larger than 2000 count all
-- the entries above them.
create or replace function private.rollup_count_above(_metric text, _period date, _points integer,
                                                      _probe integer default 1000) returns bigint
language plpgsql stable security definer set search_path = public as $$
declare
  _n bigint;
begin
  select count(*) into _n from (
    select 1 from private.xp_rollups a
    where a.metric = _metric and a.period = _period and a.listed and a.points > 0 and a.points > _points
    limit _probe) x;
  if _n < _probe then
    return _n;
  end if;
  select count(*) into _n from (
    select 1 from private.xp_rollups a
    where a.metric = _metric and a.period = _period and a.listed and a.points > 0 and a.points <= _points
    limit _probe) x;
  if _n < _probe then
    return private.community_total(private.rank_key(_metric, _period)) - _n;
  end if;
  return (select count(*) from private.xp_rollups a
          where a.metric = _metric and a.period = _period and a.listed and a.points > 0 and a.points > _points);
end
$$;

-- One list as leaderboard_list gave it (top 5, ties share a rank, then name and id; the caller's place or null), from
-- the rollup index: the fifth entry's points bound the head, and each rank counts the entries above.
-- (private.leaderboard_list stays as the full recomputation the tests compare with.)
create or replace function private.leaderboard_rollup_list(_uid uuid, _metric text, _period date) returns jsonb
language sql stable security definer set search_path = public as $$
  with fifth as (
    select r.points from private.xp_rollups r
    where r.metric = _metric and r.period = _period and r.listed and r.points > 0
    order by r.points desc limit 1 offset 4
  ), head as (
    select r.user_id, r.points, p as profile
    from private.xp_rollups r join public.profiles p on p.id = r.user_id
    where r.metric = _metric and r.period = _period and r.listed and r.points > 0
      and r.points >= coalesce((select f.points from fifth f), 1)
    order by r.points desc, p.full_name, r.user_id
    limit 5
  ), mine as (
    select r.points from private.xp_rollups r
    where r.user_id = _uid and r.metric = _metric and r.period = _period and r.listed and r.points > 0
  )
  select jsonb_build_object(
    'top', coalesce((
      select jsonb_agg(private.person_card(h.profile) || jsonb_build_object('points', h.points, 'rank', h.rank)
                       order by h.rank, (h.profile).full_name, h.user_id)
      from (select h.*, 1 + (select count(*) from private.xp_rollups a
                             where a.metric = _metric and a.period = _period and a.listed and a.points > 0
                               and a.points > h.points)::integer as rank
            from head h) h
    ), '[]'::jsonb),
    'me', (select jsonb_build_object('rank', 1 + private.rollup_count_above(_metric, _period, m.points)::integer,
                                     'points', m.points)
           from mine m))
$$;

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
    -- Today's and this week's figures read only today's and this week's rows (created_at indexes).
    return jsonb_build_object(
      'members', private.community_total('members'),
      'active_today', (
        select count(distinct s.user_id) from (
          select e.user_id from public.xp_events e where e.created_at >= _day
          union all
          select d.author_id from public.discussions d where d.created_at >= _day and not d._deleted
          union all
          select c.author_id from public.discussion_comments c where c.created_at >= _day and not c._deleted
        ) s),
      'discussions_this_week', (
        select count(*) from public.discussions d where d.created_at >= _week and not d._deleted and not d.is_hidden),
      'discussion_count', private.community_total('discussions'),
      'top_tags', private.community_top_tags());

  elsif name = 'suggested_peers' then
    -- Driven from the caller's enrolments (course index) and skills (skill index), each candidate's profile by its key;
    -- the caller's skills are a value here, not an expression the planner would evaluate again for every candidate.
    _my_skills := coalesce((select private.skill_keys(p.skills) from public.profiles p where p.id = uid), '{}');
    return jsonb_build_object('peers', coalesce((
      with by_course as (
        select e.student_id as user_id, count(distinct e.course_id)::integer as n
        from public.enrollments e
        where e.course_id = any(array(select m.course_id from public.enrollments m where m.student_id = uid and not m._deleted))
          and not e._deleted and e.student_id <> uid
        group by e.student_id
      ), by_skill as (
        select p.id as user_id,
               (select count(distinct lower(btrim(s))) from unnest(p.skills) s where lower(btrim(s)) = any(_my_skills))::integer as n
        from public.profiles p
        where _my_skills <> '{}' and private.skill_keys(p.skills) && _my_skills and not p._deleted and p.id <> uid
      ), peers as (
        select coalesce(c.user_id, k.user_id) as user_id, coalesce(c.n, 0) as shared_courses, coalesce(k.n, 0) as shared_skills
        from by_course c full join by_skill k on k.user_id = c.user_id
      ), chosen as (
        select pe.shared_courses, pe.shared_skills, pe.profile
        from (select pe.*, (select p from public.profiles p where p.id = pe.user_id and not p._deleted) as profile
              from peers pe offset 0) pe
        where (pe.profile).id is not null
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

-- ---------------------------------------------------------------------------------------------
-- 6. Versions: a learner's version changes when what that learner receives changes
-- ---------------------------------------------------------------------------------------------
-- leaderboard, community_stats and suggested_peers are now index-cheap, so their version is a 52-bit hash of the
-- learner's own document (jsonb text is canonical): XP elsewhere that moves neither a top five nor one's own place
-- changes nothing, and no device downloads it again. Such a version is not ordered (devices only compare it for
-- equality). recent_activity and my_applications keep their per-user _xid versions.
create or replace function private.server_view_hashed(name text) returns boolean
language sql immutable set search_path = public as $$
  select name in ('leaderboard', 'community_stats', 'suggested_peers')
$$;

create or replace function private.server_view_hash(_data jsonb) returns bigint
language sql immutable set search_path = public as $$
  select ('x' || left(md5(_data::text), 13))::bit(52)::bigint
$$;

create or replace function private.server_view_version(name text, uid uuid) returns bigint
language plpgsql stable security definer set search_path = public as $$
#variable_conflict use_variable
declare
  _horizon bigint := pg_snapshot_xmin(pg_current_snapshot())::text::bigint;
  _newest bigint;
begin
  if name is null or not (name = any(private.server_view_names())) then
    raise exception 'server_view_version: unknown view "%"', coalesce(name, '(none)') using errcode = '22023';
  end if;
  if uid is null then
    raise exception 'server_view_version: uid is required' using errcode = '22023';
  end if;
  if auth.uid() is not null and auth.uid() <> uid then
    raise exception 'server_view_version: a user reads only their own views' using errcode = '42501';
  end if;
  if private.server_view_hashed(name) then
    return private.server_view_hash(private.server_view(name, uid));
  end if;

  -- The newest _xid among the rows (and removals) the view reads, held below the oldest transaction still running,
  -- so a transaction that commits late still raises it (the same horizon rule as sync_pull).
  _newest := case name
    when 'recent_activity' then greatest(
      (select max(e._xid) from public.xp_events e where e.user_id = uid),
      (select max(r._xid) from private.sync_removals r where r.table_name = 'xp_events' and r.user_id = uid))
    else greatest(
      (select max(a._xid) from public.instructor_applications a where a.user_id = uid),
      (select max(a._xid) from public.affiliate_applications a where a.user_id = uid))
  end;
  return least(coalesce(_newest, 0), _horizon - 1);
end
$$;

-- As before, with each hashed view computed once: its version is its data's hash.
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
  _data jsonb;
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
    _data := null;
    if private.server_view_hashed(_name) then
      _data := private.server_view(_name, _uid);
      _version := private.server_view_hash(_data);
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
                                     'versions', _versions),
    'more', false,
    'reset', _reset);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- 7. Who may execute what: the new helpers run only inside triggers and the read models (as the owner).
-- ---------------------------------------------------------------------------------------------
revoke execute on function private.xp_rollup_apply(uuid, text, timestamptz, integer) from public, anon, authenticated;
revoke execute on function private.on_xp_event_rollup() from public, anon, authenticated;
revoke execute on function private.on_discussion_count() from public, anon, authenticated;
revoke execute on function private.on_profile_count() from public, anon, authenticated;
revoke execute on function private.fold_community_counts() from public, anon, authenticated;
revoke execute on function private.community_total(text) from public, anon, authenticated;
revoke execute on function private.community_top_tags() from public, anon, authenticated;
revoke execute on function private.leaderboard_rollup_list(uuid, text, date) from public, anon, authenticated;
revoke execute on function private.rollup_count_above(text, date, integer, integer) from public, anon, authenticated;
revoke execute on function private.server_view_hash(jsonb) from public, anon;
revoke execute on function private.server_view_hashed(text) from public, anon;
grant execute on function private.server_view_hash(jsonb) to authenticated, service_role;
grant execute on function private.server_view_hashed(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- 8. search_people: trigram indexes for "contains" (ILIKE '%q%'), the newest first from an index
-- ---------------------------------------------------------------------------------------------
-- pg_trgm ships with Supabase (schema extensions) and PGlite (supabase/local/db.ts loads it). A rare text is found
-- through the trigram indexes; a common one (or one under three characters, which trigrams cannot narrow) by walking
-- the newest-first index until max_rows match. The function itself is unchanged.
create extension if not exists pg_trgm with schema extensions;
create index profiles_search_name_trgm_idx on public.profiles using gin (full_name extensions.gin_trgm_ops) where not _deleted;
create index profiles_search_email_trgm_idx on public.profiles using gin (email extensions.gin_trgm_ops) where not _deleted;
create index profiles_newest_idx on public.profiles (created_at desc, id) where not _deleted;
