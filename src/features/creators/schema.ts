// Valibot schema of the instructor application form (spec §5: six required fields; phone, LinkedIn and portfolio optional).
import * as v from 'valibot';
import { optionalText, optionalUrl, requiredEmail, requiredText } from '../public-forms/form-rules';

export const instructorApplicationSchema = v.object({
  full_name: requiredText(),
  email: requiredEmail(),
  phone: optionalText(),
  expertise: requiredText(),
  experience: requiredText(),
  course_topics: requiredText(),
  linkedin_url: optionalUrl(),
  portfolio_url: optionalUrl(),
  why_teach: requiredText(),
});

export type InstructorApplicationValues = v.InferOutput<typeof instructorApplicationSchema>;
export type InstructorApplicationField = keyof InstructorApplicationValues;

export const emptyInstructorApplication: v.InferInput<typeof instructorApplicationSchema> = {
  full_name: '',
  email: '',
  phone: '',
  expertise: '',
  experience: '',
  course_topics: '',
  linkedin_url: '',
  portfolio_url: '',
  why_teach: '',
};
