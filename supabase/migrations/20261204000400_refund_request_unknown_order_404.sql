-- Issue 50, edge: asking for a refund of an order that is not one's own answered 500 (SQLSTATE P0002 is class P0,
-- which PostgREST answers with 500). It now answers 404 through PostgREST's own status code (SQLSTATE PT404), with the
-- same message; everything else is as in 20261101000000_payments.sql.
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
revoke execute on function public.request_refund(uuid, text) from public, anon;
grant execute on function public.request_refund(uuid, text) to authenticated, service_role;
