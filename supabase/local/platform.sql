-- The slice of Supabase's own schema that our migrations rely on, for PGlite and plain PostgreSQL.
-- A hosted Supabase project already has all of this; every statement here is idempotent so it can
-- run on each start, and roles (cluster-wide on PostgreSQL) are created only when missing.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
exception
  -- Another database on the same cluster created the role at the same moment.
  when duplicate_object or unique_violation then null;
end
$$;

create schema if not exists auth;
create schema if not exists extensions;
create schema if not exists supabase_migrations;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255) default '',
  confirmation_sent_at timestamptz,
  recovery_token varchar(255) default '',
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255) default '',
  email_change varchar(255) default '',
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb default '{}'::jsonb,
  raw_user_meta_data jsonb default '{}'::jsonb,
  is_super_admin boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  phone text,
  phone_confirmed_at timestamptz,
  confirmed_at timestamptz,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_key on auth.users (lower(email));

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid references auth.sessions (id) on delete cascade,
  revoked boolean not null default false,
  parent varchar(255),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One-time tokens for confirmation and recovery mails; only the hash is kept.
create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null,
  token_hash text not null,
  otp_hash text not null,
  created_at timestamptz not null default now()
);
-- Wrong codes tried against this token; the local backend deletes it at OTP_MAX_ATTEMPTS. Added separately so that
-- data folders made before the column existed gain it on their next start.
alter table auth.one_time_tokens add column if not exists attempts integer not null default 0;
-- GoTrue's own column: the address the token was sent to.
alter table auth.one_time_tokens add column if not exists relates_to text not null default '';

-- As in GoTrue, an identity's email is computed from its identity_data; data folders made before it was are converted.
do $$
begin
  if exists (select 1 from pg_attribute where attrelid = 'auth.identities'::regclass and attname = 'email' and attgenerated = '') then
    alter table auth.identities drop column email;
  end if;
  if not exists (select 1 from pg_attribute where attrelid = 'auth.identities'::regclass and attname = 'email' and not attisdropped) then
    alter table auth.identities add column email text generated always as (lower(identity_data ->> 'email')) stored;
  end if;
end
$$;

create or replace function auth.uid() returns uuid
language sql stable as $$
  select nullif(
    coalesce(
      current_setting('request.jwt.claim.sub', true),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
    ), '')::uuid
$$;

create or replace function auth.role() returns text
language sql stable as $$
  select nullif(
    coalesce(
      current_setting('request.jwt.claim.role', true),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
    ), '')::text
$$;

create or replace function auth.email() returns text
language sql stable as $$
  select nullif(
    coalesce(
      current_setting('request.jwt.claim.email', true),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
    ), '')::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$$;

grant usage on schema auth to anon, authenticated, service_role;
grant execute on all functions in schema auth to anon, authenticated, service_role;
grant usage on schema public to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;

-- The same bookkeeping tables the Supabase CLI keeps, so `supabase db push` and this server agree.
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);

-- Supabase Realtime's database side (Broadcast from the database, Realtime Authorization). A hosted project keeps
-- messages in a partitioned realtime.messages that its Realtime server reads by logical replication; here send() only
-- NOTIFYs, which PostgreSQL delivers after commit (never for a rolled-back transaction), and server.ts's
-- /realtime/v1/websocket relays it. realtime.messages is kept for the authorization probe: a private join inserts a
-- row of the topic, selects it as the user under RLS, and rolls back, as hosted Realtime does.
create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
);
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

create or replace function realtime.topic() returns text
language sql stable as $$
  select nullif(current_setting('realtime.topic', true), '')::text
$$;

create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true) returns void
language plpgsql as $$
declare
  _id uuid := gen_random_uuid();
begin
  begin
    perform set_config('realtime.topic', topic, true);
    perform pg_notify('maarifa_realtime', jsonb_build_object(
      'topic', topic, 'event', event, 'private', private,
      'payload', case when payload ? 'id' then payload else payload || jsonb_build_object('id', _id) end)::text);
  exception when others then
    raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end
$$;
grant execute on function realtime.topic() to anon, authenticated, service_role;
