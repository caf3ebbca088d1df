// The texts of the device's storage (issue 52): a full disk, data the browser wiped, the ask to keep data, and the
// Storage section of profile → Data with the courses kept offline, as ICU messages (English source).
import { defineMessages } from '../../lib/i18n';

export const storageTexts = defineMessages('storage', {
  full: {
    title: 'Storage is full',
    withCourses: "Storage is full — remove offline courses you've finished ({courses}). What you typed is still on the screen: try again once there is room.",
    general: 'Storage is full — free some space on this phone (photos, videos or apps you no longer need). What you typed is still on the screen: try again once there is room.',
    course: '{title}, {size}',
    manage: 'Manage storage',
  },
  wiped: {
    title: "Your browser deleted Maarifa's data on this phone",
    lost: '{count, plural, one {# change you had not sent yet was lost.} other {# changes you had not sent yet were lost.}} Everything the server has is being downloaded again.',
    nothingLost: 'Nothing you wrote was lost: everything is being downloaded again from the server.',
  },
  persist: {
    title: 'Keeping your data on this phone',
    'offline-course': 'Maarifa asked your browser to keep its data, because you kept a course for offline use.',
    'unsent-work': 'Maarifa asked your browser to keep its data, because some of your work has waited over a minute to be sent.',
  },
  card: {
    title: 'Storage on this device',
    description: 'What Maarifa keeps on this phone so it works offline, and whether the browser may delete it when space runs low.',
    used: 'Maarifa uses {used} of the {quota} this browser allows it.',
    usedUnknown: 'This browser does not say how much space Maarifa uses.',
    persisted: 'Protected: the browser keeps Maarifa’s data even when space runs low.',
    notPersisted: 'Not protected: the browser may delete Maarifa’s data when the phone runs out of space.',
    persistUnknown: 'This browser does not say whether it keeps Maarifa’s data.',
    askPersist: 'Ask to keep it',
    askedOn: 'Asked on {date}.',
    coursesTitle: 'Courses kept offline',
    noCourses: 'No course is kept offline on this device.',
    course: 'Course',
    size: 'Size',
    lastOpened: 'Last opened',
    neverOpened: 'Not opened yet',
    unknownCourse: 'A course no longer on this device',
    remove: 'Remove',
    removeLabel: 'Remove {title} from this device',
    removed: 'Removed from this device',
    total: 'Total: {size}',
    removeNote: 'Remove deletes a course’s saved videos; its lesson texts stay while you are enrolled.',
  },
});
