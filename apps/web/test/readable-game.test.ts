import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serverAndBrowser } from './support/web-fixture';
import { startBotGame } from './support/lobby-page';
import { seriousViolations } from './support/axe';

const web = serverAndBrowser();

const GAMES = [
  { ruleset: 'goofspiel', decks: ['suit', 'suit'] as [string, string] },
  {
    ruleset: 'pokemon',
    options: { 'Rules of the era': 'XY (2015 rules)' },
    decks: ['water', 'fire'] as [string, string],
  },
  { ruleset: 'chaos', decks: ['witches', 'toheart'] as [string, string] },
];
const DECISION = 'section[aria-label="Decision"]';
const GAME_OVER = 'section[aria-label="Game over"]';

async function newPage(): Promise<Page> {
  // The CSP is bypassed only so that the test can inject axe-core.
  const context = await web.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  context.setDefaultTimeout(180_000);
  return context.newPage();
}

describe('a player can read the game', () => {
  it('axe: no serious violation on the lobby, each board and its decision panel, the replay viewer', async () => {
    const page = await newPage();
    await page.goto(`${web.server.address}/`);
    await page.getByRole('region', { name: 'New match' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    for (const game of GAMES) {
      await startBotGame(page, web.server.address, game);
      await page.locator(DECISION).waitFor();
      expect(await seriousViolations(page), game.ruleset).toEqual([]);
    }
    await page.goto(`${web.server.address}/replay`);
    await page.locator('main, #app').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('a whole Goofspiel game played with the keyboard only; focus goes to each new decision', async () => {
    const page = await newPage();
    const match = await startBotGame(page, web.server.address, { ruleset: 'goofspiel', decks: ['suit', 'suit'] });
    let answered = 0;
    for (;;) {
      await page.locator(`${DECISION}, ${GAME_OVER}`).first().waitFor();
      if ((await page.locator(GAME_OVER).count()) > 0) break;
      const id = await page.locator(DECISION).getAttribute('data-decision');
      // Focus is on the new decision's prompt: the next Tab reaches its first option.
      await page.waitForFunction((sel) => document.activeElement === document.querySelector(`${sel} h2`), DECISION);
      expect(await page.title()).toMatch(/^Your turn/);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('section')?.getAttribute('aria-label'))).toBe(
        'Decision',
      );
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        ([sel, before]) => document.querySelector(sel)?.getAttribute('data-decision') !== before,
        [DECISION, id] as const,
      );
      answered++;
    }
    expect(answered).toBe(13);
    expect(await page.locator(GAME_OVER).innerText()).toMatch(/You won|You lost|Draw/);
    // The replay viewer of the finished match passes axe too.
    await page.goto(`${web.server.address}/replay/${encodeURIComponent(match)}`);
    await page.locator('.board').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
