-- Owns people: profiles (created by a trigger on auth.users), their roles (user_roles, mirrored sorted into
-- profiles.roles so devices read role gating from their own row), the instructor and affiliate applications and their
-- review, contact messages, and the public_profiles card other people see.

-- Tables

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text,
  email text,
  bio text,
  country text,
  skills text[] not null default '{}',
  rating numeric(3, 2),
  avatar_url text constraint profiles_avatar_url_valid check (private.is_valid_url(avatar_url)),
  created_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  _xid bigint not null default 0,
  -- Kept by the server (04_xp.sql from the ledger, roles from user_roles); a device's copy only reads them.
  xp_total integer not null default 0,
  level integer not null default 1,
  roles text[] not null default '{}',
  -- The learner's interface language, so it follows them to a new phone: null until they pick one. One of the ten
  -- languages Maarifa ships (src/lib/i18n/locales.ts).
  language text
    constraint profiles_language_shipped check (language in ('en', 'sw', 'fr', 'ar', 'pt', 'ha', 'yo', 'ig', 'am', 'zu'))
);
alter table public.profiles enable row level security;

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
alter table public.user_roles enable row level security;

-- Outbox tables: written once by devices, read by admins.
create table public.instructor_applications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  full_name text not null constraint instructor_applications_full_name_not_blank check (btrim(full_name) <> ''),
  email text not null constraint instructor_applications_email_valid check (private.is_valid_email(email)),
  phone text,
  expertise text not null constraint instructor_applications_expertise_not_blank check (btrim(expertise) <> ''),
  experience text not null constraint instructor_applications_experience_not_blank check (btrim(experience) <> ''),
  course_topics text not null constraint instructor_applications_course_topics_not_blank check (btrim(course_topics) <> ''),
  linkedin_url text constraint instructor_applications_linkedin_url_valid check (private.is_valid_url(linkedin_url)),
  portfolio_url text constraint instructor_applications_portfolio_url_valid check (private.is_valid_url(portfolio_url)),
  why_teach text not null constraint instructor_applications_why_teach_not_blank check (btrim(why_teach) <> ''),
  status text not null default 'pending',
  created_at timestamptz not null default now(),
  review_note text,
  reviewed_by uuid references public.profiles (id) on delete set null,
  reviewed_at timestamptz,
  -- A change marker for the my_applications read model (no _deleted: applications are never withdrawn).
  _modified timestamptz not null default clock_timestamp(),
  _xid bigint not null default 0,
  constraint instructor_applications_status_valid
    check (status in ('pending', 'approved', 'declined'))
);
alter table public.instructor_applications enable row level security;

create table public.affiliate_applications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  full_name text not null constraint affiliate_applications_full_name_not_blank check (btrim(full_name) <> ''),
  email text not null constraint affiliate_applications_email_valid check (private.is_valid_email(email)),
  phone text,
  platform_type text not null constraint affiliate_applications_platform_type_not_blank check (btrim(platform_type) <> ''),
  audience_size text not null constraint affiliate_applications_audience_size_not_blank check (btrim(audience_size) <> ''),
  niche text not null constraint affiliate_applications_niche_not_blank check (btrim(niche) <> ''),
  website_url text constraint affiliate_applications_website_url_valid check (private.is_valid_url(website_url)),
  social_media_urls text,
  marketing_experience text not null
    constraint affiliate_applications_marketing_experience_not_blank check (btrim(marketing_experience) <> ''),
  why_affiliate text not null constraint affiliate_applications_why_affiliate_not_blank check (btrim(why_affiliate) <> ''),
  status text not null default 'pending',
  created_at timestamptz not null default now(),
  review_note text,
  reviewed_by uuid references public.profiles (id) on delete set null,
  reviewed_at timestamptz,
  _modified timestamptz not null default clock_timestamp(),
  _xid bigint not null default 0,
  constraint affiliate_applications_status_valid
    check (status in ('pending', 'approved', 'declined'))
);
alter table public.affiliate_applications enable row level security;

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references public.profiles (id) on delete set null,
  first_name text not null constraint contact_messages_first_name_not_blank check (btrim(first_name) <> ''),
  last_name text not null default '',
  email text not null constraint contact_messages_email_valid check (private.is_valid_email(email)),
  subject text not null constraint contact_messages_subject_not_blank check (btrim(subject) <> ''),
  message text not null constraint contact_messages_message_not_blank check (btrim(message) <> ''),
  created_at timestamptz not null default now()
);
alter table public.contact_messages enable row level security;

-- Indexes

create index profiles_sync_idx on public.profiles (_xid, id);
create index user_roles_sync_idx on public.user_roles (_xid, id);
create index instructor_applications_user_idx on public.instructor_applications (user_id);
create index affiliate_applications_user_idx on public.affiliate_applications (user_id);
create index contact_messages_created_idx on public.contact_messages (created_at desc);
create index profiles_xp_total_idx on public.profiles (xp_total desc, id);
create index instructor_applications_user_xid_idx on public.instructor_applications (user_id, _xid);
create index affiliate_applications_user_xid_idx on public.affiliate_applications (user_id, _xid);
create index user_roles_user_sync_idx on public.user_roles (user_id, _xid, id);
create index profiles_search_name_trgm_idx on public.profiles using gin (full_name extensions.gin_trgm_ops) where not _deleted;
create index profiles_search_email_trgm_idx on public.profiles using gin (email extensions.gin_trgm_ops) where not _deleted;
create index profiles_newest_idx on public.profiles (created_at desc, id) where not _deleted;

-- Views

-- A public card (name, avatar) of any user, for screens that show other people.
create view public.public_profiles with (security_barrier = true) as
  select id, full_name, avatar_url from public.profiles where not _deleted;

-- Functions

create or replace function private.has_role(_role text, _user_id uuid default null) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (
    select 1 from public.user_roles
    where user_id = coalesce(_user_id, auth.uid()) and role = _role and not _deleted
  )
$$;

-- A sign-up's full name (auth metadata, any length) becomes the profile's: cut to the profile's limit rather than
-- failing the sign-up.
create or replace function private.handle_new_user() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  insert into public.profiles (id, email, full_name)
  values (new.id, new.email, left(nullif(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', '')), ''), 100))
  on conflict (id) do nothing;
  insert into public.user_roles (user_id, role) values (new.id, 'learner') on conflict (user_id, role) do nothing;
  return new;
end
$$;

create or replace function private.handle_user_email_change() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  update public.profiles set email = new.email where id = new.id and email is distinct from new.email;
  return new;
end
$$;

create or replace function private.protect_profile_columns() returns trigger
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

-- Both helpers read past RLS on purpose: the trigger runs as the device's role.
create or replace function private.profile_card(_id uuid)
returns table (full_name text, avatar_url text)
language sql stable security definer set search_path = public as $$
  select full_name, avatar_url from public.profiles where id = _id
$$;

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

create or replace function private.is_admin() returns boolean
language sql stable security definer set search_path = public as $$
  select private.has_role('admin') or private.has_role('superadmin')
$$;

-- Role revocations must reach devices, which learn roles only by pulling user_roles: a superadmin's DELETE
-- becomes a soft delete (a tombstone that sync_pull delivers). Re-granting is an upsert setting _deleted = false.
create or replace function private.soft_delete_user_role() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  update public.user_roles set _deleted = true where id = old.id and not _deleted;
  return null;
end
$$;

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

create or replace function private.active_roles(_user_id uuid) returns text[]
language sql stable security definer set search_path = public as $$
  select coalesce(array_agg(r.role order by r.role), '{}')
  from public.user_roles r where r.user_id = _user_id and not r._deleted
$$;

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

create or replace function private.is_admin_user(_user uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (select 1 from public.user_roles r where r.user_id = _user and r.role in ('admin', 'superadmin') and not r._deleted)
$$;

-- Triggers

create trigger profiles_touch_sync before insert or update on public.profiles
  for each row execute function private.touch_sync_columns();

create trigger user_roles_touch_sync before insert or update on public.user_roles
  for each row execute function private.touch_sync_columns();

create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.handle_new_user();

create trigger on_auth_user_email_changed after update of email on auth.users
  for each row execute function private.handle_user_email_change();

create trigger profiles_protect_columns before update on public.profiles
  for each row execute function private.protect_profile_columns();

create trigger profiles_propagate_card after update on public.profiles
  for each row execute function private.propagate_profile_card();

-- Only requests (anon/authenticated) are turned into soft deletes; cascades and admin scripts delete for real.
create trigger user_roles_soft_delete before delete on public.user_roles
  for each row when (current_user in ('anon', 'authenticated'))
  execute function private.soft_delete_user_role();

create trigger instructor_applications_prepare before insert or update on public.instructor_applications
  for each row execute function private.prepare_application();

create trigger affiliate_applications_prepare before insert or update on public.affiliate_applications
  for each row execute function private.prepare_application();

create trigger profiles_keep_standing before insert or update on public.profiles
  for each row execute function private.keep_profile_standing();

create trigger user_roles_profile_roles after insert or delete or update of role, user_id, _deleted on public.user_roles
  for each row execute function private.refresh_profile_roles();

create trigger instructor_applications_touch_sync before insert or update on public.instructor_applications
  for each row execute function private.touch_sync_columns();

create trigger affiliate_applications_touch_sync before insert or update on public.affiliate_applications
  for each row execute function private.touch_sync_columns();

-- Policies

-- Profiles: owners read and edit their own; admins read all. Others see public_profiles only.
create policy profiles_select_own on public.profiles for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));

create policy profiles_insert_own on public.profiles for insert to authenticated
  with check (id = (select auth.uid()));

create policy profiles_update_own on public.profiles for update to authenticated
  using (id = (select auth.uid())) with check (id = (select auth.uid()));

-- Roles: users read their own; only a superadmin grants or revokes.
create policy user_roles_select on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()) or (select private.has_role('superadmin')));

create policy user_roles_insert_superadmin on public.user_roles for insert to authenticated
  with check ((select private.has_role('superadmin')));

create policy user_roles_update_superadmin on public.user_roles for update to authenticated
  using ((select private.has_role('superadmin'))) with check ((select private.has_role('superadmin')));

create policy user_roles_delete_superadmin on public.user_roles for delete to authenticated
  using ((select private.has_role('superadmin')));

-- Applications: insert own; the applicant and admins read.
create policy instructor_applications_insert_own on public.instructor_applications for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy instructor_applications_select on public.instructor_applications for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create policy instructor_applications_update_admin on public.instructor_applications for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

create policy affiliate_applications_insert_own on public.affiliate_applications for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy affiliate_applications_select on public.affiliate_applications for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create policy affiliate_applications_update_admin on public.affiliate_applications for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- Contact messages: anyone may write (signed-in users only as themselves); admins read.
create policy contact_messages_insert on public.contact_messages for insert to anon, authenticated
  with check (user_id is null or user_id = (select auth.uid()));

create policy contact_messages_select_admin on public.contact_messages for select to authenticated
  using ((select private.is_admin()));
