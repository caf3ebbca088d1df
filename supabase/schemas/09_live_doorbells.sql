-- Owns live updates: after a commit, triggers ring a doorbell on a Supabase Realtime private channel, and the devices
-- listening there answer with their normal sync_pull. A doorbell carries the table and transaction id only, never row
-- content, and goes only to a topic whose members may read the change:
--   maarifa:community        every signed-in member: discussions and comments anyone may read, the published catalogue
--   maarifa:user:<user id>   one user: their own rows changed elsewhere (another device, an admin's decision, XP, roles)
-- Hosted Supabase provides realtime.send() and realtime.topic() and authorises a private channel's join by a select on
-- realtime.messages as the user (the policy below); the local backend provides the same (supabase/local/platform.sql).
-- See docs/sync-protocol.md, "Live updates".

-- Functions

-- Who may hear a topic: the community for any signed-in member, a user topic for its user only; and only while the
-- token's session still exists (a signed-out or revoked session is refused even before its token expires).
create or replace function private.may_hear_doorbell(_topic text) returns boolean
language sql stable security definer set search_path = '' as $$
  select auth.uid() is not null
    and (_topic = 'maarifa:community' or _topic = 'maarifa:user:' || auth.uid()::text)
    and exists (
      select 1 from auth.sessions s
      where s.user_id = auth.uid()
        and s.id = nullif(auth.jwt() ->> 'session_id', '')::uuid
    )
$$;

-- Rings a topic at most once per transaction: the topics rung so far live in a transaction-local setting (rolled back
-- with a rolled-back subtransaction, gone at commit), so a push of 500 rows costs one message per topic, not 500.
-- realtime.send is transactional (a row in realtime.messages, a NOTIFY locally): nothing rings before the commit, and
-- nothing rings for a rolled-back change. It never raises (hosted send turns its own errors into warnings).
create or replace function private.ring_doorbell(_topic text, _table text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  _rung text := coalesce(nullif(current_setting('maarifa.doorbells_rung', true), ''), '|');
begin
  if position('|' || _topic || '|' in _rung) > 0 then
    return;
  end if;
  perform set_config('maarifa.doorbells_rung', _rung || _topic || '|', true);
  perform realtime.send(
    jsonb_build_object('table', _table, 'xid', pg_current_xact_id()::text::bigint),
    'sync', _topic, true);
end
$$;

create or replace function private.ring_user_doorbell(_user_id uuid, _table text) returns void
language sql security definer set search_path = '' as $$
  select private.ring_doorbell('maarifa:user:' || _user_id::text, _table) where _user_id is not null
$$;

-- Rows one user owns: that user's topic (both owners, should a row ever change hands).
create or replace function private.doorbell_owned_row() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  _old uuid;
  _new uuid;
begin
  case tg_table_name
    when 'profiles' then
      if tg_op <> 'INSERT' then _old := old.id; end if;
      if tg_op <> 'DELETE' then _new := new.id; end if;
    when 'enrollments', 'lesson_progress' then
      if tg_op <> 'INSERT' then _old := old.student_id; end if;
      if tg_op <> 'DELETE' then _new := new.student_id; end if;
    when 'automation_workflows' then
      if tg_op <> 'INSERT' then _old := old.creator_id; end if;
      if tg_op <> 'DELETE' then _new := new.creator_id; end if;
    else -- user_roles, discussion_votes, tech_connections, api_keys, the applications
      if tg_op <> 'INSERT' then _old := old.user_id; end if;
      if tg_op <> 'DELETE' then _new := new.user_id; end if;
  end case;
  perform private.ring_user_doorbell(_new, tg_table_name);
  if _old is distinct from _new then
    perform private.ring_user_doorbell(_old, tg_table_name);
  end if;
  return null;
end
$$;

-- Discussions: the community hears a change to a discussion it may read before or after (a new one, an edit, a vote
-- count, a hide or delete, which devices learn as a removal). A discussion hidden or deleted all along is the
-- author's business: only their topic. View counts alone ring nobody (they ride along with the next pull).
create or replace function private.doorbell_discussion() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  _was_live boolean := tg_op <> 'INSERT' and not old._deleted and not old.is_hidden;
  _is_live boolean := tg_op <> 'DELETE' and not new._deleted and not new.is_hidden;
begin
  if tg_op = 'UPDATE'
    and (old.title, old.content, old.upvotes, old.is_pinned, old.tags, old.comment_count, old._deleted, old.is_hidden,
         old.author_name, old.author_avatar_url, old.author_id)
      is not distinct from
        (new.title, new.content, new.upvotes, new.is_pinned, new.tags, new.comment_count, new._deleted, new.is_hidden,
         new.author_name, new.author_avatar_url, new.author_id) then
    return null;
  end if;
  if _was_live or _is_live then
    perform private.ring_doorbell('maarifa:community', tg_table_name);
  else
    perform private.ring_user_doorbell(case when tg_op = 'DELETE' then old.author_id else new.author_id end, tg_table_name);
  end if;
  return null;
end
$$;

-- Comments: as discussions, and a comment is readable only while its discussion is.
create or replace function private.doorbell_comment() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  _row public.discussion_comments := case when tg_op = 'DELETE' then old else new end;
  _was_live boolean := tg_op <> 'INSERT' and not old._deleted and not old.is_hidden;
  _is_live boolean := tg_op <> 'DELETE' and not new._deleted and not new.is_hidden;
begin
  if (_was_live or _is_live) and exists (
    select 1 from public.discussions d where d.id = _row.discussion_id and not d._deleted and not d.is_hidden
  ) then
    perform private.ring_doorbell('maarifa:community', tg_table_name);
  else
    perform private.ring_user_doorbell(_row.author_id, tg_table_name);
  end if;
  return null;
end
$$;

-- The catalogue: a published course (before or after), its modules and lessons concern every member; a draft only its
-- instructor. Counters the server keeps (students, rating, duration) ring nobody.
create or replace function private.doorbell_course() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  _row public.courses := case when tg_op = 'DELETE' then old else new end;
begin
  if tg_op = 'UPDATE'
    and (to_jsonb(old) - array['total_students', 'average_rating', 'total_duration', 'updated_at', '_modified', '_xid'])
      = (to_jsonb(new) - array['total_students', 'average_rating', 'total_duration', 'updated_at', '_modified', '_xid']) then
    return null;
  end if;
  if (tg_op <> 'INSERT' and old.status = 'published' and not old._deleted)
    or (tg_op <> 'DELETE' and new.status = 'published' and not new._deleted) then
    perform private.ring_doorbell('maarifa:community', tg_table_name);
  else
    perform private.ring_user_doorbell(_row.instructor_id, tg_table_name);
  end if;
  return null;
end
$$;

create or replace function private.doorbell_course_part() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  _course_id uuid;
  _published boolean;
  _instructor uuid;
begin
  if tg_table_name = 'course_modules' then
    _course_id := case when tg_op = 'DELETE' then old.course_id else new.course_id end;
  else
    select m.course_id into _course_id from public.course_modules m
    where m.id = case when tg_op = 'DELETE' then old.module_id else new.module_id end;
  end if;
  select c.status = 'published' and not c._deleted, c.instructor_id into _published, _instructor
  from public.courses c where c.id = _course_id;
  if _published then
    perform private.ring_doorbell('maarifa:community', tg_table_name);
  else
    perform private.ring_user_doorbell(_instructor, tg_table_name);
  end if;
  return null;
end
$$;

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

-- Triggers

-- Row-level AFTER triggers: each row costs one plpgsql call and a lookup in the transaction-local setting; only the
-- first change per topic in a transaction sends anything.
create trigger profiles_doorbell after insert or update or delete on public.profiles
  for each row execute function private.doorbell_owned_row();

create trigger user_roles_doorbell after insert or update or delete on public.user_roles
  for each row execute function private.doorbell_owned_row();

create trigger enrollments_doorbell after insert or update or delete on public.enrollments
  for each row execute function private.doorbell_owned_row();

create trigger lesson_progress_doorbell after insert or update or delete on public.lesson_progress
  for each row execute function private.doorbell_owned_row();

create trigger discussion_votes_doorbell after insert or update or delete on public.discussion_votes
  for each row execute function private.doorbell_owned_row();

create trigger automation_workflows_doorbell after insert or update or delete on public.automation_workflows
  for each row execute function private.doorbell_owned_row();

create trigger tech_connections_doorbell after insert or update or delete on public.tech_connections
  for each row execute function private.doorbell_owned_row();

create trigger api_keys_doorbell after insert or update or delete on public.api_keys
  for each row execute function private.doorbell_owned_row();

-- Applications are never pulled, but their decision changes the applicant's my_applications read model.
create trigger instructor_applications_doorbell after update of status on public.instructor_applications
  for each row execute function private.doorbell_owned_row();

create trigger affiliate_applications_doorbell after update of status on public.affiliate_applications
  for each row execute function private.doorbell_owned_row();

create trigger discussions_doorbell after insert or update or delete on public.discussions
  for each row execute function private.doorbell_discussion();

create trigger discussion_comments_doorbell after insert or update or delete on public.discussion_comments
  for each row execute function private.doorbell_comment();

create trigger courses_doorbell after insert or update or delete on public.courses
  for each row execute function private.doorbell_course();

create trigger course_modules_doorbell after insert or update or delete on public.course_modules
  for each row execute function private.doorbell_course_part();

create trigger lessons_doorbell after insert or update or delete on public.lessons
  for each row execute function private.doorbell_course_part();

create trigger orders_doorbell after insert or update on public.orders for each row execute function private.doorbell_money_row();

create trigger refund_requests_doorbell after insert or update on public.refund_requests for each row execute function private.doorbell_money_row();

create trigger earnings_doorbell after insert or update on public.earnings for each row execute function private.doorbell_money_row();

create trigger commissions_doorbell after insert or update on public.commissions for each row execute function private.doorbell_money_row();

create trigger affiliate_codes_doorbell after insert or update on public.affiliate_codes for each row execute function private.doorbell_money_row();

create trigger referral_clicks_doorbell after insert on public.referral_clicks for each row execute function private.doorbell_money_row();

create trigger referrals_doorbell after insert on public.referrals for each row execute function private.doorbell_money_row();

-- Policies

create policy maarifa_doorbells_read on realtime.messages for select to authenticated
  using (realtime.messages.extension = 'broadcast' and private.may_hear_doorbell(realtime.topic()));
