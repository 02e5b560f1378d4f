import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { RulesetRegistry, type RulesetPlugin } from '@tcgkit/core';
import { pokemon } from '@tcgkit/pokemon';
import { chaos, SAMPLE_POOL } from '@tcgkit/chaos';
import { goofspiel } from '@tcgkit/goofspiel';
import { serverAndBrowser } from './support/web-fixture';
import { startBotGame } from './support/lobby-page';
import { playByClicking } from './support/click-agent';
import { readDetail, type ReadDetail } from './support/card-detail-reader';

/**
 * For each ruleset: a card in play, hovered, shows its whole printed card in the detail, and every
 * printed field read there is checked against the card data of the plugin (a field mapped to the
 * wrong data, or not shown, fails).
 */

const web = serverAndBrowser();

type Card = Record<string, unknown>;
const cardsOf = (plugin: RulesetPlugin, id: string) =>
  new Map(
    new RulesetRegistry()
      .register(plugin)
      .engine(id)
      .cards()
      .map((c) => [c.id, c as Card]),
  );

/**
 * Plays by clicking (in runs of decisions, so that the clicker's turn pacing holds) until a card
 * the viewer sees lies in one of the zones (on the given sides), then opens its detail by hovering it.
 */
async function hoverCardIn(page: Page, zones: RegExp, sides = '.board', maxRuns = 30): Promise<ReadDetail> {
  for (let run = 0; run < maxRuns; run++) {
    const keys = await page.locator(`${sides} [data-zone]`).evaluateAll((els) =>
      els.map((e) => ({
        key: e.getAttribute('data-zone')!,
        cards: e.querySelectorAll(':scope > .cards .card-body').length,
      })),
    );
    const zone = keys.find((k) => zones.test(k.key.split('@')[0]) && k.cards > 0);
    if (zone) {
      const card = page.locator(`[data-zone="${zone.key}"] > .cards > li > .card > .card-body`).first();
      await page.mouse.move(0, 0);
      await card.hover();
      // The other seat may still be moving (an early decision is shown while it acts): a card that moves
      // leaves sight and its detail closes; the next run finds a card again.
      const opened = await page
        .locator('.card-detail')
        .waitFor({ timeout: 10_000 })
        .then(() => readDetail(page))
        .catch(() => null);
      if (opened) return opened;
      continue;
    }
    await playByClicking(page, { maxDecisions: 3000, stopAfter: run === 0 ? 1 : 10 });
  }
  throw new Error(`no card of the viewer in ${zones} after ${maxRuns} runs of decisions`);
}

const ENERGY: Record<string, string> = {
  G: 'Grass',
  R: 'Fire',
  W: 'Water',
  L: 'Lightning',
  P: 'Psychic',
  F: 'Fighting',
  D: 'Darkness',
  M: 'Metal',
  Y: 'Fairy',
  N: 'Dragon',
  C: 'Colorless',
};
const STAGES: Record<string, string> = { basic: 'Basic', stage1: 'Stage 1', stage2: 'Stage 2', levelUp: 'LV.X' };

describe('the card detail shows every printed field of a card in play, as the card data says', () => {
  it('Pokémon: type, stage, HP, attacks with costs, damage and text, Weakness, Resistance, Retreat', async () => {
    const cards = cardsOf(pokemon, 'pokemon');
    const page = await web.browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    page.setDefaultTimeout(180_000);
    await startBotGame(page, web.server.address, { ruleset: 'pokemon', decks: ['water', 'fire'] });
    const read = await hoverCardIn(page, /^active$/, '.side-own');
    const card = cards.get(read.def)!;
    expect(card, read.def).toBeDefined();
    expect(read.title).toBe(card.name);
    expect(read.top.stage.text).toBe(STAGES[card.stage as string]);
    expect(read.top.types.symbols).toEqual((card.types as string[]).map((t) => ENERGY[t]));
    expect(read.top.hp.text).toBe(String(card.hp));
    expect(read.top.retreat.text).toBe(String(card.retreat));
    const weakness = card.weakness as { type: string; value: number } | undefined;
    if (weakness) {
      expect(read.top['weakness.type'].symbols).toEqual([ENERGY[weakness.type]]);
      expect(read.top['weakness.value'].text).toBe(String(weakness.value));
    } else expect(read.top['weakness.type']).toBeUndefined();
    const resistance = card.resistance as { type: string; value: number } | undefined;
    if (resistance) {
      expect(read.top['resistance.type'].symbols).toEqual([ENERGY[resistance.type]]);
      expect(read.top['resistance.value'].text).toBe(String(resistance.value));
    } else expect(read.top['resistance.type']).toBeUndefined();
    if (card.evolvesFrom) expect(read.top.evolvesFrom.text).toBe(card.evolvesFrom);
    const attacks = card.attacks as { name: string; cost: string[]; damage: number; text?: string }[];
    expect(read.lists.Attacks).toHaveLength(attacks.length);
    attacks.forEach((attack, i) => {
      const shown = read.lists.Attacks[i];
      expect(shown.name.text).toBe(attack.name);
      expect(shown.cost?.symbols ?? []).toEqual(attack.cost.map((t) => ENERGY[t]));
      if (attack.damage > 0) expect(shown.damage.text).toBe(String(attack.damage));
      else expect(shown.damage).toBeUndefined();
      if (attack.text) expect(shown.text.text).toBe(attack.text);
    });
    const abilities = (card.abilityText ?? []) as { name: string; text: string }[];
    expect(read.lists.Abilities ?? []).toHaveLength(abilities.length);
    abilities.forEach((a, i) => expect(read.lists.Abilities[i].text.text).toBe(a.text));
    await page.close();
  });

  it('ChaosTCG: name, work, traits, type, ATK/DUR, abilities — in English, and in Japanese as printed', async () => {
    const cards = cardsOf(chaos, 'chaos');
    const page = await web.browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    page.setDefaultTimeout(180_000);
    await startBotGame(page, web.server.address, { ruleset: 'chaos', decks: ['witches', 'toheart'] });
    const read = await hoverCardIn(page, /^(front1|front2|back1|back2)$/);
    const card = cards.get(read.def)!;
    const en = (card.i18n as Record<string, Record<string, string>>).en;
    expect(read.title).toBe(en.name);
    expect(read.top.work.text).toBe(en.work ?? card.work);
    expect(read.top.type.text).toBe({ chara: 'Chara', extra: 'Extra', partner: 'Partner' }[card.type as string]);
    const traits = (card.traits as string[]).map((t, i) => en[`traits.${i}`] ?? t);
    if (traits.length > 0) expect(read.top.traits.text).toBe(traits.join(', '));
    expect(read.top.attack.text).toBe(String(card.attack));
    expect(read.top.durability.text).toBe(String(card.durability));
    // The abilities' words as the card file prints them (the engine's card holds them compiled).
    const printedAbilities = (id: string) => SAMPLE_POOL.find((c) => c.id === id)?.abilities ?? [];
    const texts = printedAbilities(read.def)
      .map((a) => a.text)
      .filter(Boolean);
    // Every printed ability with its words; one the rules add without printed words (maintenance) is not listed.
    expect((read.lists.Abilities ?? []).map((a) => a.text.text)).toEqual(texts);

    // In Japanese: a card in play read again (the one above may have moved meanwhile), as printed.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
    await page.locator('html[lang="ja"]').waitFor();
    await page.mouse.move(0, 0);
    const inJapanese = await hoverCardIn(page, /^(front1|front2|back1|back2)$/);
    const jaCard = cards.get(inJapanese.def)!;
    const jaWords = (jaCard.i18n as Record<string, Record<string, string>>).ja ?? {};
    expect(inJapanese.title).toBe(jaCard.name);
    expect(inJapanese.top.work.text).toBe(jaCard.work);
    // A text in Japanese where the card gives one, else as the data writes it (an ability may have words in one only).
    const jaTexts = printedAbilities(inJapanese.def).flatMap((a, i) => {
      const text = jaWords[`abilities.${i}.text`] ?? a.text;
      return text ? [text] : [];
    });
    expect((inJapanese.lists['能力'] ?? []).map((a) => a.text.text)).toEqual(jaTexts);
    await page.close();
  });

  it('Goofspiel: the value and kind of a card', async () => {
    const cards = cardsOf(goofspiel, 'goofspiel');
    const page = await web.browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    page.setDefaultTimeout(180_000);
    await startBotGame(page, web.server.address, { ruleset: 'goofspiel', decks: ['suit', 'suit'] });
    const read = await hoverCardIn(page, /^hand$/, '.side-own');
    const card = cards.get(read.def)!;
    expect(read.title).toBe(card.name);
    expect(read.top.value.text).toBe(String(card.value));
    expect(read.top.kind.text).toBe({ bid: 'Bid card', prize: 'Prize card' }[card.kind as string]);
    await page.close();
  });
});
