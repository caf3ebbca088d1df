-- The local auth stand-in's own bookkeeping on GoTrue's auth.one_time_tokens, for a database laid out by Supabase's SQL.
-- GoTrue keeps one hash per token (the link and the code are the same secret); this stand-in mails a link secret and a
-- six-digit code apart and counts wrong codes (platform.sql has the same columns), so it adds them beside GoTrue's.
-- Idempotent: it runs on each start in Supabase-layout mode, as GoTrue's owner role supabase_auth_admin.
alter table auth.one_time_tokens add column if not exists otp_hash text not null default '';
alter table auth.one_time_tokens add column if not exists attempts integer not null default 0;
