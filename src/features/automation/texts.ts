// The Automation page's texts (spec §2 Automation, §5 create workflow, §8 automation messages).
import { defineMessages } from '../../lib/i18n';
import { textLimit } from '../../lib/limits.ts';

export const automationTexts = defineMessages('automation', {
  title: 'Automation',
  description: 'Automate your learners’ journey: welcome messages, reminders and rewards triggered by what they do.',
  lead: 'Workflows that run when something happens on the platform.',
  stats: { yours: 'Your automations', active: 'Active workflows', features: 'Features available', triggers: 'Trigger types' },
  tabs: { features: 'Automation Features', workflows: 'Active Workflows' },
  create: 'Create Automation',
  creating: 'Creating...',
  createSubmit: 'Create',
  cancel: 'Cancel',
  dialogTitle: 'Create Automation',
  fields: { name: 'Name', description: 'Description', trigger: 'Trigger Type' },
  triggerLine: 'Trigger Type: {trigger}',
  featureAction: '{action}: {feature}',
  triggerPlaceholder: 'Select a trigger',
  namePlaceholder: 'e.g. Welcome new learners',
  yourAutomations: 'Your Automations',
  activeBadge: 'Active',
  pending: 'Waiting to sync',
  viewDetails: 'View Details',
  edit: 'Edit',
  detailsTitle: 'Workflow: {name}',
  detailsTrigger: 'Trigger',
  detailsStatus: 'Status',
  detailsActions: 'Actions',
  detailsCreated: 'Created',
  detailsNoDescription: 'No description',
  detailsReadOnly: 'Workflows run as created; editing and pausing are not available yet.',
  close: 'Close',
  examplesTitle: 'Example workflows',
  useExample: 'Use this example',
  howTitle: 'How automation works',
  // The list names a trigger by its type with the underscore as a space (spec §2).
  triggerNames: {
    user_signup: 'user signup',
    user_inactive: 'user inactive',
    course_completion: 'course completion',
    event_created: 'event created',
    referral_success: 'referral success',
    time_based: 'time based',
  },
  messages: {
    errorTitle: 'Error',
    notLoggedIn: 'You must be logged in to create automations',
    failed: 'Failed to create automation',
    successTitle: 'Success',
    created: 'Automation workflow created successfully',
    nameRequired: 'Name is required',
    triggerRequired: 'Trigger type is required',
  },
});

/** Upper limits (the spec sets none): the server's numbers, their words read in the active language when shown. */
export const automationLimits = {
  name: textLimit('automation_workflows', 'name'),
  description: textLimit('automation_workflows', 'description'),
};
