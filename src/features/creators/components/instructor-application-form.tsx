// The instructor application form: only signed-in users may send it (spec §2); queued through the outbox so it survives going offline.
import { translateAll, useT } from '../../../lib/i18n';
import { PublicForm, type FieldRow } from '../../public-forms/components/public-form';
import { publicFormsTexts } from '../../public-forms/texts';
import { submitInstructorApplication } from '../data/commands';
import { emptyInstructorApplication, instructorApplicationSchema, type InstructorApplicationField } from '../schema';
import { creatorsTexts as m } from '../texts';

const rows: readonly FieldRow<InstructorApplicationField>[] = [
  [
    { name: 'full_name', required: true, autoComplete: 'name' },
    { name: 'email', required: true, type: 'email', autoComplete: 'email' },
  ],
  [
    { name: 'phone', type: 'tel', autoComplete: 'tel' },
    { name: 'expertise', required: true },
  ],
  { name: 'experience', control: 'textarea', required: true },
  { name: 'course_topics', control: 'textarea', required: true },
  [
    { name: 'linkedin_url', type: 'url', autoComplete: 'url' },
    { name: 'portfolio_url', type: 'url', autoComplete: 'url' },
  ],
  { name: 'why_teach', control: 'textarea', required: true },
];

const messages = {
  heading: m.formHeading,
  fields: m.fields,
  placeholders: m.placeholders,
  submit: m.submit,
  submitting: m.submitting,
  signedOut: { button: m.signInRequired, noticeTitle: m.signInNoticeTitle, noticeDescription: m.signInNoticeDescription, noticeButton: m.signInNoticeButton },
};

export function InstructorApplicationForm() {
  const t = useT();
  const texts = { ...translateAll(messages, t), toasts: { authRequired: translateAll(m.authRequired, t), ...translateAll(publicFormsTexts.applicationToasts, t) } };
  return (
    <PublicForm
      schema={instructorApplicationSchema}
      empty={emptyInstructorApplication}
      rows={rows}
      texts={texts}
      access="signed-in-notice"
      submit={(values, user) => submitInstructorApplication(values, user!.id)}
    />
  );
}
