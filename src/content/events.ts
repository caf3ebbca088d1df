// The three static community events (spec §2: Community Events tab and the home feed's Upcoming Events): sample content.

export type CommunityEvent = { title: string; kind: string; when: string; action: 'Register Now' | 'Join Group' };

export const communityEvents: readonly CommunityEvent[] = [
  { title: 'Live Q&A: Building Your First Course', when: 'Thursday, 18:00 EAT', kind: 'Webinar', action: 'Register Now' },
  { title: 'Solar Installers Study Group', when: 'Every Saturday, 10:00 WAT', kind: 'Study Group', action: 'Join Group' },
  { title: 'Community Showcase: Learner Projects', when: 'Last Friday of the month, 16:00 CAT', kind: 'Showcase', action: 'Register Now' },
];
