-- Issue 50, hole 4: referral clicks cannot be flooded. record_referral_click counts one click per visitor, link and
-- day (the visitor is the signed-in user, else the client address with its user agent), and refuses to count more
-- than a few calls per client address per window, whatever they carry. The client address is what the API gateway
-- puts first in X-Forwarded-For (PostgREST's request.headers; the local backend sets it from the socket).

alter table private.payment_settings add column referral_clicks_per_address integer not null default 20
  constraint payment_settings_referral_clicks_range check (referral_clicks_per_address between 0 and 100000);
alter table private.payment_settings add column referral_click_window_minutes integer not null default 60
  constraint payment_settings_referral_window_range check (referral_click_window_minutes between 1 and 1440);

-- Which (visitor, link, day) has been counted. Private: addresses and visitors are nobody's to read, the affiliate's
-- included (referral_clicks, which they read, gets no address). The visitor is stored as a hash.
create table private.referral_click_days (
  day date not null,
  affiliate_id uuid not null,
  link text not null,
  visitor text not null,
  primary key (day, affiliate_id, link, visitor)
);
alter table private.referral_click_days enable row level security;
revoke all on private.referral_click_days from public, anon, authenticated;

-- Calls per client address in the current window (every call counts, counted or not).
create table private.referral_click_calls (
  address text not null,
  window_start timestamptz not null,
  calls integer not null default 0,
  primary key (address, window_start)
);
alter table private.referral_click_calls enable row level security;
revoke all on private.referral_click_calls from public, anon, authenticated;

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

create or replace function public.record_referral_click(p_code text, p_course_id uuid default null) returns void
language plpgsql volatile security definer set search_path = public as $$
declare
  _affiliate uuid := private.affiliate_of_code(p_code);
  _settings private.payment_settings;
  _address text := private.request_client_address();
  _window timestamptz;
  _calls integer;
  _course uuid;
  _today date := (now() at time zone 'UTC')::date;
  _counted integer;
begin
  select * into _settings from private.payment_settings;
  if _address is not null then
    _window := to_timestamp(floor(extract(epoch from now()) / (_settings.referral_click_window_minutes * 60))
                            * (_settings.referral_click_window_minutes * 60));
    insert into private.referral_click_calls as k (address, window_start, calls) values (_address, _window, 1)
    on conflict (address, window_start) do update set calls = k.calls + 1
    returning k.calls into _calls;
    -- Old windows go (bounded by the addresses calling now: one row each).
    delete from private.referral_click_calls c where c.address = _address and c.window_start < _window;
    if _calls > _settings.referral_clicks_per_address then
      return;
    end if;
  end if;
  if _affiliate is null or _affiliate is not distinct from auth.uid() then
    return;
  end if;
  _course := (select c.id from public.courses c where c.id = p_course_id and c.status = 'published' and not c._deleted);
  insert into private.referral_click_days (day, affiliate_id, link, visitor)
  values (_today, _affiliate, upper(btrim(p_code)) || ':' || coalesce(_course::text, ''),
          md5(coalesce('user:' || auth.uid()::text,
                       'address:' || coalesce(_address, 'unknown') || ':' || private.request_user_agent())))
  on conflict do nothing;
  get diagnostics _counted = row_count;
  if _counted = 0 then
    return;
  end if;
  -- Yesterday's and older keys are no longer needed to tell today's visitors apart.
  delete from private.referral_click_days d where d.day < _today - 1;
  insert into public.referral_clicks (affiliate_id, code, course_id, user_id)
  values (_affiliate, upper(btrim(p_code)), _course, auth.uid());
end
$$;
revoke execute on function public.record_referral_click(text, uuid) from public;
grant execute on function public.record_referral_click(text, uuid) to anon, authenticated, service_role;
revoke execute on function private.request_client_address(), private.request_user_agent() from public;
grant execute on function private.request_client_address(), private.request_user_agent() to anon, authenticated, service_role;
