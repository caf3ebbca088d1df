// The home feed's static sample content (spec §2 Home feed): three posts shown only while the device has no community
// discussion yet, and three peers shown while the server suggests none. Our sample texts; their words are messages
// (home-texts.ts), the people's names are theirs.
import { homeContentTexts as m } from './home-texts.ts';

export const samplePosts = [
  { author: 'Amara Nwosu', role: m.roles.instructor, text: m.posts.bookkeeping, minutesAgo: 120, likes: 24, comments: 6 },
  { author: 'Kwame Asante', role: m.roles.learner, text: m.posts.python, minutesAgo: 300, likes: 41, comments: 12 },
  { author: 'Zainab Yusuf', role: m.roles.creator, text: m.posts.solar, minutesAgo: 1440, likes: 17, comments: 9 },
] as const;

export const samplePeers = [
  { name: 'Chidi Okeke', role: m.roles.learner, mutual: 4 },
  { name: 'Wanjiru Kamau', role: m.roles.instructor, mutual: 2 },
  { name: 'Moussa Diallo', role: m.roles.creator, mutual: 3 },
] as const;
