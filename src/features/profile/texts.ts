// The Profile page's texts (spec §2 Profile, §8 Profile messages), as ICU messages (English source).
import { defineMessages } from '../../lib/i18n';
import { listLimit, textLimit } from '../../lib/limits.ts';

const skillsLimit = listLimit('profiles', 'skills');

/** Upper limits (the spec sets none): the server's words and numbers (src/lib/limits.ts), read when the error is produced. */
export const profileLimits = {
  fullName: textLimit('profiles', 'full_name'),
  country: textLimit('profiles', 'country'),
  bio: textLimit('profiles', 'bio'),
  skillsMax: () => skillsLimit.message,
  skillLength: () => skillsLimit.itemMessage,
};

export const profileTexts = defineMessages('profile', {
  title: 'Profile',
  description: 'Your Maarifa profile: who you are, what you know, and how far you have come.',
  notAuthenticated: 'Not authenticated',
  loading: 'Loading profile...',
  notSynced: 'Your profile arrives with the next sync.',
  edit: 'Edit Profile',
  save: 'Save',
  cancel: 'Cancel',
  fields: { full_name: 'Full Name', country: 'Country', bio: 'Bio', skills: 'Skills' },

  skillsHint: 'Comma-separated, e.g. Python, Solar installation, Bookkeeping',
  email: 'Email',
  country: 'Country',
  rating: 'Rating',
  noRating: 'Not rated yet',
  memberSince: 'Member since',
  noName: 'Add your name',
  noBio: 'Tell other learners about yourself.',
  noSkills: 'No skills added yet.',
  notSet: 'Not set',
  pending: 'Waiting to sync',
  levelHeading: 'Your level',
  viewAchievements: 'View All Achievements',
  tabs: { stats: 'Learning Stats', activity: 'Recent Activity' },
  stats: {
    courses: 'Courses enrolled',
    lessons: 'Lessons completed',
    hours: 'Hours learned',
    discussions: 'Discussions',
    comments: 'Comments',
  },
  /** The Data section: data saver (this device) and the learner's media policy. */
  data: {
    title: 'Data',
    description: 'Maarifa spends as little of your data bundle as you ask. These settings stay on this device and work offline.',
    dataSaver: 'Data saver',
    dataSaverHint: 'Videos and course images load only when you tap, large downloads wait for Wi-Fi or your tap, and app updates are checked less often.',
    fromBrowser: 'On because your browser asks sites to save data.',
    mediaTitle: 'Lesson videos and “Make available offline”',
    policies: {
      always: 'Always',
      'wifi-only': 'On Wi-Fi only',
      ask: 'Ask every time',
    },
    policyHints: {
      always: 'Downloads start when you ask for them; the size shows first.',
      'wifi-only': 'On mobile data, downloads wait for Wi-Fi (you can still start one with “Download now”).',
      ask: 'Every video and offline copy asks first, showing its size.',
    },
    connection: {
      unmetered: 'This device is on Wi-Fi or a cable now.',
      metered: 'This device is on mobile data now.',
      unknown: 'This browser does not say whether it is on Wi-Fi or mobile data, so Wi-Fi only asks each time.',
    },
  },
  saved: { title: 'Profile updated', description: 'Your profile has been successfully updated.' },
  failed: { title: 'Error', description: 'Failed to update profile. Please try again.' },
  usage: {
    title: 'Data used this month',
    since: 'Since {date}',
    downloaded: 'Downloaded',
    uploaded: 'Uploaded',
    categoriesCaption: 'Data used, by kind',
    category: 'Kind',
    categories: { app: 'App updates', sync: 'Sync', media: 'Media', other: 'Other' },
    total: 'Total',
    resetDay: 'My bundle renews on day',
    resetDayHint: 'The count starts again on this day every month.',
    cap: 'Monthly cap (MB)',
    capHint: 'Leave empty for no cap. At 80% you are warned; at 100% Maarifa stops downloading until you say so. Your own changes are still sent.',
    capSave: 'Set cap',
    capInvalid: 'Enter a number of megabytes greater than 0, or leave it empty.',
    capSaved: 'Data cap set',
    capOf: '{used} of {cap}',
    warningTitle: "You have used 80% of this month's data cap",
    warningText: '{used} of {cap} used. At 100% Maarifa stops downloading until you say so.',
    overTitle: "This month's data cap is reached",
    overText: 'Maarifa has stopped downloading new content and media. Your own changes are still sent.',
    keepUsing: 'Keep using data',
    liftedText: 'You chose to keep using data past the cap until the next renewal day.',
    note: 'Counted on this device: the bytes of requests and answers, without their headers.',
  },
});
