-- Owns the read models sync delivers as the `server_views` pull table (private.server_view): leaderboards from XP
-- rollups, community counters, the skill index of suggested peers, recent activity, search_people, the admin overview.
-- None scans the ledger: rollups and counters are kept by triggers (deltas folded once per transaction), and each
-- view's version changes with the data it reads (or, for the hashed ones, is its data's hash).

-- The skills as suggested_peers compares them: trimmed, lower case, no blanks, each once.
create or replace function private.skill_keys(_skills text[]) returns text[]
language sql immutable set search_path = public as $$
  select coalesce(array_agg(distinct lower(btrim(s))), '{}') from unnest(_skills) s where btrim(s) <> ''
$$;

-- Tables

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
alter table private.xp_rollups enable row level security;

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
alter table private.community_counts enable row level security;

create table private.community_count_deltas (
  id bigint generated always as identity primary key,
  kind text not null,
  key text not null,
  n integer not null
);
alter table private.community_count_deltas enable row level security;

create table private.member_skills (
  key text not null,
  user_id uuid not null,
  since timestamptz not null,
  primary key (key, user_id)
);
alter table private.member_skills enable row level security;

create table private.daily_active (
  day date not null,
  user_id uuid not null,
  n integer not null,
  primary key (day, user_id)
);
alter table private.daily_active enable row level security;

create table private.activity_deltas (
  id bigint generated always as identity primary key,
  day date not null,
  user_id uuid not null,
  n integer not null
);
alter table private.activity_deltas enable row level security;

-- Indexes

-- Top five is the head of this index; a rank is a count of the entries above one's points.
create index xp_rollups_rank_idx on private.xp_rollups (metric, period, points desc, user_id) where listed and points > 0;
create index community_counts_top_idx on private.community_counts (kind, n desc, key);
create index community_count_deltas_key_idx on private.community_count_deltas (kind, key);
create index profiles_skill_keys_idx on public.profiles using gin (private.skill_keys(skills)) where not _deleted;
create index member_skills_newest_idx on private.member_skills (key, since desc, user_id desc);
create index member_skills_user_idx on private.member_skills (user_id);
create index activity_deltas_day_idx on private.activity_deltas (day, user_id);

-- Functions

-- People search for the admin consoles: the only place e-mail addresses of others are shown, and to admins only.
create or replace function public.search_people(query text, max_rows integer default 20)
returns table (id uuid, full_name text, email text, roles text[], created_at timestamptz)
language plpgsql stable security definer set search_path = public as $$
#variable_conflict use_column
declare
  _pattern text;
begin
  if auth.uid() is null then
    raise exception 'search_people needs a signed-in user' using errcode = '42501';
  end if;
  if not private.is_admin() then
    raise exception 'Only admins can search people' using errcode = '42501';
  end if;
  if query is null then
    raise exception 'query is required (an empty string lists the newest people)' using errcode = '22023';
  end if;
  if char_length(query) > 200 then
    raise exception 'query must be at most 200 characters' using errcode = '22023';
  end if;
  if max_rows is null or max_rows < 1 or max_rows > 100 then
    raise exception 'max_rows must be between 1 and 100' using errcode = '22023';
  end if;
  -- The query is text to find, not a pattern: LIKE's wildcards in it are escaped.
  _pattern := '%' || replace(replace(replace(btrim(query), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  return query
    select p.id, p.full_name, p.email, p.roles, p.created_at
    from public.profiles p
    where not p._deleted and (p.full_name ilike _pattern or p.email ilike _pattern)
    order by p.created_at desc, p.id
    limit max_rows;
end
$$;

create or replace function private.server_view_names() returns text[]
language sql immutable set search_path = public as $$
  select array['leaderboard', 'community_stats', 'suggested_peers', 'recent_activity', 'my_applications',
               'my_orders', 'instructor_sales', 'affiliate_summary']
$$;

-- Public card of a person in a read model: never an e-mail address.
create or replace function private.person_card(_p public.profiles) returns jsonb
language sql stable set search_path = public as $$
  select jsonb_build_object('user_id', _p.id, 'full_name', _p.full_name, 'avatar_url', _p.avatar_url,
                            'level', _p.level, 'country', _p.country)
$$;

-- One leaderboard list: the top 5 by points (ties share a rank) and the caller's own place, or null without points.
-- _kinds null: every kind; _since null: all time.
create or replace function private.leaderboard_list(_uid uuid, _kinds text[], _since timestamptz) returns jsonb
language plpgsql stable security definer set search_path = public as $$
declare
  _result jsonb;
begin
  with totals as (
    select p.id as user_id, p.xp_total as points
    from public.profiles p
    where _kinds is null and _since is null and p.xp_total > 0 and not p._deleted
    union all
    select e.user_id, sum(e.points)::integer
    from public.xp_events e
    where not (_kinds is null and _since is null)
      and (_kinds is null or e.kind = any(_kinds)) and (_since is null or e.created_at >= _since)
    group by e.user_id
    having sum(e.points) > 0
  ), ranked as (
    select t.user_id, t.points, rank() over (order by t.points desc)::integer as rank, p as profile
    from totals t join public.profiles p on p.id = t.user_id and not p._deleted
  )
  select jsonb_build_object(
    'top', coalesce((
      select jsonb_agg(private.person_card(r.profile) || jsonb_build_object('points', r.points, 'rank', r.rank)
                       order by r.rank, (r.profile).full_name, r.user_id)
      from (select * from ranked order by rank, (profile).full_name, user_id limit 5) r
    ), '[]'::jsonb),
    'me', (select jsonb_build_object('rank', r.rank, 'points', r.points) from ranked r where r.user_id = _uid)
  ) into _result;
  return _result;
end
$$;

-- The read models of learning and community (suggested_peers from the bounded candidates); server_view below adds the
-- money views and hands every other name to this one.
create or replace function private.server_view_before_payments(name text, uid uuid) returns jsonb
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

-- A change marker per (view, user): it grows whenever the view's content may have changed, and never decreases.
-- It is the newest _xid among the rows (and removals) the view reads, held below the oldest transaction still
-- running, so a transaction that commits late still raises it (the same horizon rule as sync_pull). Views that
-- speak of "today" or "this week" also carry the UTC day in the bits above 2^40, so they change at midnight.
-- Every value stays below 2^53 (exact in JavaScript) until 2048. server_view_version below wraps this one.
create or replace function private.server_view_version_before_payments(name text, uid uuid) returns bigint
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

-- The admin and superadmin cards' figures, for admins only: what the platform holds right now.
create or replace function public.admin_overview() returns jsonb
language plpgsql stable security definer set search_path = public as $$
begin
  if auth.uid() is null or not private.is_admin() then
    raise exception 'Only admins and superadmins can read the overview' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'members', (select count(*) from public.profiles p where not p._deleted),
    'admins', (select count(distinct r.user_id) from public.user_roles r where not r._deleted and r.role in ('admin', 'superadmin')),
    'pending_applications',
      (select count(*) from public.instructor_applications a where a.status = 'pending')
      + (select count(*) from public.affiliate_applications a where a.status = 'pending'),
    'active_discussions',
      (select count(*) from public.discussions d where not d._deleted and not d.is_hidden
         and (d.created_at > now() - interval '7 days'
              or exists (select 1 from public.discussion_comments c
                         where c.discussion_id = d.id and not c._deleted and c.created_at > now() - interval '7 days'))),
    'hidden_items',
      (select count(*) from public.discussions d where d.is_hidden and not d._deleted)
      + (select count(*) from public.discussion_comments c where c.is_hidden and not c._deleted),
    'audit_week', (select count(*) from public.audit_log l where l.created_at > now() - interval '7 days')
  );
end
$$;

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
    delete from private.community_count_deltas where true returning kind, key, n
  )
  insert into private.community_counts as c (kind, key, n)
  select g.kind, g.key, sum(g.n) from gone g group by g.kind, g.key
  on conflict (kind, key) do update set n = c.n + excluded.n;
  delete from private.community_counts c where c.kind = 'tag' and c.n = 0;
  return null;
end
$$;

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

-- Also the way back to a consistent state after a bulk load that skipped the triggers (the scale bench seeds with
-- session_replication_role = replica): it recomputes every rollup and counter from the tables.
create or replace function private.rebuild_read_models() returns void
language plpgsql security definer set search_path = public as $$
declare
  _today date := (now() at time zone 'UTC')::date;
begin
  delete from private.xp_rollups where true;
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

  delete from private.community_count_deltas where true;
  delete from private.community_counts where true;
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

  delete from private.activity_deltas where true;
  delete from private.daily_active where true;
  insert into private.daily_active (day, user_id, n)
  select _today, a.user_id, count(*) from private.activity_today() a group by a.user_id;
  insert into private.community_counts (kind, key, n)
  select 'total', 'active:' || _today::text, count(*) from private.daily_active a where a.day = _today;

  delete from private.member_skills where true;
  insert into private.member_skills (key, user_id, since)
  select k.key, p.id, p.created_at from public.profiles p, unnest(private.skill_keys(p.skills)) k(key) where not p._deleted;
end
$$;

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

-- leaderboard, community_stats and suggested_peers are index-cheap, so their version is a 52-bit hash of the
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

create or replace function private.server_view_freshness(name text) returns integer
language sql immutable set search_path = public as $$
  select case name when 'leaderboard' then 60 when 'community_stats' then 60 when 'suggested_peers' then 3600 end
$$;

-- The money views' versions: like my_applications, the user's own rows' _xid (below the horizon); the creator's and the
-- affiliate's also add how many of their earnings or commissions have reached available_at, so 'pending -> available'
-- reaches the device when 30 days pass, with no cron. Both parts only grow, so their sum changes whenever either does.
create or replace function private.server_view_version(name text, uid uuid) returns bigint
language plpgsql stable security definer set search_path = public as $$
#variable_conflict use_variable
declare
  _horizon bigint := pg_snapshot_xmin(pg_current_snapshot())::text::bigint;
  _newest bigint;
  _matured bigint := 0;
begin
  if name is null or not (name in ('my_orders', 'instructor_sales', 'affiliate_summary')) then
    return private.server_view_version_before_payments(name, uid);
  end if;
  if uid is null then
    raise exception 'server_view_version: uid is required' using errcode = '22023';
  end if;
  if auth.uid() is not null and auth.uid() <> uid then
    raise exception 'server_view_version: a user reads only their own views' using errcode = '42501';
  end if;
  if name = 'my_orders' then
    _newest := greatest(
      (select max(o._xid) from public.orders o where o.buyer_id = uid),
      (select max(r._xid) from public.refund_requests r where r.buyer_id = uid));
  elsif name = 'instructor_sales' then
    _newest := greatest(
      (select max(o._xid) from public.orders o where o.creator_id = uid),
      (select max(e._xid) from public.earnings e where e.creator_id = uid),
      (select max(c._xid) from public.courses c where c.instructor_id = uid));
    _matured := (select count(*) from public.earnings e where e.creator_id = uid and e.available_at <= now());
  else
    _newest := greatest(
      (select a._xid from public.affiliate_codes a where a.user_id = uid),
      (select max(r._xid) from public.user_roles r where r.user_id = uid),
      (select max(k._xid) from public.referral_clicks k where k.affiliate_id = uid),
      (select max(f._xid) from public.referrals f where f.affiliate_id = uid),
      (select max(o._xid) from public.orders o where o.affiliate_id = uid),
      (select max(m._xid) from public.commissions m where m.affiliate_id = uid));
    _matured := (select count(*) from public.commissions m where m.affiliate_id = uid and m.available_at <= now());
  end if;
  return least(coalesce(_newest, 0), _horizon - 1) + _matured;
end
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

-- Today's live activities, one row each, as community_stats counted them.
create or replace function private.activity_today() returns table (user_id uuid)
language sql stable security definer set search_path = public as $$
  select e.user_id from public.xp_events e where e.created_at >= private.utc_day_start()
  union all
  select d.author_id from public.discussions d where d.created_at >= private.utc_day_start() and not d._deleted
  union all
  select c.author_id from public.discussion_comments c where c.created_at >= private.utc_day_start() and not c._deleted
$$;

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
    delete from private.activity_deltas where true returning day, user_id, n
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

-- Members active on a day: the folded counter, plus what the deltas not folded yet change (a member whose live
-- activities reach or leave zero with them).
create or replace function private.active_members(_day date) returns bigint
language sql stable security definer set search_path = public as $$
  select private.community_total('active:' || _day::text) + coalesce((
    select sum(((coalesce(a.n, 0) + p.n) > 0)::integer - (coalesce(a.n, 0) > 0)::integer)
    from (select d.user_id, sum(d.n) as n from private.activity_deltas d where d.day = _day group by d.user_id) p
    left join private.daily_active a on a.day = _day and a.user_id = p.user_id), 0)
$$;

-- Every read model by name: the money views (my_orders, instructor_sales, affiliate_summary) here, the others from
-- server_view_before_payments. A user reads only their own.
create or replace function private.server_view(name text, uid uuid) returns jsonb
language plpgsql stable security definer set search_path = public as $$
#variable_conflict use_variable
declare
  _currency text := (select s.currency from private.payment_settings s);
begin
  if name is null or not (name in ('my_orders', 'instructor_sales', 'affiliate_summary')) then
    return private.server_view_before_payments(name, uid);
  end if;
  if uid is null then
    raise exception 'server_view: uid is required' using errcode = '22023';
  end if;
  if auth.uid() is not null and auth.uid() <> uid then
    raise exception 'server_view: a user reads only their own views' using errcode = '42501';
  end if;

  if name = 'my_orders' then
    -- Orders whose payment never started (the provider was unreachable) are nobody's business.
    return jsonb_build_object('orders', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', o.id, 'course_id', o.course_id, 'course_title', c.title, 'amount_minor', o.amount_minor,
               'currency', o.currency, 'status', o.status, 'created_at', o.created_at, 'paid_at', o.paid_at,
               'refundable_until', o.refundable_until,
               'refund', (select jsonb_build_object('id', r.id, 'status', r.status, 'reason', r.reason,
                                                    'created_at', r.created_at, 'decided_at', r.decided_at)
                          from public.refund_requests r where r.order_id = o.id))
             order by o.created_at desc, o.id desc)
      from (select * from public.orders x where x.buyer_id = uid and x.authorization_url is not null
            order by x.created_at desc, x.id desc limit 100) o
      join public.courses c on c.id = o.course_id), '[]'::jsonb));

  elsif name = 'instructor_sales' then
    return (
      with e as (
        select e.*, o.amount_minor as order_minor, o.paid_at, private.money_status(e.available_at, e.reversed_at) as st
        from public.earnings e join public.orders o on o.id = e.order_id
        where e.creator_id = uid
      ), per_course as (
        select e.course_id, count(*)::integer as sales, count(*) filter (where e.st = 'reversed')::integer as refunds,
               coalesce(sum(e.order_minor) filter (where e.st <> 'reversed'), 0)::bigint as gross_minor,
               coalesce(sum(e.amount_minor) filter (where e.st = 'pending'), 0)::bigint as pending_minor,
               coalesce(sum(e.amount_minor) filter (where e.st = 'available'), 0)::bigint as available_minor,
               coalesce(sum(e.amount_minor) filter (where e.st = 'reversed'), 0)::bigint as reversed_minor
        from e group by e.course_id
      )
      select jsonb_build_object(
        'currency', _currency,
        'totals', jsonb_build_object(
          'sales', coalesce(sum(p.sales), 0), 'refunds', coalesce(sum(p.refunds), 0),
          'gross_minor', coalesce(sum(p.gross_minor), 0), 'pending_minor', coalesce(sum(p.pending_minor), 0),
          'available_minor', coalesce(sum(p.available_minor), 0), 'reversed_minor', coalesce(sum(p.reversed_minor), 0)),
        'courses', coalesce((
          select jsonb_agg(jsonb_build_object(
                   'course_id', c.id, 'title', c.title, 'price_minor', round(c.price * 100)::integer,
                   'affiliate_percent', c.affiliate_percent, 'sales', coalesce(q.sales, 0), 'refunds', coalesce(q.refunds, 0),
                   'gross_minor', coalesce(q.gross_minor, 0), 'pending_minor', coalesce(q.pending_minor, 0),
                   'available_minor', coalesce(q.available_minor, 0))
                 order by c.title, c.id)
          from public.courses c left join per_course q on q.course_id = c.id
          where c.instructor_id = uid and (not c._deleted and c.price > 0 or q.course_id is not null)), '[]'::jsonb),
        'recent', coalesce((
          select jsonb_agg(jsonb_build_object(
                   'order_id', r.order_id, 'course_id', r.course_id, 'course_title', c.title, 'amount_minor', r.order_minor,
                   'earning_minor', r.amount_minor, 'status', r.st, 'paid_at', r.paid_at, 'available_at', r.available_at)
                 order by r.paid_at desc, r.order_id desc)
          from (select * from e order by e.paid_at desc, e.order_id desc limit 50) r
          join public.courses c on c.id = r.course_id), '[]'::jsonb))
      from per_course p);

  else -- affiliate_summary
    return (
      with m as (
        select m.*, o.amount_minor as order_minor, o.paid_at, private.money_status(m.available_at, m.reversed_at) as st
        from public.commissions m join public.orders o on o.id = m.order_id
        where m.affiliate_id = uid
      )
      select jsonb_build_object(
        'code', (select a.code from public.affiliate_codes a where a.user_id = uid
                 and exists (select 1 from public.user_roles r
                             where r.user_id = uid and r.role in ('affiliate', 'ambassador') and not r._deleted)),
        'currency', _currency,
        'clicks', (select count(*) from public.referral_clicks k where k.affiliate_id = uid),
        'signups', (select count(*) from public.referrals f where f.affiliate_id = uid),
        'paid_referrals', (select count(*) from public.orders o where o.affiliate_id = uid and o.status = 'paid'),
        'pending_minor', coalesce((select sum(m.amount_minor) from m where m.st = 'pending'), 0),
        'available_minor', coalesce((select sum(m.amount_minor) from m where m.st = 'available'), 0),
        'reversed_minor', coalesce((select sum(m.amount_minor) from m where m.st = 'reversed'), 0),
        'recent', coalesce((
          select jsonb_agg(jsonb_build_object(
                   'order_id', r.order_id, 'course_id', r.course_id, 'course_title', c.title, 'amount_minor', r.order_minor,
                   'commission_minor', r.amount_minor, 'status', r.st, 'paid_at', r.paid_at, 'available_at', r.available_at)
                 order by r.paid_at desc, r.order_id desc)
          from (select * from m order by m.paid_at desc, m.order_id desc limit 50) r
          join public.courses c on c.id = r.course_id), '[]'::jsonb)));
  end if;
end
$$;

-- Triggers

create constraint trigger xp_events_rollup after insert or delete or update on public.xp_events
  deferrable initially deferred
  for each row execute function private.on_xp_event_rollup();

create trigger discussions_community_count after insert or delete or update of _deleted, is_hidden, tags
  on public.discussions for each row execute function private.on_discussion_count();

create trigger profiles_community_count after insert or delete or update of _deleted
  on public.profiles for each row execute function private.on_profile_count();

create constraint trigger community_count_deltas_fold after insert on private.community_count_deltas
  deferrable initially deferred
  for each row execute function private.fold_community_counts();

create trigger profiles_member_skills after insert or delete or update of skills, _deleted
  on public.profiles for each row execute function private.on_profile_skills();

create trigger xp_events_activity after insert or delete on public.xp_events
  for each row execute function private.on_activity();

create trigger discussions_activity after insert or delete or update of _deleted on public.discussions
  for each row execute function private.on_activity();

create trigger discussion_comments_activity after insert or delete or update of _deleted on public.discussion_comments
  for each row execute function private.on_activity();

create constraint trigger activity_deltas_fold after insert on private.activity_deltas
  deferrable initially deferred
  for each row execute function private.fold_activity();

-- The rollups and counters start from what the tables hold (nothing, on a fresh database: the totals' zero rows).

select private.rebuild_read_models();
