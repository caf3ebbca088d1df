// Valibot schema of the instructor application form (spec §5: six required fields; phone, LinkedIn and portfolio optional).
import * as v from 'valibot';
import { TEXT_LIMITS, textLimit } from '../../lib/limits.ts';
import { optionalText, optionalUrl, requiredEmail, requiredText } from '../public-forms/form-rules';

const limit = (column: keyof typeof TEXT_LIMITS.instructor_applications) => textLimit('instructor_applications', column);

export const instructorApplicationSchema = v.object({
  full_name: requiredText(limit('full_name')),
  email: requiredEmail(limit('email')),
  phone: optionalText(limit('phone')),
  expertise: requiredText(limit('expertise')),
  experience: requiredText(limit('experience')),
  course_topics: requiredText(limit('course_topics')),
  linkedin_url: optionalUrl(limit('linkedin_url')),
  portfolio_url: optionalUrl(limit('portfolio_url')),
  why_teach: requiredText(limit('why_teach')),
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
