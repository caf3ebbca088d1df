// The three sample community events' words (spec §2: Community Events tab and the home feed's Upcoming Events), as ICU messages.
import { defineMessages } from '../lib/i18n';

export const eventsTexts = defineMessages('events', {
  liveQa: { title: 'Live Q&A: Building Your First Course', when: 'Thursday, 18:00 EAT', kind: 'Webinar' },
  solarGroup: { title: 'Solar Installers Study Group', when: 'Every Saturday, 10:00 WAT', kind: 'Study Group' },
  showcase: { title: 'Community Showcase: Learner Projects', when: 'Last Friday of the month, 16:00 CAT', kind: 'Showcase' },
  actions: { register: 'Register Now', join: 'Join Group' },
});
