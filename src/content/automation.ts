// The automation page's static content (spec §2 Automation, §3 trigger types): the features with their statuses, the
// example workflows, and the four-step explainer. The trigger types are the spec's; the texts are our sample content.
import type { FeatureStatus } from './status-labels';

/** Spec §3: the trigger types a workflow can start from. */
export const TRIGGER_TYPES = ['user_signup', 'user_inactive', 'course_completion', 'event_created', 'referral_success', 'time_based'] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

export const triggerLabels: Record<TriggerType, string> = {
  user_signup: 'A new user signs up',
  user_inactive: 'A learner has been inactive',
  course_completion: 'A learner completes a course',
  event_created: 'An event is created',
  referral_success: 'A referral succeeds',
  time_based: 'On a schedule',
};

export interface AutomationFeature {
  id: string;
  name: string;
  description: string;
  status: FeatureStatus;
  trigger: TriggerType;
}

export const automationFeatures: readonly AutomationFeature[] = [
  { id: 'welcome', name: 'Welcome Sequence', description: 'Greet every new learner with a course suggestion and a study plan that fits their data budget.', status: 'active', trigger: 'user_signup' },
  { id: 'win-back', name: 'Re-engagement Nudges', description: 'Send a friendly SMS-sized reminder to learners who have not studied for a week.', status: 'active', trigger: 'user_inactive' },
  { id: 'certificates', name: 'Completion Rewards', description: 'Congratulate learners who finish a course and point them to the next one.', status: 'beta', trigger: 'course_completion' },
  { id: 'event-reminders', name: 'Event Reminders', description: 'Remind registered members before a live session starts.', status: 'beta', trigger: 'event_created' },
  { id: 'referral-rewards', name: 'Referral Rewards', description: 'Thank affiliates and credit their commission when a referral joins.', status: 'coming-soon', trigger: 'referral_success' },
  { id: 'digest', name: 'Weekly Study Digest', description: 'A weekly summary of progress, new courses and community highlights.', status: 'coming-soon', trigger: 'time_based' },
];

export const exampleWorkflows = [
  { name: 'Onboard new learners', trigger: 'user_signup' as TriggerType, description: 'Welcome message, then a course suggestion after the first lesson.' },
  { name: 'Bring back quiet learners', trigger: 'user_inactive' as TriggerType, description: 'After 7 days without a lesson, send a reminder with the next lesson’s title.' },
  { name: 'Celebrate completions', trigger: 'course_completion' as TriggerType, description: 'Award a badge and invite the learner to mentor in the community.' },
] as const;

export const automationSteps = [
  { title: 'Trigger', text: 'Something happens: a sign-up, a completed course, a quiet week.' },
  { title: 'AI Analysis', text: 'The learner’s progress and preferences decide what would help most.' },
  { title: 'Execute', text: 'A message, a reminder or a reward goes out on the learner’s channel.' },
  { title: 'Learn', text: 'Responses are measured, so the next run does better.' },
] as const;
