// The API Integrations page (/dashboard/api-integrations): category filter cards with counts, the six integrations
// with their documentation links, Connect / Edit dialogs and Delete once connected; written on the device, synced.
import { Badge, Box, Button, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSession } from '../../../auth/use-session';
import { INTEGRATION_CATEGORIES, countByCategory, integrations, type IntegrationCategory, type IntegrationDefinition } from '../../../content/integrations';
import { useIsUnsent, useMaarifaDatabase } from '../../../db/index.ts';
import { showCredentials, useConnections } from '../../../db/tech-connections';
import ConfirmDialog from '../../../ui/confirm-dialog';
import { ConnectionCard } from '../../../ui/connection-card';
import { CredentialsDialog } from '../../../ui/credentials-dialog';
import { PageHeader } from '../../../ui/page-header';
import { toaster } from '../../../ui/toaster';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { removeIntegration, saveIntegration } from '../data/commands';
import { integrationTexts as t } from '../texts';

export default function ApiIntegrationsPage() {
  usePageMeta({ title: pageTitle(t.title), description: t.description });
  const db = useMaarifaDatabase();
  const { user } = useSession();
  const { byTechId } = useConnections(user?.id);
  const isUnsent = useIsUnsent('creator_tools');
  const [category, setCategory] = useState<IntegrationCategory>('all');
  const [editing, setEditing] = useState<IntegrationDefinition | null>(null);
  const [deleting, setDeleting] = useState<IntegrationDefinition | null>(null);
  const shown = integrations.filter((integration) => category === 'all' || integration.category === category);

  async function remove(integration: IntegrationDefinition) {
    setDeleting(null);
    const result = await removeIntegration(db, user?.id, integration.id);
    if (result.ok) toaster.create({ type: 'success', title: t.messages.disconnected, description: t.messages.disconnectedDescription });
    else toaster.create({ type: 'error', title: t.messages.errorTitle, description: result.error });
  }

  return (
    <Box>
      <PageHeader title={t.title} lead={t.lead} />
      <SimpleGrid as="ul" listStyleType="none" p="0" columns={{ base: 2, md: 3, xl: 6 }} gap="3" mb="6" aria-label={t.filterLabel}>
        {INTEGRATION_CATEGORIES.map((id) => (
          <Box as="li" key={id}>
            <Button
              variant={category === id ? 'solid' : 'outline'}
              colorPalette="brand"
              width="full"
              height="auto"
              py="3"
              flexDirection="column"
              aria-pressed={category === id}
              data-testid={`category-${id}`}
              onClick={() => setCategory(id)}
            >
              <Text fontWeight="semibold">{t.categories[id]}</Text>
              <Text fontSize="xs" data-testid="category-count">
                {t.count(countByCategory(id))}
              </Text>
            </Button>
          </Box>
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {shown.map((integration) => {
          const connection = byTechId.get(integration.id);
          return (
            <ConnectionCard
              key={integration.id}
              id={integration.id}
              name={integration.name}
              description={integration.description}
              badges={
                <>
                  <Badge variant="outline">{t.categories[integration.category]}</Badge>
                  {connection && <Badge colorPalette="green">{t.connected}</Badge>}
                </>
              }
              extra={
                <Link href={integration.docs} target="_blank" rel="noopener noreferrer" color="brand.fg" fontSize="sm">
                  {t.docs} ↗
                </Link>
              }
              fields={integration.fields}
              stored={connection ? showCredentials(connection.credentials) : null}
              pending={!!connection && isUnsent(connection)}
              labels={{ connect: t.connect, edit: t.edit, remove: t.delete, pending: t.pending }}
              onEdit={() => setEditing(integration)}
              onRemove={() => setDeleting(integration)}
              testId="integration"
            />
          );
        })}
      </SimpleGrid>
      {editing && (
        <CredentialsDialog
          title={t.dialogTitle(editing.name, byTechId.has(editing.id))}
          fields={editing.fields}
          editing={byTechId.has(editing.id)}
          editHint={t.editHint}
          current={showCredentials(byTechId.get(editing.id)?.credentials)}
          docs={{ href: editing.docs, label: `${editing.name} ${t.docs}` }}
          labels={{ save: t.save, saving: t.saving, cancel: t.cancel }}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            const result = await saveIntegration(db, user?.id, editing, values, byTechId.has(editing.id));
            if (result.ok) toaster.create({ type: 'success', title: t.messages.successTitle, description: t.messages.saved });
            else if (Object.keys(result.fieldErrors).length === 0) toaster.create({ type: 'error', title: t.messages.errorTitle, description: result.error });
            return result;
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={`${t.delete} ${deleting.name}`}
          body={t.confirmDelete(deleting.name)}
          cancelLabel={t.cancel}
          confirmLabel={t.delete}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void remove(deleting)}
        />
      )}
    </Box>
  );
}
