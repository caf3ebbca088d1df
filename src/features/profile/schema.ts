// The profile edit form (spec §2 Profile, §5 storage conversions): Full Name, Country, Bio and comma-separated Skills.
import * as v from 'valibot';
import { splitSkills } from '../../db/conversions.ts';
import { LIST_LIMITS, TEXT_LIMITS } from '../../lib/limits.ts';
import { profileTexts } from './texts.ts';

const m = profileTexts.validation;

const optionalText = (max: number, tooLong: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(max, tooLong),
    v.transform((value) => (value === '' ? null : value)),
  );

export const profileFormSchema = v.object({
  full_name: optionalText(TEXT_LIMITS.profiles.full_name.max, m.fullNameMax),
  country: optionalText(TEXT_LIMITS.profiles.country.max, m.countryMax),
  bio: optionalText(TEXT_LIMITS.profiles.bio.max, m.bioMax),
  /** Split by commas, trimmed, empties dropped (spec §5). */
  skills: v.pipe(
    v.string(),
    v.transform((value: string): string[] => splitSkills(value)),
    v.maxLength(LIST_LIMITS.profiles.skills.maxItems, m.skillsMax),
    v.check((skills) => skills.every((skill) => skill.length <= LIST_LIMITS.profiles.skills.itemMax), m.skillLength),
  ),
});
export type ProfileFormInput = v.InferInput<typeof profileFormSchema>;
export type ProfileFormValues = v.InferOutput<typeof profileFormSchema>;
