// The home feed's static sample content (spec §2 Home feed): three posts shown only while the device has no community
// discussion yet, and three peers shown while the server suggests none. Our sample texts.

export const samplePosts = [
  { author: 'Amara Nwosu', role: 'Instructor', text: 'Just published a new module on mobile money bookkeeping. Works offline once downloaded!', minutesAgo: 120, likes: 24, comments: 6 },
  { author: 'Kwame Asante', role: 'Learner', text: 'Finished my first Python course on the bus to work. Three lessons a day, no data needed.', minutesAgo: 300, likes: 41, comments: 12 },
  { author: 'Zainab Yusuf', role: 'Creator', text: 'Looking for study partners for the solar installation course. Who is in Kano?', minutesAgo: 1440, likes: 17, comments: 9 },
] as const;

export const samplePeers = [
  { name: 'Chidi Okeke', role: 'Learner', mutual: 4 },
  { name: 'Wanjiru Kamau', role: 'Instructor', mutual: 2 },
  { name: 'Moussa Diallo', role: 'Creator', mutual: 3 },
] as const;
