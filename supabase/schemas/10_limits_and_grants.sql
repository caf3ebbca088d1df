-- Owns the input limits and the grants. Limits: every user-written text, list and JSON column of public has a length
-- limit with a readable message (a check constraint and a trigger, both made from the rows of private.input_limits).
-- The numbers and words are src/lib/limits.ts's; tests/integration/backend/input-limits.test.ts keeps the two equal.
-- Grants come last, once every object exists, so that each is stated once for the whole schema.

-- Tables

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

-- Functions

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

-- The limits: one row per column. Text: max_chars. List (text[]): max_items entries of item_max_chars. JSON:
-- max_items entries (array elements or object keys) and max_chars characters of its JSON text.

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

-- One trigger per table (only on updates of a limited column, so counters and pins cost nothing more), and a check
-- constraint per column as the last word, whatever path a write takes.
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

-- Grants: who may touch what, stated once for the whole schema and after every object exists. Each group starts from
-- nothing (Supabase's default privileges give anon and authenticated everything new in public) and grants what the
-- policies need; RLS then decides which rows. anon and authenticated keep EXECUTE on the private helpers that policies
-- and invoker triggers call, since those run as the caller; private is not exposed by the REST API.

-- What objects made later get: a hosted project hands every new table, sequence and function in public to the API
-- roles by default; here each is granted what it needs (and then listed below).
alter default privileges in schema public revoke execute on functions from anon, authenticated;
alter default privileges in schema public revoke all on tables from public, anon, authenticated;
alter default privileges in schema public revoke truncate, references, trigger on tables from service_role;
alter default privileges in schema public revoke all on sequences from public, anon, authenticated;
alter default privileges in schema private revoke all on sequences from public, anon, authenticated;

grant usage on schema private to anon, authenticated, service_role;

-- Tables follow the policies: no blanket grants. The service role (the payments function, admin scripts) bypasses RLS
-- but holds at most the four data rights.
revoke all on all tables in schema public, private from public, anon, authenticated;
revoke truncate, references, trigger on all tables in schema public from service_role;

-- Views are read only, for everyone: public_profiles keeps its owner's rights (a security_barrier view over the
-- public columns of live profiles), so what keeps it safe is that API roles may only read it. Any view added later is
-- covered by this loop (tests/integration/backend/rls.test.ts tries every view).
do $$
declare
  _view record;
begin
  for _view in select table_name from information_schema.views where table_schema = 'public' loop
    execute format('revoke all on public.%I from public, anon, authenticated, service_role', _view.table_name);
  end loop;
end
$$;
grant insert on
  public.contact_messages
  to anon;
grant select on
  private.server_epoch,
  private.server_kept_columns,
  public.course_modules,
  public.courses,
  public.discussion_comments,
  public.discussions,
  public.lessons,
  public.xp_levels,
  public.xp_rules
  to anon;
grant select, insert, update, delete on
  public.api_keys,
  public.automation_workflows,
  public.course_modules,
  public.courses,
  public.discussion_comments,
  public.discussion_votes,
  public.discussions,
  public.enrollments,
  public.lesson_progress,
  public.lessons,
  public.user_roles
  to authenticated;
grant insert, update, delete on
  public.tech_connections
  to authenticated;
grant select, insert, update on
  public.affiliate_applications,
  public.instructor_applications,
  public.profiles
  to authenticated;
grant select, insert on
  public.contact_messages
  to authenticated;
grant select on
  private.server_epoch,
  private.server_kept_columns,
  private.sync_removals,
  public.affiliate_codes,
  public.audit_log,
  public.commissions,
  public.earnings,
  public.orders,
  public.payments,
  public.public_profiles,
  public.referral_clicks,
  public.referrals,
  public.refund_requests,
  public.xp_events,
  public.xp_levels,
  public.xp_rules
  to authenticated;
grant select, insert, update, delete on
  public.affiliate_applications,
  public.api_keys,
  public.audit_log,
  public.automation_workflows,
  public.contact_messages,
  public.course_modules,
  public.courses,
  public.discussion_comments,
  public.discussion_votes,
  public.discussions,
  public.enrollments,
  public.instructor_applications,
  public.lesson_progress,
  public.lessons,
  public.profiles,
  public.tech_connections,
  public.user_roles,
  public.xp_events,
  public.xp_levels,
  public.xp_rules
  to service_role;
grant select on
  private.server_epoch,
  private.server_kept_columns,
  private.sync_removals,
  public.affiliate_codes,
  public.commissions,
  public.earnings,
  public.orders,
  public.payments,
  public.public_profiles,
  public.referral_clicks,
  public.referrals,
  public.refund_requests
  to service_role;
-- Integration secrets are never sent back to devices: they may write tech_connections.credentials but not read it;
-- sync reads it through owner-checked helpers that mask it (sync_pull) or use it only for compare-and-swap (sync_push).
grant select (id, user_id, tech_id, is_active, created_at, updated_at, _modified, _deleted, _xid) on public.tech_connections to authenticated;

-- No rights on sequences for API roles (hosted Supabase grants them by default).
revoke all on all sequences in schema public, private from public, anon, authenticated;

-- Functions: nobody may call one unless listed here. RPCs are the public ones; the private ones named for anon and
-- authenticated are those their policies and triggers call as the caller; service_role alone calls the payments RPCs.
revoke all on all functions in schema public, private from public, anon, authenticated, service_role;
grant execute on function
  private.check_discussion_open(),
  private.check_discussion_text(),
  private.course_has_modules(_course_id uuid),
  private.forget_credentials_on_disconnect(),
  private.handle_new_user(),
  private.handle_user_email_change(),
  private.has_role(_role text, _user_id uuid),
  private.is_admin(),
  private.is_course_instructor(_course_id uuid),
  private.is_course_published(_course_id uuid),
  private.is_enrolled(_course_id uuid),
  private.is_valid_email(value text),
  private.is_valid_url(value text),
  private.lesson_course_id(_module_id uuid),
  private.on_enrollment_change(),
  private.on_lesson_change(),
  private.on_module_change(),
  private.prepare_course(),
  private.prepare_discussion(),
  private.prepare_lesson_progress(),
  private.profile_card(_id uuid),
  private.propagate_profile_card(),
  private.protect_profile_columns(),
  private.refresh_course_totals(_course_id uuid),
  private.refuse_self_enrollment_in_paid_course(),
  private.soft_delete_user_role(),
  private.sync_current_row(_table text, _id uuid),
  private.sync_pull_source(_table text),
  private.sync_row_json(_table text, _row jsonb),
  private.touch_sync_columns(),
  private.touch_updated_at()
  to public, anon, authenticated, service_role;
grant execute on function
  private.server_view_names()
  to public, authenticated, service_role;
grant execute on function
  private.can_read_lesson(_lesson_id uuid),
  private.check_input_limits(),
  private.discussion_closed_to_caller(_discussion_id uuid),
  private.discussion_open_to_caller(_discussion_id uuid),
  private.guard_lesson_progress(),
  private.is_module_live(_module_id uuid),
  private.jsonb_within(value jsonb, max_items integer, max_chars integer),
  private.lesson_exists(_lesson_id uuid),
  private.request_client_address(),
  private.request_user_agent(),
  private.text_list_within(list text[], max_items integer, item_max integer),
  public.course_outline(p_course_id uuid),
  public.record_referral_click(p_code text, p_course_id uuid),
  public.verify_api_key(key text)
  to anon, authenticated, service_role;
grant execute on function
  private.assert_sync_push_size(changes jsonb),
  private.course_scope(_uid uuid),
  private.discussion_scope(_uid uuid),
  private.money_status(_available_at timestamp with time zone, _reversed_at timestamp with time zone),
  private.record_sync_push(_device_id uuid, _xid bigint, _rows jsonb),
  private.server_view(name text, uid uuid),
  private.server_view_before_payments(name text, uid uuid),
  private.server_view_freshness(name text),
  private.server_view_hash(_data jsonb),
  private.server_view_hashed(name text),
  private.server_view_own(name text, uid uuid),
  private.server_view_version(name text, uid uuid),
  private.server_view_version_before_payments(name text, uid uuid),
  private.sync_device_echoes(_device_id uuid, _table text),
  private.sync_page_api_keys(_uid uuid, _horizon bigint, _xid bigint, _id uuid, _batch integer, _device uuid, _since bigint, _course_ids uuid[], _course_xids bigint[], _discussion_ids uuid[], _discussion_xids bigint[], OUT page_rows jsonb, OUT page_count integer, OUT page_last jsonb),
  private.sync_page_automation_workflows(_uid uuid, _horizon bigint, _xid bigint, _id uuid, _batch integer, _device uuid, _since bigint, _course_ids uuid[], _course_xids bigint[], _discussion_ids uuid[], _discussion_xids bigint[], OUT page_rows jsonb, OUT page_count integer, OUT page_last jsonb),
  private.sync_page_course_modules(_uid uuid, _horizon bigint, _xid bigint, _id uuid, _batch integer, _device uuid, _since bigint, _course_ids uuid[], _course_xids bigint[], _discussion_ids uuid[], _discussion_xids bigint[], OUT page_rows jsonb, OUT page_count integer, OUT page_last jsonb),
  private.sync_page_courses(_uid uuid, _horizon bigint, _xid bigint, _id uuid, _batch integer, _device uuid, _since bigint, _course_ids uuid[], _course_xids bigint[], _discussion_ids uuid[], _discussion_xids bigint[], OUT page_rows jsonb, OUT page_count integer, OUT page_last jsonb),
  private.sync_page_discussion_comments(_uid uuid, _horizon bigint, _xid bigint, _id uuid, _batch integer, _device uuid, _since bigint, _course_ids uuid[], _course_xids bigint[], _discussion_ids uuid[], _discussion_xids bigint[], OUT page_rows jsonb, OUT page_count integer, OUT page_last jsonb),
  private.sync_page_discussion_votes(_uid uuid, _horizon bigint, _xid bigint, _id uuid, _batch integer, _device uuid, _since bigint, _course_ids uuid[], _course_xids bigint[], _discussion_ids uuid[], _discussion_xids bigint[], OUT page_rows jsonb, OUT page_count integer, OUT page_last jsonb),
  private.sync_page_discussions(_uid uuid, _horizon bigint, _xid bigint, _id uuid, _batch integer, _device uuid, _since bigint, _course_ids uuid[], _course_xids bigint[], _discussion_ids uuid[], _discussion_xids bigint[], OUT page_rows jsonb, OUT page_count integer, OUT page_last jsonb),
  private.sync_page_enrollments(_uid uuid, _horizon bigint, _xid bigint, _id uuid, _batch integer, _device uuid, _since bigint, _course_ids uuid[], _course_xids bigint[], _discussion_ids uuid[], _discussion_xids bigint[], OUT page_rows jsonb, OUT page_count integer, OUT page_last jsonb),
  private.sync_page_lesson_progress(_uid uuid, _horizon bigint, _xid bigint, _id uuid, _batch integer, _device uuid, _since bigint, _course_ids uuid[], _course_xids bigint[], _discussion_ids uuid[], _discussion_xids bigint[], OUT page_rows jsonb, OUT page_count integer, OUT page_last jsonb),
  private.sync_page_lessons(_uid uuid, _horizon bigint, _xid bigint, _id uuid, _batch integer, _device uuid, _since bigint, _course_ids uuid[], _course_xids bigint[], _discussion_ids uuid[], _discussion_xids bigint[], OUT page_rows jsonb, OUT page_count integer, OUT page_last jsonb),
  private.sync_page_profiles(_uid uuid, _horizon bigint, _xid bigint, _id uuid, _batch integer, _device uuid, _since bigint, _course_ids uuid[], _course_xids bigint[], _discussion_ids uuid[], _discussion_xids bigint[], OUT page_rows jsonb, OUT page_count integer, OUT page_last jsonb),
  private.sync_page_tech_connections(_uid uuid, _horizon bigint, _xid bigint, _id uuid, _batch integer, _device uuid, _since bigint, _course_ids uuid[], _course_xids bigint[], _discussion_ids uuid[], _discussion_xids bigint[], OUT page_rows jsonb, OUT page_count integer, OUT page_last jsonb),
  private.sync_page_user_roles(_uid uuid, _horizon bigint, _xid bigint, _id uuid, _batch integer, _device uuid, _since bigint, _course_ids uuid[], _course_xids bigint[], _discussion_ids uuid[], _discussion_xids bigint[], OUT page_rows jsonb, OUT page_count integer, OUT page_last jsonb),
  private.sync_pull_server_views(_cp jsonb),
  private.sync_push_unbounded(changes jsonb, device_id uuid),
  private.tech_connection_owner_row(_id uuid),
  public.admin_overview(),
  public.attach_referral(p_code text),
  public.moderate_content(target_table text, target_id uuid, flag text, value boolean),
  public.record_discussion_views(discussion_ids uuid[]),
  public.request_refund(p_order_id uuid, p_reason text),
  public.review_application(application_id uuid, decision text, note text),
  public.search_people(query text, max_rows integer),
  public.set_user_role(target_user_id uuid, role text, granted boolean),
  public.sync_pull(checkpoints jsonb, batch_size integer, device_id uuid),
  public.sync_push(changes jsonb, device_id uuid)
  to authenticated, service_role;
grant execute on function
  private.holds_paid_order(_buyer uuid, _course uuid),
  private.may_hear_doorbell(_topic text)
  to authenticated;
grant execute on function
  private.open_auto_refund(_order orders, _cause text, _details jsonb),
  private.payment_abort(_order_id uuid, _reason text),
  private.payment_create_order(_buyer uuid, _course_id uuid, _referral_code text),
  private.payment_order(_reference text),
  private.payment_set_authorization(_order_id uuid, _url text),
  private.payment_settle(_reference text, _status text, _amount_minor bigint, _currency text, _transaction_id text, _channel text, _via text),
  private.pending_auto_refund(_order_id uuid),
  private.refund_apply(_admin uuid, _request_id uuid, _provider_refund_id text),
  private.refund_event(_reference text, _status text, _provider_refund_id text),
  private.refund_finish(_request_id uuid, _outcome text, _provider_refund_id text, _detail text),
  private.refund_prepare(_admin uuid, _request_id uuid, _approve boolean),
  private.refund_release(_request_id uuid, _detail text),
  private.refund_sent(_request_id uuid, _provider_refund_id text, _provider_status text),
  private.require_service_role(),
  public.payments_abort(p_order_id uuid, p_reason text),
  public.payments_create_order(p_buyer_id uuid, p_course_id uuid, p_referral_code text),
  public.payments_order(p_reference text),
  public.payments_refund_apply(p_admin_id uuid, p_request_id uuid, p_provider_refund_id text),
  public.payments_refund_event(p_reference text, p_status text, p_provider_refund_id text),
  public.payments_refund_prepare(p_admin_id uuid, p_request_id uuid, p_approve boolean),
  public.payments_refund_release(p_request_id uuid, p_detail text),
  public.payments_refund_sent(p_request_id uuid, p_provider_refund_id text, p_provider_status text),
  public.payments_set_authorization(p_order_id uuid, p_authorization_url text),
  public.payments_settle(p_reference text, p_status text, p_amount_minor bigint, p_currency text, p_transaction_id text, p_channel text, p_via text)
  to service_role;
grant execute on function
  private.active_roles(_user_id uuid),
  private.audit_moderation(),
  private.can_engage_with_discussion(_discussion_id uuid),
  private.can_read_discussion(_discussion_id uuid),
  private.course_completed_by(_student_id uuid, _course_id uuid),
  private.discussion_author(_discussion_id uuid),
  private.keep_profile_standing(),
  private.keep_stored_credentials(),
  private.lesson_earns_xp(_student_id uuid, _lesson_id uuid),
  private.on_application_xp(),
  private.on_comment_change(),
  private.on_comment_hidden(),
  private.on_course_visibility_change(),
  private.on_discussion_hidden(),
  private.on_discussion_xp(),
  private.on_enrollment_scope_exit(),
  private.on_lesson_progress_xp(),
  private.on_vote_change(),
  private.on_xp_event_change(),
  private.person_card(_p profiles),
  private.prepare_application(),
  private.prepare_comment(),
  private.prepare_vote(),
  private.rank_key(_metric text, _period date),
  private.record_hard_delete(),
  private.refresh_profile_roles(),
  private.skill_keys(_skills text[]),
  private.sync_page_tables(),
  private.utc_day_start(),
  private.utc_week_start(),
  private.was_removed(_table text, _id uuid),
  private.xp_level(_xp integer),
  private.xp_metrics(_kind text)
  to public;
