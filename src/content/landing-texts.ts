// The landing page's marketing copy (feature cards and the sample course cards), as ICU messages in English.
import { defineMessages } from '../lib/i18n';

export const landingContentTexts = defineMessages('landingContent', {
  heroCards: {
    adapts: {
      title: 'Knowledge That Adapts',
      description: 'Courses and an AI study buddy that meet you where you are, on any phone and any connection.',
    },
    uplift: {
      title: 'Communities That Uplift',
      description: 'Learn alongside peers and mentors across the continent who share your goals.',
    },
    grow: {
      title: 'Opportunities to Grow',
      description: 'Earn XP, teach what you know and turn your skills into income.',
    },
  },
  platformCards: {
    offline: {
      title: 'Learn Offline',
      description: 'Install the app once; your courses and notes keep working when the network does not.',
    },
    aiBuddy: {
      title: 'AI Study Buddy',
      description: 'Ask questions, get summaries and set study reminders from one chat.',
    },
    community: {
      title: 'Vibrant Community',
      description: 'Discussions, events and peer rooms where learners and creators help each other.',
    },
    xp: {
      title: 'XP and Levels',
      description: 'Every lesson, answer and contribution earns experience points on a ten-level path.',
    },
    creatorTools: {
      title: 'Creator Tools',
      description: 'Build, publish and sell courses with modules, lessons and free previews.',
    },
    affiliate: {
      title: 'Earn as an Affiliate',
      description: 'Share courses you believe in and earn up to 30% commission on every sale.',
    },
  },
  sampleCategories: {
    development: 'Development',
    design: 'Design',
    aiData: 'AI & Data',
    marketing: 'Marketing',
    creatorEconomy: 'Creator Economy',
  },
  sampleTitles: {
    fullstackWeb: 'Full-Stack Web Development',
    mobileFirstDesign: 'Mobile-First UI/UX Design',
    dataSciencePython: 'Data Science with Python',
    digitalMarketing: 'Digital Marketing for African Businesses',
    creatorBusiness: 'Build a Creator Business',
    reactNativeApps: 'Offline-Ready Apps with React Native',
  },
  sampleDuration: '{hours, plural, one {# hour} other {# hours}}',
});
