import { parentPort, workerData } from 'node:worker_threads';
import { discoverRulesets } from '../discover-rulesets.js';
import { playGames, type SimPlan } from './simulate.js';

/** A worker of `tcgkit sim --jobs K`: plays its share of the games and posts the rows back. */
const { plan, indices } = workerData as { plan: SimPlan; indices: number[] };
const { registry } = await discoverRulesets();
const engine = registry.engine(plan.ruleset);
for (const index of indices) parentPort!.postMessage(playGames(engine, plan, [index])[0]);
