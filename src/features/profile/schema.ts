// The profile edit form (spec §2 Profile, §5 storage conversions): Full Name, Country, Bio and comma-separated Skills.
import * as v from 'valibot';
import { splitSkills } from '../../db';
import { LIST_LIMITS } from '../../lib/limits.ts';
import { profileLimits as m } from './texts.ts';

// Messages are produced when a check fails (never at module load), so they are in the active language.
const optionalText = (limit: { max: number; message: string }) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(limit.max, () => limit.message),
    v.transform((value) => (value === '' ? null : value)),
  );

export const profileFormSchema = v.object({
  full_name: optionalText(m.fullName),
  country: optionalText(m.country),
  bio: optionalText(m.bio),
  /** Split by commas, trimmed, empties dropped (spec §5). */
  skills: v.pipe(
    v.string(),
    v.transform((value: string): string[] => splitSkills(value)),
    v.maxLength(LIST_LIMITS.profiles.skills.maxItems, () => m.skillsMax()),
    v.check((skills) => skills.every((skill) => skill.length <= LIST_LIMITS.profiles.skills.itemMax), () => m.skillLength()),
  ),
});
export type ProfileFormInput = v.InferInput<typeof profileFormSchema>;
export type ProfileFormValues = v.InferOutput<typeof profileFormSchema>;
