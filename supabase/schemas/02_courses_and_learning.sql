-- Owns courses and learning: courses, modules, lessons, enrolments and lesson progress; the totals kept on a course;
-- who may read a lesson body (instructor, enrolled students, free previews); the course outline for catalogue pages; and
-- the visibility changes that reach devices (a course, module or enrolment that appears or goes away).

-- Tables

create table public.courses (
  id uuid primary key default gen_random_uuid(),
  instructor_id uuid not null references public.profiles (id) on delete cascade,
  title text not null constraint courses_title_min_length check (char_length(btrim(title)) >= 3),
  description text not null constraint courses_description_min_length check (char_length(btrim(description)) >= 10),
  category text not null constraint courses_category_valid
    check (category in ('programming', 'design', 'business', 'marketing', 'personal-development', 'other')),
  difficulty text not null default 'beginner' constraint courses_difficulty_valid
    check (difficulty in ('beginner', 'intermediate', 'advanced')),
  price numeric(10, 2) not null default 0 constraint courses_price_not_negative check (price >= 0),
  thumbnail_url text constraint courses_thumbnail_url_valid check (private.is_valid_url(thumbnail_url)),
  status text not null default 'draft' constraint courses_status_valid check (status in ('draft', 'published')),
  total_students integer not null default 0,
  average_rating numeric(3, 2),
  total_duration integer not null default 0,
  instructor_name text,
  instructor_avatar_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  _xid bigint not null default 0,
  -- The creator's affiliate rate (06_payments.sql), a synced course field pushed like the others.
  affiliate_percent smallint not null default 0
    constraint courses_affiliate_percent_range check (affiliate_percent between 0 and 30),
  -- The language the course is taught in: the catalogue filters by it and lists the learner's language first.
  language text not null default 'en'
    constraint courses_language_shipped check (language in ('en', 'sw', 'fr', 'ar', 'pt', 'ha', 'yo', 'ig', 'am', 'zu')),
  -- A price above about 21.47 million would overflow orders.amount_minor (an integer of minor units): 1,000,000 in the
  -- course's currency is 100,000,000 minor units, well inside. The course form says the same (COURSE_PRICE_MAX).
  constraint courses_price_bounded check (price <= 1000000)
);
alter table public.courses enable row level security;

create table public.course_modules (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references public.courses (id) on delete cascade,
  title text not null constraint course_modules_title_not_blank check (btrim(title) <> ''),
  order_index integer not null default 0,
  created_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  _xid bigint not null default 0
);
alter table public.course_modules enable row level security;

create table public.lessons (
  id uuid primary key default gen_random_uuid(),
  module_id uuid not null references public.course_modules (id) on delete cascade,
  title text not null constraint lessons_title_min_length check (char_length(btrim(title)) >= 3),
  content text,
  video_url text constraint lessons_video_url_valid check (private.is_valid_url(video_url)),
  duration integer not null default 0 constraint lessons_duration_not_negative check (duration >= 0),
  is_free boolean not null default false,
  order_index integer not null default 0,
  created_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  _xid bigint not null default 0
);
alter table public.lessons enable row level security;

create table public.enrollments (
  id uuid primary key default gen_random_uuid(),
  student_id uuid not null references public.profiles (id) on delete cascade,
  course_id uuid not null references public.courses (id) on delete cascade,
  enrolled_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  _xid bigint not null default 0,
  constraint enrollments_student_course_unique unique (student_id, course_id)
);
alter table public.enrollments enable row level security;

create table public.lesson_progress (
  id uuid primary key default gen_random_uuid(),
  student_id uuid not null references public.profiles (id) on delete cascade,
  lesson_id uuid not null references public.lessons (id) on delete cascade,
  course_id uuid references public.courses (id) on delete cascade,
  completed_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  _xid bigint not null default 0,
  constraint lesson_progress_student_lesson_unique unique (student_id, lesson_id)
);
alter table public.lesson_progress enable row level security;

-- Indexes

create index courses_sync_idx on public.courses (_xid, id);
create index courses_instructor_idx on public.courses (instructor_id);
create index courses_status_idx on public.courses (status, created_at desc);
create index course_modules_sync_idx on public.course_modules (_xid, id);
create index course_modules_course_idx on public.course_modules (course_id, order_index);
create index lessons_sync_idx on public.lessons (_xid, id);
create index lessons_module_idx on public.lessons (module_id, order_index);
create index enrollments_sync_idx on public.enrollments (_xid, id);
create index enrollments_course_idx on public.enrollments (course_id);
create index lesson_progress_sync_idx on public.lesson_progress (_xid, id);
create index lesson_progress_lesson_idx on public.lesson_progress (lesson_id);
create index lesson_progress_course_idx on public.lesson_progress (course_id);
create index enrollments_student_sync_idx on public.enrollments (student_id, _xid, id);
create index lesson_progress_student_sync_idx on public.lesson_progress (student_id, _xid, id);
create index course_modules_course_sync_idx on public.course_modules (course_id, _xid, id);
create index lessons_module_sync_idx on public.lessons (module_id, _xid, id);

-- The browsing windows of a device's catalogue: the newest and the most popular published courses.
create index courses_published_newest_idx on public.courses (created_at desc, id desc)
  where status = 'published' and not _deleted;

create index courses_published_popular_idx on public.courses (total_students desc, id desc)
  where status = 'published' and not _deleted;

create index enrollments_course_newest_idx on public.enrollments (course_id, enrolled_at desc, id desc)
  where not _deleted;

-- Functions

create or replace function private.prepare_course() returns trigger
language plpgsql security invoker set search_path = public as $$
declare
  caller_is_device boolean := current_user in ('anon', 'authenticated');
begin
  if tg_op = 'INSERT' then
    new.total_students := 0;
    new.total_duration := 0;
    new.average_rating := null;
  elsif caller_is_device then
    new.total_students := old.total_students;
    new.total_duration := old.total_duration;
    new.average_rating := old.average_rating;
    new.created_at := old.created_at;
  end if;
  if tg_op = 'INSERT' or new.instructor_id is distinct from old.instructor_id then
    select p.full_name, p.avatar_url into new.instructor_name, new.instructor_avatar_url
    from private.profile_card(new.instructor_id) p;
  elsif caller_is_device then
    new.instructor_name := old.instructor_name;
    new.instructor_avatar_url := old.instructor_avatar_url;
  end if;
  if new.status = 'published' and (tg_op = 'INSERT' or old.status is distinct from 'published')
     and not private.course_has_modules(new.id) then
    raise exception 'A course needs at least one module before it can be published'
      using errcode = '23514', hint = 'Add a module to the course, then publish it.';
  end if;
  return new;
end
$$;

create or replace function private.course_has_modules(_course_id uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (select 1 from public.course_modules where course_id = _course_id and not _deleted)
$$;

create or replace function private.refresh_course_totals(_course_id uuid) returns void
language sql security definer set search_path = public as $$
  update public.courses c set
    total_students = (select count(*) from public.enrollments e where e.course_id = c.id and not e._deleted),
    total_duration = (
      select coalesce(sum(l.duration), 0) from public.lessons l
      join public.course_modules m on m.id = l.module_id
      where m.course_id = c.id and not l._deleted and not m._deleted
    )
  where c.id = _course_id
    and (c.total_students, c.total_duration) is distinct from (
      (select count(*) from public.enrollments e where e.course_id = c.id and not e._deleted),
      (select coalesce(sum(l.duration), 0) from public.lessons l
         join public.course_modules m on m.id = l.module_id
         where m.course_id = c.id and not l._deleted and not m._deleted)
    )
$$;

create or replace function private.on_enrollment_change() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then perform private.refresh_course_totals(old.course_id); end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.course_id is distinct from old.course_id
      or new._deleted is distinct from old._deleted) then
    perform private.refresh_course_totals(new.course_id);
  end if;
  return null;
end
$$;

create or replace function private.on_lesson_change() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.refresh_course_totals((select course_id from public.course_modules where id = old.module_id));
  end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.module_id is distinct from old.module_id) then
    perform private.refresh_course_totals((select course_id from public.course_modules where id = new.module_id));
  end if;
  return null;
end
$$;

create or replace function private.on_module_change() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if tg_op = 'UPDATE' and new._deleted is distinct from old._deleted then
    perform private.refresh_course_totals(new.course_id);
  end if;
  return null;
end
$$;

-- lesson_progress.course_id is derived from the lesson, whatever the device sent.
create or replace function private.prepare_lesson_progress() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  select m.course_id into new.course_id
  from public.lessons l join public.course_modules m on m.id = l.module_id
  where l.id = new.lesson_id;
  return new;
end
$$;

create or replace function private.is_course_instructor(_course_id uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (select 1 from public.courses where id = _course_id and instructor_id = auth.uid())
$$;

create or replace function private.is_course_published(_course_id uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (select 1 from public.courses where id = _course_id and status = 'published' and not _deleted)
$$;

create or replace function private.is_enrolled(_course_id uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (
    select 1 from public.enrollments
    where course_id = _course_id and student_id = auth.uid() and not _deleted
  )
$$;

-- Lesson bodies: the instructor, enrolled students, and free previews of published courses.
create or replace function private.lesson_course_id(_module_id uuid) returns uuid
language sql stable security definer set search_path = public as $$
  select course_id from public.course_modules where id = _module_id
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

-- A device may not enrol itself in a paid course (trigger enrollments_free_courses_only, on insert and on update of
-- course_id and _deleted): the enrolment follows the verified payment (private.grant_paid_enrollment), and a buyer who
-- holds a paid order may enrol again.
create or replace function private.refuse_self_enrollment_in_paid_course() returns trigger
language plpgsql security invoker set search_path = public as $$
declare
  _price numeric;
begin
  if new.student_id is distinct from auth.uid() or new._deleted then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.course_id = old.course_id and not old._deleted then
    return new;
  end if;
  select price into _price from public.courses where id = new.course_id;
  if (_price is null or _price > 0) and not private.holds_paid_order(new.student_id, new.course_id) then
    raise exception 'A paid course is enrolled in by buying it'
      using errcode = '42501', hint = 'Buy the course on its page: the enrolment follows the verified payment.';
  end if;
  return new;
end
$$;

-- A course that becomes visible to others touches its modules and lessons, so rows that RLS hid
-- from an earlier pull sort above the checkpoints devices hold; one that stops being visible sends
-- its course, modules and lessons as removals to everyone but its instructor.
create or replace function private.on_course_visibility_change() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  was_visible boolean := old.status = 'published' and not old._deleted;
  is_visible boolean := new.status = 'published' and not new._deleted;
begin
  if is_visible and not was_visible then
    update public.course_modules set _deleted = _deleted where course_id = new.id;
    update public.lessons l set _deleted = l._deleted
      from public.course_modules m where m.id = l.module_id and m.course_id = new.id;
  elsif was_visible and not is_visible then
    insert into private.sync_removals (table_name, row_id, except_user_id)
      select 'courses', new.id, new.instructor_id
      union all
      select 'course_modules', m.id, new.instructor_id from public.course_modules m where m.course_id = new.id
      union all
      select 'lessons', l.id, new.instructor_id
      from public.lessons l join public.course_modules m on m.id = l.module_id where m.course_id = new.id;
  end if;
  return null;
end
$$;

-- An ended enrolment takes the course's lessons out of the student's scope (unless they teach it).
create or replace function private.on_enrollment_scope_exit() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if (tg_op = 'DELETE' and not old._deleted) or (tg_op = 'UPDATE' and new._deleted and not old._deleted) then
    insert into private.sync_removals (table_name, row_id, user_id)
    select 'lessons', l.id, old.student_id
    from public.lessons l
    join public.course_modules m on m.id = l.module_id
    join public.courses c on c.id = m.course_id
    where m.course_id = old.course_id and c.instructor_id is distinct from old.student_id;
  end if;
  return null;
end
$$;

-- A module others may read: live, in a published live course.
create or replace function private.is_module_live(_module_id uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (
    select 1 from public.course_modules m join public.courses c on c.id = m.course_id
    where m.id = _module_id and not m._deleted and c.status = 'published' and not c._deleted
  )
$$;

-- A deleted module takes its lessons with it (for everyone but the instructor); a restored one brings them back.
create or replace function private.on_module_soft_delete() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  _instructor uuid := (select c.instructor_id from public.courses c where c.id = new.course_id);
begin
  if new._deleted and not old._deleted then
    insert into private.sync_removals (table_name, row_id, except_user_id)
    select 'course_modules', new.id, _instructor
    union all
    select 'lessons', l.id, _instructor from public.lessons l where l.module_id = new.id;
  elsif old._deleted and not new._deleted then
    update public.lessons set _deleted = _deleted where module_id = new.id;
  end if;
  return null;
end
$$;

create or replace function private.on_lesson_soft_delete() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if new._deleted and not old._deleted then
    insert into private.sync_removals (table_name, row_id, except_user_id)
    select 'lessons', new.id, c.instructor_id
    from public.course_modules m join public.courses c on c.id = m.course_id where m.id = new.module_id;
  end if;
  return null;
end
$$;

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

-- Triggers

create trigger courses_touch_sync before insert or update on public.courses
  for each row execute function private.touch_sync_columns();

create trigger course_modules_touch_sync before insert or update on public.course_modules
  for each row execute function private.touch_sync_columns();

create trigger lessons_touch_sync before insert or update on public.lessons
  for each row execute function private.touch_sync_columns();

create trigger enrollments_touch_sync before insert or update on public.enrollments
  for each row execute function private.touch_sync_columns();

create trigger lesson_progress_touch_sync before insert or update on public.lesson_progress
  for each row execute function private.touch_sync_columns();

create trigger courses_touch_updated_at before update on public.courses
  for each row execute function private.touch_updated_at();

create trigger courses_prepare before insert or update on public.courses
  for each row execute function private.prepare_course();

create trigger enrollments_course_totals after insert or update or delete on public.enrollments
  for each row execute function private.on_enrollment_change();

create trigger lessons_course_totals after insert or update or delete on public.lessons
  for each row execute function private.on_lesson_change();

create trigger course_modules_course_totals after update on public.course_modules
  for each row execute function private.on_module_change();

create trigger lesson_progress_prepare before insert or update of lesson_id, course_id on public.lesson_progress
  for each row execute function private.prepare_lesson_progress();

create trigger enrollments_free_courses_only before insert or update of course_id, _deleted on public.enrollments
  for each row when (current_user in ('anon', 'authenticated'))
  execute function private.refuse_self_enrollment_in_paid_course();

create trigger courses_visibility_change after update of status, _deleted on public.courses
  for each row execute function private.on_course_visibility_change();

create trigger enrollments_scope_exit after update of _deleted or delete on public.enrollments
  for each row execute function private.on_enrollment_scope_exit();

create trigger course_modules_soft_delete after update of _deleted on public.course_modules
  for each row execute function private.on_module_soft_delete();

create trigger lessons_soft_delete after update of _deleted on public.lessons
  for each row execute function private.on_lesson_soft_delete();

-- Named to run before lesson_progress_prepare (BEFORE triggers fire in name order).
create trigger lesson_progress_guard before insert or update on public.lesson_progress
  for each row execute function private.guard_lesson_progress();

-- Policies

create policy courses_insert_own on public.courses for insert to authenticated
  with check (
    instructor_id = (select auth.uid())
    and ((select private.has_role('instructor')) or (select private.has_role('creator')) or (select private.is_admin()))
  );

create policy courses_update_own on public.courses for update to authenticated
  using (instructor_id = (select auth.uid())) with check (instructor_id = (select auth.uid()));

create policy courses_delete_own on public.courses for delete to authenticated
  using (instructor_id = (select auth.uid()));

create policy course_modules_write on public.course_modules for all to authenticated
  using (private.is_course_instructor(course_id)) with check (private.is_course_instructor(course_id));

create policy lessons_write on public.lessons for all to authenticated
  using (private.is_course_instructor(private.lesson_course_id(module_id)))
  with check (private.is_course_instructor(private.lesson_course_id(module_id)));

-- Owner-only tables.
create policy enrollments_own on public.enrollments for all to authenticated
  using (student_id = (select auth.uid()))
  with check (student_id = (select auth.uid()) and private.is_course_published(course_id));

create policy courses_select on public.courses for select to anon, authenticated
  using ((status = 'published' and not _deleted) or instructor_id = (select auth.uid()) or (select private.is_admin()));

create policy course_modules_select on public.course_modules for select to anon, authenticated
  using (
    (not _deleted and private.is_course_published(course_id))
    or private.is_course_instructor(course_id) or (select private.is_admin())
  );

create policy lessons_select on public.lessons for select to anon, authenticated
  using (
    private.is_course_instructor(private.lesson_course_id(module_id))
    or (select private.is_admin())
    or (not _deleted and private.is_module_live(module_id)
        and (is_free or private.is_enrolled(private.lesson_course_id(module_id))))
  );

create policy lesson_progress_select_own on public.lesson_progress for select to authenticated
  using (student_id = (select auth.uid()));

create policy lesson_progress_insert_own on public.lesson_progress for insert to authenticated
  with check (student_id = (select auth.uid()) and (_deleted or private.can_read_lesson(lesson_id)));

create policy lesson_progress_update_own on public.lesson_progress for update to authenticated
  using (student_id = (select auth.uid()))
  with check (student_id = (select auth.uid()) and (_deleted or private.can_read_lesson(lesson_id)));

create policy lesson_progress_delete_own on public.lesson_progress for delete to authenticated
  using (student_id = (select auth.uid()));
