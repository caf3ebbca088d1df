-- Owns the creator tools: automation workflows, tech connections (whose credentials devices may write but never read
-- back) and private API keys (verify_api_key), with no secret left behind when a connection is switched off.

-- Tables

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
alter table public.automation_workflows enable row level security;

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
alter table public.tech_connections enable row level security;

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
alter table public.api_keys enable row level security;

-- Indexes

create index automation_workflows_sync_idx on public.automation_workflows (_xid, id);
create index automation_workflows_creator_idx on public.automation_workflows (creator_id, created_at desc);
create index tech_connections_sync_idx on public.tech_connections (_xid, id);
create index api_keys_sync_idx on public.api_keys (_xid, id);
create index api_keys_user_idx on public.api_keys (user_id, created_at desc);
create index automation_workflows_creator_sync_idx on public.automation_workflows (creator_id, _xid, id);
create index tech_connections_user_sync_idx on public.tech_connections (user_id, _xid, id);
create index api_keys_user_sync_idx on public.api_keys (user_id, _xid, id);

-- Functions

create or replace function private.keep_stored_credentials() returns trigger
language plpgsql security invoker set search_path = public as $$
begin
  if new.credentials is distinct from old.credentials then
    new.credentials := old.credentials || coalesce((
      select jsonb_object_agg(key, value)
      from jsonb_each(new.credentials)
      where not (jsonb_typeof(value) = 'string' and (value #>> '{}') like '••••%')
    ), '{}'::jsonb);
  end if;
  return new;
end
$$;

-- verify_api_key: a service holding a key a Maarifa user generated asks who it belongs to. The key is hashed here and
-- compared with the stored SHA-256; only an active key of a live profile answers, with its owner and name. Anything
-- else is 401, the same for a wrong, changed, deleted or never-issued key, so the answer reveals nothing more.
create or replace function public.verify_api_key(key text) returns jsonb
language plpgsql stable security definer set search_path = public as $$
declare
  _row record;
begin
  if key is not null and char_length(key) between 8 and 200 then
    select k.user_id, k.name, k.api_key_last4 into _row
    from public.api_keys k join public.profiles p on p.id = k.user_id and not p._deleted
    where k.api_key_hash = encode(sha256(convert_to(key, 'UTF8')), 'hex') and k.is_active and not k._deleted;
  end if;
  if _row.user_id is null then
    raise exception 'Invalid API key' using errcode = 'PT401';
  end if;
  return jsonb_build_object('user_id', _row.user_id, 'name', _row.name, 'last4', _row.api_key_last4);
end
$$;

-- A disconnected integration (soft-deleted for sync) keeps none of its secrets: connecting again starts empty.
create or replace function private.forget_credentials_on_disconnect() returns trigger
language plpgsql security invoker set search_path = public as $$
begin
  if new._deleted and not old._deleted then
    new.credentials := '{}'::jsonb;
  end if;
  return new;
end
$$;

-- Triggers

create trigger automation_workflows_touch_sync before insert or update on public.automation_workflows
  for each row execute function private.touch_sync_columns();

create trigger tech_connections_touch_sync before insert or update on public.tech_connections
  for each row execute function private.touch_sync_columns();

create trigger api_keys_touch_sync before insert or update on public.api_keys
  for each row execute function private.touch_sync_columns();

create trigger tech_connections_touch_updated_at before update on public.tech_connections
  for each row execute function private.touch_updated_at();

create trigger tech_connections_keep_stored_credentials before update of credentials on public.tech_connections
  for each row execute function private.keep_stored_credentials();

-- Named after tech_connections_keep_stored_credentials, so it runs after it and has the last word.
create trigger tech_connections_zz_forget_on_disconnect before update of _deleted on public.tech_connections
  for each row execute function private.forget_credentials_on_disconnect();

-- Policies

create policy automation_workflows_own on public.automation_workflows for all to authenticated
  using (creator_id = (select auth.uid())) with check (creator_id = (select auth.uid()));

create policy tech_connections_own on public.tech_connections for all to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy api_keys_own on public.api_keys for all to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
