-- Issue 24, teach and earn: paid enrolment through a payment provider, creator earnings, affiliate commissions and the
-- 30-day money-back guarantee. Money is integers in minor units with a currency; nothing money-related is writable
-- from a device: the payments Edge Function (supabase/functions/payments) settles through the service-role RPCs at
-- the end of this file, and learners only ask for refunds and record referrals through their own RPCs.

-- ---------------------------------------------------------------------------------------------
-- 1. The creator's affiliate rate, a synced course field (pulled as part of the row, pushed like the other fields).
-- ---------------------------------------------------------------------------------------------
alter table public.courses add column affiliate_percent smallint not null default 0
  constraint courses_affiliate_percent_range check (affiliate_percent between 0 and 30);

-- ---------------------------------------------------------------------------------------------
-- 2. Settings, changed by SQL only (no API reaches the private schema's tables).
-- ---------------------------------------------------------------------------------------------
create table private.payment_settings (
  id boolean primary key default true constraint payment_settings_single_row check (id),
  platform_fee_bp integer not null default 1000 constraint payment_settings_fee_range check (platform_fee_bp between 0 and 10000),
  currency text not null default 'USD' constraint payment_settings_currency_valid check (currency ~ '^[A-Z]{3}$'),
  hold_days integer not null default 30 constraint payment_settings_hold_range check (hold_days between 0 and 365),
  refund_days integer not null default 30 constraint payment_settings_refund_range check (refund_days between 0 and 365),
  checkout_reuse_minutes integer not null default 30 check (checkout_reuse_minutes between 0 and 1440)
);
insert into private.payment_settings default values;
alter table private.payment_settings enable row level security;
revoke all on private.payment_settings from public, anon, authenticated;

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
revoke execute on function private.touch_money_row() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 3. Tables. People are named by id without foreign keys (as audit_log): a money record outlives the account.
-- ---------------------------------------------------------------------------------------------
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
create index orders_buyer_idx on public.orders (buyer_id, created_at desc, id desc);
create index orders_buyer_xid_idx on public.orders (buyer_id, _xid);
create index orders_creator_xid_idx on public.orders (creator_id, _xid);
create index orders_affiliate_xid_idx on public.orders (affiliate_id, _xid) where affiliate_id is not null;
create index orders_buyer_course_idx on public.orders (buyer_id, course_id, status);

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
create index payments_buyer_idx on public.payments (buyer_id);
create index payments_order_idx on public.payments (order_id);

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
create index earnings_creator_idx on public.earnings (creator_id, available_at);
create index earnings_creator_xid_idx on public.earnings (creator_id, _xid);

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
create index commissions_affiliate_idx on public.commissions (affiliate_id, available_at);
create index commissions_affiliate_xid_idx on public.commissions (affiliate_id, _xid);

-- One refund request per order (a declined request is final: the learner writes to support).
create table public.refund_requests (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null constraint refund_requests_order_unique unique references public.orders (id) on delete restrict,
  buyer_id uuid not null,
  reason text not null constraint refund_requests_reason_length check (char_length(btrim(reason)) between 10 and 1000),
  status text not null default 'requested' constraint refund_requests_status_valid check (status in ('requested', 'refunded', 'declined')),
  provider_refund_id text,
  decided_by uuid,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  _xid bigint not null default 0
);
create index refund_requests_buyer_xid_idx on public.refund_requests (buyer_id, _xid);
create index refund_requests_open_idx on public.refund_requests (created_at) where status = 'requested';

create table public.affiliate_codes (
  user_id uuid primary key,
  code text not null constraint affiliate_codes_code_unique unique
    constraint affiliate_codes_code_valid check (code ~ '^[A-Z0-9]{4,20}$'),
  created_at timestamptz not null default now(),
  _xid bigint not null default 0
);

create table public.referral_clicks (
  id uuid primary key default gen_random_uuid(),
  affiliate_id uuid not null,
  code text not null,
  course_id uuid,
  user_id uuid,
  created_at timestamptz not null default now(),
  _xid bigint not null default 0
);
create index referral_clicks_affiliate_xid_idx on public.referral_clicks (affiliate_id, _xid);

-- A user's sign-up attribution: the first affiliate whose code they arrived with.
create table public.referrals (
  user_id uuid primary key,
  affiliate_id uuid not null,
  code text not null,
  created_at timestamptz not null default now(),
  _xid bigint not null default 0,
  constraint referrals_not_self check (affiliate_id <> user_id)
);
create index referrals_affiliate_xid_idx on public.referrals (affiliate_id, _xid);

create trigger orders_touch before insert or update on public.orders for each row execute function private.touch_money_row();
create trigger payments_touch before insert or update on public.payments for each row execute function private.touch_money_row();
create trigger earnings_touch before insert or update on public.earnings for each row execute function private.touch_money_row();
create trigger commissions_touch before insert or update on public.commissions for each row execute function private.touch_money_row();
create trigger refund_requests_touch before insert or update on public.refund_requests for each row execute function private.touch_money_row();
create trigger affiliate_codes_touch before insert or update on public.affiliate_codes for each row execute function private.touch_money_row();
create trigger referral_clicks_touch before insert or update on public.referral_clicks for each row execute function private.touch_money_row();
create trigger referrals_touch before insert or update on public.referrals for each row execute function private.touch_money_row();

-- ---------------------------------------------------------------------------------------------
-- 4. Row-level security: each reads their own, admins all; nobody writes from the API (functions write as owner).
-- ---------------------------------------------------------------------------------------------
alter table public.orders enable row level security;
alter table public.payments enable row level security;
alter table public.earnings enable row level security;
alter table public.commissions enable row level security;
alter table public.refund_requests enable row level security;
alter table public.affiliate_codes enable row level security;
alter table public.referral_clicks enable row level security;
alter table public.referrals enable row level security;

revoke all on public.orders, public.payments, public.earnings, public.commissions, public.refund_requests,
  public.affiliate_codes, public.referral_clicks, public.referrals from public, anon, authenticated;
grant select on public.orders, public.payments, public.earnings, public.commissions, public.refund_requests,
  public.affiliate_codes, public.referral_clicks, public.referrals to authenticated, service_role;

create policy orders_select_buyer on public.orders for select to authenticated using (buyer_id = (select auth.uid()));
create policy orders_select_creator on public.orders for select to authenticated using (creator_id = (select auth.uid()));
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

-- ---------------------------------------------------------------------------------------------
-- 5. Affiliate codes: made when the affiliate or ambassador role is granted, and for today's holders.
-- ---------------------------------------------------------------------------------------------
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
create trigger user_roles_affiliate_code after insert or update of role, _deleted on public.user_roles
  for each row execute function private.on_affiliate_role();

insert into public.affiliate_codes (user_id, code)
select distinct on (r.user_id) r.user_id, private.new_affiliate_code()
from public.user_roles r where r.role in ('affiliate', 'ambassador') and not r._deleted
on conflict (user_id) do nothing;

-- The affiliate a code names, while they hold the role; null for an unknown code or a lapsed affiliate.
create or replace function private.affiliate_of_code(_code text) returns uuid
language sql stable security definer set search_path = public as $$
  select c.user_id from public.affiliate_codes c
  where c.code = upper(btrim(_code)) and char_length(_code) <= 40
    and exists (select 1 from public.user_roles r
                where r.user_id = c.user_id and r.role in ('affiliate', 'ambassador') and not r._deleted)
$$;

-- ---------------------------------------------------------------------------------------------
-- 6. Enrolment in a paid course: still refused to devices, unless the learner holds a paid order for it (coming back
--    after leaving the course). Un-deleting an enrolment counts as enrolling, so a refunded learner cannot revive it.
-- ---------------------------------------------------------------------------------------------
create or replace function private.holds_paid_order(_buyer uuid, _course uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (select 1 from public.orders o where o.buyer_id = _buyer and o.course_id = _course and o.status = 'paid')
$$;

-- As in 20260201000000_hardening.sql (the trigger enrollments_free_courses_only, on insert and on update of course_id
-- and _deleted, stays), with the buyer's exception and a message that is true now.
create or replace function private.refuse_self_enrollment_in_paid_course() returns trigger
language plpgsql security invoker set search_path = public as $$
declare
  _price numeric;
begin
  if new.student_id is distinct from auth.uid() or new._deleted then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.course_id = old.course_id and not old._deleted then
    return new;
  end if;
  select price into _price from public.courses where id = new.course_id;
  if (_price is null or _price > 0) and not private.holds_paid_order(new.student_id, new.course_id) then
    raise exception 'A paid course is enrolled in by buying it'
      using errcode = '42501', hint = 'Buy the course on its page: the enrolment follows the verified payment.';
  end if;
  return new;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- 7. Learners' RPCs.
-- ---------------------------------------------------------------------------------------------
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
    raise exception 'No such order of yours' using errcode = 'P0002';
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
revoke execute on function public.request_refund(uuid, text) from public, anon;
grant execute on function public.request_refund(uuid, text) to authenticated, service_role;

create or replace function public.record_referral_click(p_code text, p_course_id uuid default null) returns void
language plpgsql volatile security definer set search_path = public as $$
declare
  _affiliate uuid := private.affiliate_of_code(p_code);
begin
  if _affiliate is null or _affiliate is not distinct from auth.uid() then
    return;
  end if;
  insert into public.referral_clicks (affiliate_id, code, course_id, user_id)
  values (_affiliate, upper(btrim(p_code)),
          (select c.id from public.courses c where c.id = p_course_id and c.status = 'published' and not c._deleted),
          auth.uid());
end
$$;
revoke execute on function public.record_referral_click(text, uuid) from public;
grant execute on function public.record_referral_click(text, uuid) to anon, authenticated, service_role;

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
revoke execute on function public.attach_referral(text) from public, anon;
grant execute on function public.attach_referral(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- 8. Settlement, for the payments Edge Function only (service role). Each is SECURITY DEFINER in private; the public
--    wrappers (section 9) are what PostgREST exposes, executable by service_role alone, and check the role again.
-- ---------------------------------------------------------------------------------------------
create or replace function private.order_json(_o public.orders) returns jsonb
language sql stable set search_path = public as $$
  select jsonb_build_object('order_id', _o.id, 'course_id', _o.course_id, 'buyer_id', _o.buyer_id, 'status', _o.status,
                            'reference', _o.reference, 'authorization_url', _o.authorization_url,
                            'amount_minor', _o.amount_minor, 'currency', _o.currency, 'provider', _o.provider)
$$;

-- Enrols (or re-enrols) the buyer, as the server: the device refusal above does not apply to the owner.
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

-- Settles what the provider said about an order's transaction, exactly once, whichever of webhook and verify comes
-- first (and however often). A success whose amount or currency differs from the order is refused for good.
create or replace function private.payment_settle(_reference text, _status text, _amount_minor bigint, _currency text,
                                                  _transaction_id text, _channel text, _via text) returns jsonb
language plpgsql volatile security definer set search_path = public as $$
declare
  _order public.orders;
  _fee integer;
  _commission integer;
  _paid_at timestamptz := now();
  _settings private.payment_settings;
begin
  select * into _settings from private.payment_settings;
  select * into _order from public.orders o where o.reference = _reference for update;
  if not found then
    return jsonb_build_object('error', 'order_not_found');
  end if;
  if _order.status in ('paid', 'refunded') or _order.status_reason = 'amount_mismatch' then
    return private.order_json(_order) || jsonb_build_object('changed', false);
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
      insert into public.audit_log (actor_id, action, target_user_id, target_id, details)
      values (null, 'payment.mismatch', _order.buyer_id, _order.id,
              jsonb_build_object('reference', _reference, 'expected_minor', _order.amount_minor, 'expected_currency', _order.currency,
                                 'paid_minor', _amount_minor, 'paid_currency', _currency));
      return private.order_json(_order) || jsonb_build_object('changed', true);
    end if;

    insert into public.payments (order_id, buyer_id, provider, reference, transaction_id, status, amount_minor, currency, channel, verified_via)
    values (_order.id, _order.buyer_id, _order.provider, _reference, _transaction_id, 'success', _amount_minor::integer,
            _order.currency, _channel, _via)
    on conflict (reference) do update set status = excluded.status, amount_minor = excluded.amount_minor,
      transaction_id = excluded.transaction_id, channel = excluded.channel, verified_via = excluded.verified_via;
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

create or replace function private.is_admin_user(_user uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (select 1 from public.user_roles r where r.user_id = _user and r.role in ('admin', 'superadmin') and not r._deleted)
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
  if _request.status <> 'requested' then
    return jsonb_build_object('request_id', _request.id, 'status', _request.status, 'final', true);
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
  return jsonb_build_object('request_id', _request.id, 'status', 'requested', 'final', false, 'order_id', _order.id,
                            'reference', _order.reference, 'amount_minor', _order.amount_minor, 'currency', _order.currency,
                            'provider', _order.provider);
end
$$;

-- Second step, after the provider accepted the refund: the order, enrolment, earning and commission are reversed.
create or replace function private.refund_apply(_admin uuid, _request_id uuid, _provider_refund_id text) returns jsonb
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
  if _request.status <> 'requested' then
    return jsonb_build_object('request_id', _request.id, 'status', _request.status);
  end if;
  select * into _order from public.orders o where o.id = _request.order_id for update;
  update public.refund_requests set status = 'refunded', decided_by = _admin, decided_at = now(),
    provider_refund_id = left(_provider_refund_id, 200)
  where id = _request.id;
  update public.orders set status = 'refunded' where id = _order.id;
  update public.earnings set reversed_at = now() where order_id = _order.id and reversed_at is null;
  update public.commissions set reversed_at = now() where order_id = _order.id and reversed_at is null;
  -- Soft delete, so the buyer's devices receive a tombstone and drop the course's lessons.
  update public.enrollments set _deleted = true where student_id = _order.buyer_id and course_id = _order.course_id and not _deleted;
  insert into public.audit_log (actor_id, action, target_user_id, target_id, details)
  values (_admin, 'refund.approved', _request.buyer_id, _order.id,
          jsonb_build_object('request_id', _request.id, 'course_id', _order.course_id, 'amount_minor', _order.amount_minor,
                             'currency', _order.currency, 'reason', _request.reason, 'provider_refund_id', _provider_refund_id));
  return jsonb_build_object('request_id', _request.id, 'status', 'refunded');
end
$$;

revoke execute on function private.new_affiliate_code(), private.on_affiliate_role(), private.affiliate_of_code(text),
  private.holds_paid_order(uuid, uuid), private.order_json(public.orders), private.grant_paid_enrollment(uuid, uuid),
  private.payment_create_order(uuid, uuid, text), private.payment_set_authorization(uuid, text),
  private.payment_abort(uuid, text), private.payment_order(text),
  private.payment_settle(text, text, bigint, text, text, text, text), private.is_admin_user(uuid),
  private.refund_prepare(uuid, uuid, boolean), private.refund_apply(uuid, uuid, text)
  from public, anon, authenticated;
-- The device refusal trigger runs as the device's role.
grant execute on function private.holds_paid_order(uuid, uuid) to authenticated;
grant execute on function private.payment_create_order(uuid, uuid, text), private.payment_set_authorization(uuid, text),
  private.payment_abort(uuid, text), private.payment_order(text),
  private.payment_settle(text, text, bigint, text, text, text, text),
  private.refund_prepare(uuid, uuid, boolean), private.refund_apply(uuid, uuid, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- 9. The service role's entry points through PostgREST (/rest/v1/rpc/payments_*).
-- ---------------------------------------------------------------------------------------------
create or replace function private.require_service_role() returns void
language plpgsql stable as $$
begin
  if coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'Only the payments service may call this' using errcode = '42501';
  end if;
end
$$;
revoke execute on function private.require_service_role() from public, anon, authenticated;
grant execute on function private.require_service_role() to service_role;

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
revoke execute on function public.payments_create_order(uuid, uuid, text), public.payments_set_authorization(uuid, text),
  public.payments_abort(uuid, text), public.payments_order(text),
  public.payments_settle(text, text, bigint, text, text, text, text),
  public.payments_refund_prepare(uuid, uuid, boolean), public.payments_refund_apply(uuid, uuid, text)
  from public, anon, authenticated;
grant execute on function public.payments_create_order(uuid, uuid, text), public.payments_set_authorization(uuid, text),
  public.payments_abort(uuid, text), public.payments_order(text),
  public.payments_settle(text, text, bigint, text, text, text, text),
  public.payments_refund_prepare(uuid, uuid, boolean), public.payments_refund_apply(uuid, uuid, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- 10. Read models my_orders, instructor_sales, affiliate_summary (sync_pull's server_views). Versioned like
--     my_applications by the user's own rows' _xid (below the horizon); the creator's and affiliate's also add how
--     many of their earnings or commissions have reached available_at, so 'pending → available' reaches the device
--     when 30 days pass, with no cron. Both parts only grow, so their sum changes whenever either does.
--     server_view and server_view_version keep their bodies under new names and are wrapped.
-- ---------------------------------------------------------------------------------------------
create or replace function private.server_view_names() returns text[]
language sql immutable set search_path = public as $$
  select array['leaderboard', 'community_stats', 'suggested_peers', 'recent_activity', 'my_applications',
               'my_orders', 'instructor_sales', 'affiliate_summary']
$$;

alter function private.server_view(text, uuid) rename to server_view_before_payments;
alter function private.server_view_version(text, uuid) rename to server_view_version_before_payments;
revoke execute on function private.server_view_before_payments(text, uuid), private.server_view_version_before_payments(text, uuid)
  from public, anon;

create or replace function private.money_status(_available_at timestamptz, _reversed_at timestamptz) returns text
language sql stable as $$
  select case when _reversed_at is not null then 'reversed' when _available_at <= now() then 'available' else 'pending' end
$$;

create or replace function private.server_view(name text, uid uuid) returns jsonb
language plpgsql stable security definer set search_path = public as $$
#variable_conflict use_variable
declare
  _currency text := (select s.currency from private.payment_settings s);
begin
  if name is null or not (name in ('my_orders', 'instructor_sales', 'affiliate_summary')) then
    return private.server_view_before_payments(name, uid);
  end if;
  if uid is null then
    raise exception 'server_view: uid is required' using errcode = '22023';
  end if;
  if auth.uid() is not null and auth.uid() <> uid then
    raise exception 'server_view: a user reads only their own views' using errcode = '42501';
  end if;

  if name = 'my_orders' then
    -- Orders whose payment never started (the provider was unreachable) are nobody's business.
    return jsonb_build_object('orders', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', o.id, 'course_id', o.course_id, 'course_title', c.title, 'amount_minor', o.amount_minor,
               'currency', o.currency, 'status', o.status, 'created_at', o.created_at, 'paid_at', o.paid_at,
               'refundable_until', o.refundable_until,
               'refund', (select jsonb_build_object('id', r.id, 'status', r.status, 'reason', r.reason,
                                                    'created_at', r.created_at, 'decided_at', r.decided_at)
                          from public.refund_requests r where r.order_id = o.id))
             order by o.created_at desc, o.id desc)
      from (select * from public.orders x where x.buyer_id = uid and x.authorization_url is not null
            order by x.created_at desc, x.id desc limit 100) o
      join public.courses c on c.id = o.course_id), '[]'::jsonb));

  elsif name = 'instructor_sales' then
    return (
      with e as (
        select e.*, o.amount_minor as order_minor, o.paid_at, private.money_status(e.available_at, e.reversed_at) as st
        from public.earnings e join public.orders o on o.id = e.order_id
        where e.creator_id = uid
      ), per_course as (
        select e.course_id, count(*)::integer as sales, count(*) filter (where e.st = 'reversed')::integer as refunds,
               coalesce(sum(e.order_minor) filter (where e.st <> 'reversed'), 0)::bigint as gross_minor,
               coalesce(sum(e.amount_minor) filter (where e.st = 'pending'), 0)::bigint as pending_minor,
               coalesce(sum(e.amount_minor) filter (where e.st = 'available'), 0)::bigint as available_minor,
               coalesce(sum(e.amount_minor) filter (where e.st = 'reversed'), 0)::bigint as reversed_minor
        from e group by e.course_id
      )
      select jsonb_build_object(
        'currency', _currency,
        'totals', jsonb_build_object(
          'sales', coalesce(sum(p.sales), 0), 'refunds', coalesce(sum(p.refunds), 0),
          'gross_minor', coalesce(sum(p.gross_minor), 0), 'pending_minor', coalesce(sum(p.pending_minor), 0),
          'available_minor', coalesce(sum(p.available_minor), 0), 'reversed_minor', coalesce(sum(p.reversed_minor), 0)),
        'courses', coalesce((
          select jsonb_agg(jsonb_build_object(
                   'course_id', c.id, 'title', c.title, 'price_minor', round(c.price * 100)::integer,
                   'affiliate_percent', c.affiliate_percent, 'sales', coalesce(q.sales, 0), 'refunds', coalesce(q.refunds, 0),
                   'gross_minor', coalesce(q.gross_minor, 0), 'pending_minor', coalesce(q.pending_minor, 0),
                   'available_minor', coalesce(q.available_minor, 0))
                 order by c.title, c.id)
          from public.courses c left join per_course q on q.course_id = c.id
          where c.instructor_id = uid and (not c._deleted and c.price > 0 or q.course_id is not null)), '[]'::jsonb),
        'recent', coalesce((
          select jsonb_agg(jsonb_build_object(
                   'order_id', r.order_id, 'course_id', r.course_id, 'course_title', c.title, 'amount_minor', r.order_minor,
                   'earning_minor', r.amount_minor, 'status', r.st, 'paid_at', r.paid_at, 'available_at', r.available_at)
                 order by r.paid_at desc, r.order_id desc)
          from (select * from e order by e.paid_at desc, e.order_id desc limit 50) r
          join public.courses c on c.id = r.course_id), '[]'::jsonb))
      from per_course p);

  else -- affiliate_summary
    return (
      with m as (
        select m.*, o.amount_minor as order_minor, o.paid_at, private.money_status(m.available_at, m.reversed_at) as st
        from public.commissions m join public.orders o on o.id = m.order_id
        where m.affiliate_id = uid
      )
      select jsonb_build_object(
        'code', (select a.code from public.affiliate_codes a where a.user_id = uid
                 and exists (select 1 from public.user_roles r
                             where r.user_id = uid and r.role in ('affiliate', 'ambassador') and not r._deleted)),
        'currency', _currency,
        'clicks', (select count(*) from public.referral_clicks k where k.affiliate_id = uid),
        'signups', (select count(*) from public.referrals f where f.affiliate_id = uid),
        'paid_referrals', (select count(*) from public.orders o where o.affiliate_id = uid and o.status = 'paid'),
        'pending_minor', coalesce((select sum(m.amount_minor) from m where m.st = 'pending'), 0),
        'available_minor', coalesce((select sum(m.amount_minor) from m where m.st = 'available'), 0),
        'reversed_minor', coalesce((select sum(m.amount_minor) from m where m.st = 'reversed'), 0),
        'recent', coalesce((
          select jsonb_agg(jsonb_build_object(
                   'order_id', r.order_id, 'course_id', r.course_id, 'course_title', c.title, 'amount_minor', r.order_minor,
                   'commission_minor', r.amount_minor, 'status', r.st, 'paid_at', r.paid_at, 'available_at', r.available_at)
                 order by r.paid_at desc, r.order_id desc)
          from (select * from m order by m.paid_at desc, m.order_id desc limit 50) r
          join public.courses c on c.id = r.course_id), '[]'::jsonb)));
  end if;
end
$$;

create or replace function private.server_view_version(name text, uid uuid) returns bigint
language plpgsql stable security definer set search_path = public as $$
#variable_conflict use_variable
declare
  _horizon bigint := pg_snapshot_xmin(pg_current_snapshot())::text::bigint;
  _newest bigint;
  _matured bigint := 0;
begin
  if name is null or not (name in ('my_orders', 'instructor_sales', 'affiliate_summary')) then
    return private.server_view_version_before_payments(name, uid);
  end if;
  if uid is null then
    raise exception 'server_view_version: uid is required' using errcode = '22023';
  end if;
  if auth.uid() is not null and auth.uid() <> uid then
    raise exception 'server_view_version: a user reads only their own views' using errcode = '42501';
  end if;
  if name = 'my_orders' then
    _newest := greatest(
      (select max(o._xid) from public.orders o where o.buyer_id = uid),
      (select max(r._xid) from public.refund_requests r where r.buyer_id = uid));
  elsif name = 'instructor_sales' then
    _newest := greatest(
      (select max(o._xid) from public.orders o where o.creator_id = uid),
      (select max(e._xid) from public.earnings e where e.creator_id = uid),
      (select max(c._xid) from public.courses c where c.instructor_id = uid));
    _matured := (select count(*) from public.earnings e where e.creator_id = uid and e.available_at <= now());
  else
    _newest := greatest(
      (select a._xid from public.affiliate_codes a where a.user_id = uid),
      (select max(r._xid) from public.user_roles r where r.user_id = uid),
      (select max(k._xid) from public.referral_clicks k where k.affiliate_id = uid),
      (select max(f._xid) from public.referrals f where f.affiliate_id = uid),
      (select max(o._xid) from public.orders o where o.affiliate_id = uid),
      (select max(m._xid) from public.commissions m where m.affiliate_id = uid));
    _matured := (select count(*) from public.commissions m where m.affiliate_id = uid and m.available_at <= now());
  end if;
  return least(coalesce(_newest, 0), _horizon - 1) + _matured;
end
$$;

revoke execute on function private.server_view(text, uuid), private.server_view_version(text, uuid),
  private.money_status(timestamptz, timestamptz) from public, anon;
grant execute on function private.server_view(text, uuid), private.server_view_version(text, uuid),
  private.money_status(timestamptz, timestamptz), private.server_view_before_payments(text, uuid),
  private.server_view_version_before_payments(text, uuid) to authenticated, service_role;

-- The new column travels in the courses rows sync already sends (to_jsonb of the row) and pushes (the table's
-- columns); the page functions are rebuilt so every cached plan sees the new row shape.
select private.build_sync_pages();

-- ---------------------------------------------------------------------------------------------
-- 11. Doorbells: a money change rings the buyer, the creator and the affiliate it concerns.
-- ---------------------------------------------------------------------------------------------
create or replace function private.doorbell_money_row() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  _row jsonb := to_jsonb(case when tg_op = 'DELETE' then old else new end);
begin
  case tg_table_name
    when 'orders' then
      perform private.ring_user_doorbell((_row ->> 'buyer_id')::uuid, tg_table_name);
      perform private.ring_user_doorbell((_row ->> 'creator_id')::uuid, tg_table_name);
      perform private.ring_user_doorbell((_row ->> 'affiliate_id')::uuid, tg_table_name);
    when 'refund_requests' then
      perform private.ring_user_doorbell((_row ->> 'buyer_id')::uuid, tg_table_name);
    when 'earnings' then
      perform private.ring_user_doorbell((_row ->> 'creator_id')::uuid, tg_table_name);
    when 'affiliate_codes' then
      perform private.ring_user_doorbell((_row ->> 'user_id')::uuid, tg_table_name);
    else -- commissions, referral_clicks, referrals
      perform private.ring_user_doorbell((_row ->> 'affiliate_id')::uuid, tg_table_name);
  end case;
  return null;
end
$$;
revoke execute on function private.doorbell_money_row() from public, anon, authenticated;
create trigger orders_doorbell after insert or update on public.orders for each row execute function private.doorbell_money_row();
create trigger refund_requests_doorbell after insert or update on public.refund_requests for each row execute function private.doorbell_money_row();
create trigger earnings_doorbell after insert or update on public.earnings for each row execute function private.doorbell_money_row();
create trigger commissions_doorbell after insert or update on public.commissions for each row execute function private.doorbell_money_row();
create trigger affiliate_codes_doorbell after insert or update on public.affiliate_codes for each row execute function private.doorbell_money_row();
create trigger referral_clicks_doorbell after insert on public.referral_clicks for each row execute function private.doorbell_money_row();
create trigger referrals_doorbell after insert on public.referrals for each row execute function private.doorbell_money_row();
