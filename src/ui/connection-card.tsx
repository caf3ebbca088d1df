// One tech layer or integration as a card: its name and badges, what it is, the stored credentials as the screen may
// show them (masked), a waiting-to-sync marker, and Connect or Edit plus the remove button once connected.
import { Badge, Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CredentialField } from '../content/tech';
import { useT } from '../lib/i18n';

export interface ConnectionCardProps {
  id: string;
  /** A product's name (marked not to be translated) or a translated one. */
  name: ReactNode;
  description: string;
  /** Badges beside the name (status, category). */
  badges: ReactNode;
  /** What the card shows under the description (technologies, a documentation link). */
  extra?: ReactNode;
  fields: readonly CredentialField[];
  /** Masked stored credentials; null when not connected. */
  stored: Record<string, string> | null;
  pending: boolean;
  /** In the active language; the `…Item` ones name the card's item ("Edit Stripe") for screen readers. */
  labels: { connect: string; connectItem: string; edit: string; editItem: string; remove: string; removeItem: string; pending: string };
  onEdit: () => void;
  onRemove: () => void;
  testId: string;
}

export function ConnectionCard({ id, name, description, badges, extra, fields, stored, pending, labels, onEdit, onRemove, testId }: ConnectionCardProps) {
  const t = useT();
  return (
    <Card.Root as="article" aria-labelledby={`connection-${id}`} data-testid={testId}>
      <Card.Body gap="2">
        <HStack justify="space-between">
          <Heading as="h2" size="md" id={`connection-${id}`}>
            {name}
          </Heading>
          <HStack>{badges}</HStack>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
        {extra}
        {stored && (
          <Stack gap="0" fontSize="sm" data-testid="stored-credentials">
            {fields
              .filter((field) => stored[field.name])
              .map((field) => (
                <Text key={field.name}>
                  {t(field.label)}: <code>{stored[field.name]}</code>
                </Text>
              ))}
            {pending && (
              <Badge colorPalette="yellow" alignSelf="start" data-testid="pending-marker">
                {labels.pending}
              </Badge>
            )}
          </Stack>
        )}
      </Card.Body>
      <Card.Footer gap="2">
        <Button size="sm" colorPalette="brand" variant={stored ? 'outline' : 'solid'} onClick={onEdit} aria-label={stored ? labels.editItem : labels.connectItem}>
          {stored ? labels.edit : labels.connect}
        </Button>
        {stored && (
          <Button size="sm" variant="ghost" colorPalette="red" onClick={onRemove} aria-label={labels.removeItem}>
            {labels.remove}
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
