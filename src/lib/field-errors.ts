// Turns valibot issues into what forms show under their fields: the first message per field.
import * as v from 'valibot';

/** Field → first message; an issue without a field path goes under 'form'. */
export function getFieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}
