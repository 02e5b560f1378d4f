import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RandomAgent, playGame } from '@tcgkit/testing';
import { SearchAgent } from '@tcgkit/ai';
import type { Agent, Engine } from '@tcgkit/core';

/** The agents `sim` seats: the ruleset's bot, the random agent, or the search agent (`@tcgkit/ai`). */
export type AgentKind = 'bot' | 'random' | 'search';

/** The search agent's budget per decision: iterations, and milliseconds when set (then games depend on the machine). */
export interface SearchBudget {
  iterations: number;
  timeMs: number | null;
}

/** What `sim` plays: which games (by index) with which decks and agents. */
export interface SimPlan {
  ruleset: string;
  games: number;
  seed: number;
  decks: [Record<string, string[]>, Record<string, string[]>];
  agents: [AgentKind, AgentKind];
  /** The search agent's budget (used by `search` seats). */
  search: SearchBudget;
  options: Record<string, unknown>;
  out: string;
  /** When set, every game's record is written here (not only failed games'). */
  records: string | null;
  /** Extra card definitions (`--cards`) the workers add to the ruleset's pool, or null. */
  cards: unknown[] | null;
}

/** One game's outcome (deterministic: no timing in it). */
export interface GameRow {
  index: number;
  seed: number;
  winners: number[];
  draw: boolean;
  rule: string | null;
  reason: string | null;
  turns: number;
  decisions: number;
  failed: string | null;
  record: string | null;
}

function agent(engine: Engine, kind: AgentKind, seed: number, budget: SearchBudget): Agent {
  if (kind === 'search')
    return new SearchAgent({ engine, seed, iterations: budget.iterations, timeMs: budget.timeMs ?? undefined });
  if (kind === 'bot') {
    const b = engine.bot(seed);
    if (b) return b;
  }
  return new RandomAgent(seed);
}

/** Plays games `indices` of a plan; failed or erroring games are written as records under `out`. */
export function playGames(engine: Engine, plan: SimPlan, indices: number[]): GameRow[] {
  return indices.map((index) => {
    const seed = plan.seed + index;
    const out = playGame({
      engine,
      config: { seed, players: [{ cards: plan.decks[0] }, { cards: plan.decks[1] }], options: plan.options },
      agents: [
        agent(engine, plan.agents[0], seed * 2 + 1, plan.search),
        agent(engine, plan.agents[1], seed * 2 + 2, plan.search),
      ],
    });
    const failed = out.error
      ? out.error.message
      : out.violations.length
        ? `${out.violations[0].invariant}: ${out.violations[0].message}`
        : out.truncated
          ? 'unfinished (decision limit)'
          : null;
    let record: string | null = null;
    const dir = failed ? plan.out : plan.records;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      record = join(dir, `${plan.ruleset}-game-${index}-seed-${seed}.json`);
      writeFileSync(record, JSON.stringify(out.record));
    }
    const r = out.state.result;
    return {
      index,
      seed,
      winners: r?.winners ?? [],
      draw: r?.draw ?? false,
      rule: r?.rule ?? null,
      reason: r?.reason ?? null,
      turns: out.turns,
      decisions: out.decisions,
      failed,
      record,
    };
  });
}
