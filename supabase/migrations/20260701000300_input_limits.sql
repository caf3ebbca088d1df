-- Input size limits (issue 23, hole 12): every user-written text, list and JSON column of public has a length limit with a
-- readable message, and one sync_push call carries at most so many changes and bytes (413 otherwise).
-- The numbers and words are src/lib/limits.ts's; tests/integration/backend/input-limits.test.ts keeps the two equal.

-- ---------------------------------------------------------------------------------------------
-- 1. The limits, one row per column. Text: max_chars. List (text[]): max_items entries of item_max_chars. JSON: max_items
--    entries (array elements or object keys) and max_chars characters of its JSON text.
-- ---------------------------------------------------------------------------------------------
create table private.input_limits (
  table_name text not null,
  column_name text not null,
  max_chars integer,
  max_items integer,
  item_max_chars integer,
  message text,
  items_message text,
  item_message text,
  primary key (table_name, column_name)
);

insert into private.input_limits (table_name, column_name, max_chars, message)
select t, c, n, format('%s must be at most %s characters', label, to_char(n, 'FM999,999,999'))
from (values
  ('profiles', 'full_name', 100, 'Full name'),
  ('profiles', 'country', 100, 'Country'),
  ('profiles', 'bio', 2000, 'Bio'),
  ('profiles', 'avatar_url', 2048, 'Avatar URL'),
  ('courses', 'title', 200, 'Title'),
  ('courses', 'description', 5000, 'Description'),
  ('courses', 'thumbnail_url', 2048, 'Thumbnail URL'),
  ('course_modules', 'title', 200, 'Title'),
  ('lessons', 'title', 200, 'Title'),
  ('lessons', 'content', 100000, 'Content'),
  ('lessons', 'video_url', 2048, 'Video URL'),
  ('discussions', 'title', 200, 'Title'),
  ('discussions', 'content', 20000, 'Content'),
  ('discussion_comments', 'content', 5000, 'Comment'),
  ('automation_workflows', 'name', 200, 'Name'),
  ('automation_workflows', 'description', 2000, 'Description'),
  ('tech_connections', 'tech_id', 50, 'Tech'),
  ('api_keys', 'name', 100, 'Name'),
  ('api_keys', 'description', 500, 'Description'),
  ('contact_messages', 'first_name', 100, 'First name'),
  ('contact_messages', 'last_name', 100, 'Last name'),
  ('contact_messages', 'email', 320, 'Email'),
  ('contact_messages', 'subject', 200, 'Subject'),
  ('contact_messages', 'message', 5000, 'Message'),
  ('instructor_applications', 'full_name', 100, 'Full name'),
  ('instructor_applications', 'email', 320, 'Email'),
  ('instructor_applications', 'phone', 50, 'Phone'),
  ('instructor_applications', 'expertise', 500, 'Expertise'),
  ('instructor_applications', 'experience', 5000, 'Experience'),
  ('instructor_applications', 'course_topics', 2000, 'Course topics'),
  ('instructor_applications', 'linkedin_url', 2048, 'LinkedIn URL'),
  ('instructor_applications', 'portfolio_url', 2048, 'Portfolio URL'),
  ('instructor_applications', 'why_teach', 5000, 'Why teach'),
  ('instructor_applications', 'review_note', 2000, 'Review note'),
  ('affiliate_applications', 'full_name', 100, 'Full name'),
  ('affiliate_applications', 'email', 320, 'Email'),
  ('affiliate_applications', 'phone', 50, 'Phone'),
  ('affiliate_applications', 'platform_type', 200, 'Platform type'),
  ('affiliate_applications', 'audience_size', 200, 'Audience size'),
  ('affiliate_applications', 'niche', 200, 'Niche'),
  ('affiliate_applications', 'website_url', 2048, 'Website URL'),
  ('affiliate_applications', 'social_media_urls', 2000, 'Social media links'),
  ('affiliate_applications', 'marketing_experience', 5000, 'Marketing experience'),
  ('affiliate_applications', 'why_affiliate', 5000, 'Why affiliate'),
  ('affiliate_applications', 'review_note', 2000, 'Review note')
) v(t, c, n, label);

insert into private.input_limits (table_name, column_name, max_items, item_max_chars, items_message, item_message)
select t, c, n, m, format('Use at most %s %s', to_char(n, 'FM999,999,999'), plural),
       format('Each %s must be %s characters or fewer', singular, to_char(m, 'FM999,999,999'))
from (values
  ('profiles', 'skills', 50, 50, 'skills', 'skill'),
  ('discussions', 'tags', 5, 30, 'tags', 'tag')
) v(t, c, n, m, plural, singular);

insert into private.input_limits (table_name, column_name, max_items, max_chars, items_message, message)
select t, c, n, m, format('Use at most %s %s', to_char(n, 'FM999,999,999'), plural),
       format('%s must be at most %s characters', label, to_char(m, 'FM999,999,999'))
from (values
  ('automation_workflows', 'actions', 20, 20000, 'Actions', 'actions'),
  ('automation_workflows', 'trigger_config', 50, 5000, 'Trigger settings', 'trigger settings'),
  ('tech_connections', 'credentials', 20, 10000, 'Credentials', 'credentials')
) v(t, c, n, m, label, plural);

-- ---------------------------------------------------------------------------------------------
-- 2. The readable refusal: a trigger named to run after every other BEFORE trigger of its table (they fire in name order),
--    so it judges the row as it will be stored (a masked credential already replaced by the stored one). It raises
--    23514 with the column's words, the same a device's form shows. For every role: seed and admin SQL fit too.
-- ---------------------------------------------------------------------------------------------
create or replace function private.check_input_limits() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  _new jsonb := to_jsonb(new);
  _limit record;
  _value jsonb;
  _items integer;
begin
  for _limit in select * from private.input_limits l where l.table_name = tg_table_name loop
    _value := _new -> _limit.column_name;
    continue when _value is null or jsonb_typeof(_value) = 'null';
    if jsonb_typeof(_value) = 'string' then
      if char_length(_value #>> '{}') > _limit.max_chars then
        raise exception '%', _limit.message using errcode = '23514', table = tg_table_name, column = _limit.column_name;
      end if;
      continue;
    end if;
    _items := case jsonb_typeof(_value)
                when 'array' then jsonb_array_length(_value)
                when 'object' then (select count(*)::integer from jsonb_object_keys(_value))
                else 0 end;
    if _limit.max_items is not null and _items > _limit.max_items then
      raise exception '%', _limit.items_message using errcode = '23514', table = tg_table_name, column = _limit.column_name;
    end if;
    if _limit.item_max_chars is not null and jsonb_typeof(_value) = 'array'
       and exists (select 1 from jsonb_array_elements_text(_value) e where char_length(e) > _limit.item_max_chars) then
      raise exception '%', _limit.item_message using errcode = '23514', table = tg_table_name, column = _limit.column_name;
    end if;
    if _limit.max_chars is not null and char_length(_value::text) > _limit.max_chars then
      raise exception '%', _limit.message using errcode = '23514', table = tg_table_name, column = _limit.column_name;
    end if;
  end loop;
  return new;
end
$$;
revoke execute on function private.check_input_limits() from public;
grant execute on function private.check_input_limits() to anon, authenticated, service_role;

-- The constraints' helpers: a text[] and a jsonb value within their limits (null is within).
create or replace function private.text_list_within(list text[], max_items integer, item_max integer) returns boolean
language sql immutable as $$
  select list is null
    or (cardinality(list) <= max_items and not exists (select 1 from unnest(list) e where char_length(e) > item_max))
$$;

create or replace function private.jsonb_within(value jsonb, max_items integer, max_chars integer) returns boolean
language sql immutable as $$
  select value is null
    or ((case jsonb_typeof(value)
           when 'array' then jsonb_array_length(value)
           when 'object' then (select count(*)::integer from jsonb_object_keys(value))
           else 0 end) <= max_items
        and char_length(value::text) <= max_chars)
$$;
revoke execute on function private.text_list_within(text[], integer, integer) from public;
revoke execute on function private.jsonb_within(jsonb, integer, integer) from public;
grant execute on function private.text_list_within(text[], integer, integer) to anon, authenticated, service_role;
grant execute on function private.jsonb_within(jsonb, integer, integer) to anon, authenticated, service_role;

-- One trigger per table (only on updates of a limited column, so counters and pins cost nothing more), and a check
-- constraint per column as the last word, whatever path a write takes. Existing rows (the seed) are within them.
do $$
declare
  _table text;
  _columns text;
  _limit record;
  _check text;
  _name text;
begin
  for _table, _columns in
    select l.table_name, string_agg(quote_ident(l.column_name), ', ' order by l.column_name) from private.input_limits l group by l.table_name
  loop
    execute format('create trigger zzz_input_limits before insert or update of %s on public.%I for each row execute function private.check_input_limits()',
                   _columns, _table);
  end loop;
  for _limit in select * from private.input_limits loop
    _check := case
      when _limit.item_max_chars is not null then
        format('private.text_list_within(%I, %s, %s)', _limit.column_name, _limit.max_items, _limit.item_max_chars)
      when _limit.max_items is not null then
        format('private.jsonb_within(%I, %s, %s)', _limit.column_name, _limit.max_items, _limit.max_chars)
      else format('char_length(%I) <= %s', _limit.column_name, _limit.max_chars)
    end;
    _name := _limit.table_name || '_' || _limit.column_name || '_max_length';
    execute format('alter table public.%I add constraint %I check (%s) not valid', _limit.table_name, _name, _check);
    execute format('alter table public.%I validate constraint %I', _limit.table_name, _name);
  end loop;
end
$$;

-- A sign-up's full name (auth metadata, any length) becomes the profile's: cut to the profile's limit rather than
-- failing the sign-up.
create or replace function private.handle_new_user() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  insert into public.profiles (id, email, full_name)
  values (new.id, new.email, left(nullif(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', '')), ''), 100))
  on conflict (id) do nothing;
  insert into public.user_roles (user_id, role) values (new.id, 'learner') on conflict (user_id, role) do nothing;
  return new;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- 3. One sync_push call carries at most max_changes rows and max_bytes of changes (their JSON text); more is refused
--    whole with SQLSTATE PT413, which PostgREST (and the local backend) answer as HTTP 413 — a device splits the batch.
--    The check wraps whatever sync_push earlier migrations left, before any row is looked at.
-- ---------------------------------------------------------------------------------------------
create table private.sync_push_limits (
  only_row boolean primary key default true check (only_row),
  max_changes integer not null check (max_changes > 0),
  max_bytes integer not null check (max_bytes > 0)
);
insert into private.sync_push_limits (max_changes, max_bytes) values (500, 1048576);

create or replace function private.assert_sync_push_size(changes jsonb) returns void
language plpgsql stable security definer set search_path = '' as $$
declare
  _limits private.sync_push_limits;
  _count bigint;
  _bytes bigint;
begin
  if changes is null or jsonb_typeof(changes) <> 'array' then
    return; -- sync_push answers a malformed request itself (22023)
  end if;
  select * into _limits from private.sync_push_limits;
  select coalesce(sum(case when jsonb_typeof(i) = 'object' and jsonb_typeof(i -> 'rows') = 'array'
                           then jsonb_array_length(i -> 'rows') else 1 end), 0)
    into _count from jsonb_array_elements(changes) i;
  if _count > _limits.max_changes then
    raise exception 'A sync push may carry at most % changes; this one carries %. Send them in smaller batches.',
      to_char(_limits.max_changes, 'FM999,999,999'), to_char(_count, 'FM999,999,999')
      using errcode = 'PT413', hint = 'Split the changes into several calls.';
  end if;
  _bytes := octet_length(changes::text);
  if _bytes > _limits.max_bytes then
    raise exception 'A sync push may carry at most % bytes of changes; this one carries %. Send them in smaller batches.',
      to_char(_limits.max_bytes, 'FM999,999,999'), to_char(_bytes, 'FM999,999,999')
      using errcode = 'PT413', hint = 'Split the changes into several calls.';
  end if;
end
$$;
revoke execute on function private.assert_sync_push_size(jsonb) from public, anon;
grant execute on function private.assert_sync_push_size(jsonb) to authenticated, service_role;

alter function public.sync_push(jsonb, uuid) rename to sync_push_unbounded;
alter function public.sync_push_unbounded(jsonb, uuid) set schema private;
revoke execute on function private.sync_push_unbounded(jsonb, uuid) from public, anon;
grant execute on function private.sync_push_unbounded(jsonb, uuid) to authenticated, service_role;

create function public.sync_push(changes jsonb, device_id uuid default null) returns jsonb
language plpgsql volatile security invoker set search_path = public as $$
begin
  perform private.assert_sync_push_size(changes);
  return private.sync_push_unbounded(changes, device_id);
end
$$;
revoke execute on function public.sync_push(jsonb, uuid) from public, anon;
grant execute on function public.sync_push(jsonb, uuid) to authenticated, service_role;
