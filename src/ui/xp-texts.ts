// Texts of the XP pieces several pages show (the level card and the XP activity list): spec §2 XP Levels and Profile.

export const xpTexts = {
  level: (level: number) => `Level ${level}`,
  totalXp: (xp: number) => `${xp.toLocaleString('en')} XP`,
  toNext: (xp: number, title: string) => `${xp.toLocaleString('en')} XP to ${title}`,
  topLevel: 'Top level reached',
  pending: (xp: number) => `+${xp} XP pending`,
  pendingHint: 'Earned by changes on this device that have not reached the server yet.',
  progressLabel: 'Progress to the next level',
  activityEmpty: 'No XP yet. Complete a lesson or join a discussion to earn your first points.',
  activityWaiting: 'Your activity appears after the next sync.',
  activity: {
    lesson_completed: 'Completed a lesson',
    course_completed: 'Completed a course',
    discussion_started: 'Started a discussion',
    comment_written: 'Commented on a discussion',
    upvote_received: 'Received an upvote',
    application_approved: 'Application approved',
  } as Record<string, string>,
  activityFallback: 'Earned XP',
  points: (points: number) => `+${points} XP`,
} as const;
