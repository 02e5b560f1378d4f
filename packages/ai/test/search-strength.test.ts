import { describe, expect, it } from 'vitest';
import { GameSession, type Answer, type Engine, type GameState } from '@tcgkit/core';
import { RandomAgent, playGame } from '@tcgkit/testing';
import { SearchAgent } from '../src/index.js';
import { configOf, gameCases, registry } from './support.js';

const goofspiel = gameCases().find((c) => c.ruleset === 'goofspiel')!;
const engine = registry.engine('goofspiel');
/** Plays the game on from `state` (a copy), every later decision by its first option; whether `me` wins. */
function wins(e: Engine, state: GameState, me: number, answers: readonly Answer[]): boolean {
  const s = e.clone(state);
  for (const a of answers) e.submit(s, s.pending!.player, { ...a, decision: s.pending!.id });
  while (s.pending && !s.result) e.submit(s, s.pending.player, { decision: s.pending.id, choice: 0 });
  return !!s.result && !s.result.draw && s.result.winners.includes(me);
}

/**
 * Positions two bids from the end where the player bidding first and exactly one of its two cards wins
 * whatever the opponent bids, while the other does not: found by trying every pair of bids.
 */
function decidedPositions(count: number): { state: GameState; winning: number }[] {
  const out: { state: GameState; winning: number }[] = [];
  for (let seed = 1; seed < 400 && out.length < count; seed++) {
    const session = GameSession.create(engine, configOf(goofspiel, seed)).start();
    const random = [new RandomAgent(seed), new RandomAgent(seed + 1)];
    while (session.state.pending && !session.state.result) {
      const d = session.state.pending;
      if (d.options.length === 2 && d.simultaneous) {
        const state = engine.clone(session.state);
        // Two cards each: the bid now decides the last bid too.
        const sureWin = [0, 1].map((mine) =>
          [0, 1].every((theirs) =>
            wins(engine, state, d.player, [
              { decision: 0, choice: mine },
              { decision: 0, choice: theirs },
            ]),
          ),
        );
        if (sureWin[0] !== sureWin[1]) out.push({ state, winning: sureWin[0] ? 0 : 1 });
        break;
      }
      session.submit(d.player, random[d.player].decide(engine.viewFor(session.state, d.player), d));
    }
  }
  return out;
}

describe('the search plays better than chance (Goofspiel)', () => {
  it('two bids from the end, it bids the card that wins whatever the opponent bids', () => {
    const positions = decidedPositions(6);
    // Six positions: a random bidder finds every winning card with probability 1/64.
    expect(positions.length).toBe(6);
    const agent = new SearchAgent({ engine, seed: 3, iterations: 60 });
    for (const p of positions) expect(agent.decideInGame(p.state, p.state.pending!).choice).toBe(p.winning);
  });

  it('beats the random agent in most of 10 seeded games (seats alternating)', () => {
    let won = 0;
    for (let g = 0; g < 10; g++) {
      const seat = g % 2;
      const search = new SearchAgent({ engine, seed: g, iterations: 150 });
      const random = new RandomAgent(g + 100);
      const out = playGame({
        engine,
        config: configOf(goofspiel, 500 + g),
        agents: seat === 0 ? [search, random] : [random, search],
        checkInvariants: false,
      });
      const r = out.state.result;
      if (r && !r.draw && r.winners.includes(seat)) won++;
    }
    // Chance (the random agent against itself) wins about half: 8 of 10 or more by chance is 5.5 %.
    expect(won).toBeGreaterThanOrEqual(8);
  }, 60_000);
});
