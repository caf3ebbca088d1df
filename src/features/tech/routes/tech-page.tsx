// The Tech page (/dashboard/tech): tabs Tech Stack (the eight layers with Connect or Edit, and Disconnect once
// connected), Architecture and Performance. Connections are written on the device and synced; keys show masked.
import { Badge, Box, Card, Heading, SimpleGrid, Tabs, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useSession } from '../../../auth/use-session';
import { architectureNotes, performanceClaims, techLayers, type TechLayer } from '../../../content/tech';
import { useIsUnsent, useMaarifaDatabase } from '../../../db/index.ts';
import { showCredentials, useConnections } from '../../../db/tech-connections';
import ConfirmDialog from '../../../ui/confirm-dialog';
import { ConnectionCard } from '../../../ui/connection-card';
import { CredentialsDialog } from '../../../ui/credentials-dialog';
import { PageHeader } from '../../../ui/page-header';
import { StatCard, StatGrid } from '../../../ui/stat-card';
import { toaster } from '../../../ui/toaster';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { disconnectLayer, saveLayerConnection } from '../data/commands';
import { techTexts as t } from '../texts';

export default function TechPage() {
  usePageMeta({ title: pageTitle(t.title), description: t.description });
  return (
    <Box>
      <PageHeader title={t.title} lead={t.lead} />
      <Tabs.Root defaultValue="stack" variant="line">
        <Tabs.List>
          <Tabs.Trigger value="stack">{t.tabs.stack}</Tabs.Trigger>
          <Tabs.Trigger value="architecture">{t.tabs.architecture}</Tabs.Trigger>
          <Tabs.Trigger value="performance">{t.tabs.performance}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="stack">
          <Layers />
        </Tabs.Content>
        <Tabs.Content value="architecture">
          <Text color="fg.muted" mb="4">
            {t.architectureLead}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {architectureNotes.map((note) => (
              <Card.Root key={note.title} size="sm">
                <Card.Body>
                  <Heading as="h3" size="sm">
                    {note.title}
                  </Heading>
                  <Text color="fg.muted">{note.text}</Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Tabs.Content>
        <Tabs.Content value="performance">
          <Text color="fg.muted" mb="4">
            {t.performanceLead}
          </Text>
          <StatGrid>
            {performanceClaims.map((claim) => (
              <StatCard key={claim.label} label={claim.label} value={claim.value} />
            ))}
          </StatGrid>
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}

function Layers() {
  const db = useMaarifaDatabase();
  const { user } = useSession();
  const { byTechId } = useConnections(user?.id);
  const isUnsent = useIsUnsent('creator_tools');
  const [editing, setEditing] = useState<TechLayer | null>(null);
  const [disconnecting, setDisconnecting] = useState<TechLayer | null>(null);

  async function disconnect(layer: TechLayer) {
    setDisconnecting(null);
    const result = await disconnectLayer(db, user?.id, layer.id);
    if (result.ok) toaster.create({ type: 'success', title: t.messages.disconnected, description: t.messages.disconnectedDescription });
    else toaster.create({ type: 'error', title: t.messages.errorTitle, description: result.error });
  }

  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
        {techLayers.map((layer) => {
          const connection = byTechId.get(layer.id);
          return (
            <ConnectionCard
              key={layer.id}
              id={layer.id}
              name={layer.name}
              description={layer.description}
              badges={<Badge colorPalette={connection ? 'green' : 'gray'}>{connection ? t.connected : t.notConnected}</Badge>}
              extra={
                <Wrap gap="1">
                  {layer.technologies.map((tech) => (
                    <Badge key={tech} variant="outline">
                      {tech}
                    </Badge>
                  ))}
                </Wrap>
              }
              fields={layer.fields}
              stored={connection ? showCredentials(connection.credentials) : null}
              pending={!!connection && isUnsent(connection)}
              labels={{ connect: t.connect, edit: t.edit, remove: t.disconnect, pending: t.pending }}
              onEdit={() => setEditing(layer)}
              onRemove={() => setDisconnecting(layer)}
              testId="tech-layer"
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
          labels={{ save: t.save, saving: t.saving, cancel: t.cancel }}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            const result = await saveLayerConnection(db, user?.id, editing, values, byTechId.has(editing.id));
            if (result.ok) toaster.create({ type: 'success', title: t.messages.successTitle, description: t.messages.saved });
            else if (Object.keys(result.fieldErrors).length === 0) toaster.create({ type: 'error', title: t.messages.errorTitle, description: result.error });
            return result;
          }}
        />
      )}
      {disconnecting && (
        <ConfirmDialog
          title={`${t.disconnect} ${disconnecting.name}`}
          body={t.confirmDisconnect(disconnecting.name)}
          cancelLabel={t.cancel}
          confirmLabel={t.disconnect}
          onCancel={() => setDisconnecting(null)}
          onConfirm={() => void disconnect(disconnecting)}
        />
      )}
    </>
  );
}
