// The XP Levels page's texts (spec §2 XP Levels, §3 levels), as ICU messages; the level card's own texts are in components/xp-widgets-texts.ts.
import { defineMessages } from '../../lib/i18n';

export const xpPageTexts = defineMessages('xp', {
  title: 'XP Levels',
  description: 'Your level, your XP and what earned it, from your real activity on Maarifa.',
  lead: 'Earn XP by learning and helping others. Your level rises as your XP grows.',
  yourLevel: 'Your level',
  tiersTitle: 'All levels',
  current: 'Current level',
  reached: 'Reached',
  tierXp: '{xp} XP',
  activityTitle: 'Recent activity',
  howTitle: 'How to earn XP',
  how: {
    lesson_completed: 'Complete a lesson',
    course_completed: 'Complete a whole course',
    discussion_started: 'Start a discussion',
    comment_written: 'Comment on someone else’s discussion',
    upvote_received: 'Receive an upvote on your discussion',
    application_approved: 'Have an instructor or affiliate application approved',
  },
  perDay: 'up to {cap} a day',
});
