-- Creator tools (issue #13): what makes a private API key worth having, and no secret left behind on disconnect.

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
revoke execute on function public.verify_api_key(text) from public;
grant execute on function public.verify_api_key(text) to anon, authenticated, service_role;

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
grant execute on function private.forget_credentials_on_disconnect() to anon, authenticated, service_role;

-- Named after tech_connections_keep_stored_credentials, so it runs after it and has the last word.
create trigger tech_connections_zz_forget_on_disconnect before update of _deleted on public.tech_connections
  for each row execute function private.forget_credentials_on_disconnect();
