-- Owns what every other file builds on: the private schema, pg_trgm, and the small helpers used by many tables (URL and
-- email checks, the sync and updated_at touches, the UTC day and week, request headers, the service-role check).
-- Plain Supabase SQL: relies only on auth.users, auth.uid()/role()/jwt() and the anon/authenticated/service_role roles,
-- which hosted Supabase has and supabase/local/platform.sql provides on PGlite and plain PostgreSQL.
--
-- Internal functions live in `private`, a schema the REST API does not expose (as on a hosted project, where PostgREST
-- serves `public` only); the RPCs devices call live in `public`.

create schema if not exists private;

-- pg_trgm ships with Supabase (schema extensions) and PGlite (supabase/local/db.ts loads it): search_people's trigram
-- indexes (08_read_models.sql).
create extension if not exists pg_trgm with schema extensions;

-- Functions

-- Spec §5 checks URLs "valid or empty"; empty is stored as null, so only null or http(s) passes.
create or replace function private.is_valid_url(value text) returns boolean
language sql immutable as $$
  select value is null or value ~* '^https?://[^\s/$.?#][^\s]*$'
$$;

create or replace function private.is_valid_email(value text) returns boolean
language sql immutable as $$
  select value is null or value ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'
$$;

-- Sync columns: _xid is the commit-safe change marker that sync_pull orders by (docs/sync-protocol.md).
create or replace function private.touch_sync_columns() returns trigger
language plpgsql as $$
begin
  new._modified := clock_timestamp();
  new._xid := pg_current_xact_id()::text::bigint;
  return new;
end
$$;

create or replace function private.touch_updated_at() returns trigger
language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  return new;
end
$$;

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

create or replace function private.require_service_role() returns void
language plpgsql stable as $$
begin
  if coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'Only the payments service may call this' using errcode = '42501';
  end if;
end
$$;

-- The caller's client address from the gateway's headers, or null outside a request (SQL, the service's own calls).
create or replace function private.request_client_address() returns text
language plpgsql stable as $$
declare
  _headers jsonb;
begin
  begin
    _headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    return null;
  end;
  return nullif(btrim(split_part(coalesce(_headers ->> 'x-forwarded-for', ''), ',', 1)), '');
end
$$;

create or replace function private.request_user_agent() returns text
language plpgsql stable as $$
begin
  return left(coalesce(nullif(current_setting('request.headers', true), '')::jsonb ->> 'user-agent', ''), 300);
exception when others then
  return '';
end
$$;
