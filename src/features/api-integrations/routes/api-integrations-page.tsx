// The API Integrations page (/dashboard/api-integrations): category filter cards with counts, the six integrations
// with their documentation links, Connect / Edit dialogs and Delete once connected; written on the device, synced.
import { Badge, Box, Button, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSession } from '../../../auth/use-session';
import { INTEGRATION_CATEGORIES, countByCategory, integrations, type IntegrationCategory } from '../../../content/integrations';
import { useMaarifaDatabase } from '../../../db/index.ts';
import { useT } from '../../../lib/i18n';
import { ConnectionsGrid } from '../../tech';
import { PageHeader } from '../../../ui/page-header';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { removeIntegration, saveIntegration } from '../data/commands';
import { integrationTexts as m } from '../texts';

export default function ApiIntegrationsPage() {
  const t = useT();
  usePageMeta({ title: pageTitle(t(m.title)), description: t(m.description) });
  const db = useMaarifaDatabase();
  const { user } = useSession();
  const [category, setCategory] = useState<IntegrationCategory>('all');
  const shown = integrations.filter((integration) => category === 'all' || integration.category === category);

  return (
    <Box>
      <PageHeader title={t(m.title)} lead={t(m.lead)} />
      <SimpleGrid as="ul" listStyleType="none" p="0" columns={{ base: 2, md: 3, xl: 6 }} gap="3" mb="6" aria-label={t(m.filterLabel)}>
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
              <Text fontWeight="semibold">{t(m.categories[id])}</Text>
              <Text fontSize="xs" data-testid="category-count">
                {t(m.count, { count: countByCategory(id) })}
              </Text>
            </Button>
          </Box>
        ))}
      </SimpleGrid>
      <ConnectionsGrid
        items={shown}
        texts={m}
        columns={{ base: 1, md: 2, xl: 3 }}
        testId="integration"
        badges={(integration, connected) => (
          <>
            <Badge variant="outline">{t(m.categories[integration.category])}</Badge>
            {connected && <Badge colorPalette="green">{t(m.connected)}</Badge>}
          </>
        )}
        extra={(integration) => (
          <Link href={integration.docs} target="_blank" rel="noopener noreferrer" color="brand.fg" fontSize="sm">
            {t(m.docs)} ↗
          </Link>
        )}
        save={(integration, values, editing) => saveIntegration(db, user?.id, integration, values, editing)}
        remove={(integration) => removeIntegration(db, user?.id, integration.id)}
      />
    </Box>
  );
}
