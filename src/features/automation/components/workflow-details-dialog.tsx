// A workflow's details, read-only (spec §4: workflows have no edit or pause yet).
import { Button, Portal, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../../ui/parts';
import type { CreatorToolDoc } from '../../../db/index.ts';
import { useT } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/i18n/format';
import { formatTrigger } from '../schema';
import { automationTexts as m } from '../texts';

export function WorkflowDetailsDialog({ workflow, onClose }: { workflow: CreatorToolDoc; onClose: () => void }) {
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
