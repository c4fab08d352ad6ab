// The journeys drive Debian's Chromium (no browser download is possible or wanted here).
// Installs it on a fresh Debian machine when we may; otherwise says what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `Chromium is missing at ${path}: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.warn(`Installing Debian's chromium (missing at ${path})...`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
