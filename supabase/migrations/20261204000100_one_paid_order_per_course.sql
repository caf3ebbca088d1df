-- Issue 50, hole 1: never charged twice for one course. A buyer holds at most one paid order per course (a unique
-- index, so no code path can break it); a second successful payment for a course already paid (a first checkout left
-- open past the reuse window, then a second, and both paid) is refunded automatically and audit-logged, as is a payment
-- whose amount or currency differs from its order. The refund goes through the state machine of
-- 20261204000000_refund_state_machine.sql, as an automatic request already claimed; the payments function sends it.

-- Existing duplicates (from before this rule) keep their oldest paid order; any later one is left for an admin, marked,
-- so the index can be built.
update public.orders o set status_reason = 'duplicate_payment_before_rule'
where o.status = 'paid' and exists (
  select 1 from public.orders p
  where p.buyer_id = o.buyer_id and p.course_id = o.course_id and p.status = 'paid'
    and (p.paid_at, p.id) < (o.paid_at, o.id));
update public.orders o set status = 'failed'
where o.status = 'paid' and o.status_reason = 'duplicate_payment_before_rule';

create unique index orders_one_paid_per_course on public.orders (buyer_id, course_id) where status = 'paid';

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

-- As in 20261101000000_payments.sql, with the buyer and course locked together (two orders of one buyer and course
-- settle one after the other), the second paid order refunded, a mismatched payment refunded, and what is still to be
-- sent to the provider answered as auto_refund with every later delivery until the provider accepts it.
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

revoke execute on function private.pending_auto_refund(uuid), private.open_auto_refund(public.orders, text, jsonb)
  from public, anon, authenticated;
grant execute on function private.pending_auto_refund(uuid), private.open_auto_refund(public.orders, text, jsonb) to service_role;
