-- Issue 50, hole 2: a refund is sent to the provider once. A request moves requested → processing → refunded | failed
-- (or requested → declined); the move to processing is an atomic claim, so a second approver finds it taken and is
-- told so; the provider call carries the request's idempotency key; the provider's refund.processed and refund.failed
-- events finish it. Reversing a refund never ends an enrolment another paid order of the buyer still holds (hole 1).

-- ---------------------------------------------------------------------------------------------
-- 1. The request's new states and what the state machine needs to remember.
-- ---------------------------------------------------------------------------------------------
alter table public.refund_requests drop constraint refund_requests_status_valid;
alter table public.refund_requests add constraint refund_requests_status_valid
  check (status in ('requested', 'processing', 'refunded', 'failed', 'declined'));
-- Sent with every provider call for this request: a repeated call (two approvers, a retry after a lost answer) is one
-- refund at the provider.
alter table public.refund_requests add column idempotency_key text not null
  default 'mrf-refund-' || replace(gen_random_uuid()::text, '-', '')
  constraint refund_requests_idempotency_key_unique unique;
-- True for a refund the server started itself (a second payment for a course already paid), with no learner's request.
alter table public.refund_requests add column automatic boolean not null default false;
alter table public.refund_requests add column claimed_at timestamptz;
alter table public.refund_requests add column failure_reason text
  constraint refund_requests_failure_reason_length check (char_length(failure_reason) <= 300);
-- A request in processing always has its claim time; a failed one says why.
alter table public.refund_requests add constraint refund_requests_processing_claimed
  check (status not in ('processing', 'refunded', 'failed') or claimed_at is not null);
create index refund_requests_processing_idx on public.refund_requests (claimed_at) where status = 'processing';

-- ---------------------------------------------------------------------------------------------
-- 2. Finishing a refund, whichever of the provider's answer and its webhook comes first (and however often).
-- ---------------------------------------------------------------------------------------------
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

-- ---------------------------------------------------------------------------------------------
-- 3. An admin's decision, first step. A decline is final here; an approval claims the request (requested →
--    processing) in this transaction, so of two approvers at once exactly one gets what the provider must refund.
-- ---------------------------------------------------------------------------------------------
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

-- The first deployment's second step, for a function deployed before this migration: the refund finishes at once.
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

revoke execute on function private.refund_finish(uuid, text, text, text), private.refund_release(uuid, text),
  private.refund_sent(uuid, text, text), private.refund_event(text, text, text) from public, anon, authenticated;
grant execute on function private.refund_finish(uuid, text, text, text), private.refund_release(uuid, text),
  private.refund_sent(uuid, text, text), private.refund_event(text, text, text) to service_role;

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
revoke execute on function public.payments_refund_release(uuid, text), public.payments_refund_sent(uuid, text, text),
  public.payments_refund_event(text, text, text) from public, anon, authenticated;
grant execute on function public.payments_refund_release(uuid, text), public.payments_refund_sent(uuid, text, text),
  public.payments_refund_event(text, text, text) to service_role;
