import { afterAll, beforeAll, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { webServer, type WebServer } from './support/web-server';
import { launchBrowser } from './support/browser';
import { startBotGame } from './support/lobby-page';
import { playByClicking } from './support/click-agent';
let server: WebServer;
let browser: Browser;
beforeAll(async () => { [server, browser] = await Promise.all([webServer(), launchBrowser()]); });
afterAll(async () => { await browser?.close(); await server?.close(); });
it('shots', async () => {
  for (const [ruleset, opts, decks, lang] of [['pokemon', { era: 'xy' }, ['water', 'fire'], 'en-US'], ['chaos', undefined, ['witches', 'toheart'], 'ja-JP'], ['goofspiel', undefined, ['suit','suit'], 'en-US']] as const) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: lang });
    context.setDefaultTimeout(180_000);
    const page = await context.newPage();
    await startBotGame(page, server.address, { ruleset, options: opts as Record<string,string> | undefined, decks: decks as unknown as [string,string] });
    await playByClicking(page, { maxDecisions: 3000, stopAfter: 14 });
    await page.waitForTimeout(4000);
    await page.screenshot({ path: `/tmp/hs-shot-${ruleset}.png`, fullPage: true });
    const buttons = page.locator('section.log button.why');
    if (await buttons.count()) await buttons.last().click();
    await page.locator('section.log').screenshot({ path: `/tmp/hs-log-${ruleset}.png` });
    console.log(ruleset, 'title:', await page.title());
    await context.close();
  }
});
