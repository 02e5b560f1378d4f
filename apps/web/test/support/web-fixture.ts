import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { webServer, type WebServer } from './web-server';
import { launchBrowser } from './browser';

/** The game server and the browser one test file drives. */
export interface WebFixture {
  /** The server (its own process, on a fresh SQLite file), once started. */
  readonly server: WebServer;
  /** Headless Chromium, once started. */
  readonly browser: Browser;
}

/**
 * A real server and a browser for the tests of one file: started (side by side) before its first
 * test, closed after its last. `settings` go into the server's config file (see {@link webServer}).
 */
export function serverAndBrowser(settings: Record<string, unknown> = {}): WebFixture {
  let server: WebServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([webServer(settings), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const started = <T>(what: T | undefined, name: string): T => {
    if (what === undefined) throw new Error(`the ${name} is not started: use it inside a test`);
    return what;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
