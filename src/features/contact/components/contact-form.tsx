// The contact form: anyone may send it; signed in it is queued with the user's other work, signed out on the device.
import { PublicForm, type FieldRow } from '../../public-forms/components/public-form';
import { submitContactMessage } from '../data/commands';
import { contactMessageSchema, emptyContactMessage, type ContactMessageField } from '../schema';
import { contactTexts as t } from '../texts';

const rows: readonly FieldRow<ContactMessageField>[] = [
  [
    { name: 'first_name', required: true, autoComplete: 'given-name' },
    { name: 'last_name', autoComplete: 'family-name' },
  ],
  { name: 'email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'subject', required: true },
  { name: 'message', control: 'textarea', required: true, rows: 6 },
];

const texts = { heading: t.formHeading, fields: t.fields, placeholders: t.placeholders, submit: t.submit, submitting: t.submitting, toasts: t.toasts };

export function ContactForm() {
  return <PublicForm schema={contactMessageSchema} empty={emptyContactMessage} rows={rows} texts={texts} access="anyone" submit={submitContactMessage} />;
}
