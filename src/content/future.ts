// The future page's static sample content (spec §2, §9): five feature cards and a roadmap of four quarters from
// Q2 2025 to Q1 2026, each in-development or planned. The features and milestones (future-texts.ts) are our sample content.
import type { Message, Translate } from '../lib/i18n';
import { futureContentTexts as m } from './future-texts';
import type { DisplayStatus } from './status-labels';
import * as icons from './icon-paths';
import type { IconPath } from './icon-paths';

export type FutureStatus = Extract<DisplayStatus, 'in-development' | 'planned'>;

export const roadmapQuarters = ['Q2 2025', 'Q3 2025', 'Q4 2025', 'Q1 2026'] as const;
export type RoadmapQuarter = (typeof roadmapQuarters)[number];

/** 'Q2 2025' as the active language writes a quarter. */
export function quarterLabel(quarter: RoadmapQuarter, t: Translate): string {
  const [q, year] = quarter.slice(1).split(' ');
  return t(m.quarter, { quarter: q!, year: year! });
}

export interface FutureFeature {
  title: Message;
  description: Message;
  status: FutureStatus;
  quarter: RoadmapQuarter;
  icon: IconPath;
}

const f = m.features;

export const futureFeatures = [
  { ...f.liveClassrooms, status: 'in-development', quarter: 'Q2 2025', icon: icons.video },
  { ...f.mobileMoney, status: 'in-development', quarter: 'Q3 2025', icon: icons.smartphone },
  { ...f.aiTutor, status: 'planned', quarter: 'Q4 2025', icon: icons.globe },
  { ...f.certificates, status: 'planned', quarter: 'Q4 2025', icon: icons.award },
  { ...f.studyRooms, status: 'planned', quarter: 'Q1 2026', icon: icons.users },
] as const satisfies readonly FutureFeature[];

export interface RoadmapStage {
  quarter: RoadmapQuarter;
  status: FutureStatus;
  milestones: readonly Message[];
}

const ms = m.milestones;

export const roadmap = [
  { quarter: 'Q2 2025', status: 'in-development', milestones: [ms.liveClassrooms, ms.audioOnly, ms.payouts] },
  { quarter: 'Q3 2025', status: 'in-development', milestones: [ms.mobileMoney, ms.checkout, ms.studyGroups] },
  { quarter: 'Q4 2025', status: 'planned', milestones: [ms.aiTutor, ms.certificates, ms.whiteLabel] },
  { quarter: 'Q1 2026', status: 'planned', milestones: [ms.studyRooms, ms.talentBoard, ms.creatorHubs] },
] as const satisfies readonly RoadmapStage[];
