// The AI layer's static sample content (spec §2): five agents (status active or beta), five use cases and the
// three-step explanation. The spec names the statuses and counts; the agents and their words (ai-layer-texts.ts) are
// our sample content.
import type { Message } from '../lib/i18n';
import { aiLayerContentTexts as m } from './ai-layer-texts';
import type { FeatureStatus } from './status-labels';
import * as icons from './icon-paths';
import type { IconPath } from './icon-paths';

/** The statuses an agent can have (spec §4); coming-soon disables its button. */
export type AgentStatus = FeatureStatus;

export interface AiAgent {
  id: string;
  name: Message;
  description: Message;
  status: AgentStatus;
  icon: IconPath;
  capabilities: readonly Message[];
}

const a = m.agents;

export const aiAgents = [
  { id: 'study-buddy', ...a.studyBuddy, status: 'active', icon: icons.brain, capabilities: Object.values(a.studyBuddy.capabilities) },
  { id: 'course-builder', ...a.courseBuilder, status: 'active', icon: icons.penTool, capabilities: Object.values(a.courseBuilder.capabilities) },
  { id: 'moderation', ...a.moderation, status: 'active', icon: icons.shieldCheck, capabilities: Object.values(a.moderation.capabilities) },
  { id: 'translator', ...a.translator, status: 'beta', icon: icons.globe, capabilities: Object.values(a.translator.capabilities) },
  { id: 'career-coach', ...a.careerCoach, status: 'beta', icon: icons.target, capabilities: Object.values(a.careerCoach.capabilities) },
] as const satisfies readonly AiAgent[];

export interface AiUseCase {
  title: Message;
  description: Message;
  icon: IconPath;
}

const u = m.useCases;

export const aiUseCases = [
  { ...u.studyPlans, icon: icons.calendar },
  { ...u.summaries, icon: icons.bookOpen },
  { ...u.language, icon: icons.globe },
  { ...u.safety, icon: icons.shield },
  { ...u.creation, icon: icons.zap },
] as const satisfies readonly AiUseCase[];

export const aiHowItWorks = [m.howItWorks.choose, m.howItWorks.context, m.howItWorks.results] as const satisfies readonly { title: Message; description: Message }[];
