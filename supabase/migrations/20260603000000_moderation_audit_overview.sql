-- Admin consoles, part two: every moderation act is written to the audit log (whatever path made it: the Moderation
-- list, the discussion page through sync, or an offline decision delivered later); one call moderates an item by id;
-- and the role cards' figures come from the server.

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

create trigger discussions_audit_moderation after update of is_hidden, is_pinned on public.discussions
  for each row execute function private.audit_moderation();
create trigger discussion_comments_audit_moderation after update of is_hidden on public.discussion_comments
  for each row execute function private.audit_moderation();

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
revoke execute on function public.moderate_content(text, uuid, text, boolean) from public, anon;
grant execute on function public.moderate_content(text, uuid, text, boolean) to authenticated, service_role;

-- The admin and superadmin cards' figures, for admins only: what the platform holds right now.
create or replace function public.admin_overview() returns jsonb
language plpgsql stable security definer set search_path = public as $$
begin
  if auth.uid() is null or not private.is_admin() then
    raise exception 'Only admins and superadmins can read the overview' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'members', (select count(*) from public.profiles p where not p._deleted),
    'admins', (select count(distinct r.user_id) from public.user_roles r where not r._deleted and r.role in ('admin', 'superadmin')),
    'pending_applications',
      (select count(*) from public.instructor_applications a where a.status = 'pending')
      + (select count(*) from public.affiliate_applications a where a.status = 'pending'),
    'active_discussions',
      (select count(*) from public.discussions d where not d._deleted and not d.is_hidden
         and (d.created_at > now() - interval '7 days'
              or exists (select 1 from public.discussion_comments c
                         where c.discussion_id = d.id and not c._deleted and c.created_at > now() - interval '7 days'))),
    'hidden_items',
      (select count(*) from public.discussions d where d.is_hidden and not d._deleted)
      + (select count(*) from public.discussion_comments c where c.is_hidden and not c._deleted),
    'audit_week', (select count(*) from public.audit_log l where l.created_at > now() - interval '7 days')
  );
end
$$;
revoke execute on function public.admin_overview() from public, anon;
grant execute on function public.admin_overview() to authenticated, service_role;
