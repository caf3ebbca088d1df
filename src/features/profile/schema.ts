// The profile edit form (spec §2 Profile, §5 storage conversions): Full Name, Country, Bio and comma-separated Skills.
import * as v from 'valibot';
import { splitSkills } from '../../db/conversions.ts';

const optionalText = v.pipe(
  v.string(),
  v.trim(),
  v.transform((value) => (value === '' ? null : value)),
);

export const profileFormSchema = v.object({
  full_name: optionalText,
  country: optionalText,
  bio: optionalText,
  /** Split by commas, trimmed, empties dropped (spec §5). */
  skills: v.pipe(v.string(), v.transform((value: string): string[] => splitSkills(value))),
});
export type ProfileFormInput = v.InferInput<typeof profileFormSchema>;
export type ProfileFormValues = v.InferOutput<typeof profileFormSchema>;
