// The Tech page (/dashboard/tech): tabs Tech Stack (the eight layers with Connect or Edit, and Disconnect once
// connected), Architecture and Performance. Connections are written on the device and synced; keys show masked.
import { Badge, Box, Card, Heading, SimpleGrid, Tabs, Text, Wrap } from '@chakra-ui/react';
import { useSession } from '../../../auth/use-session';
import { architectureNotes, performanceClaims, techLayers } from '../../../content/tech';
import { useMaarifaDatabase } from '../../../db/index.ts';
import { useT } from '../../../lib/i18n';
import { ConnectionsGrid } from '../components/connections-grid';
import { PageHeader } from '../../../ui/page-header';
import { StatCard, StatGrid } from '../../../ui/stat-card';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { disconnectLayer, saveLayerConnection } from '../data/commands';
import { techTexts as m } from '../texts';

export default function TechPage() {
  const t = useT();
  usePageMeta({ title: pageTitle(t(m.title)), description: t(m.description) });
  return (
    <Box>
      <PageHeader title={t(m.title)} lead={t(m.lead)} />
      <Tabs.Root defaultValue="stack" variant="line">
        <Tabs.List>
          <Tabs.Trigger value="stack">{t(m.tabs.stack)}</Tabs.Trigger>
          <Tabs.Trigger value="architecture">{t(m.tabs.architecture)}</Tabs.Trigger>
          <Tabs.Trigger value="performance">{t(m.tabs.performance)}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="stack">
          <Layers />
        </Tabs.Content>
        <Tabs.Content value="architecture">
          <Text color="fg.muted" mb="4">
            {t(m.architectureLead)}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {architectureNotes.map((note) => (
              <Card.Root key={note.title.id} size="sm">
                <Card.Body>
                  <Heading as="h3" size="sm">
                    {t(note.title)}
                  </Heading>
                  <Text color="fg.muted">{t(note.text)}</Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Tabs.Content>
        <Tabs.Content value="performance">
          <Text color="fg.muted" mb="4">
            {t(m.performanceLead)}
          </Text>
          <StatGrid>
            {performanceClaims.map((claim) => (
              <StatCard key={claim.label.id} label={t(claim.label)} value={t(claim.value)} />
            ))}
          </StatGrid>
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}

function Layers() {
  const t = useT();
  const db = useMaarifaDatabase();
  const { user } = useSession();
  return (
    <ConnectionsGrid
      items={techLayers}
      texts={m}
      columns={{ base: 1, md: 2, xl: 4 }}
      testId="tech-layer"
      badges={(_, connected) => <Badge colorPalette={connected ? 'green' : 'gray'}>{t(connected ? m.connected : m.notConnected)}</Badge>}
      extra={(layer) => (
        <Wrap gap="1">
          {layer.technologies.map((tech) => (
            <Badge key={typeof tech === 'string' ? tech : tech.id} variant="outline">
              {typeof tech === 'string' ? <span translate="no">{tech}</span> : t(tech)}
            </Badge>
          ))}
        </Wrap>
      )}
      save={(layer, values, editing) => saveLayerConnection(db, user?.id, layer, values, editing)}
      remove={(layer) => disconnectLayer(db, user?.id, layer.id)}
    />
  );
}
