import type { Agent, Engine, GameState } from '@tcgkit/core';
import { randomAnswer, type SeededPicker } from '@tcgkit/testing';

/** How a rollout answers every decision after the tree: uniformly random legal answers, or the ruleset's bot. */
export type RolloutPolicy = 'random' | 'bot';

/** Attempts at a random answer the rules accept before a rollout stops and is evaluated where it is. */
const ANSWER_ATTEMPTS = 4;

/**
 * Plays `state` on (in place) with the default policy for at most `depth` decisions or to the end.
 * The bots see each seat's view of this dealt state, as they would in a game. Returns the number of
 * decisions played.
 */
export function rollout(
  engine: Engine,
  state: GameState,
  depth: number,
  policy: RolloutPolicy,
  pick: SeededPicker,
  bots: readonly (Agent | null)[],
): number {
  let played = 0;
  while (played < depth && state.pending && !state.result) {
    const d = state.pending;
    const bot = policy === 'bot' ? bots[d.player] : null;
    let accepted = false;
    if (bot) accepted = engine.trySubmit(state, d.player, bot.decide(engine.viewFor(state, d.player), d)) === null;
    // The rules may refuse a structurally legal answer (a constraint beyond min/max): try again.
    for (let i = 0; !accepted && i < ANSWER_ATTEMPTS; i++)
      accepted = engine.trySubmit(state, d.player, randomAnswer(d, pick)) === null;
    if (!accepted) break;
    played++;
  }
  return played;
}
