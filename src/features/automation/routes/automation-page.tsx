// The Automation page (/dashboard/automation): summary figures; Automation Features (Configure / Try Beta open the
// Create dialog for that feature's trigger, Coming Soon is disabled); Active Workflows (create, your list, details,
// examples, the four steps). Workflows are written on the device and synced.
import { Badge, Box, Button, Card, HStack, Heading, Portal, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { Dialog, Field, Input, NativeSelect, Textarea } from '../../../ui/parts';
import { useMemo, useState, type FormEvent } from 'react';
import type { MangoQuery } from 'rxdb';
import { useSession } from '../../../auth/use-session';
import { TRIGGER_TYPES, automationFeatures, automationSteps, exampleWorkflows, triggerLabels, type TriggerType } from '../../../content/automation';
import { getFeatureAction } from '../../../content/status-labels';
import { useIsUnsent, useLiveDocs, useMaarifaDatabase } from '../../../db/index.ts';
import type { CreatorToolDoc } from '../../../db/schemas/creator-tools';
import { useT } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/i18n/format';
import { FormDialog } from '../../../ui/form-dialog';
import { PageHeader } from '../../../ui/page-header';
import { StatCard, StatGrid } from '../../../ui/stat-card';
import { StatusBadge } from '../../../ui/status-badge';
import { toaster } from '../../../ui/toaster';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { createWorkflow } from '../data/commands';
import { formatTrigger } from '../schema';
import { automationTexts as m } from '../texts';

type Draft = { name: string; description: string; trigger_type: TriggerType | ''; feature?: string };
const EMPTY: Draft = { name: '', description: '', trigger_type: '' };

export default function AutomationPage() {
  const t = useT();
  usePageMeta({ title: pageTitle(t(m.title)), description: t(m.description) });
  const { user } = useSession();
  const query = useMemo<MangoQuery<CreatorToolDoc>>(() => ({ selector: { kind: 'automation_workflow', creator_id: user?.id ?? '' }, sort: [{ created_at: 'desc' }] }), [user?.id]);
  const { data: workflows } = useLiveDocs('creator_tools', query);
  const [tab, setTab] = useState('features');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [details, setDetails] = useState<CreatorToolDoc | null>(null);

  const openCreate = (start: Draft) => {
    setTab('workflows');
    setDraft(start);
  };

  return (
    <Box>
      <PageHeader title={t(m.title)} lead={t(m.lead)} />
      <StatGrid mb="6">
        <StatCard label={t(m.stats.yours)} value={String(workflows.length)} />
        <StatCard label={t(m.stats.active)} value={String(workflows.filter((w) => w.is_active).length)} />
        <StatCard label={t(m.stats.features)} value={String(automationFeatures.filter((f) => f.status !== 'coming-soon').length)} />
        <StatCard label={t(m.stats.triggers)} value={String(TRIGGER_TYPES.length)} />
      </StatGrid>
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line">
        <Tabs.List>
          <Tabs.Trigger value="features">{t(m.tabs.features)}</Tabs.Trigger>
          <Tabs.Trigger value="workflows">{t(m.tabs.workflows)}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="features">
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {automationFeatures.map((feature) => {
              const action = getFeatureAction(feature.status);
              const name = t(feature.name);
              const description = t(feature.description);
              return (
                <Card.Root key={feature.id} as="article" aria-labelledby={`feature-${feature.id}`} data-testid="automation-feature">
                  <Card.Body gap="2">
                    <HStack justify="space-between">
                      <Heading as="h3" size="md" id={`feature-${feature.id}`}>
                        {name}
                      </Heading>
                      <StatusBadge status={feature.status} />
                    </HStack>
                    <Text color="fg.muted" fontSize="sm">
                      {description}
                    </Text>
                    <Text fontSize="xs" color="fg.subtle">
                      {t(m.triggerLine, { trigger: t(triggerLabels[feature.trigger]) })}
                    </Text>
                  </Card.Body>
                  <Card.Footer>
                    <Button
                      width="full"
                      colorPalette="brand"
                      variant={feature.status === 'active' ? 'solid' : 'outline'}
                      disabled={!action.enabled}
                      aria-label={t(m.featureAction, { action: t(action.label), feature: name })}
                      onClick={() => openCreate({ name, description, trigger_type: feature.trigger, feature: feature.id })}
                    >
                      {t(action.label)}
                    </Button>
                  </Card.Footer>
                </Card.Root>
              );
            })}
          </SimpleGrid>
        </Tabs.Content>
        <Tabs.Content value="workflows">
          <Stack gap="8">
            <HStack justify="end">
              <Button colorPalette="brand" onClick={() => openCreate(EMPTY)}>
                {t(m.create)}
              </Button>
            </HStack>
            {workflows.length > 0 && <WorkflowList workflows={workflows} onOpen={setDetails} />}
            <Box as="section" aria-labelledby="examples-heading">
              <Heading as="h2" size="lg" id="examples-heading" mb="3">
                {t(m.examplesTitle)}
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                {exampleWorkflows.map((example) => (
                  <Card.Root key={example.name.id} size="sm">
                    <Card.Body gap="1">
                      <Text fontWeight="semibold">{t(example.name)}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {t(example.description)}
                      </Text>
                      <Badge alignSelf="start">{formatTrigger(example.trigger, t)}</Badge>
                    </Card.Body>
                    <Card.Footer>
                      <Button size="sm" variant="outline" onClick={() => openCreate({ name: t(example.name), description: t(example.description), trigger_type: example.trigger })}>
                        {t(m.useExample)}
                      </Button>
                    </Card.Footer>
                  </Card.Root>
                ))}
              </SimpleGrid>
            </Box>
            <Box as="section" aria-labelledby="how-heading">
              <Heading as="h2" size="lg" id="how-heading" mb="3">
                {t(m.howTitle)}
              </Heading>
              <SimpleGrid as="ol" listStyleType="none" p="0" columns={{ base: 1, md: 4 }} gap="4">
                {automationSteps.map((step, index) => (
                  <Card.Root as="li" key={step.title.id} size="sm">
                    <Card.Body gap="1">
                      <Badge alignSelf="start" colorPalette="brand">
                        {index + 1}
                      </Badge>
                      <Text fontWeight="semibold">{t(step.title)}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {t(step.text)}
                      </Text>
                    </Card.Body>
                  </Card.Root>
                ))}
              </SimpleGrid>
            </Box>
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
      {draft && <CreateDialog start={draft} userId={user?.id ?? null} onClose={() => setDraft(null)} />}
      {details && <DetailsDialog workflow={details} onClose={() => setDetails(null)} />}
    </Box>
  );
}

function WorkflowList({ workflows, onOpen }: { workflows: CreatorToolDoc[]; onOpen: (workflow: CreatorToolDoc) => void }) {
  const t = useT();
  const isUnsent = useIsUnsent('creator_tools');
  return (
    <Box as="section" aria-labelledby="your-automations">
      <Heading as="h2" size="lg" id="your-automations" mb="3">
        {t(m.yourAutomations)}
      </Heading>
      <Stack as="ul" listStyleType="none" p="0" gap="3">
        {workflows.map((workflow) => (
          <Card.Root as="li" key={workflow.id} size="sm" data-testid="workflow" aria-label={workflow.name ?? ''}>
            <Card.Body>
              <HStack justify="space-between" flexWrap="wrap" gap="3">
                <Box>
                  <HStack gap="2">
                    <Text fontWeight="semibold">{workflow.name}</Text>
                    {workflow.is_active && <Badge colorPalette="green">{t(m.activeBadge)}</Badge>}
                    {isUnsent(workflow) && (
                      <Badge colorPalette="yellow" data-testid="pending-marker">
                        {t(m.pending)}
                      </Badge>
                    )}
                  </HStack>
                  {workflow.description && (
                    <Text fontSize="sm" color="fg.muted">
                      {workflow.description}
                    </Text>
                  )}
                  <Text fontSize="xs" color="fg.subtle" data-testid="workflow-trigger">
                    {formatTrigger(workflow.trigger_type ?? '', t)}
                  </Text>
                </Box>
                <HStack>
                  <Button size="sm" variant="outline" onClick={() => onOpen(workflow)}>
                    {t(m.viewDetails)}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => onOpen(workflow)}>
                    {t(m.edit)}
                  </Button>
                </HStack>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Box>
  );
}

function CreateDialog({ start, userId, onClose }: { start: Draft; userId: string | null; onClose: () => void }) {
  const t = useT();
  const db = useMaarifaDatabase();
  const [draft, setDraft] = useState<Draft>(start);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const blocked = saving || draft.name.trim() === '' || draft.trigger_type === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (blocked) return;
    setSaving(true);
    try {
      const result = await createWorkflow(db, userId, { name: draft.name, description: draft.description, trigger_type: draft.trigger_type as TriggerType }, { triggerConfig: draft.feature ? { feature: draft.feature } : {} });
      if (!result.ok) {
        setErrors(result.fieldErrors);
        if (Object.keys(result.fieldErrors).length === 0) toaster.create({ type: 'error', title: t(m.messages.errorTitle), description: result.error });
        return;
      }
      toaster.create({ type: 'success', title: t(m.messages.successTitle), description: t(m.messages.created) });
      onClose();
    } catch (error) {
      toaster.create({ type: 'error', title: t(m.messages.errorTitle), description: error instanceof Error && error.message ? error.message : t(m.messages.failed) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(m.dialogTitle)}
      cancelLabel={t(m.cancel)}
      submitLabel={saving ? t(m.creating) : t(m.createSubmit)}
      submitDisabled={blocked}
      maxW="500px"
      onSubmit={(e) => void submit(e)}
    >
      <Stack gap="4">
      <Field.Root invalid={!!errors.name} required>
        <Field.Label>
          {t(m.fields.name)}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input value={draft.name} placeholder={t(m.namePlaceholder)} onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))} />
        <Field.ErrorText>{errors.name}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t(m.fields.description)}</Field.Label>
        <Textarea rows={3} value={draft.description} onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))} />
      </Field.Root>
      <Field.Root invalid={!!errors.trigger_type} required>
        <Field.Label>
          {t(m.fields.trigger)}
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={draft.trigger_type} onChange={(e) => setDraft((d) => ({ ...d, trigger_type: e.target.value as TriggerType | '' }))}>
            <option value="">{t(m.triggerPlaceholder)}</option>
            {TRIGGER_TYPES.map((trigger) => (
              <option key={trigger} value={trigger}>
                {t(triggerLabels[trigger])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.trigger_type}</Field.ErrorText>
      </Field.Root>
    </Stack>
    </FormDialog>
  );
}

function DetailsDialog({ workflow, onClose }: { workflow: CreatorToolDoc; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="500px">
            <Dialog.Header>
              <Dialog.Title>{t(m.detailsTitle, { name: workflow.name ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">
                <Text>{workflow.description ?? t(m.detailsNoDescription)}</Text>
                <Text>
                  <strong>{t(m.detailsTrigger)}:</strong> {formatTrigger(workflow.trigger_type ?? '', t)}
                </Text>
                <Text>
                  <strong>{t(m.detailsStatus)}:</strong> {workflow.is_active ? t(m.activeBadge) : '—'}
                </Text>
                <Text>
                  <strong>{t(m.detailsActions)}:</strong> {(workflow.actions ?? []).map((action) => action.type).join(', ')}
                </Text>
                <Text>
                  <strong>{t(m.detailsCreated)}:</strong> {formatDateTime(workflow.created_at)}
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  {t(m.detailsReadOnly)}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{t(m.close)}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
