// The AI layer's static sample content (spec §2): five agents (status active or beta), five use cases and the
// three-step explanation. The spec names the statuses and counts; the agents and texts are our sample content.
import type { FeatureStatus } from './status-labels';
import type { IconName } from './icon-paths';

/** The statuses an agent can have (spec §4); coming-soon disables its button. */
export type AgentStatus = FeatureStatus;

export interface AiAgent {
  id: string;
  name: string;
  description: string;
  status: AgentStatus;
  icon: IconName;
  capabilities: readonly string[];
}

export const aiAgents = [
  {
    id: 'study-buddy',
    name: 'AI Study Buddy',
    description: 'Answers questions about your courses, summarises lessons and sets study reminders.',
    status: 'active',
    icon: 'brain',
    capabilities: ['Lesson summaries', 'Questions and answers', 'Study reminders'],
  },
  {
    id: 'course-builder',
    name: 'Course Builder Assistant',
    description: 'Drafts course outlines, lesson plans and quiz questions from a topic.',
    status: 'active',
    icon: 'penTool',
    capabilities: ['Course outlines', 'Lesson plans', 'Quiz questions'],
  },
  {
    id: 'moderation',
    name: 'AI Moderation',
    description: 'Flags spam and harmful posts in discussions for moderators to review.',
    status: 'active',
    icon: 'shieldCheck',
    capabilities: ['Spam detection', 'Harmful content checks', 'Review queue'],
  },
  {
    id: 'translator',
    name: 'Translation Agent',
    description: 'Translates lessons into Swahili, Yoruba, Hausa, Amharic, Zulu and more.',
    status: 'beta',
    icon: 'globe',
    capabilities: ['Lesson translation', 'Subtitles', 'Glossaries'],
  },
  {
    id: 'career-coach',
    name: 'Career Coach',
    description: 'Suggests courses, projects and next steps from your goals and progress.',
    status: 'beta',
    icon: 'target',
    capabilities: ['Learning paths', 'Skill gaps', 'Job readiness'],
  },
] as const satisfies readonly AiAgent[];

export interface AiUseCase {
  title: string;
  description: string;
  icon: IconName;
}

export const aiUseCases = [
  { title: 'Personal study plans', description: 'A weekly plan built from your courses, your pace and the time you have.', icon: 'calendar' },
  { title: 'Instant lesson summaries', description: 'The key points of any lesson in a few lines, ready to review offline.', icon: 'bookOpen' },
  { title: 'Learning in your language', description: 'Lessons and discussions translated into the languages learners speak at home.', icon: 'globe' },
  { title: 'A safer community', description: 'Harmful posts are caught early, so moderators can act before they spread.', icon: 'shield' },
  { title: 'Faster course creation', description: 'Creators go from an idea to a first course outline in minutes.', icon: 'zap' },
] as const satisfies readonly AiUseCase[];

export const aiHowItWorks = [
  { title: 'Choose an agent', description: 'Pick the agent that fits the task: studying, teaching, moderating or translating.' },
  { title: 'Give it context', description: 'The agent reads the course, lesson or discussion you are working on.' },
  { title: 'Get results', description: 'Summaries, plans, translations and flags arrive where you work, ready to use.' },
] as const satisfies readonly { title: string; description: string }[];
