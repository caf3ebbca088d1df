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

grant execute on function private.check_discussion_text() to anon, authenticated, service_role;

create trigger discussions_text_rules before insert or update of title, content, tags on public.discussions
  for each row execute function private.check_discussion_text();
