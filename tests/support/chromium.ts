// Finds the Chromium that Playwright drives (Debian's package; nothing downloads a browser) and its launch flags.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/** Flags that keep Chromium quiet on a machine with no internet and as root. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function findOnPath(name: string): string | undefined {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  const path = found.stdout.trim();
  return found.status === 0 && path ? path : undefined;
}

function isDebianLike(): boolean {
  if (!existsSync('/etc/os-release')) return false;
  return /^(ID|ID_LIKE)=.*(debian|ubuntu)/m.test(readFileSync('/etc/os-release', 'utf8'));
}

/** Returns a Chromium executable, installing Debian's package when we are root on Debian or Ubuntu. */
export function resolveChromium(log: (line: string) => void = console.log): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', findOnPath('chromium'), findOnPath('chromium-browser')];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (found) return found;
  if (process.getuid?.() === 0 && isDebianLike()) {
    log('No Chromium found: installing the Debian package "chromium" with apt-get (this happens once).');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: sudo apt-get install chromium) ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
}
