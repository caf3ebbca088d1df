-- Owns the database layout of the Supabase-layout test cluster: roles, schemas, grants and the auth/realtime objects.
--
-- This is OUR statement, in our own words, of the hosted Supabase layout that this repository's code relies on, written
-- as facts of the interface (who exists, who owns what, who may do what, which tables and columns there are). It is not
-- Supabase's SQL and is not derived from it. cluster.ts runs it once, as the bootstrap superuser supabase_admin, in
-- database postgres of a fresh initdb; every other database is a copy.
--
-- Left out, because nothing here relies on them: supautils (its reserved-role guard and privileged-extension
-- delegation; the one effect we rely on, postgres creating policies on realtime.messages, comes from the membership in
-- supabase_realtime_admin granted below), pgsodium/Vault, pg_graphql, pg_net, pg_cron, pgjwt, pgbouncer's schema,
-- storage's tables and roles, GoTrue's MFA/SSO/OAuth/audit tables and its schema_migrations, and Realtime's
-- postgres_changes machinery (realtime.subscription and friends). pg-safeupdate is stood in for by require_where
-- (require-where/), loaded the way hosted loads pg-safeupdate: for authenticator's sessions only.

-- Roles. supabase_admin (initdb's bootstrap user) is the only superuser; postgres is what customers and the CLI log in
-- as, with every power short of superuser.
create role postgres nosuperuser createrole createdb replication bypassrls login;
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit;
create role supabase_auth_admin login noinherit createrole;
create role supabase_realtime_admin nologin noinherit;
create role dashboard_user nologin createrole createdb replication;

grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role, supabase_auth_admin to postgres;
-- Stand-in for supautils' policy_grants: on hosted, postgres may create policies on realtime.messages although it does
-- not own it (supabase/schemas/09_live_doorbells.sql does). Membership in the owner gives the same.
grant supabase_realtime_admin to postgres;
grant pg_monitor, pg_read_all_data, pg_signal_backend to postgres;

alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
alter role authenticator set lock_timeout = '8s';
-- Hosted loads pg-safeupdate here, so PostgREST requests (and functions they call) cannot update or delete every row.
alter role authenticator set session_preload_libraries = 'require_where';
alter role supabase_auth_admin set search_path = auth;
alter role supabase_auth_admin set idle_in_transaction_session_timeout = 60000;
alter role postgres set search_path = "$user", public, extensions;
alter role supabase_admin set search_path = "$user", public, auth, extensions;

alter database postgres owner to postgres;
grant all on database postgres to dashboard_user;

-- public (owned by pg_database_owner, i.e. postgres): the API roles may use it, and whatever postgres or supabase_admin
-- creates there is granted to them by default. Our migrations revoke what they must not have.
grant usage on schema public to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on functions to postgres, anon, authenticated, service_role;

-- extensions: owned by postgres; the preinstalled extensions belong to supabase_admin.
create schema extensions authorization postgres;
grant usage on schema extensions to anon, authenticated, service_role;
grant all on schema extensions to dashboard_user;
create extension "uuid-ossp" with schema extensions;
create extension pgcrypto with schema extensions;
create extension pg_stat_statements with schema extensions;

create schema graphql_public;
grant usage on schema graphql_public to postgres, anon, authenticated, service_role;
create schema storage;
grant all on schema storage to postgres, dashboard_user;
grant usage on schema storage to anon, authenticated, service_role;

-- auth: the schema belongs to supabase_admin; GoTrue's role creates and owns everything in it.
create schema auth;
grant usage on schema auth to anon, authenticated, service_role;
grant all on schema auth to supabase_auth_admin, dashboard_user, postgres;

set role supabase_auth_admin;

create table auth.users (
  instance_id uuid,
  id uuid not null primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0 check (email_change_confirm_status between 0 and 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
-- An address belongs to one non-SSO user.
create unique index users_email_partial_key on auth.users (email) where is_sso_user = false;
create index users_instance_id_email_idx on auth.users (instance_id, lower(email));

create table auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid not null default gen_random_uuid() primary key,
  unique (provider_id, provider)
);

create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
create table auth.sessions (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal auth.aal_level,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);

-- user_id is text here, as in GoTrue: the tokens reach their user through their session.
create table auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);

create type auth.one_time_token_type as enum (
  'confirmation_token', 'reauthentication_token', 'recovery_token',
  'email_change_token_new', 'email_change_token_current', 'phone_change_token'
);
create table auth.one_time_tokens (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type auth.one_time_token_type not null,
  token_hash text not null check (char_length(token_hash) > 0),
  relates_to text not null,
  created_at timestamp without time zone not null default now(),
  updated_at timestamp without time zone not null default now(),
  unique (user_id, token_type)
);

-- The caller's JWT as PostgREST hands it over: request.jwt.claims (JSON), or the older one-setting-per-claim form.
create function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim', true), ''), nullif(current_setting('request.jwt.claims', true), ''))::jsonb
$$;
create function auth.uid() returns uuid language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''),
                  nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')::uuid
$$;
create function auth.role() returns text language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''),
                  nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')::text
$$;
create function auth.email() returns text language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.email', true), ''),
                  nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')::text
$$;

grant all on all tables in schema auth to postgres, dashboard_user;
grant select on all tables in schema auth to postgres with grant option;
grant all on all sequences in schema auth to postgres, dashboard_user;
grant execute on all functions in schema auth to postgres, dashboard_user;
alter default privileges in schema auth grant all on tables to postgres, dashboard_user;
alter default privileges in schema auth grant all on sequences to postgres, dashboard_user;
alter default privileges in schema auth grant all on functions to postgres, dashboard_user;

reset role;

-- realtime: the schema belongs to supabase_admin; Realtime's role owns the broadcast table, whose partitions (one per
-- UTC day) the Realtime server creates as it runs (cluster.ts's createRealtimePartitions does it here).
create schema realtime;
grant usage on schema realtime to postgres, anon, authenticated, service_role;
grant all on schema realtime to supabase_realtime_admin;

set role supabase_realtime_admin;

create table realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
) partition by range (inserted_at);
-- Realtime Authorization: a private channel's join is allowed when the user may select (under RLS) a row of its topic.
alter table realtime.messages enable row level security;
grant all on realtime.messages to postgres, dashboard_user;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

-- The channel topic Realtime sets while it checks a join against the policies.
create function realtime.topic() returns text language sql stable as $$
  select nullif(current_setting('realtime.topic', true), '')::text
$$;

-- Broadcast from the database: a row the Realtime server reads and delivers after commit. A failure must not undo the
-- caller's work, so it only warns.
create function realtime.send(payload jsonb, event text, topic text, private boolean default true) returns void
language plpgsql as $$
begin
  begin
    perform set_config('realtime.topic', topic, true);
    insert into realtime.messages (payload, event, topic, private, extension)
    values (payload, event, topic, private, 'broadcast');
  exception when others then
    raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end
$$;

grant execute on function realtime.topic(), realtime.send(jsonb, text, text, boolean) to postgres, dashboard_user;

reset role;
