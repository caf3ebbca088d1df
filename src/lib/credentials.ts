// Checking the credential fields of a tech layer or an integration before they are saved: each field has a valibot
// schema with the spec's message (§5); a new connection needs its required fields, and an edit keeps any field left
// blank (secrets are write-only: the old value is never shown, so blank means "unchanged").
import * as v from 'valibot';

export type FieldRules = Record<string, v.GenericSchema<string, string>>;

/** A message, or a function that gives it when the error is produced (so it reads in the active language). */
type Say = string | (() => string);

export const minLength = (min: number, message: Say) => v.pipe(v.string(), v.trim(), v.minLength(min, message));

/** A URL, or nothing. */
export const urlOrEmpty = (message: Say) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || URL.canParse(value), message),
  );

export type CredentialCheck = { ok: true; credentials: Record<string, string> } | { ok: false; fieldErrors: Record<string, string> };

export function checkCredentials(
  values: Record<string, string>,
  fields: readonly { name: string; required: boolean }[],
  rules: FieldRules,
  options: { editing: boolean; requiredMessage: string },
): CredentialCheck {
  const credentials: Record<string, string> = {};
  const fieldErrors: Record<string, string> = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (value === '') {
      if (options.editing) continue;
      const rule = rules[field.name];
      // A required field left empty: its own rule's message where it has one (spec §5), else the generic one.
      if (field.required) fieldErrors[field.name] = rule && !v.safeParse(rule, '').success ? v.safeParse(rule, '').issues![0].message : options.requiredMessage;
      continue;
    }
    const rule = rules[field.name];
    const parsed = rule ? v.safeParse(rule, value) : ({ success: true, output: value } as const);
    if (parsed.success) credentials[field.name] = parsed.output;
    else fieldErrors[field.name] = parsed.issues[0].message;
  }
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, credentials };
}
