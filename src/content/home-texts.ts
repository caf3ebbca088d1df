// The home feed's sample content in words (spec §2 Home feed): the sample posts' roles and texts, the sample peers' roles.
import { defineMessages } from '../lib/i18n';

export const homeContentTexts = defineMessages('homeContent', {
  roles: { instructor: 'Instructor', learner: 'Learner', creator: 'Creator' },
  posts: {
    bookkeeping: 'Just published a new module on mobile money bookkeeping. Works offline once downloaded!',
    python: 'Finished my first Python course on the bus to work. Three lessons a day, no data needed.',
    solar: 'Looking for study partners for the solar installation course. Who is in Kano?',
  },
});
