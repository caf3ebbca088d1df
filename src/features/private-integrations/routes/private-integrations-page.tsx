// The Private Integrations page (/dashboard/private-integrations): generate a key (shown once, with Copy), the list of
// active keys by their last four characters, and delete with confirmation. Works offline: the key is made here.
import { Badge, Box, Button, Card, Code, Grid, HStack, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { Dialog, Field, Input } from '../../../ui/parts';
import { useMemo, useState, type FormEvent } from 'react';
import type { MangoQuery } from 'rxdb';
import { useSession } from '../../../auth/use-session';
import { type CreatorToolDoc, useIsUnsent, useLiveDocs, useMaarifaDatabase } from '../../../db';
import { useT } from '../../../lib/i18n';
import { formatDate } from '../../../lib/i18n/format';
import ConfirmDialog from '../../../ui/confirm-dialog';
import { PageHeader } from '../../../ui/page-header';
import { toaster } from '../../../ui/toaster';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { createApiKey, deleteApiKey } from '../data/commands';
import { apiKeyTexts as m } from '../texts';

export default function PrivateIntegrationsPage() {
  const t = useT();
  usePageMeta({ title: pageTitle(t(m.title)), description: t(m.description) });
  const db = useMaarifaDatabase();
  const { user } = useSession();
  const query = useMemo<MangoQuery<CreatorToolDoc>>(() => ({ selector: { kind: 'api_key', user_id: user?.id ?? '' }, sort: [{ created_at: 'desc' }] }), [user?.id]);
  const { data: keys } = useLiveDocs('creator_tools', query);
  const isUnsent = useIsUnsent('creator_tools');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [revealed, setRevealed] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CreatorToolDoc | null>(null);

  async function generate(event: FormEvent) {
    event.preventDefault();
    try {
      const result = await createApiKey(db, user?.id, { name, description });
      if (!result.ok) {
        toaster.create({ type: 'error', title: result.fieldErrors.name ? t(m.messages.validationTitle) : t(m.messages.errorTitle), description: result.error });
        return;
      }
      setName('');
      setDescription('');
      setRevealed(result.value.key);
      toaster.create({ type: 'success', title: t(m.messages.successTitle), description: t(m.messages.created) });
    } catch {
      toaster.create({ type: 'error', title: t(m.messages.errorTitle), description: t(m.messages.createFailed) });
    }
  }

  async function remove(doc: CreatorToolDoc) {
    setDeleting(null);
    const result = await deleteApiKey(db, user?.id, doc.id);
    if (result.ok) toaster.create({ type: 'success', title: t(m.messages.successTitle), description: t(m.messages.deleted) });
    else toaster.create({ type: 'error', title: t(m.messages.errorTitle), description: result.error });
  }

  return (
    <Box>
      <PageHeader title={t(m.title)} lead={t(m.lead)} />
      <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap="6" alignItems="start">
        <Card.Root as="section" aria-labelledby="generate-heading">
          <Card.Body>
            <form onSubmit={(e) => void generate(e)} noValidate aria-labelledby="generate-heading">
              <Stack gap="4">
                <Heading as="h2" size="md" id="generate-heading">
                  {t(m.formTitle)}
                </Heading>
                <Field.Root required>
                  <Field.Label>
                    {t(m.fields.name)}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input value={name} placeholder={t(m.namePlaceholder)} onChange={(e) => setName(e.target.value)} />
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t(m.fields.description)}</Field.Label>
                  <Input value={description} onChange={(e) => setDescription(e.target.value)} />
                </Field.Root>
                <Button type="submit" colorPalette="brand">
                  {t(m.generate)}
                </Button>
                <Box fontSize="sm" color="fg.muted">
                  <Text fontWeight="semibold">{t(m.verifyTitle)}</Text>
                  <Text>{t(m.verifyText)}</Text>
                </Box>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
        <Box as="section" aria-labelledby="keys-heading">
          <Heading as="h2" size="md" id="keys-heading" mb="3">
            {t(m.listTitle)}
          </Heading>
          {keys.length === 0 ? (
            <Text color="fg.muted">{t(m.empty)}</Text>
          ) : (
            <Stack as="ul" listStyleType="none" p="0" gap="3">
              {keys.map((key) => (
                <Card.Root as="li" key={key.id} size="sm" data-testid="api-key" aria-label={key.name ?? ''}>
                  <Card.Body>
                    <HStack justify="space-between" flexWrap="wrap" gap="2">
                      <Box>
                        <HStack gap="2">
                          <Text fontWeight="semibold">{key.name}</Text>
                          {isUnsent(key) && (
                            <Badge colorPalette="yellow" data-testid="pending-marker">
                              {t(m.pending)}
                            </Badge>
                          )}
                        </HStack>
                        {key.description && (
                          <Text fontSize="sm" color="fg.muted">
                            {key.description}
                          </Text>
                        )}
                        <Code data-testid="api-key-last4">••••{key.api_key_last4}</Code>
                        <Text fontSize="xs" color="fg.subtle">
                          {t(m.created, { date: formatDate(key.created_at) })}
                        </Text>
                      </Box>
                      <Button size="sm" variant="ghost" colorPalette="red" aria-label={t(m.deleteItem, { name: key.name ?? '' })} onClick={() => setDeleting(key)}>
                        {t(m.delete)}
                      </Button>
                    </HStack>
                  </Card.Body>
                </Card.Root>
              ))}
            </Stack>
          )}
        </Box>
      </Grid>
      {revealed && <RevealDialog apiKey={revealed} onClose={() => setRevealed(null)} />}
      {deleting && (
        <ConfirmDialog
          title={t(m.confirmTitle)}
          body={t(m.confirmBody, { name: deleting.name ?? '' })}
          cancelLabel={t(m.cancel)}
          confirmLabel={t(m.delete)}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void remove(deleting)}
        />
      )}
    </Box>
  );
}

/** The one time the key is shown: both warnings and a Copy button; closing forgets it. */
function RevealDialog({ apiKey, onClose }: { apiKey: string; onClose: () => void }) {
  const t = useT();
  async function copy() {
    try {
      await navigator.clipboard.writeText(apiKey);
      toaster.create({ type: 'success', title: t(m.messages.copiedTitle), description: t(m.messages.copied) });
    } catch {
      toaster.create({ type: 'error', title: t(m.messages.errorTitle), description: t(m.messages.copyFailed) });
    }
  }
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="500px">
            <Dialog.Header>
              <Dialog.Title>{t(m.revealTitle)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {[m.warnings.copyNow, m.warnings.keepSafe].map((warning) => (
                  <Text key={warning.id} color="fg.warning" fontWeight="medium">
                    {t(warning)}
                  </Text>
                ))}
                <HStack>
                  <Code data-testid="revealed-key" p="2" wordBreak="break-all" flex="1">
                    {apiKey}
                  </Code>
                  <Button onClick={() => void copy()}>{t(m.copy)}</Button>
                </HStack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                {t(m.done)}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
