// The automation page's sample content in the learner's language (spec §2 Automation, §3 trigger types).
import { defineMessages } from '../lib/i18n';

export const automationContentTexts = defineMessages('automationContent', {
  triggers: {
    user_signup: 'A new user signs up',
    user_inactive: 'A learner has been inactive',
    course_completion: 'A learner completes a course',
    event_created: 'An event is created',
    referral_success: 'A referral succeeds',
    time_based: 'On a schedule',
  },
  features: {
    welcome: { name: 'Welcome Sequence', description: 'Greet every new learner with a course suggestion and a study plan that fits their data budget.' },
    winBack: { name: 'Re-engagement Nudges', description: 'Send a friendly SMS-sized reminder to learners who have not studied for a week.' },
    certificates: { name: 'Completion Rewards', description: 'Congratulate learners who finish a course and point them to the next one.' },
    eventReminders: { name: 'Event Reminders', description: 'Remind registered members before a live session starts.' },
    referralRewards: { name: 'Referral Rewards', description: 'Thank affiliates and credit their commission when a referral joins.' },
    digest: { name: 'Weekly Study Digest', description: 'A weekly summary of progress, new courses and community highlights.' },
  },
  examples: {
    onboard: { name: 'Onboard new learners', description: 'Welcome message, then a course suggestion after the first lesson.' },
    bringBack: { name: 'Bring back quiet learners', description: 'After 7 days without a lesson, send a reminder with the next lesson’s title.' },
    celebrate: { name: 'Celebrate completions', description: 'Award a badge and invite the learner to mentor in the community.' },
  },
  steps: {
    trigger: { title: 'Trigger', text: 'Something happens: a sign-up, a completed course, a quiet week.' },
    analysis: { title: 'AI Analysis', text: 'The learner’s progress and preferences decide what would help most.' },
    execute: { title: 'Execute', text: 'A message, a reminder or a reward goes out on the learner’s channel.' },
    learn: { title: 'Learn', text: 'Responses are measured, so the next run does better.' },
  },
});
