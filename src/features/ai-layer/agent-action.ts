// Which button an agent card shows for its status (spec §4): Configure when active, Try Beta in beta, and a
// disabled Coming Soon otherwise.
import type { AgentStatus } from '../../content/ai-layer';
import { aiLayerTexts } from './texts';

export interface AgentAction {
  label: string;
  enabled: boolean;
}

export function getAgentAction(status: AgentStatus): AgentAction {
  switch (status) {
    case 'active':
      return { label: aiLayerTexts.actions.configure, enabled: true };
    case 'beta':
      return { label: aiLayerTexts.actions.tryBeta, enabled: true };
    case 'coming-soon':
      return { label: aiLayerTexts.actions.comingSoon, enabled: false };
  }
}
