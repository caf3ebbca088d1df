-- Row-level security for every table (ARCHITECTURE §9) and the grants for anon and authenticated.

alter table public.profiles enable row level security;
alter table public.user_roles enable row level security;
alter table public.courses enable row level security;
alter table public.course_modules enable row level security;
alter table public.lessons enable row level security;
alter table public.enrollments enable row level security;
alter table public.lesson_progress enable row level security;
alter table public.discussions enable row level security;
alter table public.automation_workflows enable row level security;
alter table public.tech_connections enable row level security;
alter table public.api_keys enable row level security;
alter table public.instructor_applications enable row level security;
alter table public.affiliate_applications enable row level security;
alter table public.contact_messages enable row level security;

grant select, insert, update, delete on all tables in schema public to anon, authenticated, service_role;
grant execute on all functions in schema public to anon, authenticated, service_role;

create or replace function public.is_admin() returns boolean
language sql stable security definer set search_path = public as $$
  select public.has_role('admin') or public.has_role('superadmin')
$$;

-- Profiles: owners read and edit their own; admins read all. Others see public_profiles only.
create policy profiles_select_own on public.profiles for select to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()));
create policy profiles_insert_own on public.profiles for insert to authenticated
  with check (id = (select auth.uid()));
create policy profiles_update_own on public.profiles for update to authenticated
  using (id = (select auth.uid())) with check (id = (select auth.uid()));

-- Roles: users read their own; only a superadmin grants or revokes.
create policy user_roles_select on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()) or (select public.has_role('superadmin')));
create policy user_roles_insert_superadmin on public.user_roles for insert to authenticated
  with check ((select public.has_role('superadmin')));
create policy user_roles_update_superadmin on public.user_roles for update to authenticated
  using ((select public.has_role('superadmin'))) with check ((select public.has_role('superadmin')));
create policy user_roles_delete_superadmin on public.user_roles for delete to authenticated
  using ((select public.has_role('superadmin')));

-- Courses: anyone reads published ones; instructors and creators write their own.
create policy courses_select on public.courses for select to anon, authenticated
  using (status = 'published' or instructor_id = (select auth.uid()) or (select public.is_admin()));
create policy courses_insert_own on public.courses for insert to authenticated
  with check (
    instructor_id = (select auth.uid())
    and ((select public.has_role('instructor')) or (select public.has_role('creator')) or (select public.is_admin()))
  );
create policy courses_update_own on public.courses for update to authenticated
  using (instructor_id = (select auth.uid())) with check (instructor_id = (select auth.uid()));
create policy courses_delete_own on public.courses for delete to authenticated
  using (instructor_id = (select auth.uid()));

create or replace function public.is_course_instructor(_course_id uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (select 1 from public.courses where id = _course_id and instructor_id = auth.uid())
$$;

create or replace function public.is_course_published(_course_id uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (select 1 from public.courses where id = _course_id and status = 'published' and not _deleted)
$$;

create or replace function public.is_enrolled(_course_id uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (
    select 1 from public.enrollments
    where course_id = _course_id and student_id = auth.uid() and not _deleted
  )
$$;

create policy course_modules_select on public.course_modules for select to anon, authenticated
  using (public.is_course_published(course_id) or public.is_course_instructor(course_id) or (select public.is_admin()));
create policy course_modules_write on public.course_modules for all to authenticated
  using (public.is_course_instructor(course_id)) with check (public.is_course_instructor(course_id));

-- Lesson bodies: the instructor, enrolled students, and free previews of published courses.
create or replace function public.lesson_course_id(_module_id uuid) returns uuid
language sql stable security definer set search_path = public as $$
  select course_id from public.course_modules where id = _module_id
$$;

create policy lessons_select on public.lessons for select to anon, authenticated
  using (
    public.is_course_instructor(public.lesson_course_id(module_id))
    or (public.is_course_published(public.lesson_course_id(module_id))
        and (is_free or public.is_enrolled(public.lesson_course_id(module_id))))
    or (select public.is_admin())
  );
create policy lessons_write on public.lessons for all to authenticated
  using (public.is_course_instructor(public.lesson_course_id(module_id)))
  with check (public.is_course_instructor(public.lesson_course_id(module_id)));

-- Owner-only tables.
create policy enrollments_own on public.enrollments for all to authenticated
  using (student_id = (select auth.uid()))
  with check (student_id = (select auth.uid()) and public.is_course_published(course_id));
create policy lesson_progress_own on public.lesson_progress for all to authenticated
  using (student_id = (select auth.uid())) with check (student_id = (select auth.uid()));
create policy automation_workflows_own on public.automation_workflows for all to authenticated
  using (creator_id = (select auth.uid())) with check (creator_id = (select auth.uid()));
create policy tech_connections_own on public.tech_connections for all to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy api_keys_own on public.api_keys for all to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

-- Discussions: everyone reads; authors write their own; admins moderate.
create policy discussions_select on public.discussions for select to anon, authenticated using (true);
create policy discussions_insert_own on public.discussions for insert to authenticated
  with check (author_id = (select auth.uid()));
create policy discussions_update on public.discussions for update to authenticated
  using (author_id = (select auth.uid()) or (select public.is_admin()))
  with check (author_id = (select auth.uid()) or (select public.is_admin()));
create policy discussions_delete on public.discussions for delete to authenticated
  using (author_id = (select auth.uid()) or (select public.is_admin()));

-- Applications: insert own; the applicant and admins read.
create policy instructor_applications_insert_own on public.instructor_applications for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy instructor_applications_select on public.instructor_applications for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy instructor_applications_update_admin on public.instructor_applications for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy affiliate_applications_insert_own on public.affiliate_applications for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy affiliate_applications_select on public.affiliate_applications for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy affiliate_applications_update_admin on public.affiliate_applications for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- Contact messages: anyone may write (signed-in users only as themselves); admins read.
create policy contact_messages_insert on public.contact_messages for insert to anon, authenticated
  with check (user_id is null or user_id = (select auth.uid()));
create policy contact_messages_select_admin on public.contact_messages for select to authenticated
  using ((select public.is_admin()));
