// The Automation page (/dashboard/automation): summary figures; Automation Features (Configure / Try Beta open the
// Create dialog for that feature's trigger, Coming Soon is disabled); Active Workflows (create, your list, details,
// examples, the four steps). Workflows are written on the device and synced.
import { Box, Button, HStack, Stack, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { useSession } from '../../../auth/use-session';
import { TRIGGER_TYPES, automationFeatures } from '../../../content/automation';
import type { CreatorToolDoc } from '../../../db/index.ts';
import { useT } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { PageHeader } from '../../../ui/page-header';
import { StatCard, StatGrid } from '../../../ui/stat-card';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { AutomationFeatureCards } from '../components/automation-feature-cards.tsx';
import { AutomationSteps } from '../components/automation-steps.tsx';
import { CreateWorkflowDialog, type WorkflowDraft } from '../components/create-workflow-dialog.tsx';
import { ExampleWorkflows } from '../components/example-workflows.tsx';
import { WorkflowDetailsDialog } from '../components/workflow-details-dialog.tsx';
import { WorkflowList } from '../components/workflow-list.tsx';
import { useOwnWorkflows } from '../data/hooks.ts';
import { automationTexts as m } from '../texts';

const EMPTY: WorkflowDraft = { name: '', description: '', trigger_type: '' };

export default function AutomationPage() {
  const t = useT();
  usePageMeta({ title: pageTitle(t(m.title)), description: t(m.description) });
  const { user } = useSession();
  const workflows = useOwnWorkflows(user?.id);
  const [tab, setTab] = useState('features');
  const [draft, setDraft] = useState<WorkflowDraft | null>(null);
  const [details, setDetails] = useState<CreatorToolDoc | null>(null);

  const openCreate = (start: WorkflowDraft) => {
    setTab('workflows');
    setDraft(start);
  };

  return (
    <Box>
      <PageHeader title={t(m.title)} lead={t(m.lead)} />
      <StatGrid mb="6">
        <StatCard label={t(m.stats.yours)} value={formatNumber(workflows.length)} />
        <StatCard label={t(m.stats.active)} value={formatNumber(workflows.filter((w) => w.is_active).length)} />
        <StatCard label={t(m.stats.features)} value={formatNumber(automationFeatures.filter((f) => f.status !== 'coming-soon').length)} />
        <StatCard label={t(m.stats.triggers)} value={formatNumber(TRIGGER_TYPES.length)} />
      </StatGrid>
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line">
        <Tabs.List>
          <Tabs.Trigger value="features">{t(m.tabs.features)}</Tabs.Trigger>
          <Tabs.Trigger value="workflows">{t(m.tabs.workflows)}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="features">
          <AutomationFeatureCards onCreate={openCreate} />
        </Tabs.Content>
        <Tabs.Content value="workflows">
          <Stack gap="8">
            <HStack justify="end">
              <Button colorPalette="brand" onClick={() => openCreate(EMPTY)}>
                {t(m.create)}
              </Button>
            </HStack>
            {workflows.length > 0 && <WorkflowList workflows={workflows} onOpen={setDetails} />}
            <ExampleWorkflows onUse={openCreate} />
            <AutomationSteps />
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
      {draft && <CreateWorkflowDialog start={draft} userId={user?.id ?? null} onClose={() => setDraft(null)} />}
      {details && <WorkflowDetailsDialog workflow={details} onClose={() => setDetails(null)} />}
    </Box>
  );
}
