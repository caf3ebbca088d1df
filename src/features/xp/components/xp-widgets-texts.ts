// Texts of the XP pieces several pages show (the level card and the XP activity list): spec §2 XP Levels and Profile, as ICU messages.
import { defineMessages } from '../../../lib/i18n';

export const xpTexts = defineMessages('xpWidgets', {
  level: 'Level {level}',
  /** The ten level titles of spec §3 (src/lib/xp.ts keeps their numbers), by level. */
  levelTitles: {
    l1: 'Beginner',
    l2: 'Learner',
    l3: 'Student',
    l4: 'Explorer',
    l5: 'Practitioner',
    l6: 'Skilled',
    l7: 'Expert',
    l8: 'Master',
    l9: 'Guru',
    l10: 'Legend',
  },
  levelWithTitle: '{level} · {title}',
  totalXp: '{xp} XP',
  toNext: '{xp} XP to {title}',
  topLevel: 'Top level reached',
  pending: '+{xp} XP pending',
  pendingHint: 'Earned by changes on this device that have not reached the server yet.',
  progressLabel: 'Progress to the next level',
  activityEmpty: 'No XP yet. Complete a lesson or join a discussion to earn your first points.',
  activityWaiting: 'Your activity appears after the next sync.',
  activityLabel: 'XP activity',
  activity: {
    lesson_completed: 'Completed a lesson',
    course_completed: 'Completed a course',
    discussion_started: 'Started a discussion',
    comment_written: 'Commented on a discussion',
    upvote_received: 'Received an upvote',
    application_approved: 'Application approved',
  },
  activityFallback: 'Earned XP',
  points: '+{points} XP',
});
