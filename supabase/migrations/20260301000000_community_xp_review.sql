-- Owns the server side of community, XP and review: discussion comments, votes and view counts, the XP ledger with
-- its rules and levels, the read models sync delivers (private.server_view), application review, role changes and
-- the audit log (issue "Data layer v2", item 1; RPC input checks, item 5).

-- ---------------------------------------------------------------------------------------------
-- 1. Small helpers
-- ---------------------------------------------------------------------------------------------

-- XP caps and "today"/"this week" read models share one clock: the UTC calendar day.
create or replace function private.utc_day_start() returns timestamptz
language sql stable set search_path = public as $$
  select date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'
$$;

-- "This week" is today and the six days before it (UTC), so a read model changes only with data or at midnight.
create or replace function private.utc_week_start() returns timestamptz
language sql stable set search_path = public as $$
  select private.utc_day_start() - interval '6 days'
$$;

-- Read past RLS on purpose: comment and vote triggers run as the device's role, which may not see the discussion.
create or replace function private.discussion_author(_discussion_id uuid) returns uuid
language sql stable security definer set search_path = public as $$
  select author_id from public.discussions where id = _discussion_id
$$;

create or replace function private.active_roles(_user_id uuid) returns text[]
language sql stable security definer set search_path = public as $$
  select coalesce(array_agg(r.role order by r.role), '{}')
  from public.user_roles r where r.user_id = _user_id and not r._deleted
$$;

-- ---------------------------------------------------------------------------------------------
-- 2. Discussions: comment_count and is_hidden
-- ---------------------------------------------------------------------------------------------
alter table public.discussions
  add column comment_count integer not null default 0
    constraint discussions_comment_count_not_negative check (comment_count >= 0),
  add column is_hidden boolean not null default false;

-- The one rule for who reads a discussion, shared by the discussions policy, comment policies and view counting.
create or replace function private.can_read_discussion(_discussion_id uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (
    select 1 from public.discussions d
    where d.id = _discussion_id and (not d.is_hidden or d.author_id = auth.uid() or private.is_admin())
  )
$$;

-- New comments and votes need a discussion that is readable and not deleted.
create or replace function private.can_engage_with_discussion(_discussion_id uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (
    select 1 from public.discussions d
    where d.id = _discussion_id and not d._deleted
      and (not d.is_hidden or d.author_id = auth.uid() or private.is_admin())
  )
$$;

-- Counters and moderation flags: counters are the server's; only admins pin and hide.
create or replace function private.prepare_discussion() returns trigger
language plpgsql security invoker set search_path = public as $$
declare
  caller_is_device boolean := current_user in ('anon', 'authenticated');
begin
  if tg_op = 'INSERT' or new.author_id is distinct from old.author_id then
    select p.full_name, p.avatar_url into new.author_name, new.author_avatar_url
    from private.profile_card(new.author_id) p;
  elsif caller_is_device then
    new.author_name := old.author_name;
    new.author_avatar_url := old.author_avatar_url;
    new.created_at := old.created_at;
  end if;
  if caller_is_device then
    if tg_op = 'INSERT' then
      new.upvotes := 0;
      new.view_count := 0;
      new.comment_count := 0;
      if not private.is_admin() then
        new.is_pinned := false;
        new.is_hidden := false;
      end if;
    else
      new.upvotes := old.upvotes;
      new.view_count := old.view_count;
      new.comment_count := old.comment_count;
      if not private.is_admin() then
        new.is_pinned := old.is_pinned;
        new.is_hidden := old.is_hidden;
      end if;
    end if;
  end if;
  return new;
end
$$;

-- A vote, a view or a comment moves a counter, which is not an edit: updated_at follows the author's words only.
drop trigger discussions_touch_updated_at on public.discussions;
create trigger discussions_touch_updated_at before update of title, content, tags on public.discussions
  for each row execute function private.touch_updated_at();

-- Hidden discussions: their author and admins only.
drop policy discussions_select on public.discussions;
create policy discussions_select on public.discussions for select to anon, authenticated
  using (not is_hidden or author_id = (select auth.uid()) or (select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- 3. discussion_comments
-- ---------------------------------------------------------------------------------------------
create table public.discussion_comments (
  id uuid primary key default gen_random_uuid(),
  discussion_id uuid not null references public.discussions (id) on delete cascade,
  author_id uuid not null references public.profiles (id) on delete cascade,
  content text not null constraint discussion_comments_content_min_length check (char_length(btrim(content)) >= 2),
  author_name text,
  author_avatar_url text,
  is_hidden boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  _xid bigint not null default 0
);
create index discussion_comments_sync_idx on public.discussion_comments (_xid, id);
create index discussion_comments_discussion_idx on public.discussion_comments (discussion_id, created_at);
create index discussion_comments_author_idx on public.discussion_comments (author_id);
create index discussion_comments_created_idx on public.discussion_comments (created_at);

create trigger discussion_comments_touch_sync before insert or update on public.discussion_comments
  for each row execute function private.touch_sync_columns();
create trigger discussion_comments_touch_updated_at before update of content on public.discussion_comments
  for each row execute function private.touch_updated_at();

-- A comment stays where it was written and whose it is; an admin acting on someone else's comment only hides it.
create or replace function private.prepare_comment() returns trigger
language plpgsql security invoker set search_path = public as $$
declare
  caller_is_device boolean := current_user in ('anon', 'authenticated');
begin
  if tg_op = 'INSERT' then
    select p.full_name, p.avatar_url into new.author_name, new.author_avatar_url
    from private.profile_card(new.author_id) p;
    if caller_is_device and not private.is_admin() then
      new.is_hidden := false;
    end if;
  elsif caller_is_device then
    new.discussion_id := old.discussion_id;
    new.author_id := old.author_id;
    new.author_name := old.author_name;
    new.author_avatar_url := old.author_avatar_url;
    new.created_at := old.created_at;
    if not private.is_admin() then
      new.is_hidden := old.is_hidden;
    end if;
    if old.author_id is distinct from auth.uid() then
      new.content := old.content;
      new._deleted := old._deleted;
    end if;
  elsif new.author_id is distinct from old.author_id then
    select p.full_name, p.avatar_url into new.author_name, new.author_avatar_url
    from private.profile_card(new.author_id) p;
  end if;
  return new;
end
$$;

create trigger discussion_comments_prepare before insert or update on public.discussion_comments
  for each row execute function private.prepare_comment();

create trigger discussion_comments_record_delete after delete on public.discussion_comments
  for each row execute function private.record_hard_delete();

alter table public.discussion_comments enable row level security;
grant select, insert, update, delete on public.discussion_comments to anon, authenticated, service_role;

create policy discussion_comments_select on public.discussion_comments for select to authenticated
  using (
    private.can_read_discussion(discussion_id)
    and (not is_hidden or author_id = (select auth.uid()) or (select private.is_admin()))
  );
create policy discussion_comments_insert_own on public.discussion_comments for insert to authenticated
  with check (author_id = (select auth.uid()) and private.can_engage_with_discussion(discussion_id));
-- Authors edit and soft-delete their own; admins reach any row, and the trigger lets them change is_hidden only.
create policy discussion_comments_update on public.discussion_comments for update to authenticated
  using (author_id = (select auth.uid()) or (select private.is_admin()))
  with check (author_id = (select auth.uid()) or (select private.is_admin()));
create policy discussion_comments_delete_own on public.discussion_comments for delete to authenticated
  using (author_id = (select auth.uid()));

-- Denormalised names follow profile edits, on comments too.
create or replace function private.propagate_profile_card() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if new.full_name is distinct from old.full_name or new.avatar_url is distinct from old.avatar_url then
    update public.courses set instructor_name = new.full_name, instructor_avatar_url = new.avatar_url
      where instructor_id = new.id;
    update public.discussions set author_name = new.full_name, author_avatar_url = new.avatar_url
      where author_id = new.id;
    update public.discussion_comments set author_name = new.full_name, author_avatar_url = new.avatar_url
      where author_id = new.id;
  end if;
  return null;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- 4. discussion_votes
-- ---------------------------------------------------------------------------------------------
create table public.discussion_votes (
  id uuid primary key default gen_random_uuid(),
  discussion_id uuid not null references public.discussions (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  _xid bigint not null default 0,
  constraint discussion_votes_one_per_user unique (discussion_id, user_id)
);
create index discussion_votes_sync_idx on public.discussion_votes (_xid, id);
create index discussion_votes_user_idx on public.discussion_votes (user_id);

create trigger discussion_votes_touch_sync before insert or update on public.discussion_votes
  for each row execute function private.touch_sync_columns();

-- Devices use one vote id per (user, discussion) and toggle its _deleted, so the pair never moves.
create or replace function private.prepare_vote() returns trigger
language plpgsql security invoker set search_path = public as $$
begin
  if tg_op = 'UPDATE' and current_user in ('anon', 'authenticated') then
    new.discussion_id := old.discussion_id;
    new.user_id := old.user_id;
    new.created_at := old.created_at;
  end if;
  if not new._deleted and new.user_id = private.discussion_author(new.discussion_id) then
    raise exception 'You cannot vote for your own discussion'
      using errcode = '23514', hint = 'Upvotes are for other people''s discussions.';
  end if;
  return new;
end
$$;

create trigger discussion_votes_prepare before insert or update on public.discussion_votes
  for each row execute function private.prepare_vote();

create trigger discussion_votes_record_delete after delete on public.discussion_votes
  for each row execute function private.record_hard_delete('user_id');

alter table public.discussion_votes enable row level security;
grant select, insert, update, delete on public.discussion_votes to anon, authenticated, service_role;

create policy discussion_votes_select_own on public.discussion_votes for select to authenticated
  using (user_id = (select auth.uid()));
create policy discussion_votes_insert_own on public.discussion_votes for insert to authenticated
  with check (user_id = (select auth.uid()) and private.can_engage_with_discussion(discussion_id));
create policy discussion_votes_update_own on public.discussion_votes for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy discussion_votes_delete_own on public.discussion_votes for delete to authenticated
  using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- 5. View counts: each user counts once per discussion
-- ---------------------------------------------------------------------------------------------
create table private.discussion_views (
  discussion_id uuid not null references public.discussions (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (discussion_id, user_id)
);
create index discussion_views_user_idx on private.discussion_views (user_id);
alter table private.discussion_views enable row level security;
revoke all on private.discussion_views from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 6. XP: rules, levels, the ledger, and profiles' server-kept xp_total, level and roles
-- ---------------------------------------------------------------------------------------------
-- The one table of points and caps; code and docs read it rather than repeating the numbers.
create table public.xp_rules (
  kind text primary key,
  points integer not null constraint xp_rules_points_positive check (points > 0),
  -- Events of this kind one user can earn per UTC day; null: no cap.
  daily_cap integer constraint xp_rules_daily_cap_positive check (daily_cap is null or daily_cap > 0),
  description text not null
);
insert into public.xp_rules (kind, points, daily_cap, description) values
  ('lesson_completed', 10, 20, 'Completing a lesson of a published course you do not teach'),
  ('course_completed', 50, 5, 'Completing every lesson of a published course you do not teach'),
  ('discussion_started', 15, 5, 'Starting a discussion'),
  ('comment_written', 5, 20, 'Commenting on someone else''s discussion'),
  ('upvote_received', 2, 50, 'An upvote from someone else on your discussion'),
  ('application_approved', 100, null, 'An approved instructor or affiliate application');

-- Spec §3's ten levels.
create table public.xp_levels (
  level integer primary key,
  title text not null,
  min_xp integer not null constraint xp_levels_min_xp_unique unique
);
insert into public.xp_levels (level, title, min_xp) values
  (1, 'Beginner', 0), (2, 'Learner', 100), (3, 'Student', 250), (4, 'Explorer', 500), (5, 'Practitioner', 1000),
  (6, 'Skilled', 2000), (7, 'Expert', 3000), (8, 'Master', 4000), (9, 'Guru', 6000), (10, 'Legend', 10000);

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
create index xp_events_sync_idx on public.xp_events (_xid, id);
create index xp_events_cap_idx on public.xp_events (user_id, kind, created_at);
create index xp_events_recent_idx on public.xp_events (user_id, created_at desc, id desc);
create index xp_events_user_xid_idx on public.xp_events (user_id, _xid);
create index xp_events_created_idx on public.xp_events (created_at);
create index xp_events_source_idx on public.xp_events (source_table, source_id);

create trigger xp_events_touch_sync before insert or update on public.xp_events
  for each row execute function private.touch_sync_columns();
create trigger xp_events_record_delete after delete on public.xp_events
  for each row execute function private.record_hard_delete('user_id');

alter table public.profiles
  add column xp_total integer not null default 0,
  add column level integer not null default 1,
  add column roles text[] not null default '{}';
create index profiles_xp_total_idx on public.profiles (xp_total desc, id);

create or replace function private.xp_level(_xp integer) returns integer
language sql stable set search_path = public as $$
  select coalesce(max(level), 1) from public.xp_levels where min_xp <= _xp
$$;

-- Arithmetic under the profile's row lock, so concurrent grants to one user add up. It runs at commit (a deferred
-- trigger): the lock is held for the commit only, and two open transactions of one user (two devices pushing at
-- once) never wait for each other.
create or replace function private.on_xp_event_change() returns trigger
language plpgsql security definer set search_path = public as $$
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
  return null;
end
$$;

create constraint trigger xp_events_profile_total after insert or delete or update on public.xp_events
  deferrable initially deferred
  for each row execute function private.on_xp_event_change();

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

-- Lessons earn XP in published courses the student does not teach (nothing for oneself).
create or replace function private.lesson_earns_xp(_student_id uuid, _lesson_id uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (
    select 1 from public.lessons l
    join public.course_modules m on m.id = l.module_id
    join public.courses c on c.id = m.course_id
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

create trigger lesson_progress_xp after insert or delete or update of _deleted on public.lesson_progress
  for each row execute function private.on_lesson_progress_xp();

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

create trigger discussions_xp after insert or delete or update of _deleted, is_hidden on public.discussions
  for each row execute function private.on_discussion_xp();

-- A comment counts (comment_count and XP) while it is neither deleted nor hidden. Increments, not recounts:
-- the discussion's row lock orders concurrent writers, and each adds its own one.
create or replace function private.on_comment_change() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  was_counted boolean := tg_op <> 'INSERT' and not old._deleted and not old.is_hidden;
  is_counted boolean := tg_op <> 'DELETE' and not new._deleted and not new.is_hidden;
  _discussion_author uuid;
begin
  if was_counted and is_counted then
    if new.discussion_id is distinct from old.discussion_id then
      update public.discussions set comment_count = comment_count - 1 where id = old.discussion_id;
      update public.discussions set comment_count = comment_count + 1 where id = new.discussion_id;
    end if;
  elsif was_counted then
    update public.discussions set comment_count = comment_count - 1 where id = old.discussion_id;
    perform private.revoke_xp(old.author_id, 'comment_written', 'discussion_comments', old.id);
  elsif is_counted then
    update public.discussions set comment_count = comment_count + 1 where id = new.discussion_id
      returning author_id into _discussion_author;
    if _discussion_author is distinct from new.author_id then
      perform private.grant_xp(new.author_id, 'comment_written', 'discussion_comments', new.id);
    end if;
  end if;
  return null;
end
$$;

create trigger discussion_comments_count after insert or delete or update of _deleted, is_hidden, discussion_id
  on public.discussion_comments for each row execute function private.on_comment_change();

-- Upvotes: arithmetic under the discussion's row lock, so concurrent votes from two devices both count.
create or replace function private.on_vote_change() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  was_active boolean := tg_op <> 'INSERT' and not old._deleted;
  is_active boolean := tg_op <> 'DELETE' and not new._deleted;
  _author uuid;
  _live boolean;
begin
  if is_active and not was_active then
    update public.discussions set upvotes = upvotes + 1 where id = new.discussion_id
      returning author_id, not _deleted and not is_hidden into _author, _live;
    if _live and _author is distinct from new.user_id then
      perform private.grant_xp(_author, 'upvote_received', 'discussion_votes', new.id);
    end if;
  elsif was_active and not is_active then
    update public.discussions set upvotes = upvotes - 1 where id = old.discussion_id;
    perform private.revoke_xp(null, 'upvote_received', 'discussion_votes', old.id);
  end if;
  return null;
end
$$;

create trigger discussion_votes_count after insert or delete or update of _deleted on public.discussion_votes
  for each row execute function private.on_vote_change();

-- Rows that hiding takes out of other people's reach leave their devices (as an unpublished course does); rows
-- that come back are touched so they sort above the checkpoints devices hold.
create or replace function private.on_discussion_hidden() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if new.is_hidden and not old.is_hidden then
    insert into private.sync_removals (table_name, row_id, except_user_id)
    select 'discussions', new.id, new.author_id
    union all
    select 'discussion_comments', c.id, new.author_id from public.discussion_comments c where c.discussion_id = new.id;
  elsif old.is_hidden and not new.is_hidden then
    update public.discussion_comments set _deleted = _deleted where discussion_id = new.id;
  end if;
  return null;
end
$$;

create trigger discussions_hidden after update of is_hidden on public.discussions
  for each row execute function private.on_discussion_hidden();

create or replace function private.on_comment_hidden() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if new.is_hidden and not old.is_hidden then
    insert into private.sync_removals (table_name, row_id, except_user_id) values ('discussion_comments', new.id, new.author_id);
  end if;
  return null;
end
$$;

create trigger discussion_comments_hidden after update of is_hidden on public.discussion_comments
  for each row execute function private.on_comment_hidden();

-- xp_total, level and roles are facts the server keeps; a device's copy of its profile only reads them.
create or replace function private.keep_profile_standing() returns trigger
language plpgsql security invoker set search_path = public as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.xp_total := 0;
      new.level := 1;
      new.roles := private.active_roles(new.id);
    else
      new.xp_total := old.xp_total;
      new.level := old.level;
      new.roles := old.roles;
    end if;
  end if;
  return new;
end
$$;

create trigger profiles_keep_standing before insert or update on public.profiles
  for each row execute function private.keep_profile_standing();

-- profiles.roles: the user's active roles, sorted, so devices read role gating from their own profile row.
create or replace function private.refresh_profile_roles() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  _user_id uuid;
begin
  for _user_id in
    select distinct u from unnest(array[
      case when tg_op <> 'INSERT' then old.user_id end,
      case when tg_op <> 'DELETE' then new.user_id end]) u
    where u is not null
  loop
    update public.profiles p set roles = private.active_roles(_user_id)
    where p.id = _user_id and p.roles is distinct from private.active_roles(_user_id);
  end loop;
  return null;
end
$$;

create trigger user_roles_profile_roles after insert or delete or update of role, user_id, _deleted on public.user_roles
  for each row execute function private.refresh_profile_roles();

update public.profiles p set roles = private.active_roles(p.id) where p.roles is distinct from private.active_roles(p.id);

alter table public.xp_rules enable row level security;
alter table public.xp_levels enable row level security;
alter table public.xp_events enable row level security;
grant select on public.xp_rules, public.xp_levels, public.xp_events to anon, authenticated;
grant select, insert, update, delete on public.xp_rules, public.xp_levels, public.xp_events to service_role;
-- Hosted projects grant every new public table to anon and authenticated by default: only triggers write these.
revoke insert, update, delete, truncate on public.xp_rules, public.xp_levels, public.xp_events from anon, authenticated;

create policy xp_rules_select on public.xp_rules for select to anon, authenticated using (true);
create policy xp_levels_select on public.xp_levels for select to anon, authenticated using (true);
create policy xp_events_select on public.xp_events for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- 7. Applications: pending / approved / declined, with the review kept by the server
-- ---------------------------------------------------------------------------------------------
alter table public.instructor_applications
  drop constraint instructor_applications_status_valid,
  add column review_note text,
  add column reviewed_by uuid references public.profiles (id) on delete set null,
  add column reviewed_at timestamptz,
  -- A change marker for the my_applications read model (no _deleted: applications are never withdrawn).
  add column _modified timestamptz not null default clock_timestamp(),
  add column _xid bigint not null default 0;
alter table public.affiliate_applications
  drop constraint affiliate_applications_status_valid,
  add column review_note text,
  add column reviewed_by uuid references public.profiles (id) on delete set null,
  add column reviewed_at timestamptz,
  add column _modified timestamptz not null default clock_timestamp(),
  add column _xid bigint not null default 0;
update public.instructor_applications set status = 'declined' where status = 'rejected';
update public.affiliate_applications set status = 'declined' where status = 'rejected';
alter table public.instructor_applications add constraint instructor_applications_status_valid
  check (status in ('pending', 'approved', 'declined'));
alter table public.affiliate_applications add constraint affiliate_applications_status_valid
  check (status in ('pending', 'approved', 'declined'));
create index instructor_applications_user_xid_idx on public.instructor_applications (user_id, _xid);
create index affiliate_applications_user_xid_idx on public.affiliate_applications (user_id, _xid);

create trigger instructor_applications_touch_sync before insert or update on public.instructor_applications
  for each row execute function private.touch_sync_columns();
create trigger affiliate_applications_touch_sync before insert or update on public.affiliate_applications
  for each row execute function private.touch_sync_columns();

-- An application starts pending, and the decision is made only by review_application (for admins too), so the
-- role grant, the XP and the audit row always come with it.
create or replace function private.prepare_application() returns trigger
language plpgsql security invoker set search_path = public as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.status := 'pending';
      new.review_note := null;
      new.reviewed_by := null;
      new.reviewed_at := null;
    else
      new.status := old.status;
      new.review_note := old.review_note;
      new.reviewed_by := old.reviewed_by;
      new.reviewed_at := old.reviewed_at;
    end if;
  end if;
  return new;
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

create trigger instructor_applications_xp after update of status on public.instructor_applications
  for each row execute function private.on_application_xp();
create trigger affiliate_applications_xp after update of status on public.affiliate_applications
  for each row execute function private.on_application_xp();

-- ---------------------------------------------------------------------------------------------
-- 8. Audit log: written by review_application and set_user_role only; admins read it
-- ---------------------------------------------------------------------------------------------
-- No foreign keys: the record outlives the accounts it names.
create table public.audit_log (
  id uuid primary key default gen_random_uuid(),
  actor_id uuid,
  action text not null,
  target_user_id uuid,
  target_id uuid,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index audit_log_created_idx on public.audit_log (created_at desc);
create index audit_log_target_user_idx on public.audit_log (target_user_id, created_at desc);
alter table public.audit_log enable row level security;
grant select on public.audit_log to authenticated;
grant select, insert, update, delete on public.audit_log to service_role;
revoke insert, update, delete, truncate on public.audit_log from anon, authenticated;
revoke select on public.audit_log from anon;
create policy audit_log_select_admin on public.audit_log for select to authenticated
  using ((select private.is_admin()));

-- Grants (undeleting a revoked row) or revokes (soft delete, so devices learn it); true when something changed.
create or replace function private.apply_role(_user_id uuid, _role text, _granted boolean) returns boolean
language plpgsql security definer set search_path = public as $$
declare
  _count integer;
begin
  if _granted then
    insert into public.user_roles (user_id, role) values (_user_id, _role)
    on conflict (user_id, role) do update set _deleted = false where public.user_roles._deleted;
  else
    update public.user_roles set _deleted = true where user_id = _user_id and role = _role and not _deleted;
  end if;
  get diagnostics _count = row_count;
  return _count > 0;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- 9. RPCs devices and admin consoles call
-- ---------------------------------------------------------------------------------------------

-- One call per sync round: the discussions this user opened. Returns how many were counted now.
create or replace function public.record_discussion_views(discussion_ids uuid[]) returns integer
language plpgsql volatile security definer set search_path = public as $$
declare
  _uid uuid := auth.uid();
  _is_admin boolean;
  _new uuid[];
begin
  if _uid is null then
    raise exception 'record_discussion_views needs a signed-in user' using errcode = '42501';
  end if;
  if discussion_ids is null then
    raise exception 'discussion_ids must be an array of discussion ids' using errcode = '22023';
  end if;
  if coalesce(array_ndims(discussion_ids), 1) <> 1 then
    raise exception 'discussion_ids must be a flat array of discussion ids' using errcode = '22023';
  end if;
  if cardinality(discussion_ids) > 500 then
    raise exception 'discussion_ids holds % ids; send at most 500 per call', cardinality(discussion_ids) using errcode = '22023';
  end if;
  if array_position(discussion_ids, null) is not null then
    raise exception 'discussion_ids must not contain null' using errcode = '22023';
  end if;
  _is_admin := private.is_admin();

  -- Unknown, deleted or unreadable ids are ignored; authors opening their own discussion do not count.
  with readable as (
    select d.id from public.discussions d
    where d.id = any(discussion_ids) and not d._deleted and d.author_id <> _uid and (not d.is_hidden or _is_admin)
  ), inserted as (
    insert into private.discussion_views (discussion_id, user_id)
    select r.id, _uid from readable r
    on conflict do nothing
    returning discussion_id
  )
  select coalesce(array_agg(i.discussion_id order by i.discussion_id), '{}') into _new from inserted i;

  if cardinality(_new) > 0 then
    -- One lock order for every caller, so overlapping batches wait instead of deadlocking.
    perform 1 from public.discussions d where d.id = any(_new) order by d.id for no key update;
    update public.discussions set view_count = view_count + 1 where id = any(_new);
  end if;
  return cardinality(_new);
end
$$;

-- Decides a pending application (admins and superadmins). Deciding it again with the same decision returns it
-- unchanged (a retried request); a different decision on a decided application is refused.
create or replace function public.review_application(application_id uuid, decision text, note text default null)
returns jsonb
language plpgsql volatile security definer set search_path = public as $$
#variable_conflict use_column
declare
  _uid uuid := auth.uid();
  _note text := nullif(btrim(note), '');
  _kind text;
  _applicant uuid;
  _status text;
  _role text;
  _row jsonb;
begin
  if _uid is null then
    raise exception 'review_application needs a signed-in user' using errcode = '42501';
  end if;
  if not private.is_admin() then
    raise exception 'Only admins can review applications' using errcode = '42501';
  end if;
  if application_id is null then
    raise exception 'application_id is required' using errcode = '22023';
  end if;
  if decision is null or decision not in ('approved', 'declined') then
    raise exception 'decision must be "approved" or "declined"' using errcode = '22023';
  end if;
  if char_length(_note) > 2000 then
    raise exception 'note must be at most 2000 characters' using errcode = '22023';
  end if;

  select 'instructor', a.user_id, a.status into _kind, _applicant, _status
  from public.instructor_applications a where a.id = application_id for update;
  if _kind is null then
    select 'affiliate', a.user_id, a.status into _kind, _applicant, _status
    from public.affiliate_applications a where a.id = application_id for update;
  end if;
  if _kind is null then
    raise exception 'No application with id %', application_id using errcode = '22023';
  end if;
  if _applicant = _uid then
    raise exception 'You cannot review your own application' using errcode = '42501';
  end if;

  if _status = 'pending' then
    _role := case when decision = 'approved' then _kind end;
    if _kind = 'instructor' then
      update public.instructor_applications a
        set status = decision, review_note = _note, reviewed_by = _uid, reviewed_at = now()
        where a.id = application_id;
    else
      update public.affiliate_applications a
        set status = decision, review_note = _note, reviewed_by = _uid, reviewed_at = now()
        where a.id = application_id;
    end if;
    if _role is not null then
      perform private.apply_role(_applicant, _role, true);
    end if;
    insert into public.audit_log (actor_id, action, target_user_id, target_id, details)
    values (_uid, 'application.' || decision, _applicant, application_id,
            jsonb_build_object('kind', _kind, 'note', _note, 'role_granted', _role));
  elsif _status <> decision then
    raise exception 'This application was already %: a decided application cannot be decided again', _status
      using errcode = '22023';
  end if;

  if _kind = 'instructor' then
    select to_jsonb(a) into _row from public.instructor_applications a where a.id = application_id;
  else
    select to_jsonb(a) into _row from public.affiliate_applications a where a.id = application_id;
  end if;
  return (_row - '_modified' - '_xid') || jsonb_build_object('kind', _kind);
end
$$;

-- Grants or revokes one role. Admins manage learner, instructor, creator, affiliate and ambassador; only a superadmin
-- manages admin and superadmin; nobody removes their own superadmin role.
create or replace function public.set_user_role(target_user_id uuid, role text, granted boolean) returns jsonb
language plpgsql volatile security definer set search_path = public as $$
#variable_conflict use_variable
declare
  _uid uuid := auth.uid();
  _changed boolean;
begin
  if _uid is null then
    raise exception 'set_user_role needs a signed-in user' using errcode = '42501';
  end if;
  if not private.is_admin() then
    raise exception 'Only admins can change roles' using errcode = '42501';
  end if;
  if target_user_id is null then
    raise exception 'target_user_id is required' using errcode = '22023';
  end if;
  if role is null or role not in ('learner', 'instructor', 'creator', 'affiliate', 'ambassador', 'admin', 'superadmin') then
    raise exception 'role must be one of learner, instructor, creator, affiliate, ambassador, admin, superadmin'
      using errcode = '22023';
  end if;
  if granted is null then
    raise exception 'granted must be true or false' using errcode = '22023';
  end if;
  if role in ('admin', 'superadmin') and not private.has_role('superadmin') then
    raise exception 'Only a superadmin can grant or revoke the % role', role using errcode = '42501';
  end if;
  if target_user_id = _uid and role = 'superadmin' and not granted then
    raise exception 'You cannot remove your own superadmin role' using errcode = '42501',
      hint = 'Another superadmin can do it.';
  end if;
  if not exists (select 1 from public.profiles p where p.id = target_user_id) then
    raise exception 'No user with id %', target_user_id using errcode = '22023';
  end if;

  _changed := private.apply_role(target_user_id, role, granted);
  if _changed then
    insert into public.audit_log (actor_id, action, target_user_id, target_id, details)
    values (_uid, case when granted then 'role.granted' else 'role.revoked' end, target_user_id, null,
            jsonb_build_object('role', role));
  end if;
  return jsonb_build_object('user_id', target_user_id, 'role', role, 'granted', granted, 'changed', _changed,
                            'roles', to_jsonb(private.active_roles(target_user_id)));
end
$$;

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

-- ---------------------------------------------------------------------------------------------
-- 10. Read models: documents the server computes and sync delivers (ARCHITECTURE §10 `server_views`)
-- ---------------------------------------------------------------------------------------------
create or replace function private.server_view_names() returns text[]
language sql immutable set search_path = public as $$
  select array['leaderboard', 'community_stats', 'suggested_peers', 'recent_activity', 'my_applications']
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

create or replace function private.server_view(name text, uid uuid) returns jsonb
language plpgsql stable security definer set search_path = public as $$
#variable_conflict use_variable
declare
  _contribution constant text[] := array['discussion_started', 'comment_written', 'upvote_received'];
  _day timestamptz := private.utc_day_start();
  _week timestamptz := private.utc_week_start();
  _xp_week jsonb;
  _xp_all jsonb;
  _c_week jsonb;
  _c_all jsonb;
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
    _xp_week := private.leaderboard_list(uid, null, _week);
    _xp_all := private.leaderboard_list(uid, null, null);
    _c_week := private.leaderboard_list(uid, _contribution, _week);
    _c_all := private.leaderboard_list(uid, _contribution, null);
    return jsonb_build_object(
      'by_xp', jsonb_build_object('week', _xp_week -> 'top', 'all_time', _xp_all -> 'top'),
      'by_contribution', jsonb_build_object('week', _c_week -> 'top', 'all_time', _c_all -> 'top'),
      'me', jsonb_build_object(
        'by_xp', jsonb_build_object('week', _xp_week -> 'me', 'all_time', _xp_all -> 'me'),
        'by_contribution', jsonb_build_object('week', _c_week -> 'me', 'all_time', _c_all -> 'me')));

  elsif name = 'community_stats' then
    return jsonb_build_object(
      'members', (select count(*) from public.profiles p where not p._deleted),
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
      'discussion_count', (select count(*) from public.discussions d where not d._deleted and not d.is_hidden),
      'top_tags', coalesce((
        select jsonb_agg(jsonb_build_object('tag', t.tag, 'count', t.n) order by t.n desc, t.tag)
        from (
          select x.tag, count(*)::integer as n
          from public.discussions d, unnest(d.tags) as x(tag)
          where not d._deleted and not d.is_hidden
          group by x.tag order by n desc, x.tag limit 10
        ) t), '[]'::jsonb));

  elsif name = 'suggested_peers' then
    return jsonb_build_object('peers', coalesce((
      with my_courses as (
        select e.course_id from public.enrollments e where e.student_id = uid and not e._deleted
      ), my_skills as (
        select distinct lower(btrim(s)) as skill from public.profiles p, unnest(p.skills) s
        where p.id = uid and btrim(s) <> ''
      ), by_course as (
        select e.student_id as user_id, count(distinct e.course_id)::integer as n
        from public.enrollments e join my_courses m on m.course_id = e.course_id
        where not e._deleted and e.student_id <> uid
        group by e.student_id
      ), by_skill as (
        select p.id as user_id, count(distinct lower(btrim(s)))::integer as n
        from public.profiles p, unnest(p.skills) s
        where p.id <> uid and not p._deleted and lower(btrim(s)) in (select skill from my_skills)
        group by p.id
      ), peers as (
        select coalesce(c.user_id, k.user_id) as user_id, coalesce(c.n, 0) as shared_courses, coalesce(k.n, 0) as shared_skills
        from by_course c full join by_skill k on k.user_id = c.user_id
      ), chosen as (
        select pe.shared_courses, pe.shared_skills, p as profile
        from peers pe join public.profiles p on p.id = pe.user_id and not p._deleted
        order by pe.shared_courses + pe.shared_skills desc, pe.shared_courses desc, p.xp_total desc, p.id
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
-- Every value stays below 2^53 (exact in JavaScript) until 2048.
create or replace function private.server_view_version(name text, uid uuid) returns bigint
language plpgsql stable security definer set search_path = public as $$
#variable_conflict use_variable
declare
  _horizon bigint := pg_snapshot_xmin(pg_current_snapshot())::text::bigint;
  _newest bigint;
  _day bigint := greatest(0, (now() at time zone 'UTC')::date - date '2026-01-01');
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

  _newest := case name
    when 'leaderboard' then greatest(
      (select max(_xid) from public.xp_events), (select max(_xid) from public.profiles),
      (select max(r._xid) from private.sync_removals r where r.table_name = 'xp_events'),
      (select max(r._xid) from private.sync_removals r where r.table_name = 'profiles'))
    when 'community_stats' then greatest(
      (select max(_xid) from public.xp_events), (select max(_xid) from public.profiles),
      (select max(_xid) from public.discussions), (select max(_xid) from public.discussion_comments),
      (select max(r._xid) from private.sync_removals r where r.table_name = 'xp_events'),
      (select max(r._xid) from private.sync_removals r where r.table_name = 'profiles'),
      (select max(r._xid) from private.sync_removals r where r.table_name = 'discussions'),
      (select max(r._xid) from private.sync_removals r where r.table_name = 'discussion_comments'))
    when 'suggested_peers' then greatest(
      (select max(_xid) from public.enrollments), (select max(_xid) from public.profiles),
      (select max(r._xid) from private.sync_removals r where r.table_name = 'enrollments'),
      (select max(r._xid) from private.sync_removals r where r.table_name = 'profiles'))
    when 'recent_activity' then greatest(
      (select max(e._xid) from public.xp_events e where e.user_id = uid),
      (select max(r._xid) from private.sync_removals r where r.table_name = 'xp_events' and r.user_id = uid))
    else greatest(
      (select max(a._xid) from public.instructor_applications a where a.user_id = uid),
      (select max(a._xid) from public.affiliate_applications a where a.user_id = uid))
  end;
  _newest := least(coalesce(_newest, 0), _horizon - 1);
  if name in ('leaderboard', 'community_stats') then
    return (_day << 40) + _newest;
  end if;
  return _newest;
end
$$;

create index sync_removals_user_idx on private.sync_removals (table_name, user_id, _xid);

-- ---------------------------------------------------------------------------------------------
-- 11. Server-kept columns (mirrored by src/db/sync/server-kept-columns.ts)
-- ---------------------------------------------------------------------------------------------
insert into private.server_kept_columns (table_name, column_name) values
  ('profiles', 'xp_total'), ('profiles', 'level'), ('profiles', 'roles'),
  ('discussions', 'comment_count'),
  ('discussion_comments', 'author_name'), ('discussion_comments', 'author_avatar_url'), ('discussion_comments', 'updated_at'),
  ('instructor_applications', 'review_note'), ('instructor_applications', 'reviewed_by'),
  ('instructor_applications', 'reviewed_at'),
  ('affiliate_applications', 'review_note'), ('affiliate_applications', 'reviewed_by'),
  ('affiliate_applications', 'reviewed_at');

-- ---------------------------------------------------------------------------------------------
-- 12. Who may execute what. New functions are executable by PUBLIC unless revoked.
-- ---------------------------------------------------------------------------------------------
-- The API's new entry points: signed-in users only (each checks its caller's role itself).
revoke execute on function public.record_discussion_views(uuid[]) from public, anon;
revoke execute on function public.review_application(uuid, text, text) from public, anon;
revoke execute on function public.set_user_role(uuid, text, boolean) from public, anon;
revoke execute on function public.search_people(text, integer) from public, anon;
grant execute on function public.record_discussion_views(uuid[]) to authenticated, service_role;
grant execute on function public.review_application(uuid, text, text) to authenticated, service_role;
grant execute on function public.set_user_role(uuid, text, boolean) to authenticated, service_role;
grant execute on function public.search_people(text, integer) to authenticated, service_role;

-- Ledger and role writers run only inside triggers and the RPCs above (both run as the owner).
revoke execute on function private.grant_xp(uuid, text, text, uuid) from public, anon, authenticated;
revoke execute on function private.revoke_xp(uuid, text, text, uuid) from public, anon, authenticated;
revoke execute on function private.apply_role(uuid, text, boolean) from public, anon, authenticated;
revoke execute on function private.leaderboard_list(uuid, text[], timestamptz) from public, anon, authenticated;
-- Read models: sync_pull (SECURITY INVOKER, as the signed-in user) computes the caller's own.
revoke execute on function private.server_view(text, uuid) from public, anon;
revoke execute on function private.server_view_version(text, uuid) from public, anon;
grant execute on function private.server_view(text, uuid) to authenticated, service_role;
grant execute on function private.server_view_version(text, uuid) to authenticated, service_role;
grant execute on function private.server_view_names() to authenticated, service_role;
