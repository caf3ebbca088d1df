// The automation page's static content (spec §2 Automation, §3 trigger types): the features with their statuses, the
// example workflows, and the four-step explainer. The trigger types are the spec's; the texts (automation-texts.ts)
// are our sample content.
import type { Message } from '../lib/i18n';
import { automationContentTexts as m } from './automation-texts';
import type { FeatureStatus } from './status-labels';

/** Spec §3: the trigger types a workflow can start from. */
export const TRIGGER_TYPES = ['user_signup', 'user_inactive', 'course_completion', 'event_created', 'referral_success', 'time_based'] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

export const triggerLabels: Record<TriggerType, Message> = m.triggers;

export interface AutomationFeature {
  id: string;
  name: Message;
  description: Message;
  status: FeatureStatus;
  trigger: TriggerType;
}

const f = m.features;

export const automationFeatures: readonly AutomationFeature[] = [
  { id: 'welcome', ...f.welcome, status: 'active', trigger: 'user_signup' },
  { id: 'win-back', ...f.winBack, status: 'active', trigger: 'user_inactive' },
  { id: 'certificates', ...f.certificates, status: 'beta', trigger: 'course_completion' },
  { id: 'event-reminders', ...f.eventReminders, status: 'beta', trigger: 'event_created' },
  { id: 'referral-rewards', ...f.referralRewards, status: 'coming-soon', trigger: 'referral_success' },
  { id: 'digest', ...f.digest, status: 'coming-soon', trigger: 'time_based' },
];

export const exampleWorkflows = [
  { ...m.examples.onboard, trigger: 'user_signup' as TriggerType },
  { ...m.examples.bringBack, trigger: 'user_inactive' as TriggerType },
  { ...m.examples.celebrate, trigger: 'course_completion' as TriggerType },
] as const;

export const automationSteps = [m.steps.trigger, m.steps.analysis, m.steps.execute, m.steps.learn] as const;
