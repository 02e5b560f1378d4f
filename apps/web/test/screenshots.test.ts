import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { WEB_ROOT } from './support/web-server';
import { serverAndBrowser } from './support/web-fixture';
import { startBotGame } from './support/lobby-page';
import { playByClicking } from './support/click-agent';

/**
 * The board of each ruleset in English and Japanese, on a desktop (1280×800) and a phone
 * (390×844), with a card's detail open. `TCGKIT_SCREENSHOTS=1 npx vitest run test/screenshots.test.ts`
 * regenerates the pictures in apps/web/docs (shown in the README); otherwise they go to a
 * temporary folder and the run leaves the working tree as it was.
 */
const SHOTS = process.env.TCGKIT_SCREENSHOTS ? join(WEB_ROOT, 'docs') : mkdtempSync(join(tmpdir(), 'tcgkit-shots-'));
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const GAMES = [
  { ruleset: 'pokemon', decks: ['water', 'fire'] as [string, string], after: 12 },
  { ruleset: 'chaos', decks: ['witches', 'toheart'] as [string, string], after: 14 },
  { ruleset: 'goofspiel', decks: ['suit', 'suit'] as [string, string], after: 5 },
];

const web = serverAndBrowser();

/** Opens the detail of the viewer's first card in play (else the first card shown) by focusing it. */
async function openDetail(page: Page) {
  const own = page.locator('.side-own .zone-spread .card-body').first();
  const card = (await own.count()) > 0 ? own : page.locator('.card-body[aria-label]').first();
  await card.focus();
  // The bot may move meanwhile and redraw the card (its focus then leaves): the picture is taken anyway.
  await page
    .locator('.card-detail')
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
}

describe('screenshots', () => {
  it('each ruleset, English and Japanese, desktop and phone', async () => {
    for (const game of GAMES.filter((g) => (process.env.TCGKIT_SHOT_ONLY ?? g.ruleset) === g.ruleset))
      for (const [device, viewport] of Object.entries(VIEWPORTS)) {
        const context = await web.browser.newContext({ viewport, locale: 'en-US', hasTouch: device === 'phone' });
        context.setDefaultTimeout(180_000);
        const page = await context.newPage();
        await startBotGame(page, web.server.address, game);
        await playByClicking(page, { maxDecisions: 3000, stopAfter: game.after });
        for (const language of ['en', 'ja']) {
          await page.getByRole('combobox', { name: /^(Language|言語)$/ }).selectOption(language);
          await page.evaluate(() => document.fonts.ready);
          if (device === 'desktop') await openDetail(page);
          const path = join(SHOTS, `board-${game.ruleset}-${language}-${device}.png`);
          await page.screenshot({ path, fullPage: device === 'phone' });
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        }
        await context.close();
      }
  });
});
