// The instructor application's command: the form's values become an instructor_applications row, queued in the outbox.
// The pure conversions module only: the database itself stays out of the public pages' code.
import { convertEmptyToNull } from '../../../lib/conversions.ts';
import type { InstructorApplicationValues } from '../schema';
import { submitThroughOutbox, type SubmissionOutcome } from '../../public-forms/data/submit-through-outbox';

/** The server row (columns of public.instructor_applications, without id and status) for validated values. */
export function toInstructorApplicationRow(values: InstructorApplicationValues, userId: string) {
  return {
    user_id: userId,
    full_name: values.full_name,
    email: values.email,
    phone: convertEmptyToNull(values.phone),
    expertise: values.expertise,
    experience: values.experience,
    course_topics: values.course_topics,
    linkedin_url: convertEmptyToNull(values.linkedin_url),
    portfolio_url: convertEmptyToNull(values.portfolio_url),
    why_teach: values.why_teach,
  };
}

export function submitInstructorApplication(values: InstructorApplicationValues, userId: string): Promise<SubmissionOutcome> {
  return submitThroughOutbox('instructor_applications', toInstructorApplicationRow(values, userId));
}
