// The user's tech layers or integrations as a grid of connection cards, with the Connect / Edit dialog and the
// confirmation before a removal: the Tech and API Integrations pages differ only in what they list and their words.
import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useSession } from '../auth/use-session';
import type { CredentialField } from '../content/tech';
import { useIsUnsent } from '../db/index.ts';
import { showCredentials, useConnections } from '../db/tech-connections';
import type { CommandResult } from '../lib/command-result';
import ConfirmDialog from './confirm-dialog';
import { ConnectionCard } from './connection-card';
import { CredentialsDialog } from './credentials-dialog';
import { toaster } from './toaster';

export interface ConnectableItem {
  id: string;
  name: string;
  description: string;
  fields: readonly CredentialField[];
  docs?: string;
}

export interface ConnectionsTexts {
  connect: string;
  edit: string;
  remove: string;
  pending: string;
  docs: string;
  dialogTitle: (name: string, editing: boolean) => string;
  editHint: string;
  save: string;
  saving: string;
  cancel: string;
  confirmBody: (name: string) => string;
  messages: { successTitle: string; saved: string; errorTitle: string; disconnected: string; disconnectedDescription: string };
}

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
  const { items, texts: t, badges, extra, columns, testId, save, remove } = props;
  const { user } = useSession();
  const { byTechId } = useConnections(user?.id);
  const isUnsent = useIsUnsent('creator_tools');
  const [editing, setEditing] = useState<T | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);

  async function confirmRemove(item: T) {
    setRemoving(null);
    const result = await remove(item);
    if (result.ok) toaster.create({ type: 'success', title: t.messages.disconnected, description: t.messages.disconnectedDescription });
    else toaster.create({ type: 'error', title: t.messages.errorTitle, description: result.error });
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
              name={item.name}
              description={item.description}
              badges={badges(item, !!connection)}
              extra={extra(item)}
              fields={item.fields}
              stored={connection ? showCredentials(connection.credentials) : null}
              pending={!!connection && isUnsent(connection)}
              labels={{ connect: t.connect, edit: t.edit, remove: t.remove, pending: t.pending }}
              onEdit={() => setEditing(item)}
              onRemove={() => setRemoving(item)}
              testId={testId}
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
          docs={editing.docs ? { href: editing.docs, label: `${editing.name} ${t.docs}` } : undefined}
          labels={{ save: t.save, saving: t.saving, cancel: t.cancel }}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            const result = await save(editing, values, byTechId.has(editing.id));
            if (result.ok) toaster.create({ type: 'success', title: t.messages.successTitle, description: t.messages.saved });
            else if (Object.keys(result.fieldErrors).length === 0) toaster.create({ type: 'error', title: t.messages.errorTitle, description: result.error });
            return result;
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={`${t.remove} ${removing.name}`}
          body={t.confirmBody(removing.name)}
          cancelLabel={t.cancel}
          confirmLabel={t.remove}
          onCancel={() => setRemoving(null)}
          onConfirm={() => void confirmRemove(removing)}
        />
      )}
    </>
  );
}
