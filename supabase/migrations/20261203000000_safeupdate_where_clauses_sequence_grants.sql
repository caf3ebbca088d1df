-- Writes that hosted Supabase accepts: every UPDATE and DELETE an API session can reach carries a WHERE, and anon and
-- authenticated get no rights on sequences.
--
-- Hosted Supabase loads pg-safeupdate for the API login role `authenticator`: inside any request (REST, RPC, and the
-- functions and triggers they run) an UPDATE or DELETE without a WHERE clause fails with "DELETE requires a WHERE
-- clause". The deferred folds below run at the commit of every write that touches a read model (a comment, a vote, a
-- lesson completion, a discussion, a moderator hiding one), so without this migration most everyday writes fail there.
-- `where true` keeps each statement's meaning: these really do empty the table (a fold takes every pending delta; a
-- rebuild starts again from nothing). supabase/migrations.test.ts fails on any live function that lacks one.

-- ---------------------------------------------------------------------------------------------
-- 1. The epoch: one row, replaced whole.
-- ---------------------------------------------------------------------------------------------
create or replace function private.start_new_epoch() returns uuid
language sql volatile security definer set search_path = public as $$
  update private.server_epoch set epoch = gen_random_uuid(), started_at = now() where true returning epoch
$$;
revoke execute on function private.start_new_epoch() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 2. The community counters' fold (as in 20260801000100_read_model_rollups.sql).
-- ---------------------------------------------------------------------------------------------
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
revoke execute on function private.fold_community_counts() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 3. The active-members fold (as in 20260801000200_sync_pull_steady_cost.sql).
-- ---------------------------------------------------------------------------------------------
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
revoke execute on function private.fold_activity() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 4. The read models rebuilt from the source tables (as in 20260801000200_sync_pull_steady_cost.sql). Only the
--    service role and maintenance call it, but through the API it runs under safeupdate too.
-- ---------------------------------------------------------------------------------------------
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
revoke execute on function private.rebuild_read_models() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 5. Sequences. A Supabase project's default privileges give anon and authenticated every right on each new sequence
--    in public; nothing of ours needs one (identity columns are filled by their table's owner, in security-definer
--    triggers), and usage would let a visitor advance a counter. The earlier migrations revoked the same defaults for
--    tables and functions.
-- ---------------------------------------------------------------------------------------------
alter default privileges in schema public revoke all on sequences from public, anon, authenticated;
alter default privileges in schema private revoke all on sequences from public, anon, authenticated;
revoke all on all sequences in schema public from public, anon, authenticated;
revoke all on all sequences in schema private from public, anon, authenticated;
