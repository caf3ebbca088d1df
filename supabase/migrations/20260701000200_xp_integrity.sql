-- Owns XP integrity (issue 23, holes 8–10): progress and its XP only for lessons the learner may open, daily caps
-- that hold when one user's transactions commit at once, and no create / move / undelete loop that earns twice.

-- ---------------------------------------------------------------------------------------------
-- 1. Lesson progress only for lessons the learner may open (the lessons_select rule), and XP only when enrolled
-- ---------------------------------------------------------------------------------------------
-- "May open the lesson" is the lessons_select policy itself: this function runs as the caller, so RLS on lessons
-- answers, and a later change of that policy is followed here without a copy to keep in step.
create or replace function private.can_read_lesson(_lesson_id uuid) returns boolean
language sql stable security invoker set search_path = public as $$
  select exists (select 1 from public.lessons l where l.id = _lesson_id)
$$;
-- Past RLS: tells "not yours to open" from "not on the server yet".
create or replace function private.lesson_exists(_lesson_id uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (select 1 from public.lessons l where l.id = _lesson_id)
$$;
revoke execute on function private.can_read_lesson(uuid) from public;
revoke execute on function private.lesson_exists(uuid) from public;
grant execute on function private.can_read_lesson(uuid) to anon, authenticated, service_role;
grant execute on function private.lesson_exists(uuid) to anon, authenticated, service_role;

-- Policies see only the new row, so a completion can be taken back (soft delete) after leaving a course, but a row
-- that counts as done needs a lesson the learner may open.
drop policy lesson_progress_own on public.lesson_progress;
create policy lesson_progress_select_own on public.lesson_progress for select to authenticated
  using (student_id = (select auth.uid()));
create policy lesson_progress_insert_own on public.lesson_progress for insert to authenticated
  with check (student_id = (select auth.uid()) and (_deleted or private.can_read_lesson(lesson_id)));
create policy lesson_progress_update_own on public.lesson_progress for update to authenticated
  using (student_id = (select auth.uid()))
  with check (student_id = (select auth.uid()) and (_deleted or private.can_read_lesson(lesson_id)));
create policy lesson_progress_delete_own on public.lesson_progress for delete to authenticated
  using (student_id = (select auth.uid()));

-- A progress row is one learner's completion of one lesson: moving it would free the lesson to be completed (and
-- earn) again. Devices get a reason a person can read (their conflicts list shows it) rather than the bare RLS text;
-- a lesson the server does not have yet is a missing parent (23503), which devices retry after pushing it.
create or replace function private.guard_lesson_progress() returns trigger
language plpgsql security invoker set search_path = public as $$
begin
  if tg_op = 'UPDATE' and (new.lesson_id is distinct from old.lesson_id or new.student_id is distinct from old.student_id) then
    raise exception 'A lesson’s progress stays with its lesson and learner: record the other lesson as its own progress.'
      using errcode = '23514';
  end if;
  if current_user not in ('anon', 'authenticated') or new._deleted or private.can_read_lesson(new.lesson_id) then
    return new;
  end if;
  if not private.lesson_exists(new.lesson_id) then
    raise exception 'The lesson of this progress is not on the server (yet).' using errcode = '23503';
  end if;
  raise exception 'You can record progress only on lessons you can open: enrol in the course first (its free preview lessons are open to everyone).'
    using errcode = '42501';
  return new;
end
$$;
revoke execute on function private.guard_lesson_progress() from public;
grant execute on function private.guard_lesson_progress() to anon, authenticated, service_role;

-- Named to run before lesson_progress_prepare (BEFORE triggers fire in name order).
create trigger lesson_progress_guard before insert or update on public.lesson_progress
  for each row execute function private.guard_lesson_progress();

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

-- ---------------------------------------------------------------------------------------------
-- 2. Daily caps, checked again at commit under the profile's row lock
-- ---------------------------------------------------------------------------------------------
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

-- ---------------------------------------------------------------------------------------------
-- 3. Comments: no restoring one on a discussion that was hidden or removed meanwhile, and XP for live ones only
-- ---------------------------------------------------------------------------------------------
-- check_discussion_open already judges an UPDATE only when it restores a row (a removed vote given again); comments
-- now get the same check for their undelete, with the same message.
drop trigger discussion_comments_discussion_open on public.discussion_comments;
create trigger discussion_comments_discussion_open before insert or update of _deleted on public.discussion_comments
  for each row execute function private.check_discussion_open();

-- As for upvotes, a comment earns when it starts counting on a live discussion (not deleted, not hidden): an admin
-- showing a hidden comment again under a removed discussion gives nothing back. What a comment earned while the
-- discussion was live stays until the comment itself goes.
create or replace function private.on_comment_change() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  was_counted boolean := tg_op <> 'INSERT' and not old._deleted and not old.is_hidden;
  is_counted boolean := tg_op <> 'DELETE' and not new._deleted and not new.is_hidden;
  _discussion_author uuid;
  _live boolean;
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
      returning author_id, not _deleted and not is_hidden into _discussion_author, _live;
    if _live and _discussion_author is distinct from new.author_id then
      perform private.grant_xp(new.author_id, 'comment_written', 'discussion_comments', new.id);
    end if;
  end if;
  return null;
end
$$;
