// The experience page's sample content in the learner's language (spec §2, §9): the five steps and the stats' names.
import { defineMessages } from '../lib/i18n';

export const experienceContentTexts = defineMessages('experienceContent', {
  steps: {
    join: { title: 'Join', description: 'Sign up free, choose your interests and get a study plan that fits your phone and your data.' },
    engage: { title: 'Engage', description: 'Take courses, ask the AI study buddy and talk with peers in the community.' },
    progress: { title: 'Progress', description: 'Earn XP, climb the levels and collect achievements as you finish lessons.' },
    contribute: { title: 'Contribute', description: 'Answer questions, mentor newer learners and publish your own courses.' },
    expand: { title: 'Expand', description: 'Earn from your courses and referrals, and bring your community along.' },
  },
  stats: {
    retention: 'Retention',
    completion: 'Completion',
    creatorSuccess: 'Creator Success',
    referralRate: 'Referral Rate',
  },
});
