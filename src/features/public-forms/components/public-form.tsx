// One public form (instructor application, affiliate application, contact) from a field list: valibot validation,
// "Submitting..." while busy, the outcome's toast, and the fields cleared only once the submission is sent or saved.
import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { Alert } from '../../../ui/parts';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from '../../../lib/navigation';
import type * as v from 'valibot';
import type { SessionUser } from '../../../auth/session-store';
import { useSession } from '../../../auth/use-session';
import { toaster } from '../../../ui/toaster';
import { usePrerenderedForm } from '../../../ui/use-prerendered-form';
import { preloadSubmissionCode, type SubmissionOutcome } from '../data/submit-through-outbox';
import { useT } from '../../../lib/i18n';
import { publicFormsTexts } from '../texts';
import { SelectField, TextField, TextareaField } from './form-fields';
import { showSubmissionOutcome, type SubmissionToastTexts } from './submission-toasts';
import { useFormValues } from './use-form-values';

type FormSchema = v.GenericSchema<Record<string, string>, Record<string, string>>;
type FieldName<TSchema extends FormSchema> = Extract<keyof v.InferInput<TSchema>, string>;

export interface FieldSpec<Name extends string> {
  name: Name;
  control?: 'input' | 'textarea' | 'select';
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  options?: readonly string[];
  rows?: number;
  helperText?: string;
}

/** A row of the form: one field across, or two side by side from tablet width up. */
export type FieldRow<Name extends string> = FieldSpec<Name> | readonly [FieldSpec<Name>, FieldSpec<Name>];

type ToastText = { readonly title: string; readonly description: string };

export interface PublicFormTexts<Name extends string> {
  heading: string;
  fields: Readonly<Record<Name, string>>;
  placeholders: Readonly<Record<Name, string>>;
  submit: string;
  submitting: string;
  toasts: SubmissionToastTexts & { authRequired?: ToastText };
  /** The signed-out state of a form that only signed-in users may send with the button disabled (spec §2, instructors). */
  signedOut?: { button: string; noticeTitle: string; noticeDescription: string; noticeButton: string };
}

export interface PublicFormProps<TSchema extends FormSchema> {
  schema: TSchema;
  empty: v.InferInput<TSchema>;
  rows: readonly FieldRow<FieldName<TSchema>>[];
  texts: PublicFormTexts<FieldName<TSchema>>;
  /**
   * Who may send it. 'anyone'; 'signed-in': a signed-out submit gets the Authentication Required toast;
   * 'signed-in-notice': also a disabled button with a sign-in notice, and /auth after the toast.
   */
  access: 'anyone' | 'signed-in' | 'signed-in-notice';
  submit: (values: v.InferOutput<TSchema>, user: SessionUser | null) => Promise<SubmissionOutcome>;
}

export function PublicForm<TSchema extends FormSchema>({ schema, empty, rows, texts, access, submit }: PublicFormProps<TSchema>) {
  const t = useT();
  const navigate = useNavigate();
  const { user } = useSession();
  const { values, errors, setField, validate, reset } = useFormValues(schema, empty);
  const [submitting, setSubmitting] = useState(false);
  const blockedSignedOut = access === 'signed-in-notice' && !user;
  const formProps = usePrerenderedForm(t(publicFormsTexts.gettingReady), (typed) => {
    for (const [name, value] of Object.entries(typed)) setField(name, value);
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const parsed = validate();
    if (!parsed) return;
    if (access !== 'anyone' && !user) {
      if (texts.toasts.authRequired) toaster.create({ ...texts.toasts.authRequired, type: 'error' });
      if (access === 'signed-in-notice') void navigate('/auth');
      return;
    }
    setSubmitting(true);
    const outcome = await submit(parsed, user);
    setSubmitting(false);
    if (showSubmissionOutcome(outcome, texts.toasts)) reset();
  }

  const renderField = (spec: FieldSpec<FieldName<TSchema>>) => {
    const common = {
      name: spec.name,
      label: texts.fields[spec.name],
      value: (values as Record<string, string>)[spec.name] ?? '',
      error: errors[spec.name],
      onChange: setField,
      required: spec.required ?? false,
    };
    if (spec.control === 'select') return <SelectField key={spec.name} {...common} options={spec.options ?? []} placeholder={texts.placeholders[spec.name]} />;
    const placeholder = texts.placeholders[spec.name];
    if (spec.control === 'textarea') return <TextareaField key={spec.name} {...common} placeholder={placeholder} rows={spec.rows ?? 4} {...(spec.helperText ? { helperText: spec.helperText } : {})} />;
    return <TextField key={spec.name} {...common} placeholder={placeholder} type={spec.type ?? 'text'} {...(spec.autoComplete ? { autoComplete: spec.autoComplete } : {})} />;
  };

  return (
    // Focusing a field starts loading the database code in the background, so the submit does not wait for it on 3G.
    <form {...formProps} noValidate aria-label={texts.heading} onSubmit={handleSubmit} onFocusCapture={user ? preloadSubmissionCode : undefined}>
      <Stack gap="5">
        {blockedSignedOut && texts.signedOut && (
          // wrap: a longer language's button goes under the notice on a phone rather than past the screen.
          <Alert.Root status="warning" variant="surface" role="status" flexWrap="wrap">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{texts.signedOut.noticeTitle}</Alert.Title>
              <Alert.Description>{texts.signedOut.noticeDescription}</Alert.Description>
            </Alert.Content>
            {/* The alert's orange palette would otherwise colour the button below text contrast (axe). */}
            <Button asChild size="sm" alignSelf="center" colorPalette="gray">
              <RouterLink to="/auth">{texts.signedOut.noticeButton}</RouterLink>
            </Button>
          </Alert.Root>
        )}
        {rows.map((row) =>
          isPair(row) ? (
            <SimpleGrid key={`${row[0].name}+${row[1].name}`} columns={{ base: 1, md: 2 }} gap="5">
              {renderField(row[0])}
              {renderField(row[1])}
            </SimpleGrid>
          ) : (
            renderField(row)
          ),
        )}
        <Button type="submit" size="lg" disabled={blockedSignedOut || submitting} loading={submitting} loadingText={texts.submitting}>
          {blockedSignedOut && texts.signedOut ? texts.signedOut.button : texts.submit}
        </Button>
      </Stack>
    </form>
  );
}

function isPair<Name extends string>(row: FieldRow<Name>): row is readonly [FieldSpec<Name>, FieldSpec<Name>] {
  return Array.isArray(row);
}
