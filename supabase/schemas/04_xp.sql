-- Owns XP: the rules (points and daily caps per kind), the levels, and the ledger (xp_events) that the triggers of
-- lessons, discussions, comments, votes and applications write. Daily caps hold when one user's transactions commit
-- at once; progress and its XP count only for lessons the learner may open, and no create / move / undelete loop
-- earns twice. profiles.xp_total and level are kept from the ledger.

-- Tables

-- The one table of points and caps; code and docs read it rather than repeating the numbers.
create table public.xp_rules (
  kind text primary key,
  points integer not null constraint xp_rules_points_positive check (points > 0),
  -- Events of this kind one user can earn per UTC day; null: no cap.
  daily_cap integer constraint xp_rules_daily_cap_positive check (daily_cap is null or daily_cap > 0),
  description text not null
);
alter table public.xp_rules enable row level security;

-- Spec §3's ten levels.
create table public.xp_levels (
  level integer primary key,
  title text not null,
  min_xp integer not null constraint xp_levels_min_xp_unique unique
);
alter table public.xp_levels enable row level security;

-- One row per granted activity. A reversal deletes the row (devices learn it from private.sync_removals), so the
-- ledger is exactly what counts: xp_total is the sum of its points.
create table public.xp_events (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null references public.xp_rules (kind),
  -- The points of the rule when granted: a later change of the rule does not rewrite history.
  points integer not null,
  source_table text not null,
  source_id uuid not null,
  created_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  _xid bigint not null default 0,
  constraint xp_events_once_per_source unique (user_id, kind, source_table, source_id)
);
alter table public.xp_events enable row level security;

-- Indexes

create index xp_events_sync_idx on public.xp_events (_xid, id);
create index xp_events_cap_idx on public.xp_events (user_id, kind, created_at);
create index xp_events_recent_idx on public.xp_events (user_id, created_at desc, id desc);
create index xp_events_user_xid_idx on public.xp_events (user_id, _xid);
create index xp_events_created_idx on public.xp_events (created_at);
create index xp_events_source_idx on public.xp_events (source_table, source_id);

-- Functions

create or replace function private.xp_level(_xp integer) returns integer
language sql stable set search_path = public as $$
  select coalesce(max(level), 1) from public.xp_levels where min_xp <= _xp
$$;

-- grant_xp counts what its own transaction sees, so transactions of one user open at once (ten parallel pushes) each
-- passed the cap. The deferred trigger that adds an event's points to the profile runs at commit (or at sync_push's
-- `set constraints all immediate`) and takes the profile's row lock there; a transaction that waited for that lock
-- counts after the other one committed, sees its events, and removes its own events beyond the cap (their delete
-- takes the points back through this same trigger). The lock is held from this point to commit only, so two devices
-- of one user still write at once and wait for each other only while committing (no advisory lock for the whole
-- push, which would also make them wait).
create or replace function private.on_xp_event_change() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  _cap integer;
  _day timestamptz;
  _count integer;
begin
  if tg_op = 'UPDATE' and new.points = old.points and new.user_id = old.user_id then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    update public.profiles set xp_total = xp_total - old.points, level = private.xp_level(xp_total - old.points)
      where id = old.user_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update public.profiles set xp_total = xp_total + new.points, level = private.xp_level(xp_total + new.points)
      where id = new.user_id;
  end if;
  if tg_op = 'INSERT' then
    select r.daily_cap into _cap from public.xp_rules r where r.kind = new.kind;
    if _cap is not null then
      -- The event's own UTC day: history loaded with past dates is judged against that day.
      _day := date_trunc('day', new.created_at at time zone 'UTC') at time zone 'UTC';
      -- A new statement after the lock: its snapshot holds every event committed before this transaction got it.
      select count(*) into _count from public.xp_events e
      where e.user_id = new.user_id and e.kind = new.kind and e.created_at >= _day and e.created_at < _day + interval '1 day';
      if _count > _cap then
        delete from public.xp_events where id = new.id;
      end if;
    end if;
  end if;
  return null;
end
$$;

-- Grants one event for one source, once, within the kind's daily cap; anything beyond the cap is not recorded.
-- The cap counts what this transaction sees and takes no lock (which would make one user's devices wait for each
-- other): transactions of one user open at the same moment may each pass it.
create or replace function private.grant_xp(_user_id uuid, _kind text, _source_table text, _source_id uuid) returns void
language plpgsql security definer set search_path = public as $$
declare
  _rule public.xp_rules;
  _today integer;
begin
  select * into _rule from public.xp_rules where kind = _kind;
  if _user_id is null or _rule.kind is null then
    return;
  end if;
  if not exists (select 1 from public.profiles where id = _user_id) then
    return;
  end if;
  if exists (select 1 from public.xp_events e where e.user_id = _user_id and e.kind = _kind
             and e.source_table = _source_table and e.source_id = _source_id) then
    return;
  end if;
  if _rule.daily_cap is not null then
    select count(*) into _today from public.xp_events e
    where e.user_id = _user_id and e.kind = _kind and e.created_at >= private.utc_day_start();
    if _today >= _rule.daily_cap then
      return;
    end if;
  end if;
  insert into public.xp_events (user_id, kind, points, source_table, source_id)
  values (_user_id, _kind, _rule.points, _source_table, _source_id)
  on conflict on constraint xp_events_once_per_source do nothing;
end
$$;

-- Takes back what one source earned, if it earned anything: a capped (unrecorded) event takes nothing back.
-- _user_id null: whoever earned it (a vote's event belongs to a discussion author who may be gone by then).
create or replace function private.revoke_xp(_user_id uuid, _kind text, _source_table text, _source_id uuid) returns void
language sql security definer set search_path = public as $$
  delete from public.xp_events
  where kind = _kind and source_table = _source_table and source_id = _source_id
    and (_user_id is null or user_id = _user_id)
$$;

-- Lessons earn XP for enrolled learners of published courses they do not teach: a free preview opened without an
-- enrolment is study, but not XP (else anyone could complete every preview of the catalogue for points).
create or replace function private.lesson_earns_xp(_student_id uuid, _lesson_id uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (
    select 1 from public.lessons l
    join public.course_modules m on m.id = l.module_id
    join public.courses c on c.id = m.course_id
    join public.enrollments e on e.course_id = c.id and e.student_id = _student_id and not e._deleted
    where l.id = _lesson_id and not l._deleted and not m._deleted and not c._deleted
      and c.status = 'published' and c.instructor_id <> _student_id
  )
$$;

create or replace function private.course_completed_by(_student_id uuid, _course_id uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (
    select 1 from public.lessons l join public.course_modules m on m.id = l.module_id
    where m.course_id = _course_id and not l._deleted and not m._deleted
  ) and not exists (
    select 1 from public.lessons l join public.course_modules m on m.id = l.module_id
    where m.course_id = _course_id and not l._deleted and not m._deleted
      and not exists (select 1 from public.lesson_progress p
                      where p.student_id = _student_id and p.lesson_id = l.id and not p._deleted)
  )
$$;

create or replace function private.on_lesson_progress_xp() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  was_active boolean := tg_op <> 'INSERT' and not old._deleted;
  is_active boolean := tg_op <> 'DELETE' and not new._deleted;
begin
  if is_active and not was_active then
    if private.lesson_earns_xp(new.student_id, new.lesson_id) then
      perform private.grant_xp(new.student_id, 'lesson_completed', 'lesson_progress', new.id);
      if new.course_id is not null and private.course_completed_by(new.student_id, new.course_id) then
        perform private.grant_xp(new.student_id, 'course_completed', 'courses', new.course_id);
      end if;
    end if;
  elsif was_active and not is_active then
    perform private.revoke_xp(old.student_id, 'lesson_completed', 'lesson_progress', old.id);
    if old.course_id is not null and not private.course_completed_by(old.student_id, old.course_id) then
      perform private.revoke_xp(old.student_id, 'course_completed', 'courses', old.course_id);
    end if;
  end if;
  return null;
end
$$;

-- A discussion earns while it is live (not deleted, not hidden); so do the upvotes it received.
create or replace function private.on_discussion_xp() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  was_live boolean := tg_op <> 'INSERT' and not old._deleted and not old.is_hidden;
  is_live boolean := tg_op <> 'DELETE' and not new._deleted and not new.is_hidden;
  _vote_id uuid;
begin
  if is_live and not was_live then
    perform private.grant_xp(new.author_id, 'discussion_started', 'discussions', new.id);
    for _vote_id in select v.id from public.discussion_votes v
                    where v.discussion_id = new.id and not v._deleted order by v.created_at, v.id loop
      perform private.grant_xp(new.author_id, 'upvote_received', 'discussion_votes', _vote_id);
    end loop;
  elsif was_live and not is_live then
    perform private.revoke_xp(old.author_id, 'discussion_started', 'discussions', old.id);
    delete from public.xp_events e
    using public.discussion_votes v
    where v.discussion_id = old.id and e.kind = 'upvote_received'
      and e.source_table = 'discussion_votes' and e.source_id = v.id;
  end if;
  return null;
end
$$;

-- No XP for approving oneself.
create or replace function private.on_application_xp() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if new.status = 'approved' and old.status is distinct from 'approved' then
    if new.reviewed_by is distinct from new.user_id then
      perform private.grant_xp(new.user_id, 'application_approved', tg_table_name, new.id);
    end if;
  elsif old.status = 'approved' and new.status is distinct from 'approved' then
    perform private.revoke_xp(old.user_id, 'application_approved', tg_table_name, old.id);
  end if;
  return null;
end
$$;

-- Triggers

create trigger xp_events_touch_sync before insert or update on public.xp_events
  for each row execute function private.touch_sync_columns();

create constraint trigger xp_events_profile_total after insert or delete or update on public.xp_events
  deferrable initially deferred
  for each row execute function private.on_xp_event_change();

create trigger lesson_progress_xp after insert or delete or update of _deleted on public.lesson_progress
  for each row execute function private.on_lesson_progress_xp();

create trigger discussions_xp after insert or delete or update of _deleted, is_hidden on public.discussions
  for each row execute function private.on_discussion_xp();

create trigger instructor_applications_xp after update of status on public.instructor_applications
  for each row execute function private.on_application_xp();

create trigger affiliate_applications_xp after update of status on public.affiliate_applications
  for each row execute function private.on_application_xp();

-- Policies

create policy xp_rules_select on public.xp_rules for select to anon, authenticated using (true);

create policy xp_levels_select on public.xp_levels for select to anon, authenticated using (true);

create policy xp_events_select on public.xp_events for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- Reference data: the rules and the levels (devices read both; only the service role changes them).

insert into public.xp_rules (kind, points, daily_cap, description) values
  ('lesson_completed', 10, 20, 'Completing a lesson of a published course you do not teach'),
  ('course_completed', 50, 5, 'Completing every lesson of a published course you do not teach'),
  ('discussion_started', 15, 5, 'Starting a discussion'),
  ('comment_written', 5, 20, 'Commenting on someone else''s discussion'),
  ('upvote_received', 2, 50, 'An upvote from someone else on your discussion'),
  ('application_approved', 100, null, 'An approved instructor or affiliate application');

insert into public.xp_levels (level, title, min_xp) values
  (1, 'Beginner', 0), (2, 'Learner', 100), (3, 'Student', 250), (4, 'Explorer', 500), (5, 'Practitioner', 1000),
  (6, 'Skilled', 2000), (7, 'Expert', 3000), (8, 'Master', 4000), (9, 'Guru', 6000), (10, 'Legend', 10000);
