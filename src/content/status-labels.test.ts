// The agent buttons of spec §4, and the sample agents' statuses (spec §2: five agents, active or beta).
import { describe, expect, it } from 'vitest';
import { t } from '../lib/i18n';
import { aiAgents } from './ai-layer';
import { getFeatureAction as getAgentAction } from './status-labels';

describe('getAgentAction', () => {
  it('offers Configure for an active agent, Try Beta for a beta one, and a disabled Coming Soon otherwise', () => {
    const shown = (status: Parameters<typeof getAgentAction>[0]) => {
      const action = getAgentAction(status);
      return { label: t(action.label), enabled: action.enabled };
    };
    expect(shown('active')).toEqual({ label: 'Configure', enabled: true });
    expect(shown('beta')).toEqual({ label: 'Try Beta', enabled: true });
    expect(shown('coming-soon')).toEqual({ label: 'Coming Soon', enabled: false });
  });

  it('has five sample agents, each active or beta', () => {
    expect(aiAgents).toHaveLength(5);
    for (const agent of aiAgents) expect(['active', 'beta']).toContain(agent.status);
  });
});
