// The future page's sample content in the learner's language (spec §2, §9): the five features and the milestones.
import { defineMessages } from '../lib/i18n';

export const futureContentTexts = defineMessages('futureContent', {
  quarter: 'Q{quarter} {year}',
  features: {
    liveClassrooms: { title: 'Live Virtual Classrooms', description: 'Live lessons with an audio-first mode for slow connections, and recordings you can save for offline.' },
    mobileMoney: { title: 'Mobile Money Payments', description: 'Pay for courses and marketplace items with M-Pesa, MTN MoMo and Airtel Money.' },
    aiTutor: { title: 'AI Tutor in Local Languages', description: 'Ask the study buddy in Swahili, Yoruba, Hausa, Amharic or Zulu and get answers in the same language.' },
    certificates: { title: 'Verified Certificates', description: 'Certificates that employers can check online, earned when you complete a course.' },
    studyRooms: { title: 'Peer Study Rooms', description: 'Small groups that meet, share notes and keep each other on track.' },
  },
  milestones: {
    liveClassrooms: 'Live virtual classrooms',
    audioOnly: 'Audio-only lesson mode',
    payouts: 'Creator payouts dashboard',
    mobileMoney: 'Mobile money payments',
    checkout: 'Marketplace checkout',
    studyGroups: 'Study group scheduling',
    aiTutor: 'AI tutor in local languages',
    certificates: 'Verified certificates',
    whiteLabel: 'White-label academies',
    studyRooms: 'Peer study rooms',
    talentBoard: 'Employer talent board',
    creatorHubs: 'Regional creator hubs',
  },
});
