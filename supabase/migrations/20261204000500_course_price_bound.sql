-- Issue 50, edge: a price above about 21.47 million overflowed orders.amount_minor (an integer of minor units) and
-- checkout answered 500. Prices are bounded at 1,000,000 in the course's currency (100,000,000 minor units, well
-- inside an integer); the course form says the same (src/features/courses/schema.ts, COURSE_PRICE_MAX).
-- A course priced above the bound before this rule (none is known) is brought down to it, so the check can hold.
update public.courses set price = 1000000 where price > 1000000;
alter table public.courses add constraint courses_price_bounded check (price <= 1000000);
