// Reading a JSON file another process writes (a backend's settings, a reporter's results): absent or not yet whole
// reads as undefined, so a caller polls again or reports what it has instead of crashing.
import { existsSync, readFileSync } from 'node:fs';

export function readJson<T>(file: string): T | undefined {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
  } catch {
    return undefined;
  }
}
