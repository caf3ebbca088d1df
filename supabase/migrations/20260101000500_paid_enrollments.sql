-- Payment does not exist yet, so a user may enrol themselves only in free courses. Paid enrolments can only be
-- created by the server side (service role, admin scripts), which a future payment flow will use.
create or replace function public.refuse_self_enrollment_in_paid_course() returns trigger
language plpgsql security invoker set search_path = public as $$
declare
  _price numeric;
begin
  -- Someone else's enrolment is row-level security's to refuse, with its own message.
  if new.student_id is distinct from auth.uid() or (tg_op = 'UPDATE' and new.course_id = old.course_id) then
    return new;
  end if;
  select price into _price from public.courses where id = new.course_id;
  if _price is null or _price > 0 then
    raise exception 'Payment is not available yet: a paid course cannot be enrolled in'
      using errcode = '42501', hint = 'Only free courses can be enrolled in for now.';
  end if;
  return new;
end
$$;

create trigger enrollments_free_courses_only before insert or update of course_id on public.enrollments
  for each row when (current_user in ('anon', 'authenticated'))
  execute function public.refuse_self_enrollment_in_paid_course();
