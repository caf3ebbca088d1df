-- The read models as 20260301000000_community_xp_review.sql (restated into supabase/schemas since) defined them: full scans.
-- read-model-rollups.test.ts loads it under another name and compares the rollup-based read models with it.
create or replace function private.server_view(name text, uid uuid) returns jsonb
language plpgsql stable security definer set search_path = public as $$
#variable_conflict use_variable
declare
  _contribution constant text[] := array['discussion_started', 'comment_written', 'upvote_received'];
  _day timestamptz := private.utc_day_start();
  _week timestamptz := private.utc_week_start();
  _xp_week jsonb;
  _xp_all jsonb;
  _c_week jsonb;
  _c_all jsonb;
begin
  if name is null or not (name = any(private.server_view_names())) then
    raise exception 'server_view: unknown view "%"', coalesce(name, '(none)') using errcode = '22023';
  end if;
  if uid is null then
    raise exception 'server_view: uid is required' using errcode = '22023';
  end if;
  -- A request (JWT) only ever computes its own user's views.
  if auth.uid() is not null and auth.uid() <> uid then
    raise exception 'server_view: a user reads only their own views' using errcode = '42501';
  end if;

  if name = 'leaderboard' then
    _xp_week := private.leaderboard_list(uid, null, _week);
    _xp_all := private.leaderboard_list(uid, null, null);
    _c_week := private.leaderboard_list(uid, _contribution, _week);
    _c_all := private.leaderboard_list(uid, _contribution, null);
    return jsonb_build_object(
      'by_xp', jsonb_build_object('week', _xp_week -> 'top', 'all_time', _xp_all -> 'top'),
      'by_contribution', jsonb_build_object('week', _c_week -> 'top', 'all_time', _c_all -> 'top'),
      'me', jsonb_build_object(
        'by_xp', jsonb_build_object('week', _xp_week -> 'me', 'all_time', _xp_all -> 'me'),
        'by_contribution', jsonb_build_object('week', _c_week -> 'me', 'all_time', _c_all -> 'me')));

  elsif name = 'community_stats' then
    return jsonb_build_object(
      'members', (select count(*) from public.profiles p where not p._deleted),
      'active_today', (
        select count(distinct s.user_id) from (
          select e.user_id from public.xp_events e where e.created_at >= _day
          union all
          select d.author_id from public.discussions d where d.created_at >= _day and not d._deleted
          union all
          select c.author_id from public.discussion_comments c where c.created_at >= _day and not c._deleted
        ) s),
      'discussions_this_week', (
        select count(*) from public.discussions d where d.created_at >= _week and not d._deleted and not d.is_hidden),
      'discussion_count', (select count(*) from public.discussions d where not d._deleted and not d.is_hidden),
      'top_tags', coalesce((
        select jsonb_agg(jsonb_build_object('tag', t.tag, 'count', t.n) order by t.n desc, t.tag)
        from (
          select x.tag, count(*)::integer as n
          from public.discussions d, unnest(d.tags) as x(tag)
          where not d._deleted and not d.is_hidden
          group by x.tag order by n desc, x.tag limit 10
        ) t), '[]'::jsonb));

  elsif name = 'suggested_peers' then
    return jsonb_build_object('peers', coalesce((
      with my_courses as (
        select e.course_id from public.enrollments e where e.student_id = uid and not e._deleted
      ), my_skills as (
        select distinct lower(btrim(s)) as skill from public.profiles p, unnest(p.skills) s
        where p.id = uid and btrim(s) <> ''
      ), by_course as (
        select e.student_id as user_id, count(distinct e.course_id)::integer as n
        from public.enrollments e join my_courses m on m.course_id = e.course_id
        where not e._deleted and e.student_id <> uid
        group by e.student_id
      ), by_skill as (
        select p.id as user_id, count(distinct lower(btrim(s)))::integer as n
        from public.profiles p, unnest(p.skills) s
        where p.id <> uid and not p._deleted and lower(btrim(s)) in (select skill from my_skills)
        group by p.id
      ), peers as (
        select coalesce(c.user_id, k.user_id) as user_id, coalesce(c.n, 0) as shared_courses, coalesce(k.n, 0) as shared_skills
        from by_course c full join by_skill k on k.user_id = c.user_id
      ), chosen as (
        select pe.shared_courses, pe.shared_skills, p as profile
        from peers pe join public.profiles p on p.id = pe.user_id and not p._deleted
        order by pe.shared_courses + pe.shared_skills desc, pe.shared_courses desc, p.xp_total desc, p.id
        limit 5
      )
      select jsonb_agg(private.person_card(c.profile) || jsonb_build_object(
               'role', (select r.role from unnest(array['superadmin', 'admin', 'instructor', 'creator', 'affiliate',
                                                        'ambassador', 'learner']) with ordinality as r(role, rank)
                        where r.role = any((c.profile).roles) order by r.rank limit 1),
               'shared_courses', c.shared_courses, 'shared_skills', c.shared_skills)
             order by c.shared_courses + c.shared_skills desc, c.shared_courses desc, (c.profile).xp_total desc, (c.profile).id)
      from chosen c), '[]'::jsonb));

  elsif name = 'recent_activity' then
    return jsonb_build_object('events', coalesce((
      select jsonb_agg(jsonb_build_object('id', e.id, 'kind', e.kind, 'points', e.points, 'source_table', e.source_table,
                                          'source_id', e.source_id, 'created_at', e.created_at)
                       order by e.created_at desc, e.id desc)
      from (select * from public.xp_events x where x.user_id = uid order by x.created_at desc, x.id desc limit 20) e
    ), '[]'::jsonb));

  else -- my_applications
    return jsonb_build_object('applications', coalesce((
      select jsonb_agg(jsonb_build_object('id', a.id, 'kind', a.kind, 'status', a.status, 'review_note', a.review_note,
                                          'reviewed_at', a.reviewed_at, 'created_at', a.created_at)
                       order by a.created_at desc, a.id)
      from (
        select i.id, 'instructor' as kind, i.status, i.review_note, i.reviewed_at, i.created_at
        from public.instructor_applications i where i.user_id = uid
        union all
        select f.id, 'affiliate', f.status, f.review_note, f.reviewed_at, f.created_at
        from public.affiliate_applications f where f.user_id = uid
      ) a), '[]'::jsonb));
  end if;
end
$$;
