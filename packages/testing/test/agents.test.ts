import { describe, it, expect } from 'vitest';
import { registry, engine } from './support.js';
import {
  RandomAgent,
  playGame,
  cardConservation,
  viewRedaction,
  layerCoherence,
  stateIsTree,
  SeededPicker,
  randomAnswer,
} from '../src/index.js';
import type { Decision, Engine, GameState } from '@tcgkit/core';
import { writableAttached, writableStatus } from '@tcgkit/core';

const deck = [
  'vanilla',
  'big',
  'ping',
  'rally',
  'watcher',
  'eila',
  'splitter',
  'grave-watcher',
  'sleeper',
  'exile-guard',
];
const config = (seed: number) => ({
  seed,
  players: [
    { cards: { deck, hand: ['recall-strike', 'beastify'] } },
    { cards: { deck: [...deck].reverse(), hand: ['coin'] } },
  ],
});

describe('agents and the game runner', () => {
  it('the random agent only gives legal answers and games finish by a rule with every invariant holding', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const out = playGame({
        engine,
        config: config(seed),
        agents: [new RandomAgent(seed), new RandomAgent(seed + 1000)],
      });
      expect(out.error).toBeNull();
      expect(out.violations).toEqual([]);
      expect(out.state.result?.rule).toBe('CT-1.2.2');
      expect(out.record.answers).toHaveLength(out.decisions);
    }
  }, 30_000);

  it('same seeds, same game; the record replays', () => {
    const a = playGame({ engine, config: config(4), agents: [new RandomAgent(1), new RandomAgent(2)] });
    const b = playGame({ engine, config: config(4), agents: [new RandomAgent(1), new RandomAgent(2)] });
    expect(engine.hash(a.state)).toBe(engine.hash(b.state));
    expect(engine.hash(engine.replay(a.record))).toBe(engine.hash(a.state));
  });

  it('the random agent is uniform over the options', () => {
    const pick = new SeededPicker(7);
    const d = {
      id: 0,
      player: 0,
      kind: 'choose',
      prompt: 'p',
      params: {},
      rule: 'r',
      options: [0, 1, 2, 3].map((i) => ({ key: `k${i}`, label: '', value: i })),
    } as Decision;
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 8000; i++) counts[(randomAnswer(d, pick) as { choice: number }).choice]++;
    for (const c of counts) expect(Math.abs(c - 2000)).toBeLessThan(200);
    const dist = { ...d, kind: 'distribute', total: 4, min: 1, max: 3 } as Decision;
    for (let i = 0; i < 200; i++) {
      const a = randomAnswer(dist, pick) as { picks: number[]; amounts: number[] };
      expect(a.amounts.reduce((s, x) => s + x, 0)).toBe(4);
      expect(Math.min(...a.amounts)).toBeGreaterThanOrEqual(1);
      expect(a.picks.length).toBeLessThanOrEqual(3);
    }
    // A number decision (CT-1.3.7): every integer of min..max, both bounds included, and nothing else.
    const num = { ...d, kind: 'number', options: [], min: 2, max: 5 } as Decision;
    const seen = new Set<number>();
    for (let i = 0; i < 400; i++) seen.add((randomAnswer(num, pick) as { number: number }).number);
    expect([...seen].sort()).toEqual([2, 3, 4, 5]);
  });

  it('plays the example ruleset too (the toolkit has no game-specific code)', () => {
    const g = registry.engine('garden');
    const out = playGame({
      engine: g,
      config: {
        seed: 2,
        players: [{ cards: { deck: ['sprout', 'oak', 'sprout'] } }, { cards: { deck: ['oak', 'sprout'] } }],
      },
      agents: [new RandomAgent(1), new RandomAgent(2)],
    });
    expect(out.error).toBeNull();
    expect(out.state.result).not.toBeNull();
  });

  it('a ruleset invariant that breaks is reported at its step and stops the game', () => {
    const out = playGame({
      engine,
      config: config(3),
      agents: [new RandomAgent(1), new RandomAgent(2)],
      invariants: [
        {
          id: 'short-game',
          description: 'the game never reaches turn 3',
          check: (s) => (s.turn.number >= 3 ? [`turn ${s.turn.number} began`] : []),
        },
      ],
    });
    expect(out.violations).toHaveLength(1);
    expect(out.violations[0]).toMatchObject({ invariant: 'short-game', message: 'turn 3 began' });
    expect(out.state.turn.number).toBe(3);
    expect(out.decisions).toBe(out.violations[0].step);
  });

  it(
    'the built-in invariants catch a lost card, a duplicated card, a card whose zone or host is not its ' +
      "list's, and a leaking view",
    () => {
      const state = engine.createGame(config(1));
      const n = Object.keys(state.objects).length;
      const ok = cardConservation(n);
      expect(ok.check(state)).toEqual([]);
      const dup = structuredClone(state);
      dup.zones['grave@0'].push(dup.zones['deck@0'][0]);
      expect(ok.check(dup)[0]).toMatch(/is listed twice \(deck@0 and grave@0\)/);
      const lost = structuredClone(state);
      lost.zones['deck@0'].pop();
      expect(ok.check(lost)).toContain(`${n - 1} cards in play, the game started with ${n}`);
      const misplaced = structuredClone(state);
      const top = misplaced.zones['deck@0'][0];
      misplaced.objects[top].zone = 'grave@0';
      expect(ok.check(misplaced)).toEqual([`${top} is listed in deck@0 but says it is in grave@0`]);
      const [host, second] = state.zones['deck@0'];
      const dangling = structuredClone(state);
      dangling.objects[second].attachedTo = host;
      expect(ok.check(dangling)).toEqual([`${second} is listed in deck@0 but says it is attached to ${host}`]);
      const pointsElsewhere = structuredClone(state);
      pointsElsewhere.zones['deck@0'].splice(1, 1);
      writableAttached(pointsElsewhere.objects[host]).push(second);
      expect(ok.check(pointsElsewhere)).toEqual([`${second} is attached to ${host} but points to null`]);
      const leaky = {
        ...engine,
        services: engine.services,
        viewFor: (s: GameState, p: number) => ({ ...engine.viewFor(s, p), leak: s.zones['deck@0'] }),
      } as unknown as Engine;
      expect(viewRedaction(leaky).check(state)[0]).toMatch(/player 0's view contains o\d+ of hidden zone deck@0/);
      expect(viewRedaction(engine).check(state)).toEqual([]);
    },
  );
});

describe('view redaction with searches', () => {
  it(
    'cards offered to the viewer in their own decision are allowed; the same ids elsewhere in the view are ' + 'not',
    () => {
      const state = engine.createGame({
        seed: 1,
        players: [{ cards: { deck: ['vanilla', 'big'], hand: ['ping'] } }, { cards: { deck: ['big'] } }],
      });
      const deckId = state.zones['deck@0'][0];
      state.pending = { ...state.pending!, options: [{ key: 'search', label: 'search', value: deckId }] };
      expect(viewRedaction(engine).check(state)).toEqual([]);
      const leaky = {
        ...engine,
        services: engine.services,
        viewFor: (s: GameState, p: number) => ({ ...engine.viewFor(s, p), note: p === 1 ? deckId : null }),
      } as unknown as Engine;
      expect(viewRedaction(leaky).check(state)).toEqual([`player 1's view contains ${deckId} of hidden zone deck@0`]);
    },
  );
});

describe('layer cache coherence', () => {
  it(
    'CT-9.8: characteristics kept across an event whose facet was declared unread, but which the layer ' +
      'pass reads, are caught on the card',
    () => {
      const state = engine.createGame({
        seed: 1,
        players: [{ cards: { field: ['vanilla'], deck: ['big'] } }, { cards: { deck: ['big'] } }],
      });
      const v = state.zones['field@0'][0];
      const coherent = layerCoherence(engine);
      expect(coherent.check(state)).toEqual([]);
      const layers = engine.services.layers;
      expect(layers.view(state, v).attack).toBe(2);
      // A face-down card has attack 0 (the base characteristics read `face`); keep the cache as a
      // ruleset would that declared the change unread.
      const before = state.version;
      writableStatus(state.objects[v]).face = 'down';
      state.version++;
      layers.carryOver(state, before);
      expect(coherent.check(state)).toEqual([
        `${v} (vanilla) keeps ${JSON.stringify(layers.view(state, v))} but computes ` +
          `${JSON.stringify(layers.view({ ...state }, v))}`,
      ]);
      expect(layers.view({ ...state }, v).attack).toBe(0);
    },
  );
});

describe('state is a tree', () => {
  it('an object shared by two places of the state is reported with both paths; a fresh game has none', () => {
    const state = engine.createGame(config(1));
    expect(stateIsTree().check(state)).toEqual([]);
    const shared = { picked: ['o1'] };
    state.stack[0].locals.a = shared;
    state.data.b = shared;
    expect(stateIsTree().check(state)).toEqual(['state.data.b is the same object as state.stack.0.locals.a']);
  });

  it('the shared empty lists of card objects may be shared, and a write into one is reported', () => {
    const state = engine.createGame(config(1));
    const [a, b] = Object.values(state.objects);
    expect(a.attached).toBe(b.attached);
    expect(stateIsTree().check(state)).toEqual([]);
    // A write past the read-only type (a plugin in plain JavaScript) reaches every object at once.
    (a.attached as string[]).push('o999');
    try {
      expect(b.attached).toEqual(['o999']);
      expect(stateIsTree().check(state)[0]).toMatch(
        /attached is the core's shared empty list, and something was written/,
      );
    } finally {
      (a.attached as string[]).pop();
    }
  });
});
