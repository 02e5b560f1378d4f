import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serverAndBrowser } from './support/web-fixture';
import { startBotGame } from './support/lobby-page';
import { playByClicking } from './support/click-agent';
import { readDetail } from './support/card-detail-reader';

/**
 * A Pokémon game played to the end by a player who attacks by what the page shows: an attack is
 * chosen by its name as the Active Pokémon's detail lists it, with its Energy cost as drawn there,
 * never by anything the page does not show.
 */

const web = serverAndBrowser();

const DECISION = 'section[aria-label="Decision"]';
const GAME_OVER = 'section[aria-label="Game over"]';
const ACTIVE = '.side-own [data-zone^="active@"] > .cards > li > .card';

/** The attacks the own Active Pokémon's detail lists: name and the number of Energy symbols of its cost. */
async function activeAttacks(page: Page): Promise<{ name: string; cost: number }[] | null> {
  await page.mouse.move(0, 0);
  await page.locator(`${ACTIVE} > .card-body`).first().hover();
  const opened = await page
    .locator('.card-detail')
    .waitFor({ timeout: 10_000 })
    .then(() => readDetail(page))
    .catch(() => null);
  if (!opened) return null;
  return (opened.lists.Attacks ?? []).map((a) => ({ name: a.name.text, cost: a.cost?.symbols.length ?? 0 }));
}

/** The Energy the board shows on the own Active Pokémon: its symbols, or its Energy cards where drawn as cards. */
async function shownEnergy(page: Page): Promise<number> {
  const active = page.locator(ACTIVE).first();
  const symbols = await active.locator('.attached-symbols .symbol').count();
  const faces = await active.locator('.attached .card-body').allInnerTexts();
  // A card drawn as a face (it stands for an option) counts by its name: Double Colorless gives two.
  const fromFaces = faces.filter((t) => /Energy/.test(t)).reduce((n, t) => n + (/Double Colorless/.test(t) ? 2 : 1), 0);
  return symbols + fromFaces;
}

describe('a Pokémon game played to the end, attacking by the names and costs the page shows', () => {
  it('every attack chosen is one the Active lists, and its cost as drawn is covered by the Energy shown', async () => {
    const context = await web.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    context.setDefaultTimeout(180_000);
    const page = await context.newPage();
    await startBotGame(page, web.server.address, { ruleset: 'pokemon', decks: ['water', 'fire'] });
    let attacks = 0;
    for (let decisions = 0; decisions < 3000; decisions++) {
      await page.locator(`${DECISION}, ${GAME_OVER}`).first().waitFor({ timeout: 0 });
      if ((await page.locator(GAME_OVER).count()) > 0) break;
      const offered = page.locator(`${DECISION} ul.options button[data-key^="attack:"]`);
      const listed = (await offered.count()) > 0 ? await activeAttacks(page) : null;
      if (!listed) {
        await playByClicking(page, { maxDecisions: 3000, stopAfter: 1 });
        continue;
      }
      // The button says which attack ("Attack: Razor Shell"): the one the detail lists under that name.
      const button = offered.first();
      const words = (await button.innerText()).replace(/^Attack: /, '');
      const attack = listed.find((a) => a.name === words);
      expect(attack, `"${words}" among ${JSON.stringify(listed)}`).toBeDefined();
      expect(await shownEnergy(page)).toBeGreaterThanOrEqual(attack!.cost);
      const before = await page.locator(DECISION).getAttribute('data-decision');
      await button.click();
      await page.waitForFunction(
        ([sel, was]) => document.querySelector(sel)?.getAttribute('data-decision') !== was,
        [DECISION, before] as const,
        { timeout: 0 },
      );
      attacks++;
    }
    await page.locator(GAME_OVER).waitFor();
    console.log(`attacks chosen by name: ${attacks}; ${await page.locator(GAME_OVER).innerText()}`);
    expect(attacks).toBeGreaterThan(0);
    await context.close();
  });
});
