import { describe, expect, it } from 'vitest';
import type { Answer, Engine, GameState } from '@tcgkit/core';
import { SearchAgent, type SearchOptions } from '../src/index.js';
import { configOf, gameCases, permuteHidden, positions, registry } from './support.js';

/** A small budget: the property holds at any budget, and a test must stay quick. */
const BUDGET: Omit<SearchOptions, 'engine' | 'seed'> = { iterations: 24, rolloutDepth: 16 };

/** The answers one agent gives, in order, to the decisions pending in `states`, and its statistics. */
function search(engine: Engine, states: readonly GameState[], extra: Partial<SearchOptions> = {}) {
  const agent = new SearchAgent({ engine, seed: 7, ...BUDGET, ...extra });
  const answers: Answer[] = states.map((s) => agent.decideInGame(s, structuredClone(s.pending!)));
  return { answers, stats: agent.stats };
}
const answers = (engine: Engine, states: readonly GameState[], extra: Partial<SearchOptions> = {}) =>
  search(engine, states, extra).answers;

describe('the search agent never reads hidden information', () => {
  for (const c of gameCases()) {
    const era = typeof c.options.era === 'string' ? `, ${c.options.era}` : '';
    const name = `${c.ruleset} (${c.decks.join(' vs ')}${era})`;
    for (const SEAT of [0, 1])
      describe(`${name}, seat ${SEAT}`, () => {
        const engine = registry.engine(c.ruleset);
        const truth = [11, 12].flatMap((seed) => positions(engine, configOf(c, seed), SEAT, 3));
        const permuted = truth.map((s, i) => permuteHidden(engine, s, SEAT, 1000 + i));

        it('the permutations are real and invisible to the searcher', () => {
          expect(truth.length).toBeGreaterThanOrEqual(4);
          expect(permuted.some((p) => p.changed > 0)).toBe(true);
          permuted.forEach((p, i) => {
            expect(JSON.stringify(engine.viewFor(p.state, SEAT))).toBe(JSON.stringify(engine.viewFor(truth[i], SEAT)));
          });
        });

        it('permuting the hidden cards of the true state changes no decision (same seed)', () => {
          const before = truth.map((s) => engine.serialize(s));
          const honest = search(engine, truth);
          expect(
            answers(
              engine,
              permuted.map((p) => p.state),
            ),
          ).toEqual(honest.answers);
          // It did search: every iteration found a deal from this seat's knowledge.
          expect(honest.stats.iterations).toBeGreaterThan(0);
          expect(honest.stats.noDeal).toBe(0);
          // The host's state is read, never written.
          expect(truth.map((s) => engine.serialize(s))).toEqual(before);
        });
      });
  }

  it('a search that cheats (deals the true state) is caught by the same comparison', () => {
    // The control: the comparison above can fail. Searching the true state itself, the agent's answers
    // follow the hidden cards, and some answer changes when they are permuted.
    const caught: string[] = [];
    for (const c of gameCases()) {
      const engine = registry.engine(c.ruleset);
      const cheat = { deal: (s: GameState) => engine.clone(s) };
      const truth = [11, 12].flatMap((seed) => positions(engine, configOf(c, seed), 0, 3));
      const permuted = truth.map((s, i) => permuteHidden(engine, s, 0, 1000 + i).state);
      const a = answers(engine, truth, cheat);
      const b = answers(engine, permuted, cheat);
      if (a.some((x, i) => JSON.stringify(x) !== JSON.stringify(b[i]))) caught.push(c.ruleset);
    }
    // Seen here: Goofspiel and every Pokémon era; ChaosTCG's few positions happen not to differ at this budget.
    expect(caught.length).toBeGreaterThanOrEqual(3);
  });
});
