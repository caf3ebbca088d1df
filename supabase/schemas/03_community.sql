-- Owns the community: discussions, comments, votes and view counts; who may read and engage with a discussion; text
-- rules for what is posted; moderation (hiding, restoring) and the audit log every moderation act and application
-- decision writes.

-- Tables

create table public.discussions (
  id uuid primary key default gen_random_uuid(),
  author_id uuid not null references public.profiles (id) on delete cascade,
  title text not null constraint discussions_title_not_blank check (btrim(title) <> ''),
  content text not null default '',
  upvotes integer not null default 0 constraint discussions_upvotes_not_negative check (upvotes >= 0),
  view_count integer not null default 0 constraint discussions_view_count_not_negative check (view_count >= 0),
  is_pinned boolean not null default false,
  tags text[] not null default '{}',
  author_name text,
  author_avatar_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  _xid bigint not null default 0,
  comment_count integer not null default 0
    constraint discussions_comment_count_not_negative check (comment_count >= 0),
  is_hidden boolean not null default false
);
alter table public.discussions enable row level security;

create table public.discussion_comments (
  id uuid primary key default gen_random_uuid(),
  discussion_id uuid not null references public.discussions (id) on delete cascade,
  author_id uuid not null references public.profiles (id) on delete cascade,
  content text not null constraint discussion_comments_content_min_length check (char_length(btrim(content)) >= 2),
  author_name text,
  author_avatar_url text,
  is_hidden boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  _xid bigint not null default 0
);
alter table public.discussion_comments enable row level security;

create table public.discussion_votes (
  id uuid primary key default gen_random_uuid(),
  discussion_id uuid not null references public.discussions (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  _xid bigint not null default 0,
  constraint discussion_votes_one_per_user unique (discussion_id, user_id)
);
alter table public.discussion_votes enable row level security;

create table private.discussion_views (
  discussion_id uuid not null references public.discussions (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (discussion_id, user_id)
);
alter table private.discussion_views enable row level security;

-- No foreign keys: the record outlives the accounts it names.
create table public.audit_log (
  id uuid primary key default gen_random_uuid(),
  actor_id uuid,
  action text not null,
  target_user_id uuid,
  target_id uuid,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
alter table public.audit_log enable row level security;

-- Indexes

create index discussions_sync_idx on public.discussions (_xid, id);
create index discussions_created_idx on public.discussions (created_at desc);
create index discussions_author_idx on public.discussions (author_id);
create index discussion_comments_sync_idx on public.discussion_comments (_xid, id);
create index discussion_comments_discussion_idx on public.discussion_comments (discussion_id, created_at);
create index discussion_comments_author_idx on public.discussion_comments (author_id);
create index discussion_comments_created_idx on public.discussion_comments (created_at);
create index discussion_votes_sync_idx on public.discussion_votes (_xid, id);
create index discussion_votes_user_idx on public.discussion_votes (user_id);
create index discussion_views_user_idx on private.discussion_views (user_id);
create index audit_log_created_idx on public.audit_log (created_at desc);
create index audit_log_target_user_idx on public.audit_log (target_user_id, created_at desc);
create index discussion_votes_user_sync_idx on public.discussion_votes (user_id, _xid, id);
create index discussion_comments_discussion_sync_idx on public.discussion_comments (discussion_id, _xid, id);

-- The browsing window of a device's discussions: the newest live ones.
create index discussions_live_newest_idx on public.discussions (created_at desc, id desc) where not _deleted;

-- Functions

-- Counters and moderation flags: counters are the server's; only admins pin and hide.
create or replace function private.prepare_discussion() returns trigger
language plpgsql security invoker set search_path = public as $$
declare
  caller_is_device boolean := current_user in ('anon', 'authenticated');
begin
  if tg_op = 'INSERT' or new.author_id is distinct from old.author_id then
    select p.full_name, p.avatar_url into new.author_name, new.author_avatar_url
    from private.profile_card(new.author_id) p;
  elsif caller_is_device then
    new.author_name := old.author_name;
    new.author_avatar_url := old.author_avatar_url;
    new.created_at := old.created_at;
  end if;
  if caller_is_device then
    if tg_op = 'INSERT' then
      new.upvotes := 0;
      new.view_count := 0;
      new.comment_count := 0;
      if not private.is_admin() then
        new.is_pinned := false;
        new.is_hidden := false;
      end if;
    else
      new.upvotes := old.upvotes;
      new.view_count := old.view_count;
      new.comment_count := old.comment_count;
      if not private.is_admin() then
        new.is_pinned := old.is_pinned;
        new.is_hidden := old.is_hidden;
      end if;
    end if;
  end if;
  return new;
end
$$;

-- Read past RLS on purpose: comment and vote triggers run as the device's role, which may not see the discussion.
create or replace function private.discussion_author(_discussion_id uuid) returns uuid
language sql stable security definer set search_path = public as $$
  select author_id from public.discussions where id = _discussion_id
$$;

-- The one rule for who reads a discussion, shared by the discussions policy, comment policies and view counting.
create or replace function private.can_read_discussion(_discussion_id uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (
    select 1 from public.discussions d
    where d.id = _discussion_id and (not d.is_hidden or d.author_id = auth.uid() or private.is_admin())
  )
$$;

-- New comments and votes need a discussion that is readable and not deleted.
create or replace function private.can_engage_with_discussion(_discussion_id uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (
    select 1 from public.discussions d
    where d.id = _discussion_id and not d._deleted
      and (not d.is_hidden or d.author_id = auth.uid() or private.is_admin())
  )
$$;

-- A comment stays where it was written and whose it is; an admin acting on someone else's comment only hides it.
create or replace function private.prepare_comment() returns trigger
language plpgsql security invoker set search_path = public as $$
declare
  caller_is_device boolean := current_user in ('anon', 'authenticated');
begin
  if tg_op = 'INSERT' then
    select p.full_name, p.avatar_url into new.author_name, new.author_avatar_url
    from private.profile_card(new.author_id) p;
    if caller_is_device and not private.is_admin() then
      new.is_hidden := false;
    end if;
  elsif caller_is_device then
    new.discussion_id := old.discussion_id;
    new.author_id := old.author_id;
    new.author_name := old.author_name;
    new.author_avatar_url := old.author_avatar_url;
    new.created_at := old.created_at;
    if not private.is_admin() then
      new.is_hidden := old.is_hidden;
    end if;
    if old.author_id is distinct from auth.uid() then
      new.content := old.content;
      new._deleted := old._deleted;
    end if;
  elsif new.author_id is distinct from old.author_id then
    select p.full_name, p.avatar_url into new.author_name, new.author_avatar_url
    from private.profile_card(new.author_id) p;
  end if;
  return new;
end
$$;

-- Devices use one vote id per (user, discussion) and toggle its _deleted, so the pair never moves.
create or replace function private.prepare_vote() returns trigger
language plpgsql security invoker set search_path = public as $$
begin
  if tg_op = 'UPDATE' and current_user in ('anon', 'authenticated') then
    new.discussion_id := old.discussion_id;
    new.user_id := old.user_id;
    new.created_at := old.created_at;
  end if;
  if not new._deleted and new.user_id = private.discussion_author(new.discussion_id) then
    raise exception 'You cannot vote for your own discussion'
      using errcode = '23514', hint = 'Upvotes are for other people''s discussions.';
  end if;
  return new;
end
$$;

-- As for upvotes, a comment earns when it starts counting on a live discussion (not deleted, not hidden): an admin
-- showing a hidden comment again under a removed discussion gives nothing back. What a comment earned while the
-- discussion was live stays until the comment itself goes.
create or replace function private.on_comment_change() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  was_counted boolean := tg_op <> 'INSERT' and not old._deleted and not old.is_hidden;
  is_counted boolean := tg_op <> 'DELETE' and not new._deleted and not new.is_hidden;
  _discussion_author uuid;
  _live boolean;
begin
  if was_counted and is_counted then
    if new.discussion_id is distinct from old.discussion_id then
      update public.discussions set comment_count = comment_count - 1 where id = old.discussion_id;
      update public.discussions set comment_count = comment_count + 1 where id = new.discussion_id;
    end if;
  elsif was_counted then
    update public.discussions set comment_count = comment_count - 1 where id = old.discussion_id;
    perform private.revoke_xp(old.author_id, 'comment_written', 'discussion_comments', old.id);
  elsif is_counted then
    update public.discussions set comment_count = comment_count + 1 where id = new.discussion_id
      returning author_id, not _deleted and not is_hidden into _discussion_author, _live;
    if _live and _discussion_author is distinct from new.author_id then
      perform private.grant_xp(new.author_id, 'comment_written', 'discussion_comments', new.id);
    end if;
  end if;
  return null;
end
$$;

-- Upvotes: arithmetic under the discussion's row lock, so concurrent votes from two devices both count.
create or replace function private.on_vote_change() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  was_active boolean := tg_op <> 'INSERT' and not old._deleted;
  is_active boolean := tg_op <> 'DELETE' and not new._deleted;
  _author uuid;
  _live boolean;
begin
  if is_active and not was_active then
    update public.discussions set upvotes = upvotes + 1 where id = new.discussion_id
      returning author_id, not _deleted and not is_hidden into _author, _live;
    if _live and _author is distinct from new.user_id then
      perform private.grant_xp(_author, 'upvote_received', 'discussion_votes', new.id);
    end if;
  elsif was_active and not is_active then
    update public.discussions set upvotes = upvotes - 1 where id = old.discussion_id;
    perform private.revoke_xp(null, 'upvote_received', 'discussion_votes', old.id);
  end if;
  return null;
end
$$;

-- Rows that hiding takes out of other people's reach leave their devices (as an unpublished course does); rows
-- that come back are touched so they sort above the checkpoints devices hold.
create or replace function private.on_discussion_hidden() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if new.is_hidden and not old.is_hidden then
    insert into private.sync_removals (table_name, row_id, except_user_id)
    select 'discussions', new.id, new.author_id
    union all
    select 'discussion_comments', c.id, new.author_id from public.discussion_comments c where c.discussion_id = new.id;
  elsif old.is_hidden and not new.is_hidden then
    update public.discussion_comments set _deleted = _deleted where discussion_id = new.id;
  end if;
  return null;
end
$$;

create or replace function private.on_comment_hidden() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if new.is_hidden and not old.is_hidden then
    insert into private.sync_removals (table_name, row_id, except_user_id) values ('discussion_comments', new.id, new.author_id);
  end if;
  return null;
end
$$;

-- One call per sync round: the discussions this user opened. Returns how many were counted now.
create or replace function public.record_discussion_views(discussion_ids uuid[]) returns integer
language plpgsql volatile security definer set search_path = public as $$
declare
  _uid uuid := auth.uid();
  _is_admin boolean;
  _new uuid[];
begin
  if _uid is null then
    raise exception 'record_discussion_views needs a signed-in user' using errcode = '42501';
  end if;
  if discussion_ids is null then
    raise exception 'discussion_ids must be an array of discussion ids' using errcode = '22023';
  end if;
  if coalesce(array_ndims(discussion_ids), 1) <> 1 then
    raise exception 'discussion_ids must be a flat array of discussion ids' using errcode = '22023';
  end if;
  if cardinality(discussion_ids) > 500 then
    raise exception 'discussion_ids holds % ids; send at most 500 per call', cardinality(discussion_ids) using errcode = '22023';
  end if;
  if array_position(discussion_ids, null) is not null then
    raise exception 'discussion_ids must not contain null' using errcode = '22023';
  end if;
  _is_admin := private.is_admin();

  -- Unknown, deleted or unreadable ids are ignored; authors opening their own discussion do not count.
  with readable as (
    select d.id from public.discussions d
    where d.id = any(discussion_ids) and not d._deleted and d.author_id <> _uid and (not d.is_hidden or _is_admin)
  ), inserted as (
    insert into private.discussion_views (discussion_id, user_id)
    select r.id, _uid from readable r
    on conflict do nothing
    returning discussion_id
  )
  select coalesce(array_agg(i.discussion_id order by i.discussion_id), '{}') into _new from inserted i;

  if cardinality(_new) > 0 then
    -- One lock order for every caller, so overlapping batches wait instead of deadlocking.
    perform 1 from public.discussions d where d.id = any(_new) order by d.id for no key update;
    update public.discussions set view_count = view_count + 1 where id = any(_new);
  end if;
  return cardinality(_new);
end
$$;

-- The discussions a device pulls. The newest 200 and the caller's own
-- already come from live discussions; only the ones the caller engaged with (comments, votes) are looked up to drop
-- deleted ones: some 70 lookups per call instead of every discussion in scope (twice a pull: discussions, comments).
create or replace function private.discussion_scope(_uid uuid) returns table (discussion_id uuid, engaged_xid bigint)
language sql stable security invoker set search_path = public as $$
  with mine as (
    select c.discussion_id, c._xid from public.discussion_comments c where c.author_id = _uid
    union all
    select v.discussion_id, v._xid from public.discussion_votes v where v.user_id = _uid
  ), scope as (
    select w.id, null::bigint as x
    from (select d.id from public.discussions d where not d._deleted order by d.created_at desc, d.id desc limit 200) w
    union all
    select d.id, null::bigint from public.discussions d where d.author_id = _uid and not d._deleted
    union all
    select m.discussion_id, m.x
    from (select m.discussion_id, min(m._xid) as x from mine m group by m.discussion_id) m
    join public.discussions d on d.id = m.discussion_id and not d._deleted
  )
  select s.id, coalesce(min(s.x), 0)
  from scope s
  group by s.id
$$;

-- The server enforces what the client checks for a discussion's words (src/features/community/texts.ts, validation):
-- a title of at least 5 characters, content of at least 10 (both trimmed), at most 5 tags of at most 30 characters each.
-- Only for callers from a device (anon, authenticated): seed and admin SQL keep writing whatever they need.
create or replace function private.check_discussion_text() returns trigger
language plpgsql security invoker set search_path = public as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  -- An update that leaves the words as they were (a pin, an edit of another column) is not judged again.
  if tg_op = 'UPDATE' and new.title is not distinct from old.title and new.content is not distinct from old.content
     and new.tags is not distinct from old.tags then
    return new;
  end if;
  if char_length(btrim(coalesce(new.title, ''))) < 5 then
    raise exception 'Title must be at least 5 characters' using errcode = '23514';
  end if;
  if char_length(btrim(coalesce(new.content, ''))) < 10 then
    raise exception 'Content must be at least 10 characters' using errcode = '23514';
  end if;
  if coalesce(cardinality(new.tags), 0) > 5 then
    raise exception 'Use at most 5 tags' using errcode = '23514';
  end if;
  if exists (select 1 from unnest(coalesce(new.tags, '{}'::text[])) t where char_length(t) > 30) then
    raise exception 'Each tag must be 30 characters or fewer' using errcode = '23514';
  end if;
  return new;
end
$$;

-- A comment or an upvote on a discussion that was hidden or deleted meanwhile (often written offline before the
-- moderator acted) is refused with a reason a person can read, instead of the bare row-level-security message;
-- the device shows it in its conflicts list. A discussion the server does not have yet is not called closed:
-- the device pushes it first and retries what needed it.
create or replace function private.discussion_closed_to_caller(_discussion_id uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (
    select 1 from public.discussions d
    where d.id = _discussion_id
      and (d._deleted or (d.is_hidden and d.author_id is distinct from auth.uid() and not private.is_admin()))
  )
$$;

create or replace function private.check_discussion_open() returns trigger
language plpgsql security invoker set search_path = public as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  -- Only what adds engagement: a new row, or a removed vote given again. Taking a vote back stays possible.
  if tg_op = 'UPDATE' and (new._deleted or not old._deleted) then
    return new;
  end if;
  if private.discussion_closed_to_caller(new.discussion_id) then
    raise exception 'This discussion has been hidden or removed, so it no longer takes comments or upvotes.'
      using errcode = '42501';
  end if;
  return new;
end
$$;

-- Hiding, unhiding, pinning and unpinning by a signed-in person are audited; SQL outside the API (seed, maintenance) is not.
create or replace function private.audit_moderation() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  _uid uuid := auth.uid();
  _kind text := case tg_table_name when 'discussions' then 'discussion' else 'comment' end;
  _label text;
begin
  if _uid is null then
    return null;
  end if;
  _label := case when tg_table_name = 'discussions' then to_jsonb(new) ->> 'title' else left(to_jsonb(new) ->> 'content', 140) end;
  if new.is_hidden is distinct from old.is_hidden then
    insert into public.audit_log (actor_id, action, target_user_id, target_id, details)
    values (_uid, _kind || case when new.is_hidden then '.hidden' else '.unhidden' end, new.author_id, new.id,
            jsonb_build_object('kind', _kind, 'title', _label));
  end if;
  if tg_table_name = 'discussions' and (to_jsonb(new) ->> 'is_pinned') is distinct from (to_jsonb(old) ->> 'is_pinned') then
    insert into public.audit_log (actor_id, action, target_user_id, target_id, details)
    values (_uid, _kind || case when (to_jsonb(new) ->> 'is_pinned')::boolean then '.pinned' else '.unpinned' end, new.author_id, new.id,
            jsonb_build_object('kind', _kind, 'title', _label));
  end if;
  return null;
end
$$;

-- One moderation act by id, as the caller (row-level security and the flag rules decide), so an act queued on a
-- device offline is one call when it is delivered. Setting a flag to the value it has is a no-op, so a delivery
-- repeated after a lost answer changes nothing.
create or replace function public.moderate_content(target_table text, target_id uuid, flag text, value boolean) returns jsonb
language plpgsql volatile security invoker set search_path = public as $$
declare
  _count integer;
begin
  if auth.uid() is null then
    raise exception 'moderate_content needs a signed-in user' using errcode = '42501';
  end if;
  if not private.is_admin() then
    raise exception 'Only admins and superadmins can moderate' using errcode = '42501';
  end if;
  if target_table not in ('discussions', 'discussion_comments') then
    raise exception 'target_table must be discussions or discussion_comments' using errcode = '22023';
  end if;
  if flag not in ('is_hidden', 'is_pinned') or (flag = 'is_pinned' and target_table <> 'discussions') then
    raise exception 'flag must be is_hidden, or is_pinned for a discussion' using errcode = '22023';
  end if;
  if value is null then
    raise exception 'value must be true or false' using errcode = '22023';
  end if;
  execute format('update public.%I set %I = $1 where id = $2 and not _deleted', target_table, flag) using value, target_id;
  get diagnostics _count = row_count;
  if _count = 0 then
    raise exception 'Nothing was changed: the item was deleted meanwhile.' using errcode = '22023';
  end if;
  return jsonb_build_object('target_table', target_table, 'target_id', target_id, 'flag', flag, 'value', value);
end
$$;

-- A discussion whose comments the caller may read: live, and not hidden unless it is the caller's own.
create or replace function private.discussion_open_to_caller(_discussion_id uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (
    select 1 from public.discussions d
    where d.id = _discussion_id and not d._deleted and (not d.is_hidden or d.author_id = auth.uid())
  )
$$;

create or replace function private.on_discussion_soft_delete() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if new._deleted and not old._deleted then
    -- Nobody but admins reads the comments of a deleted discussion, whoever wrote them.
    insert into private.sync_removals (table_name, row_id, except_user_id)
    select 'discussions', new.id, new.author_id
    union all
    select 'discussion_comments', c.id, null from public.discussion_comments c where c.discussion_id = new.id;
  elsif old._deleted and not new._deleted then
    update public.discussion_comments set _deleted = _deleted where discussion_id = new.id;
  end if;
  return null;
end
$$;

create or replace function private.on_comment_soft_delete() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if new._deleted and not old._deleted then
    insert into private.sync_removals (table_name, row_id, except_user_id) values ('discussion_comments', new.id, new.author_id);
  end if;
  return null;
end
$$;

-- Triggers

create trigger discussions_touch_sync before insert or update on public.discussions
  for each row execute function private.touch_sync_columns();

create trigger discussions_prepare before insert or update on public.discussions
  for each row execute function private.prepare_discussion();

create trigger discussions_touch_updated_at before update of title, content, tags on public.discussions
  for each row execute function private.touch_updated_at();

create trigger discussion_comments_touch_sync before insert or update on public.discussion_comments
  for each row execute function private.touch_sync_columns();

create trigger discussion_comments_touch_updated_at before update of content on public.discussion_comments
  for each row execute function private.touch_updated_at();

create trigger discussion_comments_prepare before insert or update on public.discussion_comments
  for each row execute function private.prepare_comment();

create trigger discussion_votes_touch_sync before insert or update on public.discussion_votes
  for each row execute function private.touch_sync_columns();

create trigger discussion_votes_prepare before insert or update on public.discussion_votes
  for each row execute function private.prepare_vote();

create trigger discussion_comments_count after insert or delete or update of _deleted, is_hidden, discussion_id
  on public.discussion_comments for each row execute function private.on_comment_change();

create trigger discussion_votes_count after insert or delete or update of _deleted on public.discussion_votes
  for each row execute function private.on_vote_change();

create trigger discussions_hidden after update of is_hidden on public.discussions
  for each row execute function private.on_discussion_hidden();

create trigger discussion_comments_hidden after update of is_hidden on public.discussion_comments
  for each row execute function private.on_comment_hidden();

create trigger discussions_text_rules before insert or update of title, content, tags on public.discussions
  for each row execute function private.check_discussion_text();

create trigger discussion_votes_discussion_open before insert or update of _deleted on public.discussion_votes
  for each row execute function private.check_discussion_open();

create trigger discussions_audit_moderation after update of is_hidden, is_pinned on public.discussions
  for each row execute function private.audit_moderation();

create trigger discussion_comments_audit_moderation after update of is_hidden on public.discussion_comments
  for each row execute function private.audit_moderation();

create trigger discussions_soft_delete after update of _deleted on public.discussions
  for each row execute function private.on_discussion_soft_delete();

create trigger discussion_comments_soft_delete after update of _deleted on public.discussion_comments
  for each row execute function private.on_comment_soft_delete();

create trigger discussion_comments_discussion_open before insert or update of _deleted on public.discussion_comments
  for each row execute function private.check_discussion_open();

-- Policies

create policy discussions_insert_own on public.discussions for insert to authenticated
  with check (author_id = (select auth.uid()));

create policy discussions_update on public.discussions for update to authenticated
  using (author_id = (select auth.uid()) or (select private.is_admin()))
  with check (author_id = (select auth.uid()) or (select private.is_admin()));

create policy discussions_delete on public.discussions for delete to authenticated
  using (author_id = (select auth.uid()) or (select private.is_admin()));

create policy discussion_comments_insert_own on public.discussion_comments for insert to authenticated
  with check (author_id = (select auth.uid()) and private.can_engage_with_discussion(discussion_id));

-- Authors edit and soft-delete their own; admins reach any row, and the trigger lets them change is_hidden only.
create policy discussion_comments_update on public.discussion_comments for update to authenticated
  using (author_id = (select auth.uid()) or (select private.is_admin()))
  with check (author_id = (select auth.uid()) or (select private.is_admin()));

create policy discussion_comments_delete_own on public.discussion_comments for delete to authenticated
  using (author_id = (select auth.uid()));

create policy discussion_votes_select_own on public.discussion_votes for select to authenticated
  using (user_id = (select auth.uid()));

create policy discussion_votes_insert_own on public.discussion_votes for insert to authenticated
  with check (user_id = (select auth.uid()) and private.can_engage_with_discussion(discussion_id));

create policy discussion_votes_update_own on public.discussion_votes for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy discussion_votes_delete_own on public.discussion_votes for delete to authenticated
  using (user_id = (select auth.uid()));

create policy audit_log_select_admin on public.audit_log for select to authenticated
  using ((select private.is_admin()));

create policy discussions_select on public.discussions for select to anon, authenticated
  using ((not _deleted and not is_hidden) or author_id = (select auth.uid()) or (select private.is_admin()));

create policy discussion_comments_select on public.discussion_comments for select to authenticated
  using (
    (select private.is_admin())
    or (private.discussion_open_to_caller(discussion_id)
        and ((not _deleted and not is_hidden) or author_id = (select auth.uid())))
  );
