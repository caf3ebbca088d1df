// Entry the Study Buddy bench bundles to weigh the on-device engine: its index, replies, summaries and reminders.
export { buildStudyIndex } from '../../../src/features/home/buddy/study-index';
export { respond } from '../../../src/features/home/buddy/respond';
export { reminderToIcs } from '../../../src/features/home/buddy/reminder-ics';
