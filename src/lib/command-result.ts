// What every feature command answers: its value, or a message for the user with the fields it concerns.
export type CommandResult<T> = { ok: true; value: T } | { ok: false; error: string; fieldErrors: Record<string, string> };

export function fail(error: string, fieldErrors: Record<string, string> = {}): { ok: false; error: string; fieldErrors: Record<string, string> } {
  return { ok: false, error, fieldErrors };
}
