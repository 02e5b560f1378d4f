import { describe, it, expect } from 'vitest';
import { TestTable } from '@tcgkit/testing';
import { zoneKey } from '@tcgkit/core';
import { engine, cardsOf, testEngine, filler } from './support.js';
import {
  SAMPLE_DECKS,
  osOf,
  sameOs,
  neoStandardCompatible,
  ChaosCardSchema,
  chaosRuleset,
  SAMPLE_POOL,
} from '../src/index.js';

const witches = SAMPLE_DECKS.witches;
const problems = (deck: { deck: string[]; extra?: string[] }, options = {}) =>
  testEngine.validateDeck({ deck: deck.deck, extra: deck.extra ?? [] }, options);

describe('deck construction (CT-6.1)', () => {
  it('CT-6.1.1 / CT-6.2.1: the three sample decks (main + extra) are legal when presented', () => {
    for (const d of Object.values(SAMPLE_DECKS)) expect(engine.validateDeck(d)).toEqual([]);
  });

  it('CT-6.1.2: the main deck has exactly 50 cards and no extra card', () => {
    expect(problems({ deck: witches.deck.slice(0, 49) })).toEqual([
      { rule: 'CT-6.1.2', message: 'the main deck has exactly 50 cards, not 49' },
    ]);
    expect(problems({ deck: [...witches.deck.slice(0, 49), 'sw-ex-yoshika'] }).map((p) => p.rule)).toEqual([
      'CT-6.1.2',
    ]);
  });

  it('CT-6.1.3: at most one partner card, whatever its name', () => {
    const d = [...SAMPLE_DECKS.toheart.deck.slice(0, 49), 'aqua-konomi-partner'];
    expect(problems({ deck: d }).find((p) => p.rule === 'CT-6.1.3')?.message).toBe(
      'the main deck may hold at most one partner card, not 2',
    );
  });

  it('CT-6.1.4: the extra deck is optional, holds at most 10 cards, all extra cards', () => {
    expect(problems({ deck: witches.deck, extra: [] })).toEqual([]);
    const eleven = Array.from(
      { length: 11 },
      (_, i) =>
        [
          'sw-ex-eila-sanya',
          'sw-ex-yoshika',
          'ex-watcher',
          'nitro-ex-demonbane',
          'nitro-ex-demonbane-al',
          'aqua-ex-konomi',
          'aqua-ex-tamaki',
          'spica-extra',
        ][i % 8],
    );
    expect(problems({ deck: witches.deck, extra: eleven }).map((p) => p.rule)).toContain('CT-6.1.4');
    expect(problems({ deck: witches.deck, extra: ['sw-mio'] })).toEqual([
      { rule: 'CT-6.1.4', message: '"sw-mio" is not an extra card', card: 'sw-mio' },
    ]);
  });

  it('CT-6.1.5: at most 4 cards of one card name across main and extra deck together', () => {
    const d = [...witches.deck.slice(0, 49), 'sw-eila-bf109'];
    expect(problems({ deck: d })).toEqual([
      {
        rule: 'CT-6.1.5',
        message: '5 cards named "Bf109G-2のエイラ" (at most 4 in main and extra deck together)',
        card: 'Bf109G-2のエイラ',
      },
    ]);
  });

  it('CT-6.1.6 / CT-13.3.1 / CT-13.3.2: [BETA] lifts the same-name limit, but then every card must be [BETA]', () => {
    const beta = [...filler(30, 'beta-tank'), ...filler(20, 'beta-laser')];
    expect(problems({ deck: beta })).toEqual([]);
    expect(problems({ deck: [...beta.slice(0, 49), 'te-yui'] })).toEqual([
      {
        rule: 'CT-13.3.1',
        message: 'a deck with [BETA] cards may hold only [BETA] cards ("te-yui" is not)',
        card: 'te-yui',
      },
    ]);
  });

  it('CT-13.4.1 / CT-13.6.1: はるかさん and TSTゲージ cards may be included in any number', () => {
    const d = [...filler(40, 'haruka-mujaki'), ...filler(4, 'mitsuki'), ...filler(6, 'tst-gauge')];
    expect(problems({ deck: d })).toEqual([]);
  });

  it('CT-13.8.1 / CT-13.10.1 / CT-13.14.1: ソルラルチャージ, アラガミ and 幻想郷 cards: only 1 of each card name', () => {
    const out = problems({
      deck: witches.deck,
      extra: ['solar-kurou', 'solar-kurou', 'aragami-vajra', 'gensokyo-reimu', 'gensokyo-reimu'],
    });
    expect(out.map((p) => [p.rule, p.card])).toEqual([
      ['CT-13.8.1', 'ソルラルチャージ九郎'],
      ['CT-13.8.1', '博麗霊夢'],
    ]);
  });

  it('CT-6.2.2 (deck): a main deck needs a chara that can be made partner', () => {
    expect(problems({ deck: filler(50, 'haruka-mujaki') })).toEqual([
      { rule: 'CT-6.2.2', message: 'the main deck needs a chara card that can be chosen as partner' },
    ]);
  });

  it(
    'CT-APX.1 / CT-2.3.3: each work title has an OS name; CT-2.1.2 / CT-APX.4: そらのおとしもの and そらのおとしものf ' +
      'count as one OS',
    () => {
      expect(osOf('斬魔大聖デモンベイン')).toBe('ニトロプラス');
      expect(osOf('STEINS;GATE')).toBe('ニトロプラス');
      expect(osOf('ToHeart2')).toBe('アクアプラス');
      expect(sameOs('そらのおとしものf', 'そらのおとしもの')).toBe(true);
      expect(sameOs('ニトロプラス', 'アクアプラス')).toBe(false);
    },
  );

  it('CT-APX.2 / CT-APX.3: the listed OS groups may be mixed in Neo-Standard; others may not', () => {
    expect(neoStandardCompatible(['戦国恋姫', 'あっぱれ天下御免', 'アマカノ'])).toBe(true);
    expect(neoStandardCompatible(['みなとカーニバル', '真剣で私に恋しなさい'])).toBe(true);
    expect(neoStandardCompatible(['戦国恋姫', '真剣で私に恋しなさい'])).toBe(false);
    const mixed = { deck: [...witches.deck.slice(0, 46), ...filler(4, 'nitro-kurou')] };
    expect(problems(mixed, { format: 'neoStandard' }).map((p) => p.rule)).toEqual(['CT-APX.2']);
    expect(problems(mixed, { format: 'free' })).toEqual([]);
  });

  it('a malformed card in a pool is a typed error naming the entry and field', () => {
    expect(() =>
      chaosRuleset([...SAMPLE_POOL, { id: 'bad', name: 'x', type: 'chara', work: 'Nitro+', attack: 'three' }]),
    ).toThrow(/card pool entry \d+ \(bad\): attack/);
    expect(ChaosCardSchema.safeParse({ id: 'e', name: 'x', type: 'event', work: 'w' }).success).toBe(false);
  });
});

describe('pre-game procedure (CT-6.2)', () => {
  const start = (seed: number, a: keyof typeof SAMPLE_DECKS = 'witches', b: keyof typeof SAMPLE_DECKS = 'toheart') =>
    TestTable.start(engine, { seed, players: [{ zones: cardsOf(a) }, { zones: cardsOf(b) }] });

  it(
    'CT-6.2.2: a player chooses a chara card from the main deck as partner, face down and unknown to the ' +
      'opponent; a partner card must be chosen',
    () => {
      const t = start(1);
      expect(t.pending?.prompt).toBe('setup.partner');
      expect(t.pending?.player).toBe(0);
      // Only chara cards that may be partner are offered (no events, sets or extra cards).
      expect(
        t.pending?.options.every((o) => o.key.startsWith('sw-') && !o.key.includes('-ev-') && !o.key.includes('-set-')),
      ).toBe(true);
      // Copies of one card are one choice.
      const keys = t.pending!.options.map((o) => o.key);
      expect(new Set(keys).size).toBe(keys.length);
      t.choose('sw-eila-bf109');
      // Player 1's deck holds a partner card: it is placed with no choice offered.
      expect(t.pending?.prompt).not.toBe('setup.partner');
      expect(t.zone('partner@1')).toEqual(['aqua-konomi-partner']);
      const mine = t.state.zones[zoneKey('partner', 0)][0];
      expect(t.state.objects[mine].status.face).toBe('down');
      const theirView = testEngine.viewFor(t.state, 1);
      expect(JSON.stringify(theirView.zones['partner@0'])).not.toContain('sw-eila-bf109');
      // Nor does the chosen card's object id reach the opponent through player 0's data.
      expect(t.state.players[0].data.partnerCard).toBe(mine);
      expect(theirView.players[0].data).not.toHaveProperty('partnerCard');
      expect(JSON.stringify(theirView)).not.toContain(`"${mine}"`);
      expect(testEngine.viewFor(t.state, 0).players[0].data.partnerCard).toBe(mine);
      // The log of that data change shows the opponent no value either; its owner reads it whole.
      const remembered = t.log.find((l) => (l.data?.event as { key?: string } | undefined)?.key === 'partnerCard')!;
      expect(remembered.message).toContain(mine);
      // Its story says only that the data changed: no value, no card.
      expect(testEngine.logFor(remembered, 1, t.state)).toEqual({
        rule: 'CT-6.2.2',
        message: 'player 0 partnerCard changes',
        turn: remembered.turn,
        story: { actor: 0, kind: 'playerData:partnerCard', turnPlayer: 0 },
      });
      expect(testEngine.logFor(remembered, 0, t.state).message).toBe(remembered.message);
    },
  );

  it('a log line names its card by the printed name and its English name — never by its other card names', () => {
    const t = start(1);
    t.choose('sw-eila-bf109');
    const moved = t.log.find((l) => l.story?.kind === 'move:deck>partner' && l.story.actor === 0)!;
    // The owner sees the card: its printed name, and the name its English texts give. Its other card
    // name (エイラ, CT-2.1.1, read by name rules) is no translation: a log that took it for one sent a
    // list where clients expect language → name, and a client that checks messages could not read them.
    expect(testEngine.logFor(moved, 0, t.state).story?.cards?.card).toEqual({
      id: t.state.zones[zoneKey('partner', 0)][0],
      name: 'Bf109G-2のエイラ',
      names: { en: 'Eila in her Bf109G-2' },
    });
    // The opponent sees a face-down card: no name in any language.
    expect(testEngine.logFor(moved, 1, t.state).story?.cards?.card).toEqual({ hidden: true });
  });

  it('CT-6.1.3 (choice) / CT-13.4.1: "cannot be made partner" and はるかさん cards are never offered as partner', () => {
    const t = TestTable.start(testEngine, {
      seed: 3,
      players: [
        { zones: { deck: [...filler(47, 'haruka-mujaki'), 'aqua-lucy', 'aqua-lucy', 'test-dummy'] } },
        { zones: { deck: filler(50) } },
      ],
    });
    // Only test-dummy remains: chosen without asking.
    expect(t.zone('partner@0')).toEqual(['test-dummy']);
  });

  it('CT-6.2.3 / CT-6.2.4 / CT-6.2.6: decks shuffled and placed, then 5-card hands', () => {
    const t = start(2).choose('sw-eila-bf109');
    expect(t.state.zones['hand@0'].length).toBe(5);
    expect(t.state.zones['hand@1'].length).toBe(5);
    expect(t.state.zones['deck@0'].length).toBe(44);
    expect(t.state.zones['extra@0'].length).toBe(4);
    expect(t.log.filter((l) => l.rule === 'CT-6.2.3').length).toBeGreaterThanOrEqual(2);
  });

  it('CT-6.2.5: the first player is random with no choice offered to anyone', () => {
    const firsts = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      const t = start(seed).choose('sw-eila-bf109');
      firsts.add(Number(t.state.data.firstPlayer));
      expect(t.log.some((l) => l.rule === 'CT-6.2.5')).toBe(true);
    }
    expect([...firsts].sort()).toEqual([0, 1]);
  });

  it('CT-6.2.7: starting with the first player, each player may mulligan once: all 5 back, shuffle, draw 5', () => {
    const t = start(5).choose('sw-eila-bf109');
    const first = Number(t.state.data.firstPlayer);
    expect(t.pending?.prompt).toBe('setup.mulligan');
    expect(t.pending?.player).toBe(first);
    const before = [...t.state.zones[`hand@${first}`]];
    t.choose('mulligan');
    expect(t.state.zones[`hand@${first}`].length).toBe(5);
    expect(t.state.zones[`hand@${first}`].some((id) => before.includes(id))).toBe(false);
    expect(t.pending?.prompt).toBe('setup.mulligan');
    expect(t.pending?.player).toBe(1 - first);
    // Keeping changes nothing: the same five cards (same objects) stay in the hand.
    const kept = [...t.state.zones[`hand@${1 - first}`]];
    t.choose('keep');
    expect(t.pending?.prompt).not.toBe('setup.mulligan');
    expect(t.state.zones[`hand@${1 - first}`]).toEqual(kept);
  });

  it(
    'CT-6.2.8 / CT-6.2.9: partners turn face up without triggering; the first player is the main player of ' + 'turn 1',
    () => {
      const t = start(7).choose('sw-eila-bf109').choose('keep').choose('keep');
      expect(t.state.objects[t.state.zones['partner@0'][0]].status.face).toBe('up');
      expect(t.state.objects[t.state.zones['partner@1'][0]].status.face).toBe('up');
      expect(t.log.some((l) => l.rule === 'CT-6.2.8')).toBe(true);
      expect(t.state.turn.number).toBe(1);
      expect(t.state.turn.activePlayer).toBe(Number(t.state.data.firstPlayer));
    },
  );

  it('CT-1.1.1: the game is for two players', () => {
    expect(engine.manifest.players).toBe(2);
  });
});
