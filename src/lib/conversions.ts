// The storage conversions of spec §5, in one place: what an empty form value becomes in the database.

/** Empty thumbnail, video and content are stored as null. */
export function convertEmptyToNull(value: string | null | undefined): string | null {
  if (value === undefined || value === null) return null;
  return value.trim() === '' ? null : value;
}

/** An empty duration is stored as 0. */
export function convertDurationToMinutes(value: number | string | null | undefined): number {
  if (value === undefined || value === null) return 0;
  if (typeof value === 'string') {
    if (value.trim() === '') return 0;
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : 0;
  }
  return Number.isFinite(value) ? value : 0;
}

/** Skills input is split by commas, trimmed, and empties dropped. */
export function splitSkills(input: string | null | undefined): string[] {
  if (!input) return [];
  return input
    .split(',')
    .map((skill) => skill.trim())
    .filter((skill) => skill !== '');
}
