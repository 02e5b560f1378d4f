import { describe, it, expect } from 'vitest';
import { RulesetRegistry, procedure, RulesetFailure, type GameState, type JsonObject } from '../src/index.js';
import { bareRuleset } from './support/bare-ruleset.js';

/** Bounds a step asks a number with; `withOption` adds an option a number decision must not have. */
const ASKS: Record<string, JsonObject> = {
  good: { min: 2, max: 5 },
  fromZero: { max: 3 },
  single: { min: 4, max: 4 },
  inverted: { min: 5, max: 2 },
  fraction: { min: 0, max: 2.5 },
  minFraction: { min: 0.5, max: 3 },
  unsafe: { min: 0, max: 2 ** 60 },
  withOption: { min: 0, max: 3, withOption: true },
};

/** A ruleset whose actions each ask a number decision from one of its own procedure steps (CT-1.3.7). */
const asking = bareRuleset(
  'ask',
  [
    procedure('ask.number', [
      [
        'ask',
        (_ctx, f) => {
          const a = f.locals.args as JsonObject;
          return {
            ask: {
              player: f.locals.player as number,
              kind: 'number',
              prompt: 'how many',
              rule: 'N-2',
              ...(a.min !== undefined ? { min: a.min as number } : {}),
              max: a.max as number,
              options: a.withOption ? [{ key: 'x', label: 'x', value: null }] : [],
            },
            into: 'n',
          };
        },
      ],
      ['keep', (ctx, f) => ((ctx.state.data.answered = f.locals.n as number), { next: true })],
    ]),
  ],
  [
    {
      id: 'ask',
      procedure: 'ask.number',
      enumerate: () => Object.entries(ASKS).map(([key, value]) => ({ key, label: key, value })),
    },
  ],
);

const engine = new RulesetRegistry().register(asking).engine('ask');
const start = (): GameState => engine.createGame({ seed: 1, players: [{ cards: {} }, { cards: {} }] });
const choose = (state: GameState, key: string): void => {
  const d = state.pending!;
  engine.submit(state, d.player, { decision: d.id, choice: d.options.findIndex((o) => o.key === key) });
};

describe('a number decision asked by a ruleset step (CT-1.3.7)', () => {
  it('is pending with its bounds and no options, and takes an integer between them', () => {
    for (const [key, min, max] of [
      ['good', 2, 5],
      ['fromZero', undefined, 3],
      ['single', 4, 4],
    ] as const) {
      const state = start();
      choose(state, key);
      expect(state.pending).toMatchObject({ kind: 'number', prompt: 'how many', max, options: [] });
      expect(state.pending!.min).toBe(min);
      const answer = min ?? 0;
      engine.submit(state, state.pending!.player, { decision: state.pending!.id, number: answer });
      expect(state.data.answered).toBe(answer);
    }
  });

  it('with bounds that are not integers min ≤ max, or with options, is a ruleset bug: a RulesetFailure', () => {
    for (const key of ['inverted', 'fraction', 'minFraction', 'unsafe', 'withOption']) {
      let error: unknown = null;
      try {
        choose(start(), key);
      } catch (e) {
        error = e;
      }
      expect(error, key).toBeInstanceOf(RulesetFailure);
      expect(String(error), key).toMatch(/a number decision has integer bounds min ≤ max and no options/);
    }
  });
});
