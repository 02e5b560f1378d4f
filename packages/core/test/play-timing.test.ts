import { describe, it, expect } from 'vitest';
import {
  RulesetRegistry,
  procedure,
  PLAY_TIMING,
  playTimingLocals,
  type Engine,
  type GameState,
} from '../src/index.js';
import { bareRuleset } from './support/bare-ruleset.js';

/**
 * A ruleset whose main phase is one play timing for both players (the active one first), offering
 * the actions of `providers` only (null: every provider) and, with `rotate`, passing play timing to
 * the next player after each action. Action "a" and "b" record who took them; "stop" ends the play timing.
 */
function timingRuleset(providers: string[] | null, rotate: boolean): Engine {
  const act = (id: string) => ({
    id,
    procedure: `pt.${id}`,
    enumerate: () => [{ key: id, label: id, value: null }],
  });
  const record = (id: string, ends: boolean) =>
    procedure(`pt.${id}`, [
      [
        'record',
        (ctx, f) => {
          const taken = (ctx.state.data.taken as string[] | undefined) ?? [];
          ctx.state.data.taken = [...taken, `${id}:${f.locals.player as number}`];
          return { done: ends ? { endsPlayTiming: true } : null };
        },
      ],
    ]);
  const ruleset = bareRuleset(
    'pt',
    [record('a', false), record('b', false), record('stop', true)],
    [act('a'), act('b'), act('stop')],
    [
      [
        'play timing',
        (ctx) => {
          const a = ctx.state.turn.activePlayer;
          return { call: PLAY_TIMING, locals: playTimingLocals([a, 1 - a], 'P-1', providers, rotate) };
        },
      ],
      ['after', (ctx) => ((ctx.state.data.ended = true), { next: true })],
    ],
  );
  return new RulesetRegistry().register(ruleset).engine('pt');
}

const start = (engine: Engine): GameState =>
  engine.createGame({ seed: 1, players: [{ cards: { deck: ['blank', 'blank'] } }, { cards: { deck: ['blank'] } }] });
const choose = (engine: Engine, state: GameState, key: string): void => {
  const d = state.pending!;
  engine.submit(state, d.player, { decision: d.id, choice: d.options.findIndex((o) => o.key === key) });
};
const keys = (state: GameState) => state.pending!.options.map((o) => o.key);

describe('play timing (CT-3.5)', () => {
  it('offers only the listed action providers when a part of the game limits them, and every one otherwise', () => {
    expect(keys(start(timingRuleset(['a', 'stop'], false)))).toEqual(['a', 'stop', 'pass']);
    expect(keys(start(timingRuleset(null, false)))).toEqual(['a', 'b', 'stop', 'pass']);
  });

  it('CT-3.5.2 / CT-8.2.3: after an action the same player acts again, or the next where play timing rotates', () => {
    for (const [rotate, next] of [
      [false, 0],
      [true, 1],
    ] as const) {
      const engine = timingRuleset(null, rotate);
      const state = start(engine);
      expect(state.pending!.player).toBe(0);
      choose(engine, state, 'a');
      expect(state.pending!.player).toBe(next);
      choose(engine, state, 'b');
      expect(state.data.taken).toEqual(['a:0', `b:${next}`]);
    }
  });

  it('an action that says so ends the play timing at once, without the other player passing', () => {
    const engine = timingRuleset(null, false);
    const state = start(engine);
    choose(engine, state, 'stop');
    expect(state.data.taken).toEqual(['stop:0']);
    expect(state.data.ended).toBe(true);
  });
});
