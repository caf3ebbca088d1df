// Offline readiness's texts: the header's progress towards working offline and the page shown for a part not yet on
// the device (ICU messages, English source; scope `readiness`).
import { defineMessages } from '../lib/i18n';

/** Not in the spec (issue 52): what the app keeps for offline use, and what it does not have yet, said plainly. */
export const readinessTexts = defineMessages('readiness', {
  progress: {
    /** `progress` is a formatted percentage ("60%"). */
    keeping: 'Getting ready for offline… {progress}',
    keepingDetails: 'Downloading the app to this device so it works without a connection.',
    incomplete: 'Not ready offline: {progress}',
    incompleteDetails: 'Part of the app is not on this device yet. It downloads when you are back online.',
    ready: 'Ready offline',
    readyDetails: 'The app is on this device: it opens and works without a connection.',
  },
  notDownloaded: {
    heading: "This part isn't downloaded yet",
    body: "It will be when you're back online.",
  },
});
