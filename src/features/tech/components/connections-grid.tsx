// The user's tech layers or integrations as a grid of connection cards, with the Connect / Edit dialog and the
// confirmation before a removal: the Tech and API Integrations pages differ only in what they list and their words.
import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useSession } from '../../../auth/use-session';
import type { CredentialField } from '../../../content/tech';
import { showCredentials, useConnections, useIsUnsent } from '../../../db';
import type { CommandResult } from '../../../lib/command-result';
import { useT, type Message } from '../../../lib/i18n';
import ConfirmDialog from '../../../ui/confirm-dialog';
import { ConnectionCard } from '../../../ui/connection-card';
import { CredentialsDialog } from '../../../ui/credentials-dialog';
import { toaster } from '../../../ui/toaster';
import { uiTexts } from '../../../ui/ui-texts';

export interface ConnectableItem {
  id: string;
  name: string | Message;
  description: Message;
  fields: readonly CredentialField[];
  docs?: string;
}

/** What the page calls a removal and what it says after a save or a removal ({name} is the item's name). */
export interface ConnectionsTexts {
  remove: Message;
  removeItem: Message;
  confirmBody: Message;
  messages: { saved: Message; disconnected: Message; disconnectedDescription: Message };
}

const ui = uiTexts.connections;

export function ConnectionsGrid<T extends ConnectableItem>(props: {
  items: readonly T[];
  texts: ConnectionsTexts;
  badges: (item: T, connected: boolean) => ReactNode;
  extra: (item: T) => ReactNode;
  columns: SimpleGridProps['columns'];
  testId: string;
  save: (item: T, values: Record<string, string>, editing: boolean) => Promise<CommandResult<unknown>>;
  remove: (item: T) => Promise<CommandResult<unknown>>;
}) {
  const { items, texts: m, badges, extra, columns, testId, save, remove } = props;
  const t = useT();
  const nameOf = (item: T) => (typeof item.name === 'string' ? item.name : t(item.name));
  const { user } = useSession();
  const { byTechId } = useConnections(user?.id);
  const isUnsent = useIsUnsent('creator_tools');
  const [editing, setEditing] = useState<T | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);

  async function confirmRemove(item: T) {
    setRemoving(null);
    const result = await remove(item);
    if (result.ok) toaster.create({ type: 'success', title: t(m.messages.disconnected), description: t(m.messages.disconnectedDescription) });
    else toaster.create({ type: 'error', title: t(ui.errorTitle), description: result.error });
  }

  return (
    <>
      <SimpleGrid columns={columns} gap="4">
        {items.map((item) => {
          const connection = byTechId.get(item.id);
          return (
            <ConnectionCard
              key={item.id}
              id={item.id}
              name={typeof item.name === 'string' ? <span translate="no">{item.name}</span> : t(item.name)}
              description={t(item.description)}
              badges={badges(item, !!connection)}
              extra={extra(item)}
              fields={item.fields}
              stored={connection ? showCredentials(connection.credentials) : null}
              pending={!!connection && isUnsent(connection)}
              labels={{
                connect: t(ui.connect),
                connectItem: t(ui.connectItem, { name: nameOf(item) }),
                edit: t(ui.edit),
                editItem: t(ui.editItem, { name: nameOf(item) }),
                remove: t(m.remove),
                removeItem: t(m.removeItem, { name: nameOf(item) }),
                pending: t(ui.pending),
              }}
              onEdit={() => setEditing(item)}
              onRemove={() => setRemoving(item)}
              testId={testId}
            />
          );
        })}
      </SimpleGrid>
      {editing && (
        <CredentialsDialog
          title={t(byTechId.has(editing.id) ? ui.editItem : ui.connectItem, { name: nameOf(editing) })}
          fields={editing.fields}
          editing={byTechId.has(editing.id)}
          editHint={t(ui.editHint)}
          current={showCredentials(byTechId.get(editing.id)?.credentials)}
          docs={editing.docs ? { href: editing.docs, label: t(ui.docsFor, { name: nameOf(editing) }) } : undefined}
          labels={{ save: t(ui.save), saving: t(ui.saving), cancel: t(ui.cancel) }}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            const result = await save(editing, values, byTechId.has(editing.id));
            if (result.ok) toaster.create({ type: 'success', title: t(ui.successTitle), description: t(m.messages.saved) });
            else if (Object.keys(result.fieldErrors).length === 0) toaster.create({ type: 'error', title: t(ui.errorTitle), description: result.error });
            return result;
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t(m.removeItem, { name: nameOf(removing) })}
          body={t(m.confirmBody, { name: nameOf(removing) })}
          cancelLabel={t(ui.cancel)}
          confirmLabel={t(m.remove)}
          onCancel={() => setRemoving(null)}
          onConfirm={() => void confirmRemove(removing)}
        />
      )}
    </>
  );
}
