// The course language's texts (issue 25): the course form's field, the editor's card and the catalogue's filter.
import { defineMessages } from '../../lib/i18n';

export const courseLanguageTexts = defineMessages('courseLanguage', {
  field: 'Course language',
  hint: 'The language the course is taught in. Learners who read it see the course first.',
  invalid: 'Choose one of the listed languages.',
  /** The course editor's card. */
  cardHeading: 'Course language',
  save: 'Save language',
  saving: 'Saving…',
  saved: 'Course language saved.',
  /** The catalogue's filter. */
  filterLabel: 'Courses in',
  allLanguages: 'All languages',
});
