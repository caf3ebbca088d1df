// The language picker's user-facing texts (not in the spec: the built-in languages; the footer's widget covers the rest).
import { defineMessages } from './define';

export const languageTexts = defineMessages('language', {
  label: 'Language',
  failed: 'This language could not be loaded. Connect to the internet and try again.',
  /** The profile's section. */
  sectionTitle: 'Language',
  sectionDescription: 'Menus and messages in the language you read best. This device keeps your choice, offline too.',
});
