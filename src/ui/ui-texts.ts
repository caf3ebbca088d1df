// The shared interface pieces' own words (src/ui): loading, notifications, and the connection cards and their dialog.
import { defineMessages } from '../lib/i18n';

export const uiTexts = defineMessages('ui', {
  loading: 'Loading...',
  notifications: 'Notifications',
  dismissNotification: 'Dismiss notification',
  connections: {
    connect: 'Connect',
    connectItem: 'Connect {name}',
    edit: 'Edit',
    editItem: 'Edit {name}',
    pending: 'Waiting to sync',
    docsFor: '{name} Documentation',
    editHint: 'Saved keys are never shown again. Type a new value to replace one; leave a field blank to keep it.',
    save: 'Save',
    saving: 'Saving...',
    cancel: 'Cancel',
    successTitle: 'Success',
    errorTitle: 'Error',
  },
});
