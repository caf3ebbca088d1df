// The help centre's user-facing texts (ICU messages, English source), in one place so they can be found and translated.
import { defineMessages } from '../../lib/i18n';

export const helpTexts = defineMessages('help', {
  documentTitle: 'Help Center | Maarifa',
  title: 'How can we help?',
  lead: 'Search our guides or browse by topic.',
  searchLabel: 'Search help articles',
  searchPlaceholder: 'Search for help...',
  categoriesHeading: 'Browse by Category',
  articleCount: '{count, plural, one {# article} other {# articles}}',
  faqHeading: 'Frequently Asked Questions',
  stillNeedHelpHeading: 'Still need help?',
  stillNeedHelpLead: 'Our support team is happy to answer your questions.',
  contactSupport: 'Contact Support',
});
