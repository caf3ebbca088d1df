-- Demo data for a fresh database: five demo accounts (printed by `npm start`), instructors, courses, enrolments, discussions,
-- comments and votes (XP follows from them through the triggers).
-- Passwords are bcrypt hashes, so the accounts sign in through GoTrue and the local backend alike:
--   learner@maarifa.test / maarifa-learner       instructor@maarifa.test / maarifa-instructor
--   admin@maarifa.test / maarifa-admin           superadmin@maarifa.test / maarifa-superadmin
--   fatima.bello@maarifa.test / maarifa-instructor (the demo affiliate, referral code FATIMA24)

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

-- Modules and lessons: [title, [[lesson title, minutes, is_free, video_url or null], ...]] per module; each lesson's
-- notes come from `notes` below (course, module number, lesson number), paragraphs separated by a blank line.
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
notes(course_id, module_no, lesson_no, body) as (values
  -- Python for Data Analysis with African Datasets
  ('00000000-0000-4000-b000-000000000001', 1, 1, $n$Data is how governments, NGOs, banks and start-ups across the continent decide where to build a clinic, which farmers get credit or when to warn about a drought. People who can turn a spreadsheet into a clear answer are wanted in all of them, and the work can be done from anywhere with a laptop.

Data analysis is a short loop: ask a question, find data, clean it, summarise it, and show the result so someone can act. In this course every step uses open African data: rainfall in the Sahel, mobile money figures from central banks, and census tables.

You do not need maths beyond percentages and averages. What you need is curiosity and the habit of checking where a number came from, who collected it and what is missing from it.$n$),
  ('00000000-0000-4000-b000-000000000001', 1, 2, $n$Download the installer once, at a library or on Wi-Fi, and you never need the internet to run Python again. The simplest route is Anaconda or its smaller sibling Miniconda: one installer brings Python, pandas, matplotlib and Jupyter together. Copy the installer to a flash drive and share it with your study group.

Jupyter Notebook runs in your browser but on your own computer: start it with the command jupyter notebook, and it opens at a local address such as localhost:8888. Nothing leaves your machine. A notebook mixes code cells, their output and your notes, which makes it ideal for learning.

Check your set-up by running print("Habari") in a cell, then import pandas as pd. If both work, you are ready. Save notebooks often with Ctrl+S; they are ordinary .ipynb files you can copy and back up.$n$),
  ('00000000-0000-4000-b000-000000000001', 1, 3, $n$A variable is a name that points to a value: rainfall = 412 stores the number 412 under the name rainfall. Names should say what they hold, use lower case and underscores (yearly_total), and never start with a digit. Python works out the type for you: 412 is an int, 412.5 a float, "Kano" a string, True a bool.

A list keeps several values in order: cities = ["Lagos", "Nairobi", "Accra"]. Positions start at 0, so cities[0] is "Lagos", and len(cities) is 3. Lists can grow with cities.append("Dakar").

A for loop repeats a block once for every item: for city in cities: print(city). Indent the block by four spaces; Python uses the indentation to know where the loop ends. To add up numbers, start a total at 0 and add each value inside the loop, or simply use sum(values).$n$),
  ('00000000-0000-4000-b000-000000000001', 2, 1, $n$pandas is the Python library for tables. A table is a DataFrame: rows of observations and named columns. Load the rainfall file with df = pd.read_csv("sahel_rainfall.csv"). The file holds one row per weather station and month, with columns such as country, station, year, month and rainfall_mm.

Always look before you analyse. df.head() shows the first five rows, df.shape gives the number of rows and columns, and df.info() lists each column with its type and how many values are present. df.describe() prints the minimum, maximum, mean and quartiles of the number columns.

If numbers were read as text, or dates as plain strings, fix that first: pd.to_numeric(df["rainfall_mm"], errors="coerce") turns bad entries into missing values, and pd.to_datetime converts dates. A file saved from Excel in French may use a semicolon separator: pass sep=";".$n$),
  ('00000000-0000-4000-b000-000000000001', 2, 2, $n$Real data is messy: a station name typed three ways, a rainfall of -999 meaning "not measured", empty cells, duplicated rows. Cleaning is most of the work, and every change should be written in code so that someone else can repeat it.

Find missing values with df.isna().sum(). Decide per column: drop rows that are useless without the value (df.dropna(subset=["rainfall_mm"])), or fill a gap when you have a sound reason, and say so in your report. Replace codes such as -999 with a true missing value first: df.replace(-999, pd.NA).

Tidy text with df["station"].str.strip().str.title(), remove exact duplicates with df.drop_duplicates(), and check impossible values, such as negative rainfall or a month 13, with a filter like df[df["rainfall_mm"] < 0]. Keep the raw file untouched and save the cleaned table under a new name.$n$),
  ('00000000-0000-4000-b000-000000000001', 2, 3, $n$Grouping answers questions such as "which country had the wettest year?". df.groupby("country")["rainfall_mm"].sum() splits the table by country, adds up each group and returns one number per country. Group by two columns, such as ["country", "year"], to get one row per country and year.

Use agg to compute several figures at once: df.groupby("year")["rainfall_mm"].agg(["mean", "median", "count"]). Check the count column: an average over three stations means less than an average over thirty.

Sort the result with sort_values(ascending=False) to see the top groups, and reset_index() to turn the groups back into ordinary columns for a chart or a CSV. The median is often fairer than the mean for rainfall, because one storm can pull the mean up.$n$),
  ('00000000-0000-4000-b000-000000000001', 3, 1, $n$Most people who read your report will see it on a phone. A chart that needs zooming is a chart nobody reads. Choose one message per chart and write it as the title: "Mobile money accounts tripled since 2015" says more than "Accounts by year".

Bar charts compare categories, line charts show change over time; avoid pie charts with more than three slices and avoid 3D effects. Label the axes with units, start bar charts at zero, and use large fonts: in matplotlib, plt.rcParams["font.size"] = 14.

Make the figure tall rather than wide for phones, for example figsize=(5, 6), and limit a chart to about seven categories, grouping the rest as "Other". Save it as PNG with plt.savefig("chart.png", dpi=150, bbox_inches="tight"), which keeps the file small enough to share on WhatsApp.$n$),
  ('00000000-0000-4000-b000-000000000001', 3, 2, $n$In this project you write a short report on the growth of mobile money in one East African country, using the open statistics its central bank publishes on mobile payments: number of accounts, agents and the value of transactions per month.

Work in steps: load the data, clean it, compute yearly totals with groupby, and the growth from one year to the next with pct_change(). Convert the values to one currency and one unit, such as billions of shillings, and say which.

The report has three charts at most, each with a one-sentence finding, and a paragraph on the limits of the data, such as dormant accounts counted as active or changes in how figures were reported. Share the notebook and a PNG of each chart in the community; give feedback on two other reports.$n$),
  -- Build Mobile Money Apps with React Native
  ('00000000-0000-4000-b000-000000000002', 1, 1, $n$An offline-first app treats the network as a bonus, not a requirement. The screen always reads from storage on the phone, and every action the user takes is saved on the phone first; a background process sends it to the server when a connection appears.

For a wallet this matters more than for most apps. A trader in a market with one bar of signal must still see her balance as last known, her history, and the payment she just started. Show clearly what is confirmed by the server and what is still waiting, with the time of the last successful sync.

Offline-first does not mean money moves offline. A transfer is only real when the provider confirms it. The app can queue a request and tell the truth about its state: waiting for network, sent, confirmed or failed.$n$),
  ('00000000-0000-4000-b000-000000000002', 1, 2, $n$Choose storage by the shape of the data. Small settings fit in AsyncStorage, a key-value store. Transactions, contacts and history belong in a real database on the device, such as SQLite, where you can query, sort and update rows safely.

Writes go into a sync queue, often called an outbox: a table of pending operations, each with a unique id generated on the phone, its payload, its status and a retry count. A background task takes the oldest pending item, sends it, and marks it done only when the server answers.

Make every operation idempotent: the server stores the client id and ignores a repeat. Then a request sent twice, because the answer was lost on a weak network, never charges twice. Retry with growing pauses (exponential backoff) and listen for connectivity changes with a library such as NetInfo.$n$),
  ('00000000-0000-4000-b000-000000000002', 2, 1, $n$A wallet needs few screens: home with the balance and recent activity, send, receive, history, and settings. Keep the most common task, sending money, one tap from home. React Navigation is the usual library: a stack navigator for flows such as send, and a tab navigator for the main sections.

Design each screen for three states: loading, content and error, plus a fourth for offline-first apps, stale content with its age. Reading from local storage first means the loading state is usually a fraction of a second.

Cheap Android phones have small screens and slow processors. Keep lists virtualised with FlatList, avoid heavy animations, test with the system font size set to large, and make buttons at least 48 by 48 density-independent pixels so they are easy to hit.$n$),
  ('00000000-0000-4000-b000-000000000002', 2, 2, $n$Your app never moves money itself: it asks a provider to do it. Mobile money providers offer APIs, such as Safaricom's Daraja for M-Pesa or MTN's MoMo API; aggregators wrap several networks behind one API. Read the provider's documentation and use its sandbox before any live key.

Collecting money usually works by a prompt on the customer's phone: your server calls the API, the customer approves with their PIN on their own handset, and the provider later calls your server back with the result. That callback, not the first answer, is what confirms the payment.

So the flow is: the app creates a payment request with a unique reference, your server calls the provider, the app shows "waiting for confirmation", and the status changes when the callback arrives or when your server checks the transaction status. Never mark a payment successful from the phone alone.$n$),
  ('00000000-0000-4000-b000-000000000002', 2, 3, $n$Payments fail for ordinary reasons: the customer cancels the prompt, has too little balance, enters a wrong PIN, or the prompt times out. Networks also fail between steps, so the app may not know the outcome at all. Design for each case instead of one generic error.

Keep a clear state machine per transaction: created, sent, pending, succeeded, failed, and unknown. An unknown payment is checked again with the provider's status query before anything else is done, never simply retried, or the customer could pay twice.

Tell the user what happened and what to do next in plain words: "The payment was cancelled on your phone. Nothing was charged." Keep failed transactions in the history, with the reason and the time, so support staff and the user can trace them.$n$),
  ('00000000-0000-4000-b000-000000000002', 3, 1, $n$A PIN must never be stored in plain text, written to logs or sent in analytics. Verify it on the server, or, for an app lock, keep only a salted hash. Secrets such as refresh tokens belong in the phone's secure storage, the Android Keystore or the iOS Keychain, reached through a library such as react-native-keychain or expo-secure-store.

API keys that can move money never ship inside the app. Anything in the bundle can be extracted. Keep them on your server, and let the app call your server with the user's own short-lived token.

Add the basics: HTTPS everywhere, lock the app after a few minutes in the background, limit PIN attempts, and hide the balance on the app switcher screen. Ask for a PIN again before every transfer, not only at login.$n$),
  ('00000000-0000-4000-b000-000000000002', 3, 2, $n$Google Play expects an Android App Bundle (.aab), not an APK. Build it in release mode and sign it with an upload key; with Play App Signing, Google keeps the final signing key, so losing your upload key can be recovered. Keep the keystore and its passwords backed up outside your laptop.

Before the first release, fill in the store listing, a privacy policy URL, the Data safety form that says what data you collect and why, and the content rating questionnaire. Financial apps may need extra declarations and proof that you are licensed or partnered with a licensed provider.

Start with the internal testing track for your team, then a closed test with real users on real networks. Watch crash reports and the size of the download: a smaller app is installed more often where data is expensive.$n$),
  -- UI Design for Low-Bandwidth Apps
  ('00000000-0000-4000-b000-000000000003', 1, 1, $n$Millions of people in sub-Saharan Africa still reach the internet over 2G or weak 3G, especially outside the big cities, and many who own a 4G phone ration their data bundles. On a slow 2G connection a page of one megabyte can take minutes to load.

Your users are not one group. A student in Nairobi may have 4G at home and nothing on the bus; a farmer may share one phone with the family; a shop owner may buy daily bundles. Design for the worst connection they meet each day, not the office Wi-Fi you test on.

Typical devices are entry-level Android phones with little storage and memory, a screen about 5 to 6 inches wide, and a battery that must last the day. Small pages, few requests and light processing help them all.$n$),
  ('00000000-0000-4000-b000-000000000003', 1, 2, $n$A performance budget is a limit you set before designing: for example, the first screen loads in under 200 KB and in under five seconds on slow 3G. Every image, font and script spends part of that budget, so the team decides what is worth its bytes.

Do the arithmetic. At 50 kilobits per second, a 1 MB page needs about 160 seconds: 8 megabits divided by 0.05 megabits per second. At that speed 200 KB takes about 32 seconds, which is why budgets for low-bandwidth users are so small.

Measure instead of guessing: Chrome's developer tools can throttle the network and the processor, and Lighthouse reports the page weight. Check the budget on every release, and when a new feature needs bytes, remove or shrink something else.$n$),
  ('00000000-0000-4000-b000-000000000003', 2, 1, $n$Images are usually the heaviest part of a page. Export photos at the size they are shown, not the size the camera took, and compress them: WebP or AVIF at a quality around 70 is often a third of the size of a JPEG with no visible loss. Use the srcset attribute so small screens download small files.

Load images below the first screen only when needed with loading="lazy", and give every image a width and height so the page does not jump while it loads. Consider showing no photo at all where text does the job.

Draw icons as SVG: a line icon is a few hundred bytes, sharp at any size, and can share one file. Avoid icon fonts that download hundreds of glyphs to show ten, and never use emoji as essential icons: some phones draw them as empty boxes.$n$),
  ('00000000-0000-4000-b000-000000000003', 2, 2, $n$A slow or missing connection is normal, so design its states as carefully as the main screen. Tell users where they are: "You are offline. Showing what was saved at 14:05." Keep what they can do available, and mark what needs a connection.

Prefer skeleton screens, grey shapes where content will appear, to spinners: they show the layout at once and feel faster. Show content that is already on the phone immediately and update it quietly when fresh data arrives.

Never lose what the user typed. Save forms on the device, send them when the network returns, and show a clear "waiting to send" state with a way to cancel. After a failure, offer a retry button and explain in plain words what went wrong.$n$),
  ('00000000-0000-4000-b000-000000000003', 2, 3, $n$Emulators and fast laptops hide the problems your users meet. Keep at least one entry-level Android phone for testing, with the kind of storage and memory common among your users, and use it on a real mobile network, not only on Wi-Fi.

Test the full journey: first visit with an empty cache, a second visit, losing the signal in the middle of a form, and switching the phone to its data-saver mode. Time the tasks that matter, such as reaching the first lesson, with a stopwatch.

Invite a few real users and watch them, without helping. Note where they wait, where they tap twice and what they misread. Small fixes found this way, such as a bigger button or one less screen, often matter more than any technical optimisation.$n$),
  -- Start a Small Business in Lagos, Nairobi or Accra
  ('00000000-0000-4000-b000-000000000004', 1, 1, $n$A business lasts when it solves a problem people already spend money or time on. Start by listening, not by building: talk to twenty possible customers about how they handle the problem today, what it costs them and what annoys them. Write down their words.

Good signs are people who already pay for a poor solution, who travel far to get something, or who ask you when you can start. Weak signs are compliments such as "nice idea" from friends who will never buy.

Test cheaply before you invest. Sell ten units made by hand, take pre-orders, or offer the service to three customers at a fair price. If nobody pays at the small scale, change the offer or the customer before spending your savings on stock or equipment.$n$),
  ('00000000-0000-4000-b000-000000000004', 1, 2, $n$Know your costs before you set a price. Variable costs rise with each unit you sell: materials, packaging, transport per delivery. Fixed costs stay the same each month: rent, a stall fee, your phone bill. Add them up honestly, including your own time.

Your price must cover the variable cost of each unit plus a share of the fixed costs, and leave a profit. The break-even point is the number of units at which total sales equal total costs: fixed costs divided by the price minus the variable cost per unit.

Then look at the market: what do customers pay for similar goods, and what makes yours worth more or less? Cost sets the lowest price you can live with; value to the customer sets the highest. Review prices when your input costs change, as they often do with inflation and exchange rates.$n$),
  ('00000000-0000-4000-b000-000000000004', 2, 1, $n$Registering makes your business visible to banks, large customers and government programmes. In Nigeria, business names and companies are registered with the Corporate Affairs Commission (CAC), largely online. In Kenya, registration goes through the Business Registration Service on the eCitizen portal. In Ghana, it is the Office of the Registrar of Companies.

A sole proprietorship or business name is the simplest form: cheap, quick, but you are personally liable for debts. A private limited company costs more to set up and run, with annual returns, but separates your personal assets from the business.

You will also need a tax number (a TIN in Nigeria and Ghana, a KRA PIN in Kenya) and often a local permit from your county or municipal authority. Fees and steps change, so check the official website before you pay anyone, and beware of agents who promise shortcuts.$n$),
  ('00000000-0000-4000-b000-000000000004', 2, 2, $n$Bookkeeping means writing down every amount of money that comes in or goes out, on the day it happens. A notebook works; a spreadsheet or a free app works better. Each line needs the date, what it was for, the amount and whether it is income or an expense.

Keep business money separate from personal money, even if it is only a separate mobile money wallet. Pay yourself a fixed amount instead of taking cash from the till when you need it; otherwise you can never tell whether the business makes a profit.

At the end of each month, add up income and expenses: the difference is your profit or loss. Keep receipts, photos of them are fine, and count your stock. These records help you price, borrow from a bank or a savings group, and pay the right tax.$n$),
  ('00000000-0000-4000-b000-000000000004', 3, 1, $n$Your first customers are usually people near you: neighbours, colleagues, market traders and their customers. A stall or a spot in a busy market lets you meet buyers, see what they pick up and hear their questions; use those words later in your adverts.

Online, start where your customers already are. A WhatsApp Business catalogue, status updates with good photos, and a clear price list can bring orders without a website. Answer messages quickly, confirm orders in writing and agree on payment before delivery.

Make buying again easy: keep customers' numbers with their permission, thank them, and ask for a review or a referral. A small reward for a friend brought in, such as a discount on the next order, is cheaper than most adverts.$n$),
  -- Digital Marketing on WhatsApp and Instagram
  ('00000000-0000-4000-b000-000000000005', 1, 1, $n$WhatsApp Business is a free app for small businesses, separate from personal WhatsApp. Set up a business profile with your shop's name, category, address, opening hours and a short description, so customers know they are talking to a business.

The catalogue is your shop window inside the chat. Add each product with a clear photo on a plain background, a name, the price and a short description with sizes or colours. Customers can browse it and send you an item in one tap, which saves long explanations.

Use quick replies for common answers, such as prices of delivery, and labels to sort chats: new order, paid, delivered. Keep the catalogue current; an item shown but sold out frustrates customers more than one that is not shown.$n$),
  ('00000000-0000-4000-b000-000000000005', 1, 2, $n$A broadcast list sends one message to many contacts, and each receives it as a private chat. Only people who have saved your number receive broadcasts, so ask customers to save it; that is also a sign they want to hear from you.

Respect their attention. Send at most one or two broadcasts a week, each with something useful: a new arrival, a real offer, a reminder before a holiday. Always include the price and how to order.

Make it easy to stop: end messages with "Reply STOP and we will remove you", and do it. Too many messages lead people to block or report your number, and many reports can get a business account restricted. Segment your lists, such as wholesale and retail customers, so each message is relevant.$n$),
  ('00000000-0000-4000-b000-000000000005', 2, 1, $n$Reels are short vertical videos, and Instagram shows them to people who do not follow you yet, so they are the cheapest way to reach new customers. A phone, daylight from a window and a steady hand or a cheap tripod are enough.

Grab attention in the first two seconds: show the product in use, the result, or a question. Keep reels short, around 15 to 30 seconds, add text on screen because many people watch without sound, and end with what to do next: "Order on WhatsApp, link in bio".

Post regularly, for example three times a week, and look at which reels were watched to the end and shared. Make more of what works. Behind-the-scenes clips of making or packing products build trust and cost nothing.$n$),
  ('00000000-0000-4000-b000-000000000005', 2, 2, $n$A local influencer with a few thousand engaged followers in your city often sells more for a small shop than a celebrity. Look for people whose audience matches your customers, who reply to comments, and whose followers ask where to buy things.

Agree in writing what you give and what you get: a product, a fee or both, the number of posts, the dates and whether you may reuse the content. Give them a unique discount code or link so you can count the sales they bring.

Ask them to say clearly that the post is paid or sponsored; honest partnerships keep your customers' trust. Start with one small collaboration, measure it, and work again with those who bring real orders rather than only likes.$n$),
  ('00000000-0000-4000-b000-000000000005', 3, 1, $n$Measure where orders come from, or you will spend money on what feels busy instead of what sells. The simplest tool is to ask every customer: "How did you hear about us?" and write the answer in your order book.

Give each channel its own way in. Use a different WhatsApp click-to-chat link, with a pre-filled message such as "Hi, I saw your reel", for Instagram, your status and printed flyers. Give each influencer or promotion its own discount code.

Once a month, count orders and sales per channel and compare them with what each cost in money and time. Stop what brings nothing after a fair trial, and move the budget to what works. Likes and views are only useful when they lead to orders.$n$),
  -- Public Speaking and Leadership for Young Africans
  ('00000000-0000-4000-b000-000000000006', 1, 1, $n$Almost everyone feels nervous before speaking to a group: a fast heartbeat, dry mouth and shaking hands are the body preparing for effort, not a sign that you will fail. The aim is not to remove the nerves but to use that energy.

Prepare well, because most fear comes from not knowing what to say next. Know your first two sentences by heart, keep your main points on a small card, and rehearse aloud at least three times, once in front of a friend.

Just before you speak, breathe slowly: in for four counts, out for six, a few times. Stand with both feet on the ground, look at a friendly face, and start. Audiences forgive small mistakes; pause, smile and continue.$n$),
  ('00000000-0000-4000-b000-000000000006', 1, 2, $n$People remember stories long after they forget facts. A short story from your own life, such as the day you lost your first job or the teacher who changed your mind, makes your message real and shows why it matters to you.

A simple shape works: the situation, the problem or turning point, what you did, and what you learned. Keep it to one or two minutes, and choose details the audience can see: the hot classroom, the red bus, the exact words someone said.

End the story by linking it to your point, then say the point plainly: "That is why I think every school needs a library." Practise telling it aloud; a story that is told naturally sounds better than one read from paper.$n$),
  ('00000000-0000-4000-b000-000000000006', 2, 1, $n$A good meeting has a purpose that can be written in one sentence, such as "decide the date of the clean-up day". If there is nothing to decide or discuss, send a message instead of calling a meeting.

Share a short agenda beforehand, with a time for each item, and start on time even if some people are late. As chair, invite quiet people to speak, stop anyone who takes over, and keep the discussion on the item.

Close every item with a decision, the person responsible and a deadline, and read them back at the end. Send the notes within a day. Meetings feel useful when people can see that what was agreed actually happens.$n$),
  ('00000000-0000-4000-b000-000000000006', 2, 2, $n$Volunteers give their time because they care, so a leader cannot give orders the way a manager might. Explain why the work matters, give each person a clear task that fits their skills and time, and say when it should be done.

Thank people often and specifically: "The posters you designed brought thirty people" means more than "good job". Share credit in public, deal with problems in private, and keep your own promises first.

Plan for people leaving: write down how tasks are done, pair new volunteers with experienced ones, and grow new leaders by handing over real responsibility. A group that depends on one person stops when that person is busy.$n$),
  -- Solar Energy Installation Basics
  ('00000000-0000-4000-b000-000000000007', 1, 1, $n$A small solar home system has four main parts. Solar panels turn sunlight into direct current (DC) electricity. A charge controller sits between the panels and the battery and stops the battery from being overcharged. The battery stores energy for the night and cloudy days. Loads such as lights, a phone charger or a TV use it, directly on DC or through an inverter that makes alternating current (AC).

There are two common controller types. PWM controllers are cheap and suit small systems where the panel voltage matches the battery. MPPT controllers cost more but harvest more energy, especially when panel voltage is higher than battery voltage.

Batteries are usually lead-acid or lithium iron phosphate (LiFePO4). Lithium costs more at first but lasts many more charge cycles and can be discharged more deeply, so it is often cheaper over the life of the system.$n$),
  ('00000000-0000-4000-b000-000000000007', 1, 2, $n$Start with the energy the household needs each day. List every appliance with its power in watts and the hours it runs: four 5 W lights for 5 hours use 100 Wh, a 40 W TV for 4 hours uses 160 Wh, so together they need 260 Wh a day.

Size the panels by dividing daily energy by the peak sun hours of the place, often 4 to 6 in much of Africa, and allow for losses of about 25 percent: 260 Wh divided by 5 hours, divided by 0.75, gives about 70 W, so choose an 80 to 100 W panel.

Size the battery for the nights and for one or two cloudy days. Usable capacity depends on the battery type: a lead-acid battery should be discharged only to about 50 percent, lithium to about 80 percent. For 260 Wh on a 12 V system, a lead-acid battery needs about 260 divided by 12 divided by 0.5, roughly 43 Ah, for one day.$n$),
  ('00000000-0000-4000-b000-000000000007', 2, 1, $n$Solar systems look harmless because the voltage is low, but batteries can deliver very large currents. A spanner across the terminals can melt, burn you or make the battery explode. Remove rings and watches, use insulated tools, and always cover battery terminals.

Panels produce voltage whenever light falls on them; you cannot switch them off. Cover them with a cloth or work at dusk when connecting them. Wear eye protection near batteries, keep flames away from lead-acid batteries because they release hydrogen gas, and make sure the battery space is ventilated.

Working on a roof is the biggest danger of all. Use a sound ladder, tied or held by a second person, never work alone on a roof, and do not work in rain or strong wind.$n$),
  ('00000000-0000-4000-b000-000000000007', 2, 2, $n$Mount panels facing the equator: facing north in the southern hemisphere and south in the northern hemisphere, tilted at about the site's latitude, and at least 10 degrees so rain cleans them. Avoid any shade from trees, walls or water tanks; even partial shade on one cell cuts the output of the whole panel.

Wire in this order: controller to battery first, then panels to controller, then loads to the controller's load output or the inverter to the battery. Follow the controller's manual, since some are damaged if the panels are connected first.

Use cable thick enough for the current and the distance, to keep voltage drop low, and keep runs short. Put a fuse or DC circuit breaker close to the battery's positive terminal, check polarity with a multimeter before every connection, and label the wires.$n$),
  ('00000000-0000-4000-b000-000000000007', 3, 1, $n$Most faults are simple: a loose or corroded connection, a blown fuse, a dirty or shaded panel, or a tired battery. Work through the system in order, from the panel to the load, with a multimeter, and write down each reading.

Measure the panel's open-circuit voltage in full sun: a nominal 12 V panel usually shows around 18 to 22 V. Then check the voltage at the controller input, the battery voltage, and the output to the loads. A big difference between two points on the same wire means a bad connection or cable.

A lead-acid battery that reads 12.7 V at rest is about full; around 12.0 V, it is about half empty. A battery that charges quickly and then dies fast has lost capacity and should be replaced. Clean terminals, tighten connections and wash dusty panels with water regularly.$n$),
  ('00000000-0000-4000-b000-000000000007', 3, 2, $n$A solar kiosk sells energy services where the grid is weak: phone charging, cold drinks, lighting, barbering or printing. Start from what people nearby already pay for, such as charging phones at a distant market, and what they pay for it today.

Size the system for the business, not the home: count the phones charged a day, the fridge's daily energy use and the hours of opening, then add a margin for cloudy days. A fridge is the largest load in most kiosks, so choose an efficient DC model.

Keep simple records of sales, costs and battery condition, and set aside money each month for replacing the battery, which wears out long before the panels. Offer installation and maintenance to neighbours as a second income once your skills are proven.$n$),
  -- Full-Stack Web Development with TypeScript
  ('00000000-0000-4000-b000-000000000008', 1, 1, $n$TypeScript is JavaScript with types: you describe the shape of your data, and the compiler tells you, before the code runs, where you use it wrongly. Calling a function with a string where it expects a number, or reading a property that may be undefined, becomes a compile error instead of a bug in production.

Describe data with types: type Payment = { id: string; amount: number; status: "pending" | "paid" | "failed" }. A union of string literals like status lets the compiler check every case in a switch, and warn you when a new status is added and not handled.

Turn on strict mode in tsconfig.json ("strict": true) from the first day; it makes the compiler check null and undefined. Prefer unknown to any for data from outside, such as an API response, and check its shape before you use it.$n$),
  ('00000000-0000-4000-b000-000000000008', 1, 2, $n$Modern TypeScript projects are split into ES modules: each file exports what others may use (export function formatPrice) and imports what it needs (import { formatPrice } from "./format"). Small files with one clear purpose are easier to test and to read.

npm installs libraries into node_modules and records them in package.json; package-lock.json pins exact versions, so every developer and the server install the same code. Commit the lock file, and add dependencies only when they save real work.

A typical toolchain is tsc to type-check, a bundler such as Vite to build the browser code, ESLint to catch mistakes the types cannot, and a test runner such as Vitest. Put the commands in package.json scripts, for example "typecheck" and "test", and run them before every commit.$n$),
  ('00000000-0000-4000-b000-000000000008', 2, 1, $n$A React component is a function that takes props and returns what to show. function PriceTag({ amount }: { amount: number }) returns a piece of the screen; React calls it again whenever its inputs change. Build the interface from small components such as Button, PriceTag and CourseCard, then combine them into pages.

State is data a component remembers between renders, declared with useState. When state changes, React renders again. Keep state in the lowest component that needs it, and pass data down through props and events up through callback props such as onSelect.

Render lists with a stable key for each item, usually its id, and never change state during rendering. Effects (useEffect) are for connecting to the outside world, such as subscriptions or timers; most calculations belong directly in the component body.$n$),
  ('00000000-0000-4000-b000-000000000008', 2, 2, $n$Forms are where users give your app data, so they deserve care. Use a label for every field, the right input type (email, tel, number) so phones show the right keyboard, and keep the user's input if anything fails.

Validate in two places. In the browser, for fast and friendly messages next to the field: "Enter at least 10 characters". On the server, always, because anyone can send a request without your form. A schema library such as valibot or zod lets you describe the rules once and derive the TypeScript type from them.

Show errors when the user leaves a field or submits, not on every keystroke, and move focus to the first invalid field. Disable the submit button while sending, to avoid double submissions, and say clearly when the form was saved.$n$),
  ('00000000-0000-4000-b000-000000000008', 3, 1, $n$A schema describes your tables, their columns and the rules the data must follow. Give every table a primary key, a column that identifies each row, such as an id of type uuid. Choose precise types: integer or numeric for money in minor units, timestamptz for times, text with a length check for names.

A foreign key is a column that refers to the primary key of a row in another table: orders.customer_id references customers.id. PostgreSQL then refuses an order for a customer who does not exist, and you can choose what happens when a customer is deleted, such as on delete cascade or restrict.

Let the database enforce rules with not null, unique and check constraints, such as check (amount > 0). Add indexes on columns you filter or join by often, like foreign keys, and store each fact once: repeating a customer's name in every order invites the copies to disagree.$n$),
  ('00000000-0000-4000-b000-000000000008', 3, 2, $n$A REST API exposes resources at URLs and uses HTTP methods for actions: GET /courses lists courses, POST /courses creates one, PATCH /courses/42 changes it, DELETE removes it. Answer with honest status codes: 200 or 201 for success, 400 for invalid input, 401 when not signed in, 403 when not allowed, 404 when not found.

Authentication proves who the user is. Store passwords only as slow salted hashes, with bcrypt or argon2, never in plain text. After sign-in, the server issues a session cookie or a short-lived token, such as a JWT, that the client sends with every request, always over HTTPS.

Authorisation decides what that user may do, and it must be checked on the server for every request: a user may edit only their own profile, even if they change the id in the URL. Validate every input, limit request sizes, and rate-limit sign-in attempts.$n$),
  -- Brand Identity Design with African Patterns
  ('00000000-0000-4000-b000-000000000009', 1, 1, $n$Kente is a woven cloth of the Asante and Ewe peoples of Ghana and Togo, made in narrow strips sewn together. Its patterns and colours have names and meanings, and some designs were historically reserved for royalty and important occasions. Adire is indigo resist-dyed cloth made by Yoruba women in south-western Nigeria, in centres such as Abeokuta and Osogbo. Ndebele painting, bold geometric designs on homesteads, is a tradition of Ndebele women in South Africa, made known worldwide by artists such as Esther Mahlangu.

These patterns are living cultural heritage, not free decoration. Using them respectfully starts with learning their origin and meaning, and asking whether a design carries ceremonial or sacred significance.

Work with the communities where you can: commission artisans, pay them fairly, credit them by name, and get permission before using a specific artist's work. Draw inspiration from the principles, such as rhythm, symmetry and colour, rather than copying a named pattern exactly.$n$),
  ('00000000-0000-4000-b000-000000000009', 1, 2, $n$A brand palette is usually one or two main colours, one accent and a set of neutrals. Colours can be drawn from the continent's cloth, earth and landscapes: indigo from adire, the gold, green and red of many kente cloths, the ochres of painted walls.

Colour meaning differs between cultures and even families of cloth, so check what a colour says to your audience rather than using a generic chart. In kente, for example, gold is often linked to wealth and royalty and green to growth and harvest.

Test every palette for contrast: text must stand out from its background, with a contrast ratio of at least 4.5 to 1 for body text under the WCAG guidelines. Check the palette in black and white, on cheap phone screens in sunlight, and in print, and write down the exact values in HEX, RGB and CMYK.$n$),
  ('00000000-0000-4000-b000-000000000009', 2, 1, $n$Start logos on paper: fill a page with quick sketches, at least twenty, before opening any software. Explore the name as letters, a symbol, or both; a simple shape inspired by a pattern's rhythm can be stronger than a whole pattern squeezed into a small space.

Choose the three strongest sketches and test them small. A logo must still be readable at the size of an app icon or a stamp on a receipt, in one colour, and on dark and light backgrounds.

Redraw the chosen sketch as a vector in a tool such as Inkscape, which is free, Figma or Illustrator. Vectors stay sharp at any size. Use as few points as possible, align shapes to a grid, and export SVG for the web plus PNG and PDF versions for partners and printers.$n$),
  ('00000000-0000-4000-b000-000000000009', 2, 2, $n$A brand guide lets other people use the brand correctly when you are not in the room. Keep it short, a few pages, and practical, with examples of right and wrong use.

Include the logo versions and the minimum clear space around them, the smallest size allowed, the colour palette with exact values, the typefaces and their sizes for titles and text, and how photos and patterns are used. Show what not to do: stretching, recolouring or placing the logo on a busy background.

Add a short section on voice, how the brand speaks, and on the cultural sources of its patterns, with credit to the artisans or traditions that inspired them. Share the guide as a PDF with the logo files in one folder, and date each version.$n$),
  -- Personal Finance, Saving and Chamas
  ('00000000-0000-4000-b000-00000000000a', 1, 1, $n$When income changes from week to week, as it does for traders, farmers and freelancers, a monthly budget based on one salary does not work. Start instead from your lowest typical month: the least you have earned in the last six months.

List your essential costs, such as rent, food, transport, school fees and airtime, and make sure the lowest month covers them. Any money above that in a good month is not extra spending money: first refill a buffer fund, then save or pay off debt.

Pay yourself a steady amount from the business or your earnings into your personal account each week, and let the buffer absorb the ups and downs. Aim for a buffer equal to at least one month of essential costs, then three.$n$),
  ('00000000-0000-4000-b000-00000000000a', 1, 2, $n$You cannot plan what you do not see. For one month, record every amount you spend, however small: matatu fares, airtime, snacks, mobile money fees. Small daily costs often add up to more than the big ones.

Your phone makes this easy. Mobile money statements already list your payments; download or view them monthly. A simple spreadsheet, a notes app or a free budgeting app works for cash, if you write each amount down on the same day.

At the end of the month, group spending into a few categories and compare them with what you planned. Choose one category to cut, such as buying airtime in small amounts instead of a cheaper monthly bundle, and check again next month.$n$),
  ('00000000-0000-4000-b000-00000000000a', 2, 1, $n$A chama, common in Kenya, is a group of people who save together. In the simplest form, the merry-go-round, each member pays the same amount on an agreed day and one member takes the whole pot in turn, until everyone has received it once. Other chamas save and lend to members, or pool money to invest.

Susu works in a similar way in Ghana and across West Africa. In a rotating susu, members contribute and take turns to receive the pot. A susu collector instead visits traders daily to collect small deposits and returns the total at the end of the month, usually keeping one day's deposit as the fee.

A good group has written rules: contributions, penalties for late payment, the order of payouts, what happens if a member leaves, and who keeps records. Keep the money in a group bank or mobile money account that needs two or three signatories, and share statements with all members.$n$),
  ('00000000-0000-4000-b000-00000000000a', 2, 2, $n$Some lenders make money from borrowers who cannot repay. Warning signs are very high fees described as small daily or weekly charges, pressure to borrow again to repay the first loan, access to your phone contacts, and threats to shame you to your friends.

Always calculate the total cost before you borrow: how much you receive and how much you must repay in total, and over how long. A loan of 1,000 repaid as 1,150 after 30 days costs 15 percent a month, which is more than 180 percent a year.

Borrow only for something that will pay back, such as stock you can sell, not for daily spending. Check that the lender is licensed by the central bank or the relevant authority, compare with a SACCO, a credit union or your chama, and never borrow from one lender to pay another.$n$),
  ('00000000-0000-4000-b000-00000000000a', 2, 3, $n$Invest only after you have an emergency buffer and no expensive debt; otherwise an emergency forces you to sell at a bad time or borrow at high cost. Then start small and regularly, for example a fixed amount every month.

Low-risk starting points include government treasury bills and bonds, which many central banks now sell directly to individuals in small amounts, and regulated money market funds, which can often be joined from a phone. Both pay more than a basic savings account, with little risk of losing the amount you put in.

Spread your money across more than one investment, and match each to your time horizon: money needed within a year should not be in shares. Be suspicious of anyone promising high, guaranteed returns or paying earlier members with new members' money: that is how pyramid and Ponzi schemes work.$n$),
  -- The demo instructor's draft
  ('00000000-0000-4000-b000-00000000000b', 1, 1, $n$Structured concurrency means every coroutine runs inside a scope, and the scope does not finish until all its children have finished. When the scope is cancelled, for example because the user leaves the screen, all its coroutines are cancelled with it, so no work leaks.

On Android, use the scopes the platform gives you: viewModelScope in a ViewModel and lifecycleScope in an activity or fragment. Start work with launch when you need no result, and with async and await when you need one. coroutineScope waits for all children and fails if one fails; supervisorScope lets the other children continue.

Move blocking work off the main thread with withContext(Dispatchers.IO) for disk and network. For work that must finish even if the app closes, such as uploading a form saved offline, hand it to WorkManager instead of a coroutine.$n$)
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
       coalesce((select n.body from notes n where n.course_id::uuid = o.course_id and n.module_no = m.i and n.lesson_no = l.k),
                'In this lesson: ' || (l.j ->> 0) || '. Read the notes, try the exercise, and share what you learned in the community.'),
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

-- ---------------------------------------------------------------------------------------------
-- Teach and earn: the paid courses' affiliate rates, fixed referral codes for the demo affiliate (Fatima Bello,
-- fatima.bello@maarifa.test) and ambassador (their codes were made when the roles above were granted), and three past
-- sales, so the instructor and affiliate dashboards show figures on a fresh database. Real sales go through the
-- payments function (the local Paystack stand-in by default).
-- ---------------------------------------------------------------------------------------------
update public.courses set affiliate_percent = v.percent
from (values
  ('00000000-0000-4000-b000-000000000001'::uuid, 20), ('00000000-0000-4000-b000-000000000002'::uuid, 15),
  ('00000000-0000-4000-b000-000000000003'::uuid, 10), ('00000000-0000-4000-b000-000000000005'::uuid, 20),
  ('00000000-0000-4000-b000-000000000007'::uuid, 10), ('00000000-0000-4000-b000-000000000008'::uuid, 25),
  ('00000000-0000-4000-b000-000000000009'::uuid, 10), ('00000000-0000-4000-b000-00000000000a'::uuid, 30)
) as v(id, percent)
where courses.id = v.id;

update public.affiliate_codes set code = 'FATIMA24' where user_id = '00000000-0000-4000-a000-000000000007';
update public.affiliate_codes set code = 'AISHA024' where user_id = '00000000-0000-4000-a000-000000000009';

insert into public.referrals (user_id, affiliate_id, code, created_at) values
  ('00000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000007', 'FATIMA24', now() - interval '45 days'),
  ('00000000-0000-4000-a000-00000000000a', '00000000-0000-4000-a000-000000000007', 'FATIMA24', now() - interval '42 days');
insert into public.referral_clicks (affiliate_id, code, course_id, created_at)
select '00000000-0000-4000-a000-000000000007', 'FATIMA24', c, now() - (d || ' days')::interval
from (values ('00000000-0000-4000-b000-000000000001'::uuid, 46), ('00000000-0000-4000-b000-000000000008'::uuid, 43),
             (null, 42), ('00000000-0000-4000-b000-000000000002'::uuid, 6), (null, 3)) as v(c, d);

-- The demo learner's $49 course (enrolled above) was bought through Fatima's link; two more sales of the demo
-- instructor's courses, one past the 30-day hold (available) and one within it (pending).
with sale (buyer, course, affiliate, days) as (values
  ('00000000-0000-4000-a000-000000000001'::uuid, '00000000-0000-4000-b000-000000000001'::uuid, '00000000-0000-4000-a000-000000000007'::uuid, 40),
  ('00000000-0000-4000-a000-00000000000a'::uuid, '00000000-0000-4000-b000-000000000008'::uuid, '00000000-0000-4000-a000-000000000007'::uuid, 38),
  ('00000000-0000-4000-a000-000000000009'::uuid, '00000000-0000-4000-b000-000000000002'::uuid, null::uuid, 5)
), placed as (
  insert into public.orders (id, buyer_id, course_id, creator_id, affiliate_id, referral_code, affiliate_percent, fee_bp,
                             amount_minor, currency, status, reference, authorization_url, created_at, paid_at, refundable_until)
  select md5('order:' || s.buyer || s.course)::uuid, s.buyer, s.course, c.instructor_id, s.affiliate,
         case when s.affiliate is not null then 'FATIMA24' end,
         case when s.affiliate is not null then c.affiliate_percent else 0 end, 1000, round(c.price * 100)::integer, 'USD',
         'paid', 'mrf-demo-' || left(md5(s.buyer::text || s.course::text), 16), 'http://localhost:54321/paystack/checkout/demo',
         now() - (s.days || ' days')::interval, now() - (s.days || ' days')::interval,
         now() - (s.days || ' days')::interval + interval '30 days'
  from sale s join public.courses c on c.id = s.course
  returning *
), paid as (
  insert into public.payments (order_id, buyer_id, provider, reference, transaction_id, status, amount_minor, currency, channel, verified_via, created_at)
  select o.id, o.buyer_id, 'paystack', o.reference, 'demo', 'success', o.amount_minor, o.currency, 'mobile_money', 'webhook', o.paid_at
  from placed o
  returning order_id
), earned as (
  insert into public.earnings (order_id, creator_id, course_id, amount_minor, fee_minor, currency, available_at, created_at)
  select o.id, o.creator_id, o.course_id,
         o.amount_minor - round(o.amount_minor * o.fee_bp / 10000.0)::integer - round(o.amount_minor * o.affiliate_percent / 100.0)::integer,
         round(o.amount_minor * o.fee_bp / 10000.0)::integer, o.currency, o.paid_at + interval '30 days', o.paid_at
  from placed o
  returning order_id
)
insert into public.commissions (order_id, affiliate_id, course_id, amount_minor, currency, available_at, created_at)
select o.id, o.affiliate_id, o.course_id, round(o.amount_minor * o.affiliate_percent / 100.0)::integer, o.currency,
       o.paid_at + interval '30 days', o.paid_at
from placed o
where o.affiliate_id is not null and o.affiliate_percent > 0;

insert into public.enrollments (id, student_id, course_id, enrolled_at)
select md5(o.buyer_id::text || ':' || o.course_id::text)::uuid, o.buyer_id, o.course_id, o.paid_at
from public.orders o where o.reference like 'mrf-demo-%'
on conflict (student_id, course_id) do nothing;
