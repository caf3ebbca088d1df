// Dates on the earnings tables: day, short month and year in the reader's locale.
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}
