import { discoverRulesets, type Engine } from '@tcgkit/core';
import { playGames, type GameRow, type SimPlan } from './simulate.js';

/**
 * A task of `tcgkit sim --jobs K` (run by the tinypool worker pool): plays one game of the plan.
 * The engine is built once per worker thread and serves every game it is given.
 */
let engine: Promise<Engine> | null = null;

export default async function playOne({ plan, index }: { plan: SimPlan; index: number }): Promise<GameRow> {
  engine ??= discoverRulesets().then(({ registry }) =>
    (plan.cards ? registry.withCards(plan.ruleset, plan.cards) : registry).engine(plan.ruleset),
  );
  return playGames(await engine, plan, [index])[0];
}
