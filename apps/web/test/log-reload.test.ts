import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serverAndBrowser } from './support/web-fixture';
import { startBotGame } from './support/lobby-page';
import { playByClicking } from './support/click-agent';

const web = serverAndBrowser();

const LOG = 'section.log';

/** The log as the player reads it once every line is shown (another player's actions come one by one). */
async function readLog(page: Page, atLeast: number): Promise<{ text: string; lines: number; turns: number }> {
  await page.waitForFunction(
    ([sel, min]) => {
      const log = document.querySelector(sel);
      const lines = Number(log?.getAttribute('data-lines') ?? -1);
      return lines >= min && log?.getAttribute('data-shown') === String(lines);
    },
    [LOG, atLeast] as const,
    { timeout: 0, polling: 250 },
  );
  return page.evaluate((sel) => {
    const log = document.querySelector(sel)!;
    return {
      text: (log.querySelector('.log-scroll') as HTMLElement).innerText,
      lines: Number(log.getAttribute('data-lines')),
      turns: log.querySelectorAll('.log-turn').length,
    };
  }, LOG);
}

describe('the log after a reload', () => {
  it('a Pokémon game of 30 turns and more shows, reloaded, the same log as before', async () => {
    const context = await web.browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(180_000);
    const page = await context.newPage();
    // Play on until turn 30, the game still running (a finished match is watched, not played, after a reload).
    // The server deals each match anew: a deal where the clicking player loses early is played again.
    let reached = false;
    for (let attempt = 0; attempt < 5 && !reached; attempt++) {
      await startBotGame(page, web.server.address, {
        ruleset: 'pokemon',
        options: { 'Rules of the era': 'XY (2015 rules)' },
        decks: ['water', 'fire'],
      });
      for (let turn = 0; turn < 30;) {
        const played = await playByClicking(page, { maxDecisions: 3000, stopAfter: 10 });
        if (played.outcome !== '') break;
        turn = Number(await page.locator('.play').getAttribute('data-turn'));
        reached = turn >= 30;
      }
    }
    expect(reached, 'no game of five reached turn 30').toBe(true);
    await page.locator('section[aria-label="Decision"]').waitFor();
    const before = await readLog(page, 1);
    expect(before.turns).toBeGreaterThanOrEqual(30);
    // Far more than the 500 lines the old sessionStorage copy kept.
    expect(before.lines).toBeGreaterThan(500);

    await page.reload();
    await page.locator('section[aria-label="Decision"]').waitFor();
    const after = await readLog(page, before.lines);
    expect(after.lines).toBe(before.lines);
    expect(after.text).toBe(before.text);
    // The story is told in words: the log names cards and turns, not engine ids.
    expect(after.text).toMatch(/Turn 30/);
    expect(after.text).not.toMatch(/\bo\d+\b/);
    await context.close();
  });
});
