// The Install App button's texts (spec §2), as ICU messages. The platform hints are ours where the spec only describes them.
import { defineMessages } from '../../lib/i18n';

export const installTexts = defineMessages('install', {
  button: 'Install App',
  installing: 'Installing…',
  dismissed: 'Installation dismissed',
  installed: 'App installed successfully!',
  iosTitle: 'Install Maarifa',
  iosBody: 'Tap the Share button, then Add to Home Screen.',
  frameTitle: 'Open in a new tab',
  frameBody: 'To install Maarifa, open this site in a new tab first.',
  menuTitle: 'Install from your browser',
  menuBody: "Use your browser's menu and choose Install app or Add to Home Screen.",
});
