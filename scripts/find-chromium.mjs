// Finds a Chromium (or Chrome) for the browser tests and the bench, on any common machine:
// $CHROMIUM_PATH first, then the usual names on the PATH, then the usual install places.
// playwright-core never downloads a browser here, so when none is found we say how to get one.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];
const PLACES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
];

const runnable = (p) => {
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The browser's path, or null when there is none. */
export function findChromium(env = process.env) {
  const wanted = env.CHROMIUM_PATH;
  if (wanted) return runnable(wanted) ? wanted : null;
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const n of NAMES) {
      const p = join(dir, n);
      if (runnable(p)) return p;
    }
  }
  return PLACES.find(runnable) ?? null;
}

/** What to tell a person whose machine has no browser. */
export function chromiumMissing(env = process.env) {
  return env.CHROMIUM_PATH
    ? `CHROMIUM_PATH is set to "${env.CHROMIUM_PATH}", which is not an executable file.`
    : 'No Chromium or Chrome was found (looked at $CHROMIUM_PATH, ' +
        NAMES.join(', ') +
        ' on the PATH, and ' +
        PLACES.join(', ') +
        ').\n' +
        'Install one: on Debian or Ubuntu `sudo apt-get install chromium` (Ubuntu: `sudo snap install chromium`), on macOS `brew install --cask chromium`,\n' +
        'or point CHROMIUM_PATH at any Chromium or Chrome executable.';
}
