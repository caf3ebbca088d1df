-- Issue 25, languages in the data: the learner's interface language on their profile (so it follows them to a new
-- phone) and the language a course is taught in (the catalogue filters by it and lists the learner's language first).
-- Both are one of the ten languages Maarifa ships (src/lib/i18n/locales.ts); the check constraints hold that list.

-- ---------------------------------------------------------------------------------------------
-- 1. profiles.language: null until the learner picks one. Written by its owner like the other profile columns (the
--    table's grants and profiles_update_own cover it); nobody else reads it (profiles_select_own).
-- ---------------------------------------------------------------------------------------------
alter table public.profiles add column language text
  constraint profiles_language_shipped check (language in ('en', 'sw', 'fr', 'ar', 'pt', 'ha', 'yo', 'ig', 'am', 'zu'));

-- ---------------------------------------------------------------------------------------------
-- 2. courses.language: every existing course is English (the default fills them without a rewrite, and without
--    touching _xid: devices migrate the courses they hold to 'en' too, so nothing needs pulling again).
-- ---------------------------------------------------------------------------------------------
alter table public.courses add column language text not null default 'en'
  constraint courses_language_shipped check (language in ('en', 'sw', 'fr', 'ar', 'pt', 'ha', 'yo', 'ig', 'am', 'zu'));

-- Both columns travel in the rows sync already sends (to_jsonb of the row) and pushes (the table's columns, client
-- writable: neither is in private.server_kept_columns); the page functions are rebuilt so every cached plan sees the
-- new row shapes.
select private.build_sync_pages();
