-- Role revocations must reach devices, which learn roles only by pulling user_roles: a superadmin's DELETE
-- becomes a soft delete (a tombstone that sync_pull delivers). Re-granting is an upsert setting _deleted = false.
create or replace function public.soft_delete_user_role() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  update public.user_roles set _deleted = true where id = old.id and not _deleted;
  return null;
end
$$;

-- Only requests (anon/authenticated) are turned into soft deletes; cascades and admin scripts delete for real.
create trigger user_roles_soft_delete before delete on public.user_roles
  for each row when (current_user in ('anon', 'authenticated'))
  execute function public.soft_delete_user_role();
