// The Private Integrations page's texts (spec §2, §5 private API key, §8 API key messages).
import { defineMessages } from '../../lib/i18n';
import { textLimit } from '../../lib/limits.ts';

export const apiKeyTexts = defineMessages('privateIntegrations', {
  title: 'Private Integrations',
  description: 'Create private API keys so your own tools can identify themselves to Maarifa.',
  lead: 'Generate API keys for your own scripts and services. A key is shown once; Maarifa keeps only its fingerprint.',
  formTitle: 'Generate a new API key',
  fields: { name: 'Name', description: 'Description (optional)' },
  namePlaceholder: 'e.g. Attendance sync script',
  generate: 'Generate API Key',
  listTitle: 'Active API keys',
  empty: 'No API keys created yet.',
  created: 'Created {date}',
  pending: 'Waiting to sync',
  delete: 'Delete',
  deleteItem: 'Delete {name}',
  cancel: 'Cancel',
  confirmTitle: 'Delete API key?',
  confirmBody: 'Anything using “{name}” stops working at once. This cannot be undone.',
  revealTitle: 'Your new API key',
  warnings: {
    copyNow: "Make sure to copy your API key now. You won't be able to see it again!",
    keepSafe: 'Save this key in a secure location. It will only be shown once.',
  },
  copy: 'Copy',
  done: 'Done',
  verifyTitle: 'Check a key from your service',
  verifyText: 'Your service sends the key to verify_api_key and gets back the owner and the key’s name, or 401 for any other key. See the README for an example.',
  messages: {
    validationTitle: 'Validation Error',
    nameRequired: 'Please provide a name for the API key',
    created: 'API key created successfully',
    createFailed: 'Failed to create API key',
    deleted: 'API key deleted successfully',
    deleteFailed: 'Failed to delete API key',
    copiedTitle: 'Copied!',
    copied: 'API key copied to clipboard',
    copyFailed: 'Could not copy: select the key and copy it by hand.',
    errorTitle: 'Error',
    successTitle: 'Success',
    notLoggedIn: 'You must be logged in to create API keys',
  },
});

/** Upper limits (the spec sets none): the server's numbers, their words read in the active language when shown. */
export const apiKeyLimits = {
  name: textLimit('api_keys', 'name'),
  description: textLimit('api_keys', 'description'),
};
