// The only writer of the user's profile: the edit form's values, converted (spec §5), written to the device's copy;
// sync sends them, and an edit that lost to another device's lands in the conflicts list.
import * as v from 'valibot';
import type { MaarifaDatabase } from '../../../db';
import { fail, type CommandResult } from '../../../lib/command-result.ts';
import { getFieldErrors } from '../../../lib/field-errors.ts';
import { profileFormSchema, type ProfileFormInput, type ProfileFormValues } from '../schema.ts';
import { t } from '../../../lib/i18n';
import { profileTexts } from '../texts.ts';

export async function updateProfile(db: MaarifaDatabase, userId: string | null | undefined, input: ProfileFormInput): Promise<CommandResult<ProfileFormValues>> {
  if (!userId) return fail(t(profileTexts.notAuthenticated));
  const parsed = v.safeParse(profileFormSchema, input);
  if (!parsed.success) return fail(parsed.issues[0].message, getFieldErrors(parsed.issues));
  const doc = await db.profiles.findOne(userId).exec();
  if (!doc) return fail(t(profileTexts.failed.description));
  await doc.incrementalPatch(parsed.output);
  return { ok: true, value: parsed.output };
}
