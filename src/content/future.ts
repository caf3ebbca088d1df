// The future page's static sample content (spec §2, §9): five feature cards and a roadmap of four quarters from
// Q2 2025 to Q1 2026, each in-development or planned. The features and milestones are our sample content.
import type { DisplayStatus } from './status-labels';
import type { IconName } from './icon-paths';

export type FutureStatus = Extract<DisplayStatus, 'in-development' | 'planned'>;

export const roadmapQuarters = ['Q2 2025', 'Q3 2025', 'Q4 2025', 'Q1 2026'] as const;
export type RoadmapQuarter = (typeof roadmapQuarters)[number];

export interface FutureFeature {
  title: string;
  description: string;
  status: FutureStatus;
  quarter: RoadmapQuarter;
  icon: IconName;
}

export const futureFeatures = [
  {
    title: 'Live Virtual Classrooms',
    description: 'Live lessons with an audio-first mode for slow connections, and recordings you can save for offline.',
    status: 'in-development',
    quarter: 'Q2 2025',
    icon: 'video',
  },
  {
    title: 'Mobile Money Payments',
    description: 'Pay for courses and marketplace items with M-Pesa, MTN MoMo and Airtel Money.',
    status: 'in-development',
    quarter: 'Q3 2025',
    icon: 'smartphone',
  },
  {
    title: 'AI Tutor in Local Languages',
    description: 'Ask the study buddy in Swahili, Yoruba, Hausa, Amharic or Zulu and get answers in the same language.',
    status: 'planned',
    quarter: 'Q4 2025',
    icon: 'globe',
  },
  {
    title: 'Verified Certificates',
    description: 'Certificates that employers can check online, earned when you complete a course.',
    status: 'planned',
    quarter: 'Q4 2025',
    icon: 'award',
  },
  {
    title: 'Peer Study Rooms',
    description: 'Small groups that meet, share notes and keep each other on track.',
    status: 'planned',
    quarter: 'Q1 2026',
    icon: 'users',
  },
] as const satisfies readonly FutureFeature[];

export interface RoadmapStage {
  quarter: RoadmapQuarter;
  status: FutureStatus;
  milestones: readonly string[];
}

export const roadmap = [
  { quarter: 'Q2 2025', status: 'in-development', milestones: ['Live virtual classrooms', 'Audio-only lesson mode', 'Creator payouts dashboard'] },
  { quarter: 'Q3 2025', status: 'in-development', milestones: ['Mobile money payments', 'Marketplace checkout', 'Study group scheduling'] },
  { quarter: 'Q4 2025', status: 'planned', milestones: ['AI tutor in local languages', 'Verified certificates', 'White-label academies'] },
  { quarter: 'Q1 2026', status: 'planned', milestones: ['Peer study rooms', 'Employer talent board', 'Regional creator hubs'] },
] as const satisfies readonly RoadmapStage[];
