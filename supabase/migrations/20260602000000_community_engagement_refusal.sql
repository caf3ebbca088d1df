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
revoke execute on function private.discussion_closed_to_caller(uuid) from public;
grant execute on function private.discussion_closed_to_caller(uuid) to anon, authenticated, service_role;

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
grant execute on function private.check_discussion_open() to anon, authenticated, service_role;

create trigger discussion_comments_discussion_open before insert on public.discussion_comments
  for each row execute function private.check_discussion_open();
create trigger discussion_votes_discussion_open before insert or update of _deleted on public.discussion_votes
  for each row execute function private.check_discussion_open();
