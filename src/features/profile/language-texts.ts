// The profile's language texts (issue 25): the choice kept in the account, so it follows the learner to a new phone.
import { defineMessages } from '../../lib/i18n';

export const profileLanguageTexts = defineMessages('profileLanguage', {
  synced: 'Your account keeps it too, so it follows you to a new phone.',
  pending: 'Saved on this device; your account gets it at the next sync.',
  notSaved: 'Your account could not keep this language; this device still does.',
});
