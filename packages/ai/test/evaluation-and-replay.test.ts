import { describe, expect, it } from 'vitest';
import { GameSession, type GameState } from '@tcgkit/core';
import { RandomAgent, lazyView } from '@tcgkit/testing';
import { SearchAgent } from '../src/index.js';
import { configOf, gameCases, positions, registry } from './support.js';

/** The states of one seeded game between the ruleset's bots, every `every`-th step, and the last. */
function states(ruleset: string, every: number): GameState[] {
  const c = gameCases().find((x) => x.ruleset === ruleset)!;
  const engine = registry.engine(ruleset);
  const config = configOf(c, 21);
  const session = GameSession.create(engine, config).start();
  const agents = [0, 1].map((p) => engine.bot(p + 1) ?? new RandomAgent(p + 1));
  const out: GameState[] = [];
  for (let step = 0; session.state.pending && !session.state.result && step < 5000; step++) {
    if (step % every === 0) out.push(engine.clone(session.state));
    const d = session.state.pending;
    session.submit(d.player, agents[d.player].decide(lazyView(engine, session.state, d.player), d));
  }
  out.push(session.state);
  return out;
}

describe('every ruleset binds an evaluation, in [-1, 1], on the winner’s side at the end', () => {
  for (const ruleset of registry.ids())
    it(ruleset, () => {
      const engine = registry.engine(ruleset);
      const all = states(ruleset, 10);
      for (const s of all)
        for (const p of [0, 1]) {
          const v = engine.evaluate(s, p);
          expect(v).not.toBeNull();
          expect(Math.abs(v!)).toBeLessThanOrEqual(1);
        }
      const end = all[all.length - 1];
      const winner = end.result!.winners[0];
      if (end.result!.draw || winner === undefined) return;
      expect(engine.evaluate(end, winner)!).toBeGreaterThanOrEqual(engine.evaluate(end, 1 - winner)!);
    });
});

describe('a seeded search replays', () => {
  const c = gameCases().find((x) => x.ruleset === 'pokemon') ?? gameCases()[0];
  const engine = registry.engine(c.ruleset);
  const at = positions(engine, configOf(c, 5), 0, 3);

  it('the same seed and iteration budget give the same answers', () => {
    const run = () => {
      const agent = new SearchAgent({ engine, seed: 9, iterations: 20, rolloutDepth: 10 });
      return at.map((s) => agent.decideInGame(s, s.pending!));
    };
    expect(run()).toEqual(run());
  });

  it('a time budget is read from the injected clock only', () => {
    // A clock that advances 1 ms per reading: a 10 ms budget is a fixed number of iterations.
    let now = 0;
    const agent = new SearchAgent({ engine, seed: 9, iterations: 1e9, timeMs: 10, clock: () => now++ });
    agent.decideInGame(at[0], at[0].pending!);
    // Readings: the start, one before each iteration and the stop, the last one when the budget is spent.
    expect(agent.stats.iterations).toBe(9);
    expect(agent.stats.ms).toBe(11);
  });
});
