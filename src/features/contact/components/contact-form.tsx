// The contact form: anyone may send it; signed in it is queued with the user's other work, signed out on the device.
import { translateAll, useT } from '../../../lib/i18n';
import { PublicForm, type FieldRow } from '../../public-forms/components/public-form';
import { submitContactMessage } from '../data/commands';
import { contactMessageSchema, emptyContactMessage, type ContactMessageField } from '../schema';
import { contactTexts as m } from '../texts';

const rows: readonly FieldRow<ContactMessageField>[] = [
  [
    { name: 'first_name', required: true, autoComplete: 'given-name' },
    { name: 'last_name', autoComplete: 'family-name' },
  ],
  { name: 'email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'subject', required: true },
  { name: 'message', control: 'textarea', required: true, rows: 6 },
];

const messages = { heading: m.formHeading, fields: m.fields, placeholders: m.placeholders, submit: m.submit, submitting: m.submitting, toasts: m.toasts };

export function ContactForm() {
  const t = useT();
  return <PublicForm schema={contactMessageSchema} empty={emptyContactMessage} rows={rows} texts={translateAll(messages, t)} access="anyone" submit={submitContactMessage} />;
}
