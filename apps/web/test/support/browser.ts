import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (`.ci/run` installs it when missing); Playwright's own download cannot be reached here. */
const EXECUTABLE = process.env.TCGKIT_CHROMIUM ?? '/usr/bin/chromium';

/**
 * Starts headless Chromium. As root it needs `--no-sandbox`; the other flags keep it from calling
 * home (the network is closed, and refused connections would flood it).
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: EXECUTABLE,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-default-apps',
      '--disable-dev-shm-usage',
    ],
  });
}
