-- Maarifa tables, constraints (spec §5), indexes and the triggers that keep derived and sync columns.
-- Plain Supabase SQL: relies only on auth.users, auth.uid() and the anon/authenticated roles.

-- ---------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------

-- Spec §5 checks URLs "valid or empty"; empty is stored as null, so only null or http(s) passes.
create or replace function public.is_valid_url(value text) returns boolean
language sql immutable as $$
  select value is null or value ~* '^https?://[^\s/$.?#][^\s]*$'
$$;

create or replace function public.is_valid_email(value text) returns boolean
language sql immutable as $$
  select value is null or value ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'
$$;

-- Sync columns: _xid is the commit-safe change marker that sync_pull orders by (PROTOCOL.md).
create or replace function public.touch_sync_columns() returns trigger
language plpgsql as $$
begin
  new._modified := clock_timestamp();
  new._xid := pg_current_xact_id()::text::bigint;
  return new;
end
$$;

create or replace function public.touch_updated_at() returns trigger
language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  return new;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text,
  email text,
  bio text,
  country text,
  skills text[] not null default '{}',
  rating numeric(3, 2),
  avatar_url text constraint profiles_avatar_url_valid check (public.is_valid_url(avatar_url)),
  created_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  _xid bigint not null default 0
);

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  role text not null constraint user_roles_role_valid
    check (role in ('learner', 'instructor', 'creator', 'affiliate', 'ambassador', 'admin', 'superadmin')),
  created_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  _xid bigint not null default 0,
  constraint user_roles_user_role_unique unique (user_id, role)
);

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
  thumbnail_url text constraint courses_thumbnail_url_valid check (public.is_valid_url(thumbnail_url)),
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
  _xid bigint not null default 0
);

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

create table public.lessons (
  id uuid primary key default gen_random_uuid(),
  module_id uuid not null references public.course_modules (id) on delete cascade,
  title text not null constraint lessons_title_min_length check (char_length(btrim(title)) >= 3),
  content text,
  video_url text constraint lessons_video_url_valid check (public.is_valid_url(video_url)),
  duration integer not null default 0 constraint lessons_duration_not_negative check (duration >= 0),
  is_free boolean not null default false,
  order_index integer not null default 0,
  created_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  _xid bigint not null default 0
);

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

create table public.discussions (
  id uuid primary key default gen_random_uuid(),
  author_id uuid not null references public.profiles (id) on delete cascade,
  title text not null constraint discussions_title_not_blank check (btrim(title) <> ''),
  content text not null default '',
  upvotes integer not null default 0 constraint discussions_upvotes_not_negative check (upvotes >= 0),
  view_count integer not null default 0 constraint discussions_view_count_not_negative check (view_count >= 0),
  is_pinned boolean not null default false,
  tags text[] not null default '{}',
  author_name text,
  author_avatar_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  _xid bigint not null default 0
);

create table public.automation_workflows (
  id uuid primary key default gen_random_uuid(),
  creator_id uuid not null references public.profiles (id) on delete cascade,
  name text not null constraint automation_workflows_name_not_blank check (btrim(name) <> ''),
  description text,
  trigger_type text not null constraint automation_workflows_trigger_type_valid
    check (trigger_type in ('user_signup', 'user_inactive', 'course_completion', 'event_created', 'referral_success', 'time_based')),
  trigger_config jsonb not null default '{}'::jsonb
    constraint automation_workflows_trigger_config_object check (jsonb_typeof(trigger_config) = 'object'),
  actions jsonb not null default '[]'::jsonb
    constraint automation_workflows_actions_array check (jsonb_typeof(actions) = 'array'),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  _xid bigint not null default 0
);

create table public.tech_connections (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  tech_id text not null constraint tech_connections_tech_id_not_blank check (btrim(tech_id) <> ''),
  credentials jsonb not null default '{}'::jsonb
    constraint tech_connections_credentials_object check (jsonb_typeof(credentials) = 'object'),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  _xid bigint not null default 0,
  constraint tech_connections_user_tech_unique unique (user_id, tech_id)
);

-- The full key is shown once on the device and never leaves it: only its hash and last four.
create table public.api_keys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  name text not null constraint api_keys_name_not_blank check (btrim(name) <> ''),
  description text,
  api_key_hash text not null constraint api_keys_hash_is_sha256_hex check (api_key_hash ~ '^[0-9a-f]{64}$'),
  api_key_last4 text not null constraint api_keys_last4_length check (char_length(api_key_last4) = 4),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  _xid bigint not null default 0
);

-- Outbox tables: written once by devices, read by admins.
create table public.instructor_applications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  full_name text not null constraint instructor_applications_full_name_not_blank check (btrim(full_name) <> ''),
  email text not null constraint instructor_applications_email_valid check (public.is_valid_email(email)),
  phone text,
  expertise text not null constraint instructor_applications_expertise_not_blank check (btrim(expertise) <> ''),
  experience text not null constraint instructor_applications_experience_not_blank check (btrim(experience) <> ''),
  course_topics text not null constraint instructor_applications_course_topics_not_blank check (btrim(course_topics) <> ''),
  linkedin_url text constraint instructor_applications_linkedin_url_valid check (public.is_valid_url(linkedin_url)),
  portfolio_url text constraint instructor_applications_portfolio_url_valid check (public.is_valid_url(portfolio_url)),
  why_teach text not null constraint instructor_applications_why_teach_not_blank check (btrim(why_teach) <> ''),
  status text not null default 'pending' constraint instructor_applications_status_valid
    check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now()
);

create table public.affiliate_applications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  full_name text not null constraint affiliate_applications_full_name_not_blank check (btrim(full_name) <> ''),
  email text not null constraint affiliate_applications_email_valid check (public.is_valid_email(email)),
  phone text,
  platform_type text not null constraint affiliate_applications_platform_type_not_blank check (btrim(platform_type) <> ''),
  audience_size text not null constraint affiliate_applications_audience_size_not_blank check (btrim(audience_size) <> ''),
  niche text not null constraint affiliate_applications_niche_not_blank check (btrim(niche) <> ''),
  website_url text constraint affiliate_applications_website_url_valid check (public.is_valid_url(website_url)),
  social_media_urls text,
  marketing_experience text not null
    constraint affiliate_applications_marketing_experience_not_blank check (btrim(marketing_experience) <> ''),
  why_affiliate text not null constraint affiliate_applications_why_affiliate_not_blank check (btrim(why_affiliate) <> ''),
  status text not null default 'pending' constraint affiliate_applications_status_valid
    check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now()
);

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references public.profiles (id) on delete set null,
  first_name text not null constraint contact_messages_first_name_not_blank check (btrim(first_name) <> ''),
  last_name text not null default '',
  email text not null constraint contact_messages_email_valid check (public.is_valid_email(email)),
  subject text not null constraint contact_messages_subject_not_blank check (btrim(subject) <> ''),
  message text not null constraint contact_messages_message_not_blank check (btrim(message) <> ''),
  created_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------------------------------
-- Indexes: the app's queries and the (sort key, id) scans of sync_pull
-- ---------------------------------------------------------------------------------------------
create index profiles_sync_idx on public.profiles (_xid, id);
create index user_roles_sync_idx on public.user_roles (_xid, id);
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
create index discussions_sync_idx on public.discussions (_xid, id);
create index discussions_created_idx on public.discussions (created_at desc);
create index discussions_author_idx on public.discussions (author_id);
create index automation_workflows_sync_idx on public.automation_workflows (_xid, id);
create index automation_workflows_creator_idx on public.automation_workflows (creator_id, created_at desc);
create index tech_connections_sync_idx on public.tech_connections (_xid, id);
create index api_keys_sync_idx on public.api_keys (_xid, id);
create index api_keys_user_idx on public.api_keys (user_id, created_at desc);
create index instructor_applications_user_idx on public.instructor_applications (user_id);
create index affiliate_applications_user_idx on public.affiliate_applications (user_id);
create index contact_messages_created_idx on public.contact_messages (created_at desc);

-- ---------------------------------------------------------------------------------------------
-- Sync-column triggers on every synced table
-- ---------------------------------------------------------------------------------------------
do $$
declare
  t text;
begin
  foreach t in array array['profiles', 'user_roles', 'courses', 'course_modules', 'lessons', 'enrollments',
                           'lesson_progress', 'discussions', 'automation_workflows', 'tech_connections', 'api_keys']
  loop
    execute format('create trigger %I before insert or update on public.%I for each row execute function public.touch_sync_columns()',
                   t || '_touch_sync', t);
  end loop;
end
$$;

create trigger courses_touch_updated_at before update on public.courses
  for each row execute function public.touch_updated_at();
create trigger discussions_touch_updated_at before update on public.discussions
  for each row execute function public.touch_updated_at();
create trigger tech_connections_touch_updated_at before update on public.tech_connections
  for each row execute function public.touch_updated_at();

-- ---------------------------------------------------------------------------------------------
-- Roles helper (SECURITY DEFINER so policies can consult user_roles without recursing into its RLS)
-- ---------------------------------------------------------------------------------------------
create or replace function public.has_role(_role text, _user_id uuid default null) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (
    select 1 from public.user_roles
    where user_id = coalesce(_user_id, auth.uid()) and role = _role and not _deleted
  )
$$;

-- ---------------------------------------------------------------------------------------------
-- New auth users get a profile and the learner role
-- ---------------------------------------------------------------------------------------------
create or replace function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  insert into public.profiles (id, email, full_name)
  values (new.id, new.email, nullif(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', '')), ''))
  on conflict (id) do nothing;
  insert into public.user_roles (user_id, role) values (new.id, 'learner') on conflict (user_id, role) do nothing;
  return new;
end
$$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();

create or replace function public.handle_user_email_change() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  update public.profiles set email = new.email where id = new.id and email is distinct from new.email;
  return new;
end
$$;

create trigger on_auth_user_email_changed after update of email on auth.users
  for each row execute function public.handle_user_email_change();

-- ---------------------------------------------------------------------------------------------
-- Server-kept columns: devices may send them, the database decides them
-- ---------------------------------------------------------------------------------------------
create or replace function public.protect_profile_columns() returns trigger
language plpgsql as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.rating := old.rating;
    new.email := old.email;
    new.created_at := old.created_at;
  end if;
  return new;
end
$$;

create trigger profiles_protect_columns before update on public.profiles
  for each row execute function public.protect_profile_columns();

create or replace function public.prepare_course() returns trigger
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
    from public.profile_card(new.instructor_id) p;
  elsif caller_is_device then
    new.instructor_name := old.instructor_name;
    new.instructor_avatar_url := old.instructor_avatar_url;
  end if;
  -- Publishing needs content: the database refuses it, not only the button (ARCHITECTURE §9).
  if new.status = 'published' and (tg_op = 'INSERT' or old.status is distinct from 'published')
     and not public.course_has_modules(new.id) then
    raise exception 'A course needs at least one module before it can be published'
      using errcode = '23514', hint = 'Add a module to the course, then publish it.';
  end if;
  return new;
end
$$;

-- Both helpers read past RLS on purpose: the trigger runs as the device's role.
create or replace function public.profile_card(_id uuid)
returns table (full_name text, avatar_url text)
language sql stable security definer set search_path = public as $$
  select full_name, avatar_url from public.profiles where id = _id
$$;

create or replace function public.course_has_modules(_course_id uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (select 1 from public.course_modules where course_id = _course_id and not _deleted)
$$;

create trigger courses_prepare before insert or update on public.courses
  for each row execute function public.prepare_course();

-- Publishing a course makes its modules part of other users' pull scope: touch them so they sort
-- above checkpoints that devices already hold.
create or replace function public.touch_modules_on_publish() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if new.status = 'published' and old.status is distinct from 'published' then
    update public.course_modules set _deleted = _deleted where course_id = new.id;
  end if;
  return null;
end
$$;

create trigger courses_touch_modules_on_publish after update of status on public.courses
  for each row execute function public.touch_modules_on_publish();

create or replace function public.prepare_discussion() returns trigger
language plpgsql security invoker set search_path = public as $$
begin
  if tg_op = 'INSERT' or new.author_id is distinct from old.author_id then
    select p.full_name, p.avatar_url into new.author_name, new.author_avatar_url
    from public.profile_card(new.author_id) p;
  elsif current_user in ('anon', 'authenticated') then
    new.author_name := old.author_name;
    new.author_avatar_url := old.author_avatar_url;
    new.created_at := old.created_at;
  end if;
  return new;
end
$$;

create trigger discussions_prepare before insert or update on public.discussions
  for each row execute function public.prepare_discussion();

-- Denormalised names follow profile edits (this bumps _xid, so pulls deliver the new names).
create or replace function public.propagate_profile_card() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if new.full_name is distinct from old.full_name or new.avatar_url is distinct from old.avatar_url then
    update public.courses set instructor_name = new.full_name, instructor_avatar_url = new.avatar_url
      where instructor_id = new.id;
    update public.discussions set author_name = new.full_name, author_avatar_url = new.avatar_url
      where author_id = new.id;
  end if;
  return null;
end
$$;

create trigger profiles_propagate_card after update on public.profiles
  for each row execute function public.propagate_profile_card();

-- ---------------------------------------------------------------------------------------------
-- Course totals: total_students and total_duration
-- ---------------------------------------------------------------------------------------------
create or replace function public.refresh_course_totals(_course_id uuid) returns void
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

create or replace function public.on_enrollment_change() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then perform public.refresh_course_totals(old.course_id); end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.course_id is distinct from old.course_id
      or new._deleted is distinct from old._deleted) then
    perform public.refresh_course_totals(new.course_id);
  end if;
  return null;
end
$$;

create trigger enrollments_course_totals after insert or update or delete on public.enrollments
  for each row execute function public.on_enrollment_change();

create or replace function public.on_lesson_change() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform public.refresh_course_totals((select course_id from public.course_modules where id = old.module_id));
  end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.module_id is distinct from old.module_id) then
    perform public.refresh_course_totals((select course_id from public.course_modules where id = new.module_id));
  end if;
  return null;
end
$$;

create trigger lessons_course_totals after insert or update or delete on public.lessons
  for each row execute function public.on_lesson_change();

create or replace function public.on_module_change() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if tg_op = 'UPDATE' and new._deleted is distinct from old._deleted then
    perform public.refresh_course_totals(new.course_id);
  end if;
  return null;
end
$$;

create trigger course_modules_course_totals after update on public.course_modules
  for each row execute function public.on_module_change();

-- lesson_progress.course_id is derived from the lesson, whatever the device sent.
create or replace function public.prepare_lesson_progress() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  select m.course_id into new.course_id
  from public.lessons l join public.course_modules m on m.id = l.module_id
  where l.id = new.lesson_id;
  return new;
end
$$;

create trigger lesson_progress_prepare before insert or update of lesson_id, course_id on public.lesson_progress
  for each row execute function public.prepare_lesson_progress();

-- A public card (name, avatar) of any user, for screens that show other people.
create view public.public_profiles with (security_barrier = true) as
  select id, full_name, avatar_url from public.profiles where not _deleted;
