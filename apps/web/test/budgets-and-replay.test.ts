import { readFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { WEB_DIST, WEB_ROOT } from './support/web-server';
import { serverAndBrowser } from './support/web-fixture';
import { startBotGame } from './support/lobby-page';
import { playByClicking } from './support/click-agent';
import { matchRecord } from './support/match-record';

/**
 * Screenshots go to apps/web/docs (shown in the README) when TCGKIT_SCREENSHOTS is set, otherwise
 * to a temporary folder: a test run leaves the working tree as it was.
 */
const SHOTS = process.env.TCGKIT_SCREENSHOTS ? join(WEB_ROOT, 'docs') : mkdtempSync(join(tmpdir(), 'tcgkit-shots-'));
const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };

const web = serverAndBrowser();

async function pageAt(viewport: { width: number; height: number }): Promise<Page> {
  const context = await web.browser.newContext({ viewport });
  context.setDefaultTimeout(180_000);
  return context.newPage();
}

/** The page fits its width: nothing sticks out sideways (usable without scrolling sideways). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1);

describe('budgets', () => {
  it('the initial JavaScript is at most 100 KB gzipped (fonts apart)', () => {
    const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    const bytes = scripts.reduce((sum, s) => sum + gzipSync(readFileSync(join(WEB_DIST, s))).length, 0);
    console.log(`initial JavaScript: ${(bytes / 1024).toFixed(1)} KB gzipped (${scripts.length} file(s))`);
    expect(bytes).toBeLessThanOrEqual(100 * 1024);
  });

  it('lobby and a mid-game board of every ruleset, at 1280×720 and 390 px wide', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await pageAt(viewport);
      await page.goto(`${web.server.address}/`);
      await page.getByRole('button', { name: 'Play against the bot' }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await page.screenshot({ path: join(SHOTS, viewport === PHONE ? 'lobby-phone.png' : 'lobby.png') });
      await page.context().close();
    }
    const boards = [
      { ruleset: 'chaos', decks: ['witches', 'toheart'] as [string, string], after: 14, viewports: [DESKTOP] },
      { ruleset: 'pokemon', decks: ['water', 'fire'] as [string, string], after: 10, viewports: [DESKTOP, PHONE] },
      { ruleset: 'goofspiel', decks: ['suit', 'suit'] as [string, string], after: 5, viewports: [DESKTOP] },
    ];
    for (const board of boards)
      for (const viewport of board.viewports) {
        const page = await pageAt(viewport);
        await startBotGame(page, web.server.address, board);
        await playByClicking(page, { maxDecisions: 3000, stopAfter: board.after });
        await page.locator('section[aria-label="Decision"], section[aria-label="Game over"]').first().waitFor();
        expect(await fitsWidth(page)).toBe(true);
        const name = `board-${board.ruleset}${viewport === PHONE ? '-phone' : ''}.png`;
        await page.screenshot({ path: join(SHOTS, name), fullPage: viewport === PHONE });
        await page.context().close();
      }
  });

  it(
    'renders one update of the Pokémon board in a median time it reports; ' +
      'the replay viewer steps through the game',
    async () => {
      const page = await pageAt(DESKTOP);
      const match = await startBotGame(page, web.server.address, { ruleset: 'pokemon', decks: ['water', 'fire'] });
      await playByClicking(page, { maxDecisions: 3000 });
      const renders = await page.evaluate(() => performance.getEntriesByName('tcgkit:render').map((e) => e.duration));
      const sorted = [...renders].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)];
      console.log(
        `Pokémon board: ${renders.length} updates rendered, median ${median.toFixed(1)} ms, ` +
          `p90 ${sorted[Math.floor(sorted.length * 0.9)].toFixed(1)} ms ` +
          '(a measure, not asserted: the machine is shared)',
      );
      expect(renders.length).toBeGreaterThan(10);

      // The finished match in the replay viewer: every state hash verified, stepping and jumping.
      await page.goto(`${web.server.address}/replay/${match}`);
      const position = page.getByRole('status', { name: 'Replay position' });
      await position.getByText(/^Step 0 of \d+/).waitFor();
      expect(await page.getByRole('status', { name: 'Hash check' }).innerText()).toContain(
        'every step of the record verified',
      );
      await page.getByRole('button', { name: 'Step forward' }).click();
      await position.getByText(/^Step 1 of/).waitFor();
      await page.getByLabel('Jump to turn').selectOption({ label: 'turn 3' });
      await position.getByText(/turn 3$/).waitFor();
      await page.getByRole('button', { name: 'Step back' }).click();
      await position.getByText(/turn 2$/).waitFor();
      expect(await page.getByRole('region', { name: 'Log' }).getByRole('listitem').count()).toBeGreaterThan(0);
      expect(await page.locator('.board .zone').count()).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'End' }).click();
      await position.getByText(/^Step (\d+) of \1/).waitFor();
      await page.screenshot({ path: join(SHOTS, 'replay-pokemon.png') });

      // The same record as a file, with one state hash changed: the viewer says where it differs.
      const record = await matchRecord(page, web.server.address, match);
      record.hashes[2] = '0000000000000000';
      const file = join(mkdtempSync(join(tmpdir(), 'tcgkit-record-')), 'record.json');
      writeFileSync(file, JSON.stringify(record));
      await page.goto(`${web.server.address}/replay`);
      await page.getByLabel('Record file').setInputFiles(file);
      await page.getByRole('status', { name: 'Hash check' }).getByText('the record first differs at step 3').waitFor();
      await page.context().close();
    },
  );
});
