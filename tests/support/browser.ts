// The Chromium the end-to-end tests and the Lighthouse run drive: CHROME_PATH, else the first
// of the usual install places. Without one, a single line says how to get it.
import { existsSync } from 'node:fs';

const PLACES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'];

export function chromePath(): string {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (existsSync(configured)) return configured;
    throw new Error(`CHROME_PATH is set to ${configured}, which does not exist.`);
  }
  const found = PLACES.find((place) => existsSync(place));
  if (found) return found;
  throw new Error('No Chromium found for the browser tests: install one (Debian: apt-get install -y chromium) or set CHROME_PATH to its executable.');
}
