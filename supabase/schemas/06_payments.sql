-- Owns teach and earn: paid enrolment through a payment provider, creator earnings, affiliate commissions and codes,
-- referrals, and the 30-day money-back guarantee. Money is integers in minor units with a currency; nothing money-related
-- is writable from a device: the payments Edge Function (supabase/functions/payments) settles through the service-role
-- RPCs (payments_*), and learners only ask for refunds and record referrals through their own RPCs.
-- A refund moves requested -> processing -> refunded | failed (or requested -> declined); the move to processing is an
-- atomic claim and the provider call carries the request's idempotency key, so a refund is sent once. A buyer holds at
-- most one paid order per course; a second payment for a course already paid is refunded automatically.

-- Tables

create table private.payment_settings (
  id boolean primary key default true constraint payment_settings_single_row check (id),
  platform_fee_bp integer not null default 1000 constraint payment_settings_fee_range check (platform_fee_bp between 0 and 10000),
  currency text not null default 'USD' constraint payment_settings_currency_valid check (currency ~ '^[A-Z]{3}$'),
  hold_days integer not null default 30 constraint payment_settings_hold_range check (hold_days between 0 and 365),
  refund_days integer not null default 30 constraint payment_settings_refund_range check (refund_days between 0 and 365),
  checkout_reuse_minutes integer not null default 30 check (checkout_reuse_minutes between 0 and 1440),
  referral_clicks_per_address integer not null default 20
    constraint payment_settings_referral_clicks_range check (referral_clicks_per_address between 0 and 100000),
  referral_click_window_minutes integer not null default 60
    constraint payment_settings_referral_window_range check (referral_click_window_minutes between 1 and 1440)
);
alter table private.payment_settings enable row level security;

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  buyer_id uuid not null,
  course_id uuid not null references public.courses (id) on delete restrict,
  creator_id uuid not null,
  -- The referral attached at checkout (an affiliate or ambassador other than the buyer and the creator), and the
  -- rates of that moment: a later change of the course's rate or the platform fee does not change a sale.
  affiliate_id uuid,
  referral_code text,
  affiliate_percent smallint not null default 0 constraint orders_affiliate_percent_range check (affiliate_percent between 0 and 30),
  fee_bp integer not null constraint orders_fee_range check (fee_bp between 0 and 10000),
  amount_minor integer not null constraint orders_amount_positive check (amount_minor > 0),
  currency text not null constraint orders_currency_valid check (currency ~ '^[A-Z]{3}$'),
  status text not null default 'pending'
    constraint orders_status_valid check (status in ('pending', 'paid', 'failed', 'abandoned', 'refunded')),
  status_reason text,
  provider text not null default 'paystack',
  reference text not null constraint orders_reference_unique unique
    constraint orders_reference_valid check (reference ~ '^[A-Za-z0-9.=-]{8,100}$'),
  authorization_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  paid_at timestamptz,
  refundable_until timestamptz,
  _xid bigint not null default 0,
  constraint orders_paid_has_time check (status not in ('paid', 'refunded') or (paid_at is not null and refundable_until is not null)),
  constraint orders_no_self_affiliate check (affiliate_id is null or (affiliate_id <> buyer_id and affiliate_id <> creator_id))
);
alter table public.orders enable row level security;

-- What the provider said when the server verified the order's transaction (one row per reference).
create table public.payments (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete restrict,
  buyer_id uuid not null,
  provider text not null,
  reference text not null constraint payments_reference_unique unique,
  transaction_id text,
  status text not null constraint payments_status_valid check (status in ('success', 'failed', 'abandoned', 'mismatch')),
  amount_minor integer not null constraint payments_amount_not_negative check (amount_minor >= 0),
  currency text not null constraint payments_currency_valid check (currency ~ '^[A-Z]{3}$'),
  channel text,
  verified_via text not null constraint payments_via_valid check (verified_via in ('webhook', 'verify')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _xid bigint not null default 0
);
alter table public.payments enable row level security;

-- The creator's share of one paid order: pending until available_at, reversed by a refund.
create table public.earnings (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null constraint earnings_order_unique unique references public.orders (id) on delete restrict,
  creator_id uuid not null,
  course_id uuid not null,
  amount_minor integer not null constraint earnings_amount_not_negative check (amount_minor >= 0),
  fee_minor integer not null constraint earnings_fee_not_negative check (fee_minor >= 0),
  currency text not null constraint earnings_currency_valid check (currency ~ '^[A-Z]{3}$'),
  available_at timestamptz not null,
  reversed_at timestamptz,
  created_at timestamptz not null default now(),
  _xid bigint not null default 0
);
alter table public.earnings enable row level security;

create table public.commissions (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null constraint commissions_order_unique unique references public.orders (id) on delete restrict,
  affiliate_id uuid not null,
  course_id uuid not null,
  amount_minor integer not null constraint commissions_amount_positive check (amount_minor > 0),
  currency text not null constraint commissions_currency_valid check (currency ~ '^[A-Z]{3}$'),
  available_at timestamptz not null,
  reversed_at timestamptz,
  created_at timestamptz not null default now(),
  _xid bigint not null default 0
);
alter table public.commissions enable row level security;

-- One refund request per order (a declined request is final: the learner writes to support).
create table public.refund_requests (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null constraint refund_requests_order_unique unique references public.orders (id) on delete restrict,
  buyer_id uuid not null,
  reason text not null constraint refund_requests_reason_length check (char_length(btrim(reason)) between 10 and 1000),
  status text not null default 'requested',
  provider_refund_id text,
  decided_by uuid,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  _xid bigint not null default 0,
  constraint refund_requests_status_valid
    check (status in ('requested', 'processing', 'refunded', 'failed', 'declined')),
  -- Sent with every provider call for this request: a repeated call (two approvers, a retry after a lost answer) is one
  -- refund at the provider.
  idempotency_key text not null
    default 'mrf-refund-' || replace(gen_random_uuid()::text, '-', '')
    constraint refund_requests_idempotency_key_unique unique,
  -- True for a refund the server started itself (a second payment for a course already paid), with no learner's request.
  automatic boolean not null default false,
  claimed_at timestamptz,
  failure_reason text
    constraint refund_requests_failure_reason_length check (char_length(failure_reason) <= 300),
  -- A request in processing always has its claim time; a failed one says why.
  constraint refund_requests_processing_claimed
    check (status not in ('processing', 'refunded', 'failed') or claimed_at is not null)
);
alter table public.refund_requests enable row level security;

create table public.affiliate_codes (
  user_id uuid primary key,
  code text not null constraint affiliate_codes_code_unique unique
    constraint affiliate_codes_code_valid check (code ~ '^[A-Z0-9]{4,20}$'),
  created_at timestamptz not null default now(),
  _xid bigint not null default 0
);
alter table public.affiliate_codes enable row level security;

create table public.referral_clicks (
  id uuid primary key default gen_random_uuid(),
  affiliate_id uuid not null,
  code text not null,
  course_id uuid,
  user_id uuid,
  created_at timestamptz not null default now(),
  _xid bigint not null default 0
);
alter table public.referral_clicks enable row level security;

-- A user's sign-up attribution: the first affiliate whose code they arrived with.
create table public.referrals (
  user_id uuid primary key,
  affiliate_id uuid not null,
  code text not null,
  created_at timestamptz not null default now(),
  _xid bigint not null default 0,
  constraint referrals_not_self check (affiliate_id <> user_id)
);
alter table public.referrals enable row level security;

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

-- Calls per client address in the current window (every call counts, counted or not).
create table private.referral_click_calls (
  address text not null,
  window_start timestamptz not null,
  calls integer not null default 0,
  primary key (address, window_start)
);
alter table private.referral_click_calls enable row level security;

-- Indexes

create index orders_buyer_idx on public.orders (buyer_id, created_at desc, id desc);
create index orders_buyer_xid_idx on public.orders (buyer_id, _xid);
create index orders_creator_xid_idx on public.orders (creator_id, _xid);
create index orders_affiliate_xid_idx on public.orders (affiliate_id, _xid) where affiliate_id is not null;
create index orders_buyer_course_idx on public.orders (buyer_id, course_id, status);
create index payments_buyer_idx on public.payments (buyer_id);
create index payments_order_idx on public.payments (order_id);
create index earnings_creator_idx on public.earnings (creator_id, available_at);
create index earnings_creator_xid_idx on public.earnings (creator_id, _xid);
create index commissions_affiliate_idx on public.commissions (affiliate_id, available_at);
create index commissions_affiliate_xid_idx on public.commissions (affiliate_id, _xid);
create index refund_requests_buyer_xid_idx on public.refund_requests (buyer_id, _xid);
create index refund_requests_open_idx on public.refund_requests (created_at) where status = 'requested';
create index referral_clicks_affiliate_xid_idx on public.referral_clicks (affiliate_id, _xid);
create index referrals_affiliate_xid_idx on public.referrals (affiliate_id, _xid);
create index refund_requests_processing_idx on public.refund_requests (claimed_at) where status = 'processing';
create unique index orders_one_paid_per_course on public.orders (buyer_id, course_id) where status = 'paid';

-- Functions

-- Money rows carry a change marker like synced rows (never pulled themselves: the read models are versioned by it).
create or replace function private.touch_money_row() returns trigger
language plpgsql as $$
begin
  new._xid := pg_current_xact_id()::text::bigint;
  if tg_op = 'UPDATE' and to_jsonb(new) ? 'updated_at' then
    new := jsonb_populate_record(new, jsonb_build_object('updated_at', now()));
  end if;
  return new;
end
$$;

create or replace function private.new_affiliate_code() returns text
language plpgsql volatile security definer set search_path = public as $$
declare
  -- No 0/O or 1/I: a code is read aloud and typed from a poster.
  _alphabet constant text := 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  _code text;
begin
  loop
    select string_agg(substr(_alphabet, 1 + floor(random() * 32)::integer, 1), '') into _code from generate_series(1, 8);
    exit when not exists (select 1 from public.affiliate_codes c where c.code = _code);
  end loop;
  return _code;
end
$$;

create or replace function private.on_affiliate_role() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if new.role in ('affiliate', 'ambassador') and not new._deleted then
    insert into public.affiliate_codes (user_id, code) values (new.user_id, private.new_affiliate_code())
    on conflict (user_id) do nothing;
  end if;
  return null;
end
$$;

-- The affiliate a code names, while they hold the role; null for an unknown code or a lapsed affiliate.
create or replace function private.affiliate_of_code(_code text) returns uuid
language sql stable security definer set search_path = public as $$
  select c.user_id from public.affiliate_codes c
  where c.code = upper(btrim(_code)) and char_length(_code) <= 40
    and exists (select 1 from public.user_roles r
                where r.user_id = c.user_id and r.role in ('affiliate', 'ambassador') and not r._deleted)
$$;

create or replace function private.holds_paid_order(_buyer uuid, _course uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (select 1 from public.orders o where o.buyer_id = _buyer and o.course_id = _course and o.status = 'paid')
$$;

-- A learner asks for a refund of their own paid order within the guarantee. An order that is not one's own answers 404
-- through PostgREST's own status code (SQLSTATE PT404): P0002, class P0, would reach the caller as a 500.
create or replace function public.request_refund(p_order_id uuid, p_reason text) returns uuid
language plpgsql volatile security definer set search_path = public as $$
declare
  _uid uuid := auth.uid();
  _order public.orders;
  _id uuid;
begin
  if _uid is null then
    raise exception 'Sign in to ask for a refund' using errcode = '42501';
  end if;
  select * into _order from public.orders o where o.id = p_order_id and o.buyer_id = _uid for update;
  if not found then
    raise exception 'No such order of yours' using errcode = 'PT404';
  end if;
  if _order.status <> 'paid' then
    raise exception 'Only a paid order can be refunded (this one is %)', _order.status using errcode = '22023';
  end if;
  if now() > _order.refundable_until then
    raise exception 'The 30-day money-back guarantee for this order ended on %', to_char(_order.refundable_until at time zone 'UTC', 'YYYY-MM-DD')
      using errcode = '22023';
  end if;
  if p_reason is null or char_length(btrim(p_reason)) not between 10 and 1000 then
    raise exception 'The reason must be 10 to 1000 characters' using errcode = '22023';
  end if;
  if exists (select 1 from public.refund_requests r where r.order_id = p_order_id) then
    raise exception 'A refund was already requested for this order' using errcode = '23505';
  end if;
  insert into public.refund_requests (order_id, buyer_id, reason) values (p_order_id, _uid, btrim(p_reason)) returning id into _id;
  return _id;
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

create or replace function public.attach_referral(p_code text) returns void
language plpgsql volatile security definer set search_path = public as $$
declare
  _uid uuid := auth.uid();
  _affiliate uuid := private.affiliate_of_code(p_code);
begin
  if _uid is null then
    raise exception 'Sign in to attach a referral' using errcode = '42501';
  end if;
  if _affiliate is null or _affiliate = _uid then
    return;
  end if;
  insert into public.referrals (user_id, affiliate_id, code) values (_uid, _affiliate, upper(btrim(p_code)))
  on conflict (user_id) do nothing;
end
$$;

create or replace function private.order_json(_o public.orders) returns jsonb
language sql stable set search_path = public as $$
  select jsonb_build_object('order_id', _o.id, 'course_id', _o.course_id, 'buyer_id', _o.buyer_id, 'status', _o.status,
                            'reference', _o.reference, 'authorization_url', _o.authorization_url,
                            'amount_minor', _o.amount_minor, 'currency', _o.currency, 'provider', _o.provider)
$$;

-- Enrols (or re-enrols) the buyer, as the server: the refusal of paid self-enrolment (02_courses_and_learning.sql)
-- does not apply to the owner.
create or replace function private.grant_paid_enrollment(_buyer uuid, _course uuid) returns void
language plpgsql security definer set search_path = public as $$
begin
  insert into public.enrollments (student_id, course_id) values (_buyer, _course)
  on conflict (student_id, course_id) do update set _deleted = false, enrolled_at = now()
    where public.enrollments._deleted;
end
$$;

create or replace function private.payment_create_order(_buyer uuid, _course_id uuid, _referral_code text) returns jsonb
language plpgsql volatile security definer set search_path = public as $$
declare
  _course public.courses;
  _settings private.payment_settings;
  _order public.orders;
  _affiliate uuid;
  _email text;
begin
  select * into _settings from private.payment_settings;
  select * into _course from public.courses c where c.id = _course_id and c.status = 'published' and not c._deleted;
  if not found then
    return jsonb_build_object('error', 'course_not_found');
  end if;
  if _course.price <= 0 then
    return jsonb_build_object('error', 'free_course');
  end if;
  if _course.instructor_id = _buyer then
    return jsonb_build_object('error', 'own_course');
  end if;
  -- One checkout at a time per buyer and course: pressing Buy twice finds the first order.
  perform pg_advisory_xact_lock(hashtextextended(_buyer::text || ':' || _course_id::text, 24));
  if exists (select 1 from public.enrollments e where e.student_id = _buyer and e.course_id = _course_id and not e._deleted) then
    return jsonb_build_object('error', 'already_enrolled');
  end if;
  if private.holds_paid_order(_buyer, _course_id) then
    -- Bought before and left the course since: enrolled again, never charged twice.
    perform private.grant_paid_enrollment(_buyer, _course_id);
    return jsonb_build_object('error', 'already_enrolled');
  end if;
  select u.email into _email from auth.users u where u.id = _buyer;
  select * into _order from public.orders o
  where o.buyer_id = _buyer and o.course_id = _course_id and o.status = 'pending'
    and o.created_at > now() - make_interval(mins => _settings.checkout_reuse_minutes)
  order by o.created_at desc limit 1;
  if found then
    return private.order_json(_order) || jsonb_build_object('reused', true, 'email', _email);
  end if;

  _affiliate := coalesce(
    private.affiliate_of_code(nullif(btrim(coalesce(_referral_code, '')), '')),
    (select private.affiliate_of_code(r.code) from public.referrals r
     where r.user_id = _buyer and r.created_at > now() - interval '30 days'));
  if _affiliate = _buyer or _affiliate = _course.instructor_id then
    _affiliate := null;
  end if;

  insert into public.orders (buyer_id, course_id, creator_id, affiliate_id, referral_code, affiliate_percent, fee_bp,
                             amount_minor, currency, reference)
  values (_buyer, _course_id, _course.instructor_id, _affiliate,
          case when _affiliate is not null then (select c.code from public.affiliate_codes c where c.user_id = _affiliate) end,
          case when _affiliate is not null then _course.affiliate_percent else 0 end, _settings.platform_fee_bp,
          round(_course.price * 100)::integer, _settings.currency,
          'mrf-' || replace(gen_random_uuid()::text, '-', ''))
  returning * into _order;
  return private.order_json(_order) || jsonb_build_object('reused', false, 'email', _email);
end
$$;

create or replace function private.payment_set_authorization(_order_id uuid, _url text) returns jsonb
language plpgsql volatile security definer set search_path = public as $$
declare
  _order public.orders;
begin
  update public.orders set authorization_url = _url where id = _order_id and authorization_url is null returning * into _order;
  if not found then
    select * into _order from public.orders where id = _order_id;
  end if;
  return private.order_json(_order);
end
$$;

-- A checkout the provider never started (initialize failed): closed, so the next Buy starts afresh.
create or replace function private.payment_abort(_order_id uuid, _reason text) returns jsonb
language plpgsql volatile security definer set search_path = public as $$
declare
  _order public.orders;
begin
  update public.orders set status = 'failed', status_reason = left(_reason, 200)
  where id = _order_id and status = 'pending' and authorization_url is null returning * into _order;
  if not found then
    select * into _order from public.orders where id = _order_id;
  end if;
  return private.order_json(_order);
end
$$;

create or replace function private.payment_order(_reference text) returns jsonb
language sql stable security definer set search_path = public as $$
  select private.order_json(o) from public.orders o where o.reference = _reference
$$;

-- Settles an order from the provider's verified answer. The buyer and course are locked together (two orders of one
-- buyer and course settle one after the other); a second paid order, or a payment whose amount or currency differs
-- from its order, is refunded automatically; what is still to be sent to the provider is answered as auto_refund with
-- every later delivery until the provider accepts it.
create or replace function private.payment_settle(_reference text, _status text, _amount_minor bigint, _currency text,
                                                  _transaction_id text, _channel text, _via text) returns jsonb
language plpgsql volatile security definer set search_path = public as $$
declare
  _order public.orders;
  _fee integer;
  _commission integer;
  _paid_at timestamptz := now();
  _settings private.payment_settings;
  _buyer uuid;
  _course uuid;
begin
  select * into _settings from private.payment_settings;
  select o.buyer_id, o.course_id into _buyer, _course from public.orders o where o.reference = _reference;
  if not found then
    return jsonb_build_object('error', 'order_not_found');
  end if;
  -- The same lock checkout takes: of two orders for one buyer and course, one settles at a time.
  perform pg_advisory_xact_lock(hashtextextended(_buyer::text || ':' || _course::text, 24));
  select * into _order from public.orders o where o.reference = _reference for update;
  if _order.status in ('paid', 'refunded') or _order.status_reason in ('amount_mismatch', 'duplicate_payment') then
    return private.order_json(_order) || jsonb_build_object('changed', false, 'auto_refund', private.pending_auto_refund(_order.id));
  end if;

  if _status = 'success' then
    if _amount_minor is distinct from _order.amount_minor::bigint or upper(coalesce(_currency, '')) <> _order.currency then
      insert into public.payments (order_id, buyer_id, provider, reference, transaction_id, status, amount_minor, currency, channel, verified_via)
      values (_order.id, _order.buyer_id, _order.provider, _reference, _transaction_id, 'mismatch',
              greatest(coalesce(_amount_minor, 0), 0)::integer, coalesce(nullif(upper(_currency), ''), 'XXX'), _channel, _via)
      on conflict (reference) do update set status = excluded.status, amount_minor = excluded.amount_minor,
        currency = excluded.currency, transaction_id = excluded.transaction_id, channel = excluded.channel,
        verified_via = excluded.verified_via;
      update public.orders set status = 'failed', status_reason = 'amount_mismatch' where id = _order.id returning * into _order;
      perform private.open_auto_refund(_order, 'amount_mismatch',
        jsonb_build_object('reference', _reference, 'expected_minor', _order.amount_minor, 'expected_currency', _order.currency,
                           'paid_minor', _amount_minor, 'paid_currency', _currency));
      return private.order_json(_order) || jsonb_build_object('changed', true, 'auto_refund', private.pending_auto_refund(_order.id));
    end if;

    insert into public.payments (order_id, buyer_id, provider, reference, transaction_id, status, amount_minor, currency, channel, verified_via)
    values (_order.id, _order.buyer_id, _order.provider, _reference, _transaction_id, 'success', _amount_minor::integer,
            _order.currency, _channel, _via)
    on conflict (reference) do update set status = excluded.status, amount_minor = excluded.amount_minor,
      transaction_id = excluded.transaction_id, channel = excluded.channel, verified_via = excluded.verified_via;

    if private.holds_paid_order(_order.buyer_id, _order.course_id) then
      -- Paid already through another order: this payment is the buyer's money to give back, and the creator and the
      -- affiliate earn nothing from it. The order is failed with its reason, refunded once the provider is done.
      update public.orders set status = 'failed', status_reason = 'duplicate_payment', paid_at = _paid_at,
        refundable_until = _paid_at
      where id = _order.id returning * into _order;
      perform private.open_auto_refund(_order, 'duplicate_payment',
        jsonb_build_object('reference', _reference, 'amount_minor', _order.amount_minor, 'currency', _order.currency,
                           'paid_order_id', (select o.id from public.orders o where o.buyer_id = _order.buyer_id
                                             and o.course_id = _order.course_id and o.status = 'paid')));
      perform private.grant_paid_enrollment(_order.buyer_id, _order.course_id);
      return private.order_json(_order) || jsonb_build_object('changed', true, 'auto_refund', private.pending_auto_refund(_order.id));
    end if;

    update public.orders set status = 'paid', status_reason = null, paid_at = _paid_at,
      refundable_until = _paid_at + make_interval(days => _settings.refund_days)
    where id = _order.id returning * into _order;

    _fee := round(_order.amount_minor * _order.fee_bp / 10000.0)::integer;
    _commission := case when _order.affiliate_id is not null then round(_order.amount_minor * _order.affiliate_percent / 100.0)::integer else 0 end;
    insert into public.earnings (order_id, creator_id, course_id, amount_minor, fee_minor, currency, available_at)
    values (_order.id, _order.creator_id, _order.course_id, greatest(_order.amount_minor - _fee - _commission, 0), _fee,
            _order.currency, _paid_at + make_interval(days => _settings.hold_days))
    on conflict (order_id) do nothing;
    if _commission > 0 then
      insert into public.commissions (order_id, affiliate_id, course_id, amount_minor, currency, available_at)
      values (_order.id, _order.affiliate_id, _order.course_id, _commission, _order.currency,
              _paid_at + make_interval(days => _settings.hold_days))
      on conflict (order_id) do nothing;
    end if;
    perform private.grant_paid_enrollment(_order.buyer_id, _order.course_id);
    return private.order_json(_order) || jsonb_build_object('changed', true);
  end if;

  if _status in ('failed', 'abandoned') and _order.status = 'pending' then
    insert into public.payments (order_id, buyer_id, provider, reference, transaction_id, status, amount_minor, currency, channel, verified_via)
    values (_order.id, _order.buyer_id, _order.provider, _reference, _transaction_id, _status,
            greatest(coalesce(_amount_minor, 0), 0)::integer, _order.currency, _channel, _via)
    on conflict (reference) do update set status = excluded.status, transaction_id = excluded.transaction_id,
      channel = excluded.channel, verified_via = excluded.verified_via;
    update public.orders set status = _status where id = _order.id returning * into _order;
    return private.order_json(_order) || jsonb_build_object('changed', true);
  end if;
  -- Still under way at the provider (ongoing, pending, processing, queued), or a failure after a failure.
  return private.order_json(_order) || jsonb_build_object('changed', false);
end
$$;

-- An admin's decision, first step: a decline is final here; an approval answers what the provider must refund.
create or replace function private.refund_prepare(_admin uuid, _request_id uuid, _approve boolean) returns jsonb
language plpgsql volatile security definer set search_path = public as $$
declare
  _request public.refund_requests;
  _order public.orders;
begin
  if not private.is_admin_user(_admin) then
    return jsonb_build_object('error', 'not_admin');
  end if;
  select * into _request from public.refund_requests r where r.id = _request_id for update;
  if not found then
    return jsonb_build_object('error', 'request_not_found');
  end if;
  select * into _order from public.orders o where o.id = _request.order_id;
  if _request.status = 'processing' then
    return jsonb_build_object('error', 'refund_in_progress', 'request_id', _request.id, 'status', _request.status);
  end if;
  if _request.status <> 'requested' then
    return jsonb_build_object('request_id', _request.id, 'status', _request.status, 'final', true);
  end if;
  if _request.buyer_id = _admin then
    return jsonb_build_object('error', 'own_refund');
  end if;
  if not _approve then
    update public.refund_requests set status = 'declined', decided_by = _admin, decided_at = now() where id = _request.id;
    insert into public.audit_log (actor_id, action, target_user_id, target_id, details)
    values (_admin, 'refund.declined', _request.buyer_id, _order.id,
            jsonb_build_object('request_id', _request.id, 'course_id', _order.course_id, 'amount_minor', _order.amount_minor,
                               'currency', _order.currency, 'reason', _request.reason));
    return jsonb_build_object('request_id', _request.id, 'status', 'declined', 'final', true);
  end if;
  if _order.status <> 'paid' then
    return jsonb_build_object('error', 'order_not_paid');
  end if;
  update public.refund_requests set status = 'processing', decided_by = _admin, claimed_at = now()
  where id = _request.id and status = 'requested';
  return jsonb_build_object('request_id', _request.id, 'status', 'processing', 'final', false, 'order_id', _order.id,
                            'reference', _order.reference, 'amount_minor', _order.amount_minor, 'currency', _order.currency,
                            'provider', _order.provider, 'idempotency_key', _request.idempotency_key);
end
$$;

-- The second step as the first deployed payments function calls it (it knows no processing state): the refund finishes
-- at once.
create or replace function private.refund_apply(_admin uuid, _request_id uuid, _provider_refund_id text) returns jsonb
language plpgsql volatile security definer set search_path = public as $$
begin
  if not private.is_admin_user(_admin) then
    return jsonb_build_object('error', 'not_admin');
  end if;
  update public.refund_requests set status = 'processing', decided_by = _admin, claimed_at = now()
  where id = _request_id and status = 'requested';
  return private.refund_finish(_request_id, 'processed', _provider_refund_id, null) - 'changed';
end
$$;

create or replace function public.payments_create_order(p_buyer_id uuid, p_course_id uuid, p_referral_code text default null)
returns jsonb language plpgsql volatile security invoker set search_path = public as $$
begin
  perform private.require_service_role();
  return private.payment_create_order(p_buyer_id, p_course_id, p_referral_code);
end
$$;

create or replace function public.payments_set_authorization(p_order_id uuid, p_authorization_url text)
returns jsonb language plpgsql volatile security invoker set search_path = public as $$
begin
  perform private.require_service_role();
  return private.payment_set_authorization(p_order_id, p_authorization_url);
end
$$;

create or replace function public.payments_abort(p_order_id uuid, p_reason text)
returns jsonb language plpgsql volatile security invoker set search_path = public as $$
begin
  perform private.require_service_role();
  return private.payment_abort(p_order_id, p_reason);
end
$$;

create or replace function public.payments_order(p_reference text)
returns jsonb language plpgsql volatile security invoker set search_path = public as $$
begin
  perform private.require_service_role();
  return private.payment_order(p_reference);
end
$$;

create or replace function public.payments_settle(p_reference text, p_status text, p_amount_minor bigint, p_currency text,
                                                  p_transaction_id text default null, p_channel text default null,
                                                  p_via text default 'verify')
returns jsonb language plpgsql volatile security invoker set search_path = public as $$
begin
  perform private.require_service_role();
  return private.payment_settle(p_reference, p_status, p_amount_minor, p_currency, p_transaction_id, p_channel, p_via);
end
$$;

create or replace function public.payments_refund_prepare(p_admin_id uuid, p_request_id uuid, p_approve boolean)
returns jsonb language plpgsql volatile security invoker set search_path = public as $$
begin
  perform private.require_service_role();
  return private.refund_prepare(p_admin_id, p_request_id, p_approve);
end
$$;

create or replace function public.payments_refund_apply(p_admin_id uuid, p_request_id uuid, p_provider_refund_id text default null)
returns jsonb language plpgsql volatile security invoker set search_path = public as $$
begin
  perform private.require_service_role();
  return private.refund_apply(p_admin_id, p_request_id, p_provider_refund_id);
end
$$;

create or replace function private.money_status(_available_at timestamptz, _reversed_at timestamptz) returns text
language sql stable as $$
  select case when _reversed_at is not null then 'reversed' when _available_at <= now() then 'available' else 'pending' end
$$;

create or replace function private.refund_finish(_request_id uuid, _outcome text, _provider_refund_id text, _detail text)
returns jsonb language plpgsql volatile security definer set search_path = public as $$
declare
  _request public.refund_requests;
  _order public.orders;
begin
  select * into _request from public.refund_requests r where r.id = _request_id for update;
  if not found then
    return jsonb_build_object('error', 'request_not_found');
  end if;
  -- Only a request the provider was asked about finishes; a finished one stays as it is (a replayed event).
  if _request.status not in ('processing', 'requested') or (_request.status = 'requested' and _outcome = 'failed') then
    return jsonb_build_object('request_id', _request.id, 'status', _request.status, 'changed', false);
  end if;
  select * into _order from public.orders o where o.id = _request.order_id for update;

  if _outcome = 'failed' then
    update public.refund_requests set status = 'failed', claimed_at = coalesce(claimed_at, now()), decided_at = now(),
      failure_reason = left(coalesce(_detail, 'The provider could not refund the payment.'), 300),
      provider_refund_id = coalesce(provider_refund_id, left(_provider_refund_id, 200))
    where id = _request.id;
    insert into public.audit_log (actor_id, action, target_user_id, target_id, details)
    values (_request.decided_by, 'refund.failed', _request.buyer_id, _order.id,
            jsonb_build_object('request_id', _request.id, 'course_id', _order.course_id, 'amount_minor', _order.amount_minor,
                               'currency', _order.currency, 'automatic', _request.automatic, 'detail', _detail,
                               'provider_refund_id', _provider_refund_id));
    return jsonb_build_object('request_id', _request.id, 'status', 'failed', 'changed', true);
  end if;

  update public.refund_requests set status = 'refunded', claimed_at = coalesce(claimed_at, now()), decided_at = now(),
    provider_refund_id = coalesce(left(_provider_refund_id, 200), provider_refund_id)
  where id = _request.id;
  update public.orders set status = 'refunded',
    paid_at = coalesce(paid_at, now()), refundable_until = coalesce(refundable_until, now())
  where id = _order.id;
  update public.earnings set reversed_at = now() where order_id = _order.id and reversed_at is null;
  update public.commissions set reversed_at = now() where order_id = _order.id and reversed_at is null;
  -- The enrolment ends only when no other paid order of the buyer holds it (a refunded second payment leaves the
  -- first one's enrolment alone). Soft delete, so the buyer's devices receive a tombstone.
  if not private.holds_paid_order(_order.buyer_id, _order.course_id) then
    update public.enrollments set _deleted = true
    where student_id = _order.buyer_id and course_id = _order.course_id and not _deleted;
  end if;
  insert into public.audit_log (actor_id, action, target_user_id, target_id, details)
  values (_request.decided_by, case when _request.automatic then 'refund.automatic' else 'refund.approved' end,
          _request.buyer_id, _order.id,
          jsonb_build_object('request_id', _request.id, 'course_id', _order.course_id, 'amount_minor', _order.amount_minor,
                             'currency', _order.currency, 'reason', _request.reason,
                             'provider_refund_id', coalesce(_provider_refund_id, _request.provider_refund_id)));
  return jsonb_build_object('request_id', _request.id, 'status', 'refunded', 'changed', true);
end
$$;

-- The provider refused the refund outright (nothing was refunded): an admin's claim goes back to requested, so it can
-- be approved again, with the same idempotency key. An automatic refund stays claimed and is sent again with the next
-- delivery of its payment.
create or replace function private.refund_release(_request_id uuid, _detail text) returns jsonb
language plpgsql volatile security definer set search_path = public as $$
declare
  _request public.refund_requests;
begin
  update public.refund_requests set status = 'requested', decided_by = null, claimed_at = null
  where id = _request_id and status = 'processing' and not automatic and provider_refund_id is null
  returning * into _request;
  if not found then
    select * into _request from public.refund_requests r where r.id = _request_id;
  end if;
  if _request.id is null then
    return jsonb_build_object('error', 'request_not_found');
  end if;
  return jsonb_build_object('request_id', _request.id, 'status', _request.status, 'detail', left(_detail, 300));
end
$$;

-- Second step, once the provider accepted the refund: its id is kept; when the provider says it is already processed,
-- the refund finishes now, else its refund.processed or refund.failed event finishes it.
create or replace function private.refund_sent(_request_id uuid, _provider_refund_id text, _provider_status text)
returns jsonb language plpgsql volatile security definer set search_path = public as $$
declare
  _request public.refund_requests;
begin
  update public.refund_requests set provider_refund_id = coalesce(provider_refund_id, left(_provider_refund_id, 200))
  where id = _request_id returning * into _request;
  if not found then
    return jsonb_build_object('error', 'request_not_found');
  end if;
  if _provider_status = 'processed' then
    return private.refund_finish(_request_id, 'processed', _provider_refund_id, null);
  end if;
  if _provider_status = 'failed' then
    return private.refund_finish(_request_id, 'failed', _provider_refund_id, 'The provider refused the refund.');
  end if;
  return jsonb_build_object('request_id', _request.id, 'status', _request.status, 'changed', false);
end
$$;

-- The provider's refund.processed / refund.failed event, about the transaction of an order's reference.
create or replace function private.refund_event(_reference text, _status text, _provider_refund_id text) returns jsonb
language plpgsql volatile security definer set search_path = public as $$
declare
  _request_id uuid;
begin
  select r.id into _request_id from public.refund_requests r join public.orders o on o.id = r.order_id
  where o.reference = _reference;
  if _request_id is null then
    return jsonb_build_object('error', 'request_not_found');
  end if;
  if _status not in ('processed', 'failed') then
    return jsonb_build_object('request_id', _request_id, 'changed', false);
  end if;
  return private.refund_finish(_request_id, _status, _provider_refund_id,
                               case when _status = 'failed' then 'The provider reported the refund as failed.' end);
end
$$;

create or replace function public.payments_refund_release(p_request_id uuid, p_detail text default null)
returns jsonb language plpgsql volatile security invoker set search_path = public as $$
begin
  perform private.require_service_role();
  return private.refund_release(p_request_id, p_detail);
end
$$;

create or replace function public.payments_refund_sent(p_request_id uuid, p_provider_refund_id text default null,
                                                       p_provider_status text default null)
returns jsonb language plpgsql volatile security invoker set search_path = public as $$
begin
  perform private.require_service_role();
  return private.refund_sent(p_request_id, p_provider_refund_id, p_provider_status);
end
$$;

create or replace function public.payments_refund_event(p_reference text, p_status text, p_provider_refund_id text default null)
returns jsonb language plpgsql volatile security invoker set search_path = public as $$
begin
  perform private.require_service_role();
  return private.refund_event(p_reference, p_status, p_provider_refund_id);
end
$$;

-- The automatic refund an order is waiting to send (claimed, never accepted by the provider yet), or null.
create or replace function private.pending_auto_refund(_order_id uuid) returns jsonb
language sql stable security definer set search_path = public as $$
  select jsonb_build_object('request_id', r.id, 'reference', o.reference, 'idempotency_key', r.idempotency_key,
                            -- A mismatched payment is refunded whole, in what was paid: the provider's full refund.
                            'amount_minor', case when o.status_reason = 'amount_mismatch' then null else o.amount_minor end)
  from public.refund_requests r join public.orders o on o.id = r.order_id
  where r.order_id = _order_id and r.automatic and r.status = 'processing' and r.provider_refund_id is null
$$;

-- Opens the automatic refund of an order's payment (once per order), audited with the cause.
create or replace function private.open_auto_refund(_order public.orders, _cause text, _details jsonb) returns void
language plpgsql volatile security definer set search_path = public as $$
begin
  insert into public.refund_requests (order_id, buyer_id, reason, status, automatic, claimed_at)
  values (_order.id, _order.buyer_id,
          case _cause when 'duplicate_payment' then 'This course was already paid for: the second payment is refunded automatically.'
                      else 'The amount paid did not match the order: the payment is refunded automatically.' end,
          'processing', true, now())
  on conflict (order_id) do nothing;
  insert into public.audit_log (actor_id, action, target_user_id, target_id, details)
  values (null, 'payment.' || case _cause when 'duplicate_payment' then 'duplicate' else 'mismatch' end,
          _order.buyer_id, _order.id, _details);
end
$$;

-- Triggers

create trigger orders_touch before insert or update on public.orders for each row execute function private.touch_money_row();

create trigger payments_touch before insert or update on public.payments for each row execute function private.touch_money_row();

create trigger earnings_touch before insert or update on public.earnings for each row execute function private.touch_money_row();

create trigger commissions_touch before insert or update on public.commissions for each row execute function private.touch_money_row();

create trigger refund_requests_touch before insert or update on public.refund_requests for each row execute function private.touch_money_row();

create trigger affiliate_codes_touch before insert or update on public.affiliate_codes for each row execute function private.touch_money_row();

create trigger referral_clicks_touch before insert or update on public.referral_clicks for each row execute function private.touch_money_row();

create trigger referrals_touch before insert or update on public.referrals for each row execute function private.touch_money_row();

create trigger user_roles_affiliate_code after insert or update of role, _deleted on public.user_roles
  for each row execute function private.on_affiliate_role();

-- Policies

create policy orders_select_buyer on public.orders for select to authenticated using (buyer_id = (select auth.uid()));

create policy orders_select_admin on public.orders for select to authenticated using ((select private.is_admin()));

create policy payments_select_buyer on public.payments for select to authenticated using (buyer_id = (select auth.uid()));

create policy payments_select_admin on public.payments for select to authenticated using ((select private.is_admin()));

create policy earnings_select_creator on public.earnings for select to authenticated using (creator_id = (select auth.uid()));

create policy earnings_select_admin on public.earnings for select to authenticated using ((select private.is_admin()));

create policy commissions_select_affiliate on public.commissions for select to authenticated using (affiliate_id = (select auth.uid()));

create policy commissions_select_admin on public.commissions for select to authenticated using ((select private.is_admin()));

create policy refund_requests_select_buyer on public.refund_requests for select to authenticated using (buyer_id = (select auth.uid()));

create policy refund_requests_select_admin on public.refund_requests for select to authenticated using ((select private.is_admin()));

create policy affiliate_codes_select_owner on public.affiliate_codes for select to authenticated using (user_id = (select auth.uid()));

create policy affiliate_codes_select_admin on public.affiliate_codes for select to authenticated using ((select private.is_admin()));

create policy referral_clicks_select_affiliate on public.referral_clicks for select to authenticated using (affiliate_id = (select auth.uid()));

create policy referral_clicks_select_admin on public.referral_clicks for select to authenticated using ((select private.is_admin()));

create policy referrals_select_affiliate on public.referrals for select to authenticated using (affiliate_id = (select auth.uid()));

create policy referrals_select_referred on public.referrals for select to authenticated using (user_id = (select auth.uid()));

create policy referrals_select_admin on public.referrals for select to authenticated using ((select private.is_admin()));

-- Reference data: the one settings row, with the defaults above (platform fee, currency, hold and refund days).

insert into private.payment_settings default values;
