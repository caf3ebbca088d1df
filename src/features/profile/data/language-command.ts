// The learner's language kept in their profile (issue 25): written to the device's copy, offline too; sync sends it, so
// a new phone they sign in on opens in it.
import type { MaarifaDatabase } from '../../../db';
import { fail, type CommandResult } from '../../../lib/command-result.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { isLocale, type Locale } from '../../../lib/i18n/locales.ts';
import { profileLanguageTexts } from '../language-texts.ts';

export async function saveProfileLanguage(db: MaarifaDatabase, userId: string | null | undefined, language: Locale): Promise<CommandResult<Locale>> {
  if (!userId || !isLocale(language)) return fail(t(profileLanguageTexts.notSaved));
  const doc = await db.profiles.findOne(userId).exec();
  // Before the first pull brought the profile there is nothing to write to; the device keeps the choice meanwhile.
  if (!doc) return fail(t(profileLanguageTexts.notSaved));
  // The same language again is no edit: nothing to send.
  if (doc.language !== language) await doc.incrementalPatch({ language });
  return { ok: true, value: language };
}
