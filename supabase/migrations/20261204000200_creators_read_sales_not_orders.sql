-- Issue 50, hole 3: creators no longer read their buyers' orders. Through orders_select_creator a creator could select
-- buyer_id, reference and a pending checkout's authorization_url, and with that URL open the buyer's checkout on the
-- provider's page. A creator's sales come only from the instructor_sales read model (sync_pull's server_views, built
-- by private.server_view of 20261101000000_payments.sql as the owner): course, amounts, currency, dates and status,
-- nothing about the buyer. Buyers still read their own orders and admins all of them.
drop policy orders_select_creator on public.orders;
