-- Demo data for a fresh database: four demo accounts (printed by `npm start`), instructors, courses, enrolments, discussions,
-- comments and votes (XP follows from them through the triggers).
-- Passwords are bcrypt hashes, so the accounts sign in through GoTrue and the local backend alike:
--   learner@maarifa.test / maarifa-learner       instructor@maarifa.test / maarifa-instructor
--   admin@maarifa.test / maarifa-admin           superadmin@maarifa.test / maarifa-superadmin

-- ---------------------------------------------------------------------------------------------
-- Users (the on_auth_user_created trigger gives each a profile and the learner role)
-- ---------------------------------------------------------------------------------------------
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                        raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
                        confirmation_token, recovery_token, email_change_token_new, email_change)
select '00000000-0000-0000-0000-000000000000', u.id::uuid, 'authenticated', 'authenticated', u.email, u.hash, now(),
       '{"provider":"email","providers":["email"]}'::jsonb, jsonb_build_object('full_name', u.full_name),
       now() - interval '120 days', now(), '', '', '', ''
from (values
  ('00000000-0000-4000-a000-000000000001', 'learner@maarifa.test', 'Amina Njoroge', '$2b$10$A8MY7xl2e/xF4/afJL29/utjrPmRDtkwmfN6zJiu1CtfttZTdXkDa'),
  ('00000000-0000-4000-a000-000000000002', 'instructor@maarifa.test', 'Amara Okafor', '$2b$10$4TlttXwCJ1NTwT0iYfI.Her5TOe.dfJ8aG00Jjq0wjmLq2KFh8rd6'),
  ('00000000-0000-4000-a000-000000000003', 'admin@maarifa.test', 'Kofi Boateng', '$2b$10$M43tWiaRewZisNkHOBUOY.tj.m/3x5YAQao2XkipP2SwnT4Vytexe'),
  ('00000000-0000-4000-a000-000000000004', 'superadmin@maarifa.test', 'Thandiwe Nkosi', '$2b$10$/98pBghO7Ao7awWuUQriS.5MEjGasd8uHR1U1LCFi04ayi15m5h5q'),
  -- Other people in the demo community; they share the instructor demo password.
  ('00000000-0000-4000-a000-000000000005', 'kwame.mensah@maarifa.test', 'Kwame Mensah', '$2b$10$4TlttXwCJ1NTwT0iYfI.Her5TOe.dfJ8aG00Jjq0wjmLq2KFh8rd6'),
  ('00000000-0000-4000-a000-000000000006', 'zanele.dlamini@maarifa.test', 'Zanele Dlamini', '$2b$10$4TlttXwCJ1NTwT0iYfI.Her5TOe.dfJ8aG00Jjq0wjmLq2KFh8rd6'),
  ('00000000-0000-4000-a000-000000000007', 'fatima.bello@maarifa.test', 'Fatima Bello', '$2b$10$4TlttXwCJ1NTwT0iYfI.Her5TOe.dfJ8aG00Jjq0wjmLq2KFh8rd6'),
  ('00000000-0000-4000-a000-000000000008', 'yohannes.tesfaye@maarifa.test', 'Yohannes Tesfaye', '$2b$10$A8MY7xl2e/xF4/afJL29/utjrPmRDtkwmfN6zJiu1CtfttZTdXkDa'),
  ('00000000-0000-4000-a000-000000000009', 'aisha.diallo@maarifa.test', 'Aisha Diallo', '$2b$10$A8MY7xl2e/xF4/afJL29/utjrPmRDtkwmfN6zJiu1CtfttZTdXkDa'),
  ('00000000-0000-4000-a000-00000000000a', 'chidi.eze@maarifa.test', 'Chidi Eze', '$2b$10$A8MY7xl2e/xF4/afJL29/utjrPmRDtkwmfN6zJiu1CtfttZTdXkDa')
) as u(id, email, full_name, hash);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select id::text, id, jsonb_build_object('sub', id::text, 'email', email, 'email_verified', true, 'phone_verified', false),
       'email', now(), now(), now()
from auth.users where email like '%@maarifa.test';

update public.profiles p set
  bio = v.bio, country = v.country, skills = v.skills, rating = v.rating
from (values
  ('00000000-0000-4000-a000-000000000001'::uuid, 'Second-year computer science student in Nairobi, learning data analysis on the bus.', 'Kenya', array['Python', 'Excel'], null::numeric),
  ('00000000-0000-4000-a000-000000000002'::uuid, 'Mobile engineer in Lagos; built payment apps used by market traders across West Africa.', 'Nigeria', array['React Native', 'TypeScript', 'Payments'], 4.8),
  ('00000000-0000-4000-a000-000000000003'::uuid, 'Community lead in Accra. Keeps the discussions kind and useful.', 'Ghana', array['Moderation', 'Events'], null),
  ('00000000-0000-4000-a000-000000000004'::uuid, 'Runs the Maarifa platform from Johannesburg.', 'South Africa', array['Operations', 'Finance'], null),
  ('00000000-0000-4000-a000-000000000005'::uuid, 'Data scientist in Kumasi who teaches with open African datasets.', 'Ghana', array['Python', 'Statistics', 'pandas'], 4.9),
  ('00000000-0000-4000-a000-000000000006'::uuid, 'Product designer in Durban; designs for cheap phones and slow networks.', 'South Africa', array['UI Design', 'Figma', 'Branding'], 4.7),
  ('00000000-0000-4000-a000-000000000007'::uuid, 'Entrepreneur and marketer from Kano; grew three shops on WhatsApp.', 'Nigeria', array['Marketing', 'Business'], 4.6),
  ('00000000-0000-4000-a000-000000000008'::uuid, 'Electrical engineering graduate in Addis Ababa.', 'Ethiopia', array['Solar', 'Electronics'], null),
  ('00000000-0000-4000-a000-000000000009'::uuid, 'Freelance translator in Dakar, learning web development.', 'Senegal', array['French', 'Wolof', 'HTML'], null),
  ('00000000-0000-4000-a000-00000000000a'::uuid, 'Shop owner in Enugu learning digital marketing.', 'Nigeria', array['Sales'], null)
) as v(id, bio, country, skills, rating)
where p.id = v.id;

insert into public.user_roles (user_id, role) values
  ('00000000-0000-4000-a000-000000000002', 'instructor'),
  ('00000000-0000-4000-a000-000000000002', 'creator'),
  ('00000000-0000-4000-a000-000000000003', 'admin'),
  ('00000000-0000-4000-a000-000000000004', 'superadmin'),
  ('00000000-0000-4000-a000-000000000004', 'admin'),
  ('00000000-0000-4000-a000-000000000005', 'instructor'),
  ('00000000-0000-4000-a000-000000000006', 'instructor'),
  ('00000000-0000-4000-a000-000000000007', 'creator'),
  ('00000000-0000-4000-a000-000000000007', 'affiliate'),
  ('00000000-0000-4000-a000-000000000009', 'ambassador')
on conflict (user_id, role) do nothing;

-- ---------------------------------------------------------------------------------------------
-- Courses: inserted as drafts, filled with modules and lessons, then published (the database
-- refuses to publish an empty course).
-- ---------------------------------------------------------------------------------------------
insert into public.courses (id, instructor_id, title, description, category, difficulty, price, thumbnail_url, created_at)
values
  ('00000000-0000-4000-b000-000000000001', '00000000-0000-4000-a000-000000000005', 'Python for Data Analysis with African Datasets',
   'Learn Python, pandas and charts by analysing real open data: rainfall in the Sahel, mobile money growth in East Africa and census figures.',
   'programming', 'beginner', 49, 'https://images.unsplash.com/photo-1551288049-bebda4e38f71?w=800', now() - interval '90 days'),
  ('00000000-0000-4000-b000-000000000002', '00000000-0000-4000-a000-000000000002', 'Build Mobile Money Apps with React Native',
   'Design and build a wallet app that works offline first, syncs when the network returns and talks to mobile money APIs safely.',
   'programming', 'intermediate', 79, 'https://images.unsplash.com/photo-1512941937669-90a1b58e7e9c?w=800', now() - interval '80 days'),
  ('00000000-0000-4000-b000-000000000003', '00000000-0000-4000-a000-000000000006', 'UI Design for Low-Bandwidth Apps',
   'Interfaces that stay fast on 2G and cheap Android phones: small images, readable type, clear offline states and data-saving patterns.',
   'design', 'intermediate', 39, 'https://images.unsplash.com/photo-1561070791-2526d30994b5?w=800', now() - interval '75 days'),
  ('00000000-0000-4000-b000-000000000004', '00000000-0000-4000-a000-000000000007', 'Start a Small Business in Lagos, Nairobi or Accra',
   'From idea to first customers: registration, pricing, bookkeeping and finding suppliers, with case studies from three African cities.',
   'business', 'beginner', 0, 'https://images.unsplash.com/photo-1556761175-b413da4baf72?w=800', now() - interval '70 days'),
  ('00000000-0000-4000-b000-000000000005', '00000000-0000-4000-a000-000000000007', 'Digital Marketing on WhatsApp and Instagram',
   'Grow a shop with WhatsApp Business catalogues, Instagram reels and status updates; measure what works without a big budget.',
   'marketing', 'beginner', 29, 'https://images.unsplash.com/photo-1611162617213-7d7a39e9b1d7?w=800', now() - interval '60 days'),
  ('00000000-0000-4000-b000-000000000006', '00000000-0000-4000-a000-000000000002', 'Public Speaking and Leadership for Young Africans',
   'Speak with confidence at school, at work and in your community. Practise storytelling, meetings and leading volunteer teams.',
   'personal-development', 'beginner', 0, 'https://images.unsplash.com/photo-1475721027785-f74eccf877e2?w=800', now() - interval '55 days'),
  ('00000000-0000-4000-b000-000000000007', '00000000-0000-4000-a000-000000000005', 'Solar Energy Installation Basics',
   'Size, install and maintain small solar home systems safely: panels, batteries, charge controllers and wiring for homes and kiosks.',
   'other', 'beginner', 59, 'https://images.unsplash.com/photo-1509391366360-2e959784a276?w=800', now() - interval '45 days'),
  ('00000000-0000-4000-b000-000000000008', '00000000-0000-4000-a000-000000000002', 'Full-Stack Web Development with TypeScript',
   'Build and deploy a complete web application with TypeScript, React, PostgreSQL and a REST API, designed for users on patchy networks.',
   'programming', 'advanced', 89, 'https://images.unsplash.com/photo-1461749280684-dccba630e2f6?w=800', now() - interval '30 days'),
  ('00000000-0000-4000-b000-000000000009', '00000000-0000-4000-a000-000000000006', 'Brand Identity Design with African Patterns',
   'Create logos, colour palettes and brand guides inspired by kente, adire and Ndebele patterns, respectfully and professionally.',
   'design', 'beginner', 45, 'https://images.unsplash.com/photo-1558655146-9f40138edfeb?w=800', now() - interval '20 days'),
  ('00000000-0000-4000-b000-00000000000a', '00000000-0000-4000-a000-000000000007', 'Personal Finance, Saving and Chamas',
   'Budget on an irregular income, save with chamas and susu groups, avoid predatory loans and start investing small amounts.',
   'personal-development', 'beginner', 19, 'https://images.unsplash.com/photo-1579621970563-ebec7560ff3e?w=800', now() - interval '10 days'),
  -- Drafts of the demo instructor: one with a module (publishable), one still empty.
  ('00000000-0000-4000-b000-00000000000b', '00000000-0000-4000-a000-000000000002', 'Advanced Kotlin for Android',
   'Coroutines, Room and WorkManager for Android apps that keep working offline. Work in progress.',
   'programming', 'advanced', 69, null, now() - interval '5 days'),
  ('00000000-0000-4000-b000-00000000000c', '00000000-0000-4000-a000-000000000002', 'Podcasting in Swahili',
   'Plan, record and publish a Swahili podcast with a phone and free tools. Outline coming soon.',
   'marketing', 'beginner', 0, null, now() - interval '2 days');

-- Modules and lessons: [title, [[lesson title, minutes, is_free, video_url or null], ...]] per module.
with outline(course_id, modules) as (values
  ('00000000-0000-4000-b000-000000000001'::uuid, '[
    ["Getting started with Python", [["Why data skills matter in Africa", 8, true, "https://storage.googleapis.com/gtv-videos-bucket/sample/BigBuckBunny.mp4"], ["Installing Python and Jupyter offline", 15, true, null], ["Variables, lists and loops", 25, false, null]]],
    ["Working with pandas", [["Loading the Sahel rainfall dataset", 20, false, "https://storage.googleapis.com/gtv-videos-bucket/sample/ElephantsDream.mp4"], ["Cleaning messy data", 30, false, null], ["Grouping and summarising", 25, false, null]]],
    ["Telling stories with charts", [["Charts that work on small screens", 18, false, null], ["Project: mobile money growth report", 45, false, null]]]
  ]'::jsonb),
  ('00000000-0000-4000-b000-000000000002'::uuid, '[
    ["Offline-first foundations", [["What offline-first means for your users", 12, true, "https://storage.googleapis.com/gtv-videos-bucket/sample/ForBiggerBlazes.mp4"], ["Local storage and sync queues", 28, false, null]]],
    ["The wallet app", [["Screens and navigation", 30, false, null], ["Sending and receiving money", 35, false, "https://storage.googleapis.com/gtv-videos-bucket/sample/ForBiggerEscapes.mp4"], ["Handling failed transactions", 25, false, null]]],
    ["Security and release", [["Protecting PINs and keys", 22, false, null], ["Publishing to the Play Store", 20, false, null]]]
  ]'::jsonb),
  ('00000000-0000-4000-b000-000000000003'::uuid, '[
    ["Designing for constraints", [["Who uses 2G today", 10, true, null], ["Budgets for bytes", 18, false, null]]],
    ["Patterns that save data", [["Images and icons", 22, false, "https://storage.googleapis.com/gtv-videos-bucket/sample/ForBiggerFun.mp4"], ["Offline and loading states", 20, false, null], ["Testing on real devices", 15, false, null]]]
  ]'::jsonb),
  ('00000000-0000-4000-b000-000000000004'::uuid, '[
    ["From idea to plan", [["Finding a problem people pay to solve", 15, true, null], ["Costing and pricing", 20, true, null]]],
    ["Getting legal and organised", [["Registering a business in three countries", 25, true, null], ["Simple bookkeeping", 20, true, "https://storage.googleapis.com/gtv-videos-bucket/sample/ForBiggerJoyrides.mp4"]]],
    ["First customers", [["Selling in markets and online", 18, true, null]]]
  ]'::jsonb),
  ('00000000-0000-4000-b000-000000000005'::uuid, '[
    ["WhatsApp Business", [["Setting up a catalogue", 12, true, null], ["Broadcast lists without spam", 14, false, null]]],
    ["Instagram for shops", [["Reels on a small budget", 20, false, "https://storage.googleapis.com/gtv-videos-bucket/sample/ForBiggerMeltdowns.mp4"], ["Working with local influencers", 16, false, null]]],
    ["Measuring results", [["Simple tracking with links and codes", 15, false, null]]]
  ]'::jsonb),
  ('00000000-0000-4000-b000-000000000006'::uuid, '[
    ["Finding your voice", [["Overcoming stage fright", 10, true, null], ["Storytelling from your own life", 18, true, null]]],
    ["Leading people", [["Running a good meeting", 15, true, null], ["Leading volunteers", 20, true, null]]]
  ]'::jsonb),
  ('00000000-0000-4000-b000-000000000007'::uuid, '[
    ["How solar systems work", [["Panels, batteries and controllers", 20, true, "https://storage.googleapis.com/gtv-videos-bucket/sample/SubaruOutbackOnStreetAndDirt.mp4"], ["Sizing a home system", 25, false, null]]],
    ["Installation", [["Safety first", 15, false, null], ["Mounting and wiring", 35, false, null]]],
    ["Maintenance and business", [["Fault finding", 20, false, null], ["Running a solar kiosk", 18, false, null]]]
  ]'::jsonb),
  ('00000000-0000-4000-b000-000000000008'::uuid, '[
    ["TypeScript essentials", [["Types that catch bugs", 25, true, null], ["Modules and tooling", 20, false, null]]],
    ["The front end", [["React components", 35, false, "https://storage.googleapis.com/gtv-videos-bucket/sample/TearsOfSteel.mp4"], ["Forms and validation", 30, false, null]]],
    ["The back end", [["PostgreSQL schema design", 40, false, null], ["A REST API with auth", 45, false, null]]]
  ]'::jsonb),
  ('00000000-0000-4000-b000-000000000009'::uuid, '[
    ["Pattern and meaning", [["Kente, adire and Ndebele: history and respect", 15, true, null], ["Colour palettes from the continent", 18, false, null]]],
    ["Building a brand", [["Logo sketches to vectors", 30, false, null], ["Writing a brand guide", 20, false, null]]]
  ]'::jsonb),
  ('00000000-0000-4000-b000-00000000000a'::uuid, '[
    ["Budgeting", [["Budgeting on an irregular income", 12, true, null], ["Tracking spending with your phone", 10, false, null]]],
    ["Saving and growing", [["How chamas and susu groups work", 15, false, "https://storage.googleapis.com/gtv-videos-bucket/sample/WeAreGoingOnBullrun.mp4"], ["Avoiding predatory loans", 12, false, null], ["First steps in investing", 18, false, null]]]
  ]'::jsonb),
  ('00000000-0000-4000-b000-00000000000b'::uuid, '[
    ["Coroutines in practice", [["Structured concurrency", 30, false, null]]]
  ]'::jsonb)
),
modules as (
  insert into public.course_modules (id, course_id, title, order_index)
  select md5(o.course_id::text || ':' || m.i)::uuid, o.course_id, m.j ->> 0, (m.i - 1)::int
  from outline o, jsonb_array_elements(o.modules) with ordinality as m(j, i)
  returning id
)
insert into public.lessons (id, module_id, title, content, video_url, duration, is_free, order_index)
select md5(o.course_id::text || ':' || m.i || ':' || l.k)::uuid,
       md5(o.course_id::text || ':' || m.i)::uuid,
       l.j ->> 0,
       'In this lesson: ' || (l.j ->> 0) || '. Read the notes, try the exercise, and share what you learned in the community.',
       l.j ->> 3,
       (l.j ->> 1)::int,
       (l.j ->> 2)::boolean,
       (l.k - 1)::int
from outline o,
     jsonb_array_elements(o.modules) with ordinality as m(j, i),
     jsonb_array_elements(m.j -> 1) with ordinality as l(j, k)
where exists (select 1 from modules);

update public.courses set status = 'published'
where id in (
  '00000000-0000-4000-b000-000000000001', '00000000-0000-4000-b000-000000000002', '00000000-0000-4000-b000-000000000003',
  '00000000-0000-4000-b000-000000000004', '00000000-0000-4000-b000-000000000005', '00000000-0000-4000-b000-000000000006',
  '00000000-0000-4000-b000-000000000007', '00000000-0000-4000-b000-000000000008', '00000000-0000-4000-b000-000000000009',
  '00000000-0000-4000-b000-00000000000a'
);

update public.courses set average_rating = v.rating
from (values
  ('00000000-0000-4000-b000-000000000001'::uuid, 4.8), ('00000000-0000-4000-b000-000000000002'::uuid, 4.7),
  ('00000000-0000-4000-b000-000000000003'::uuid, 4.5), ('00000000-0000-4000-b000-000000000004'::uuid, 4.9),
  ('00000000-0000-4000-b000-000000000005'::uuid, 4.4), ('00000000-0000-4000-b000-000000000006'::uuid, 4.6),
  ('00000000-0000-4000-b000-000000000007'::uuid, 4.8)
) as v(id, rating)
where courses.id = v.id;

-- ---------------------------------------------------------------------------------------------
-- Enrolments and progress (the demo learner is enrolled in three courses)
-- ---------------------------------------------------------------------------------------------
insert into public.enrollments (id, student_id, course_id, enrolled_at)
select md5(s.student || ':' || s.course)::uuid, s.student::uuid, s.course::uuid, now() - (s.days || ' days')::interval
from (values
  ('00000000-0000-4000-a000-000000000001', '00000000-0000-4000-b000-000000000001', 40),
  ('00000000-0000-4000-a000-000000000001', '00000000-0000-4000-b000-000000000004', 25),
  ('00000000-0000-4000-a000-000000000001', '00000000-0000-4000-b000-000000000005', 6),
  ('00000000-0000-4000-a000-000000000008', '00000000-0000-4000-b000-000000000007', 30),
  ('00000000-0000-4000-a000-000000000008', '00000000-0000-4000-b000-000000000001', 12),
  ('00000000-0000-4000-a000-000000000009', '00000000-0000-4000-b000-000000000008', 20),
  ('00000000-0000-4000-a000-000000000009', '00000000-0000-4000-b000-000000000003', 18),
  ('00000000-0000-4000-a000-00000000000a', '00000000-0000-4000-b000-000000000005', 15),
  ('00000000-0000-4000-a000-00000000000a', '00000000-0000-4000-b000-000000000004', 9),
  ('00000000-0000-4000-a000-000000000002', '00000000-0000-4000-b000-000000000001', 50)
) as s(student, course, days);

-- Progress: the first lessons of the learner's first two courses are done.
insert into public.lesson_progress (id, student_id, lesson_id, course_id, completed_at)
select md5('progress:' || l.id::text)::uuid, '00000000-0000-4000-a000-000000000001', l.id, m.course_id,
       now() - ((10 - row_number() over (order by m.course_id, m.order_index, l.order_index)) || ' days')::interval
from public.lessons l
join public.course_modules m on m.id = l.module_id
where (m.course_id = '00000000-0000-4000-b000-000000000001' and m.order_index = 0)
   or (m.course_id = '00000000-0000-4000-b000-000000000004' and m.order_index <= 1);

-- ---------------------------------------------------------------------------------------------
-- Discussions: 26 threads, two pinned, several trending (> 30 upvotes) and hot (> 50)
-- ---------------------------------------------------------------------------------------------
insert into public.discussions (id, author_id, title, content, upvotes, view_count, is_pinned, tags, created_at)
select md5('discussion:' || d.n)::uuid, d.author::uuid, d.title, d.content, d.upvotes, d.views, d.pinned, d.tags,
       now() - (d.hours || ' hours')::interval
from (values
  (1, '00000000-0000-4000-a000-000000000003', 'Welcome to the Maarifa community: read this first',
   'Introduce yourself, be kind, and share what you are learning. Posts in any language are welcome.', 88, 1520, true, array['announcement', 'community'], 720),
  (2, '00000000-0000-4000-a000-000000000004', 'Offline mode is here: study on the bus, sync at home',
   'Courses you are enrolled in now download to your phone. Tell us how it works on your network.', 64, 980, true, array['announcement', 'offline'], 300),
  (3, '00000000-0000-4000-a000-000000000001', 'Study group for Python for Data Analysis (Nairobi, evenings)',
   'We meet on Tuesdays at 6pm near the CBD and online. Everyone is welcome, beginners too.', 57, 640, false, array['python', 'study-group', 'kenya'], 30),
  (4, '00000000-0000-4000-a000-000000000005', 'Best open datasets about Africa for practice',
   'My favourites: World Bank open data, Humanitarian Data Exchange, and national statistics offices. Share yours!', 52, 710, false, array['data', 'resources'], 48),
  (5, '00000000-0000-4000-a000-000000000009', 'How I got my first freelance web client in Dakar',
   'I built a site for a tailoring shop in exchange for a testimonial. Then referrals came. Here is what I learned.', 46, 530, false, array['freelance', 'web', 'senegal'], 20),
  (6, '00000000-0000-4000-a000-000000000007', 'WhatsApp catalogue tips that doubled my orders',
   'Good photos in daylight, prices in the first line, and a weekly status update. What works for you?', 41, 460, false, array['marketing', 'whatsapp'], 60),
  (7, '00000000-0000-4000-a000-000000000008', 'Which battery for a 200 W solar kiosk?',
   'Lead-acid is cheaper today but lithium lasts longer. I am trying to work out the real cost over five years.', 35, 300, false, array['solar', 'question'], 12),
  (8, '00000000-0000-4000-a000-00000000000a', 'Is paid advertising on Instagram worth it for a small shop?',
   'I spent 5000 naira last month and got three orders. Is that normal?', 33, 280, false, array['marketing', 'instagram', 'question'], 15),
  (9, '00000000-0000-4000-a000-000000000006', 'Designing for phones with 1 GB of RAM',
   'Keep pages light, avoid huge JavaScript bundles and test on a real cheap phone. Share your favourite tricks.', 31, 350, false, array['design', 'performance'], 70),
  (10, '00000000-0000-4000-a000-000000000002', 'React Native or Flutter for a mobile money app?',
   'Both work. I teach React Native because web developers can move faster. Curious what others chose and why.', 29, 420, false, array['mobile', 'react-native'], 90),
  (11, '00000000-0000-4000-a000-000000000001', 'How do you stay motivated when studying alone?',
   'I set a small goal per day and post it here. Anyone want to be accountability partners?', 27, 260, false, array['motivation', 'learning'], 36),
  (12, '00000000-0000-4000-a000-000000000009', 'Learning to code in French: resources?',
   'Most tutorials are in English. Does anyone know good French material for JavaScript?', 24, 190, false, array['french', 'resources'], 100),
  (13, '00000000-0000-4000-a000-000000000005', 'pandas error: cannot convert string to float',
   'The rainfall dataset has commas as decimal separators. Use decimal=",", or clean the column first.', 22, 240, false, array['python', 'pandas', 'help'], 8),
  (14, '00000000-0000-4000-a000-000000000007', 'Registering a business in Kenya vs Nigeria',
   'I compared eCitizen and the CAC portal. Kenya was faster for me, Nigeria cheaper. Details inside.', 21, 220, false, array['business', 'kenya', 'nigeria'], 120),
  (15, '00000000-0000-4000-a000-000000000003', 'Community event: Maarifa meetup in Accra',
   'Join us on the last Saturday of the month. Lightning talks from learners and instructors.', 19, 180, false, array['event', 'ghana'], 140),
  (16, '00000000-0000-4000-a000-000000000008', 'Amharic keyboard tips for typing code comments',
   'Switching layouts slows me down. How do other Amharic speakers handle it?', 17, 120, false, array['amharic', 'tools'], 160),
  (17, '00000000-0000-4000-a000-00000000000a', 'Saving with a chama: how do you track contributions?',
   'Our group uses a notebook. Is there a simple app or spreadsheet you recommend?', 15, 140, false, array['finance', 'chama'], 180),
  (18, '00000000-0000-4000-a000-000000000006', 'Feedback wanted: logo for a Lagos bakery',
   'I used adire-inspired shapes. Does it read well at small sizes?', 14, 110, false, array['design', 'feedback'], 200),
  (19, '00000000-0000-4000-a000-000000000002', 'Handling failed mobile money callbacks',
   'Always store the transaction first, then reconcile. Never trust a single callback.', 13, 150, false, array['payments', 'backend'], 220),
  (20, '00000000-0000-4000-a000-000000000001', 'Data costs: how much does a course use?',
   'I measured about 40 MB per hour with videos on low quality. Text lessons are almost free.', 12, 160, false, array['data-costs', 'offline'], 240),
  (21, '00000000-0000-4000-a000-000000000009', 'Public speaking practice circle (online, Sundays)',
   'Five minutes each, kind feedback, no judgement. French and English.', 11, 90, false, array['speaking', 'practice'], 260),
  (22, '00000000-0000-4000-a000-000000000005', 'Sharing my solar sizing spreadsheet',
   'Enter your appliances and hours of use; it suggests panel and battery sizes.', 10, 130, false, array['solar', 'resources'], 280),
  (23, '00000000-0000-4000-a000-000000000008', 'Internship opportunities in renewable energy?',
   'Looking for places in Ethiopia or Kenya that take interns in solar installation.', 8, 70, false, array['careers', 'solar'], 320),
  (24, '00000000-0000-4000-a000-00000000000a', 'Photographing products with a cheap phone',
   'Natural light, a white sheet and a steady hand. Post your before and after photos!', 7, 60, false, array['marketing', 'photography'], 340),
  (25, '00000000-0000-4000-a000-000000000007', 'Pricing when costs change every month',
   'With inflation I review prices monthly. How do you explain price changes to loyal customers?', 5, 50, false, array['business', 'pricing'], 360),
  (26, '00000000-0000-4000-a000-000000000001', 'Swahili terms for programming concepts',
   'Let us build a small glossary: variable = kigeu, function = kitendakazi... more ideas?', 3, 40, false, array['swahili', 'language'], 400)
) as d(n, author, title, content, upvotes, views, pinned, tags, hours);

-- ---------------------------------------------------------------------------------------------
-- Comments and upvotes, through the real tables: triggers keep comment_count and upvotes (on top of the
-- numbers above) and write the XP they earn, so the leaderboard and activity screens have something to show.
-- ---------------------------------------------------------------------------------------------
insert into public.discussion_comments (id, discussion_id, author_id, content, created_at)
select md5('comment:' || c.n)::uuid, md5('discussion:' || c.d)::uuid, c.author::uuid, c.content, now() - (c.hours || ' hours')::interval
from (values
  (1, 3, '00000000-0000-4000-a000-000000000008', 'I would love to join online. Which platform do you use?', 20),
  (2, 3, '00000000-0000-4000-a000-00000000000a', 'Count me in for next Tuesday.', 10),
  (3, 4, '00000000-0000-4000-a000-000000000001', 'The Humanitarian Data Exchange has great rainfall data, thank you!', 40),
  (4, 4, '00000000-0000-4000-a000-000000000009', 'Senegal''s ANSD publishes census tables as CSV too.', 30),
  (5, 7, '00000000-0000-4000-a000-000000000005', 'Lithium wins over five years for daily cycling, in my spreadsheet.', 8),
  (6, 13, '00000000-0000-4000-a000-000000000001', 'decimal="," fixed it for me, thanks.', 5),
  (7, 11, '00000000-0000-4000-a000-000000000009', 'I will be your accountability partner!', 30),
  (8, 5, '00000000-0000-4000-a000-000000000001', 'Inspiring. How did you price the first site?', 15)
) as c(n, d, author, content, hours);

-- Vote ids as devices make them (getVoteId in src/features/community/data/commands.ts): one id per (user, discussion).
insert into public.discussion_votes (id, discussion_id, user_id)
select (substr(h.hex, 1, 8) || '-' || substr(h.hex, 9, 4) || '-8' || substr(h.hex, 14, 3) || '-'
        || substr('89ab', (position(substr(h.hex, 17, 1) in '0123456789abcdef') - 1) % 4 + 1, 1)
        || substr(h.hex, 18, 3) || '-' || substr(h.hex, 21, 12))::uuid,
       h.discussion_id, h.voter
from (
  select encode(sha256(convert_to('maarifa-vote:' || v.voter || ':' || md5('discussion:' || v.d)::uuid::text, 'UTF8')), 'hex') as hex,
         md5('discussion:' || v.d)::uuid as discussion_id, v.voter::uuid as voter
  from (values
  (3, '00000000-0000-4000-a000-000000000008'), (3, '00000000-0000-4000-a000-000000000009'), (3, '00000000-0000-4000-a000-00000000000a'),
  (4, '00000000-0000-4000-a000-000000000001'), (4, '00000000-0000-4000-a000-000000000009'),
  (5, '00000000-0000-4000-a000-000000000001'), (5, '00000000-0000-4000-a000-000000000005'),
  (7, '00000000-0000-4000-a000-000000000005'), (11, '00000000-0000-4000-a000-000000000009'), (13, '00000000-0000-4000-a000-000000000001')
  ) as v(d, voter)
) h;

-- ---------------------------------------------------------------------------------------------
-- A workflow and an application so that admin and automation screens have something to show
-- ---------------------------------------------------------------------------------------------
insert into public.automation_workflows (id, creator_id, name, description, trigger_type, trigger_config, actions)
values ('00000000-0000-4000-c000-000000000001', '00000000-0000-4000-a000-000000000004', 'Welcome new learners',
        'Send a welcome message and suggest a free course.', 'user_signup', '{}'::jsonb,
        '[{"type": "send_email", "config": {"template": "welcome"}}]'::jsonb);

insert into public.instructor_applications (id, user_id, full_name, email, expertise, experience, course_topics, why_teach)
values ('00000000-0000-4000-c000-000000000002', '00000000-0000-4000-a000-000000000008', 'Yohannes Tesfaye',
        'yohannes.tesfaye@maarifa.test', 'Solar installation', 'Three years installing home systems in Addis Ababa.',
        'Solar maintenance, battery care', 'I want more technicians in rural Ethiopia.');
