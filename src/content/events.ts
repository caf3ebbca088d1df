// The three static community events (spec §2: Community Events tab and the home feed's Upcoming Events): sample content;
// their words are messages (events-texts.ts).
import type { Message } from '../lib/i18n';
import { eventsTexts as m } from './events-texts.ts';

export type CommunityEvent = { id: string; title: Message; kind: Message; when: Message; action: Message };

export const communityEvents: readonly CommunityEvent[] = [
  { id: 'live-qa', ...m.liveQa, action: m.actions.register },
  { id: 'solar-group', ...m.solarGroup, action: m.actions.join },
  { id: 'showcase', ...m.showcase, action: m.actions.register },
];
