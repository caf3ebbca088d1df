// How a number of bytes reads to a learner who pays for them: B, KB, MB, GB (binary steps), the figure in their language.
import { formatNumber } from './i18n/format';

// The unit symbols stay as bundles and phones print them; the figure takes the language's digits and decimal mark.
const fixed = (value: number, digits: number) => formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${fixed(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${fixed(bytes / 1024, 1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${fixed(bytes / (1024 * 1024), 1)} MB`;
  return `${fixed(bytes / (1024 * 1024 * 1024), 2)} GB`;
}
