import { describe, expect, it } from 'vitest';
import { discoverRulesets } from '@tcgkit/core';
import { serverAndBrowser } from './support/web-fixture';
import { startBotGame } from './support/lobby-page';
import { playByClicking } from './support/click-agent';
import { SeatRecorder } from './support/seat-recorder';
import { matchRecord } from './support/match-record';
import { idScanner, type IdSighting } from './support/id-scan';
import { seatKnowledge } from './support/knowledge';

const web = serverAndBrowser();

/** Every ruleset the server hosts, with the Pokémon eras as its option; different decks where there are. */
const GAMES = [
  { ruleset: 'goofspiel', decks: ['suit', 'suit'] as [string, string] },
  {
    ruleset: 'pokemon',
    options: { 'Rules of the era': 'XY (2015 rules)' },
    decks: ['water', 'fire'] as [string, string],
  },
  { ruleset: 'pokemon', options: { 'Rules of the era': 'Diamond & Pearl' }, decks: ['dp', 'dp'] as [string, string] },
  { ruleset: 'pokemon', options: { 'Rules of the era': 'LEGEND' }, decks: ['legend', 'legend'] as [string, string] },
  { ruleset: 'chaos', decks: ['witches', 'toheart'] as [string, string] },
];

describe('a complete game against the bot, played only by clicking', () => {
  for (const game of GAMES) {
    const title = `${game.ruleset}${game.options ? ` (${Object.values(game.options).join(', ')})` : ''}`;
    it(`${title}: to the end; the seat never receives a hidden card of the bot's`, async () => {
      const context = await web.browser.newContext({ viewport: { width: 1280, height: 720 } });
      // Generous, never tight: the machine is shared (a stuck step still fails, after minutes).
      context.setDefaultTimeout(180_000);
      const page = await context.newPage();
      // The server's Content-Security-Policy must let the whole client work: a blocked script,
      // style, font or socket shows up as a console message from the browser.
      const blocked: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
      });
      const seat = new SeatRecorder(page);
      const match = await startBotGame(page, web.server.address, game);
      const { registry } = await discoverRulesets();
      // Words on screen are for players: no card, object or zone id in the decision, the board or the log,
      // in English and in Japanese.
      const scan = idScanner(
        registry.engine(game.ruleset),
        registry.presentation(game.ruleset).zones.map((z) => z.zone),
      );
      const ids: IdSighting[] = [];
      const played = await playByClicking(page, {
        maxDecisions: 3000,
        tryIllegal: true,
        afterDecision: async () => {
          await seat.snapshot();
          ids.push(...scan(await page.locator('.play').innerText()));
          // The same page in Japanese too (then back: the agent reads English buttons).
          await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
          await page.locator('html[lang="ja"]').waitFor();
          ids.push(...scan(await page.locator('.play').innerText()));
          await page.getByRole('combobox', { name: '言語' }).selectOption('en');
          await page.locator('html[lang="en"]').waitFor();
        },
      });
      expect(ids.slice(0, 5)).toEqual([]);
      expect(played.outcome).toMatch(/Game over: (You won|You lost|Draw)/);
      expect(blocked).toEqual([]);
      expect(played.decisions).toBeGreaterThan(0);
      // Cards were clicked on the board, not only widget buttons.
      expect(played.boardClicks).toBeGreaterThan(0);
      console.log(
        `${title}: ${played.decisions} decisions, ${played.boardClicks} by board clicks; ` +
          `${played.outcome}; refusal: ${played.refusal}`,
      );
      if (played.refusal) expect(played.refusal).toContain('illegal-answer');

      const record = await matchRecord(page, web.server.address, match);
      const engine = (await discoverRulesets()).registry.engine(game.ruleset);
      const knowledge = seatKnowledge(engine, record, 0);
      const names = new Map(engine.cards().map((c) => [c.id, c.name]));
      const seenNames = engine
        .cards()
        .filter((c) => !knowledge.neverSeen.has(c.id))
        .map((c) => c.name);
      expect(seat.frames.length).toBeGreaterThan(0);
      expect(seat.leaks(knowledge, names, seenNames)).toEqual([]);
      await context.close();
    });
  }
});
