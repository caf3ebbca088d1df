// The instructor application form: only signed-in users may send it (spec §2); queued through the outbox so it survives going offline.
import { PublicForm, type FieldRow } from '../../public-forms/components/public-form';
import { submitInstructorApplication } from '../data/commands';
import { emptyInstructorApplication, instructorApplicationSchema, type InstructorApplicationField } from '../schema';
import { creatorsTexts as t } from '../texts';

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

const texts = {
  heading: t.formHeading,
  fields: t.fields,
  placeholders: t.placeholders,
  submit: t.submit,
  submitting: t.submitting,
  toasts: t.toasts,
  signedOut: { button: t.signInRequired, noticeTitle: t.signInNoticeTitle, noticeDescription: t.signInNoticeDescription, noticeButton: t.signInNoticeButton },
};

export function InstructorApplicationForm() {
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
