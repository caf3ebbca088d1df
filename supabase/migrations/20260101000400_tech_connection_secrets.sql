-- Integration secrets are never sent back to devices in full (ARCHITECTURE §9): devices may write
-- tech_connections.credentials but not read that column; sync reads it through owner-checked
-- SECURITY DEFINER helpers that mask it (sync_pull) or use it only for compare-and-swap (sync_push).

revoke select on public.tech_connections from anon, authenticated;
grant select (id, user_id, tech_id, is_active, created_at, updated_at, _modified, _deleted, _xid)
  on public.tech_connections to anon, authenticated;

-- The caller's own connection row (null for anyone else's): masked, except inside sync_push, which
-- needs the stored credentials for compare-and-swap and marks its transaction so. A request cannot set
-- that mark itself: the REST API exposes only public functions, and set_config is not one.
create or replace function public.tech_connection_owner_row(_id uuid) returns jsonb
language sql stable security definer set search_path = public as $$
  select case when current_setting('maarifa.sync_push', true) = 'on'
              then to_jsonb(t)
              else public.sync_row_json('tech_connections', to_jsonb(t)) end
  from public.tech_connections t where t.id = _id and t.user_id = auth.uid()
$$;
revoke execute on function public.tech_connection_owner_row(uuid) from public, anon;
grant execute on function public.tech_connection_owner_row(uuid) to authenticated, service_role;

create or replace function public.sync_current_row(_table text, _id uuid) returns jsonb
language plpgsql stable security invoker set search_path = public as $$
declare
  _row jsonb;
begin
  if _table = 'tech_connections' then
    return public.tech_connection_owner_row(_id);
  end if;
  execute format('select to_jsonb(r) from public.%I r where r.id = $1', _table) into _row using _id;
  return _row;
end
$$;

-- The pull source for tech_connections reads only granted columns plus the owner-checked row.
create or replace function public.sync_pull_source(_table text) returns text
language sql immutable as $$
  select case _table
    when 'profiles' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.profiles r where r.id = $1'
    when 'user_roles' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.user_roles r where r.user_id = $1'
    when 'courses' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.courses r
       where r.status = ''published'' or r.instructor_id = $1'
    when 'course_modules' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.course_modules r
       join public.courses c on c.id = r.course_id
       where c.status = ''published'' or c.instructor_id = $1'
    when 'lessons' then
      'select greatest(r._xid, coalesce(e._xid, 0)) as sk, r.id, to_jsonb(r) as j from public.lessons r
       join public.course_modules m on m.id = r.module_id
       join public.courses c on c.id = m.course_id
       left join public.enrollments e on e.course_id = c.id and e.student_id = $1 and not e._deleted
       where c.instructor_id = $1 or e.id is not null'
    when 'enrollments' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.enrollments r where r.student_id = $1'
    when 'lesson_progress' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.lesson_progress r where r.student_id = $1'
    when 'discussions' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.discussions r'
    when 'automation_workflows' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.automation_workflows r where r.creator_id = $1'
    when 'tech_connections' then
      'select r._xid as sk, r.id, public.tech_connection_owner_row(r.id) as j from public.tech_connections r where r.user_id = $1'
    when 'api_keys' then
      'select r._xid as sk, r.id, to_jsonb(r) as j from public.api_keys r where r.user_id = $1'
  end
$$;

