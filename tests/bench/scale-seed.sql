-- Seeds one platform size for tests/bench/scale.bench.ts, set-based, as the database owner (scale.factor: 1 = S, 10 = M, 100 = L).
--
-- Row triggers are switched off for the bulk inserts (session_replication_role = replica): firing them per row made M take
-- far more than a few minutes (every vote, comment and progress row updates its discussion or profile and runs the XP
-- rules). What they would have written is filled in set-based instead: _xid / _modified (one seeding transaction, as
-- the triggers would stamp it), author and instructor names, discussion upvotes and comment counts, course totals,
-- lesson_progress.course_id, the XP ledger by the same rules and daily caps (in chronological order), profiles'
-- xp_total, level and roles. Replica mode also skips foreign-key checks, so the ids are built to be valid and the
-- bench checks the orphans afterwards (scale.bench.ts, checkSeed).
--
-- Members 1 (the measured learner) and 2..41 (the crowd that pulls at once) have typical data: 5 enrolments, ~50 votes,
-- 20 comments, 20 completed lessons, ~2 discussions. Member 42 is an admin; 43.. teach the courses and fill the
-- community. Every password is the bench's (scale.password_hash).
begin;
set local session_replication_role = replica;

create temp table p on commit drop as
select f,
       1000 * f as n,                 -- members
       1000 * f - 42 as g,            -- the generic pool: members 43..n
       200 * f as c,                  -- courses (2 modules of 5 lessons each: 400f modules, 2000f lessons)
       100 * f as teachers,
       10000 * f as d,                -- discussions
       30000 * f - 41 * 20 as cm,     -- generic comments (the 41 typical learners add 20 each)
       50000 * f - 41 * 50 as v,      -- generic votes (the 41 typical learners add up to 50 each)
       pg_current_xact_id()::text::bigint as x,
       current_setting('scale.password_hash') as pw
from (select current_setting('scale.factor')::int as f) s;

create function pg_temp.sid(kind int, i bigint) returns uuid language sql immutable
  as $$ select (lpad(to_hex(kind), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid $$;

-- Members ---------------------------------------------------------------------------------------------------------
insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
select pg_temp.sid(1, i), 'authenticated', 'authenticated', 'member' || i || '@scale.test', p.pw, now() - interval '500 days',
       '{"provider": "email", "providers": ["email"]}'::jsonb,
       jsonb_build_object('full_name', (array['Amina','Baraka','Chiku','Dalia','Emeka','Fatuma','Gakuru','Halima','Imani','Jabari',
                                              'Kamau','Lulu','Mosi','Nia','Obi','Pendo','Rashidi','Sefu','Tumaini','Zuri'])[1 + i % 20]
                                       || ' ' || (array['Mwangi','Okafor','Diallo','Mensah','Banda','Nkosi','Otieno','Traore',
                                                        'Abebe','Kariuki','Juma','Achieng'])[1 + (i / 20) % 12] || ' ' || i),
       now() - interval '500 days' + i * interval '1 second', now()
from p, generate_series(1, p.n) i;

insert into public.profiles (id, full_name, email, bio, country, skills, created_at, _modified, _deleted, _xid, xp_total, level, roles)
select u.id, u.raw_user_meta_data ->> 'full_name', u.email, 'Learning every day.',
       (array['Kenya','Nigeria','Ghana','Senegal','Tanzania','Uganda','Rwanda','Ethiopia'])[1 + i % 8],
       array[(array['python','javascript','design','sql','marketing','writing','data','excel','react','finance','ux','sales'])[1 + i % 12],
             (array['agronomy','statistics','video','public speaking','teaching','go','rust','figma','seo','accounting','law','health'])[1 + (i / 12) % 12]],
       u.created_at, clock_timestamp(), false, p.x, 0, 1, '{}'
from p, generate_series(1, p.n) i join auth.users u on u.id = pg_temp.sid(1, i);

insert into public.user_roles (user_id, role, _modified, _xid)
select pg_temp.sid(1, i), 'learner', clock_timestamp(), p.x from p, generate_series(1, p.n) i
union all
select pg_temp.sid(1, 43 + t), 'instructor', clock_timestamp(), p.x from p, generate_series(0, p.teachers - 1) t
union all
select pg_temp.sid(1, 42), 'admin', clock_timestamp(), p.x from p;

-- Catalogue: course j is taught by member 43 + (j - 1) % teachers; every tenth is a draft ----------------------------
insert into public.courses (id, instructor_id, title, description, category, difficulty, price, status, instructor_name,
                            instructor_avatar_url, created_at, updated_at, _modified, _xid)
select pg_temp.sid(2, j), t.id, 'Course ' || j || ': practical skills', 'A practical course about topic ' || j || ' for learners across the continent.',
       (array['programming','design','business','marketing','personal-development','other'])[1 + j % 6],
       (array['beginner','intermediate','advanced'])[1 + j % 3], 0,
       case when j % 10 = 0 then 'draft' else 'published' end, t.full_name, t.avatar_url,
       now() - (p.c - j + 30) * (interval '700 days' / p.c), now() - (p.c - j + 30) * (interval '700 days' / p.c), clock_timestamp(), p.x
from p, generate_series(1, p.c) j join public.profiles t on t.id = pg_temp.sid(1, 43 + (j - 1) % (select teachers from p));

insert into public.course_modules (id, course_id, title, order_index, created_at, _modified, _xid)
select pg_temp.sid(3, k), pg_temp.sid(2, (k + 1) / 2), 'Module ' || (1 + (k + 1) % 2), (k + 1) % 2, now() - interval '400 days', clock_timestamp(), p.x
from p, generate_series(1, 2 * p.c) k;

insert into public.lessons (id, module_id, title, content, duration, is_free, order_index, created_at, _modified, _xid)
select pg_temp.sid(4, l), pg_temp.sid(3, (l + 4) / 5), 'Lesson ' || l || ' of the module',
       repeat('Lesson ' || l || ' explains one idea with an example and a short exercise. ', 6),
       5 + l % 20, (l - 1) % 10 = 0, (l - 1) % 5, now() - interval '400 days', clock_timestamp(), p.x
from p, generate_series(1, 10 * p.c) l;

-- Enrolments: member i's k-th course; a draft is replaced by the course before it ---------------------------------------
create temp table e0 on commit drop as
select i, k, pg_temp.sid(2, case when b % 10 = 0 then b - 1 else b end) as course_id,
       case when i <= 41 then now() - (100 - k * 20) * interval '1 day' else now() - (360 - k * 30) * interval '1 day' end as enrolled_at
from p, generate_series(1, p.n) i,
     lateral generate_series(0, case when i <= 41 then 4 when i = 42 then -1 else 11 end) k,
     lateral (select ((i * 7 + k * 13) % p.c) + 1 as b) bb;

insert into public.enrollments (student_id, course_id, enrolled_at, _modified, _xid)
select pg_temp.sid(1, i), course_id, enrolled_at, clock_timestamp(), p.x from p, e0
on conflict (student_id, course_id) do nothing;

-- Progress: all ten lessons of the first 10 courses (typical learners: the first 2), 2 hours apart ----------------------
insert into public.lesson_progress (student_id, lesson_id, course_id, completed_at, _modified, _xid)
select pg_temp.sid(1, e0.i), l.id, e0.course_id, e0.enrolled_at + interval '1 hour' + (m.order_index * 5 + l.order_index) * interval '2 hours',
       clock_timestamp(), p.x
from p, e0
join public.course_modules m on m.course_id = e0.course_id
join public.lessons l on l.module_id = m.id
where e0.k < case when e0.i <= 41 then 2 else 10 end
on conflict (student_id, lesson_id) do nothing;

-- Community: discussion d every 365/d days over the last year; every 125th (first 80) by a typical learner ------------------
create temp table d0 on commit drop as
select dd, pg_temp.sid(5, dd) as id,
       case when dd % 125 = 0 and dd / 125 <= 80 then pg_temp.sid(1, 1 + (dd / 125 - 1) % 41) else pg_temp.sid(1, 43 + dd % p.g) end as author_id,
       now() - (p.d - dd + 1) * (interval '365 days' / p.d) as created_at
from p, generate_series(1, p.d) dd;
create unique index on d0 (dd);

create temp table c0 on commit drop as
select pg_temp.sid(6, cc) as id, d0.id as discussion_id, pg_temp.sid(1, 43 + (cc * 13) % p.g) as author_id,
       least(now() - interval '1 minute', d0.created_at + (1 + cc % 50) * interval '10 minutes') as created_at
from p cross join generate_series(1, p.cm) cc join d0 on d0.dd = (cc * 7) % p.d + 1
union all
select pg_temp.sid(6, p.cm + (i - 1) * 20 + j), d0.id, pg_temp.sid(1, i), least(now() - interval '1 minute', d0.created_at + interval '2 hours')
from p cross join generate_series(1, 41) i cross join generate_series(1, 20) j join d0 on d0.dd = (i * 131 + j * 977) % p.d + 1;

create temp table v0 on commit drop as
select pg_temp.sid(7, vv) as id, d0.id as discussion_id, pg_temp.sid(1, 43 + (d0.dd + 1 + (vv - 1) / p.d) % p.g) as user_id,
       least(now() - interval '1 minute', d0.created_at + (1 + (vv - 1) / p.d) * interval '30 minutes') as created_at
from p cross join generate_series(1, p.v) vv join d0 on d0.dd = (vv - 1) % p.d + 1
union all
select pg_temp.sid(7, p.v + (i - 1) * 50 + j), d0.id, pg_temp.sid(1, i), least(now() - interval '1 minute', d0.created_at + interval '3 hours')
from p cross join generate_series(1, 41) i cross join generate_series(1, 50) j join d0 on d0.dd = (i * 257 + j * 613) % p.d + 1
where d0.author_id <> pg_temp.sid(1, i);  -- nobody votes for their own discussion (prepare_vote)

insert into public.discussions (id, author_id, title, content, upvotes, view_count, is_pinned, tags, author_name, author_avatar_url,
                                created_at, updated_at, _modified, _deleted, _xid, comment_count, is_hidden)
select d0.id, d0.author_id, 'Question ' || d0.dd || ': how do you approach this?',
       'I have been working on topic ' || d0.dd || ' and would like to hear how others approach it. Any advice is welcome.',
       coalesce(vc.n, 0), 0, false, array['tag' || d0.dd % 40, 'topic' || d0.dd % 9], a.full_name, a.avatar_url,
       d0.created_at, d0.created_at, clock_timestamp(), false, p.x, coalesce(cc.n, 0), false
from p, d0
join public.profiles a on a.id = d0.author_id
left join (select discussion_id, count(*)::int as n from v0 group by 1) vc on vc.discussion_id = d0.id
left join (select discussion_id, count(*)::int as n from c0 group by 1) cc on cc.discussion_id = d0.id;

insert into public.discussion_comments (id, discussion_id, author_id, content, author_name, author_avatar_url, is_hidden, created_at, updated_at, _modified, _xid)
select c0.id, c0.discussion_id, c0.author_id, 'Thanks for asking: here is what worked for me, step by step.', a.full_name, a.avatar_url, false,
       c0.created_at, c0.created_at, clock_timestamp(), p.x
from p, c0 join public.profiles a on a.id = c0.author_id;

insert into public.discussion_votes (id, discussion_id, user_id, created_at, _modified, _xid)
select v0.id, v0.discussion_id, v0.user_id, v0.created_at, clock_timestamp(), p.x from p, v0;

-- XP ledger: what grant_xp would have recorded, in time order, within each rule's daily cap (UTC days) ------------------
insert into public.xp_events (user_id, kind, points, source_table, source_id, created_at, _modified, _xid)
select y.user_id, y.kind, y.points, y.source_table, y.source_id, y.created_at, clock_timestamp(), p.x
from p, (
  select x.*, r.points, r.daily_cap,
         row_number() over (partition by x.user_id, x.kind, (x.created_at at time zone 'UTC')::date order by x.created_at, x.source_id) as nth
  from (
    select lp.student_id as user_id, 'lesson_completed' as kind, 'lesson_progress' as source_table, lp.id as source_id, lp.completed_at as created_at
    from public.lesson_progress lp join public.courses c on c.id = lp.course_id
    where c.status = 'published' and c.instructor_id <> lp.student_id
    union all
    select lp.student_id, 'course_completed', 'courses', lp.course_id, max(lp.completed_at)
    from public.lesson_progress lp join public.courses c on c.id = lp.course_id
    where c.status = 'published' and c.instructor_id <> lp.student_id
    group by lp.student_id, lp.course_id having count(*) = 10
    union all
    select d.author_id, 'discussion_started', 'discussions', d.id, d.created_at from public.discussions d
    union all
    select c.author_id, 'comment_written', 'discussion_comments', c.id, c.created_at
    from public.discussion_comments c join public.discussions d on d.id = c.discussion_id where d.author_id <> c.author_id
    union all
    select d.author_id, 'upvote_received', 'discussion_votes', v.id, v.created_at
    from public.discussion_votes v join public.discussions d on d.id = v.discussion_id where d.author_id <> v.user_id
  ) x join public.xp_rules r on r.kind = x.kind
) y
where y.daily_cap is null or y.nth <= y.daily_cap;

-- What on_xp_event_change, refresh_profile_roles and refresh_course_totals keep ------------------------------------------
update public.profiles pr set xp_total = coalesce(s.xp, 0), level = private.xp_level(coalesce(s.xp, 0)), roles = r.roles, _modified = clock_timestamp()
from (select user_id, array_agg(role order by role) as roles from public.user_roles where not _deleted group by 1) r
left join (select user_id, sum(points)::int as xp from public.xp_events group by 1) s on s.user_id = r.user_id
where r.user_id = pr.id;

update public.courses c set
  total_students = (select count(*) from public.enrollments e where e.course_id = c.id and not e._deleted),
  total_duration = (select coalesce(sum(l.duration), 0) from public.lessons l join public.course_modules m on m.id = l.module_id
                    where m.course_id = c.id and not l._deleted and not m._deleted),
  updated_at = now(), _modified = clock_timestamp();

-- What the read-model triggers keep (leaderboard rollups, community counters), recomputed from the tables above.
select private.rebuild_read_models();

commit;
