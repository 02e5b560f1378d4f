import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { discoverRulesets, type Agent, type Engine, type GameConfig } from '@tcgkit/core';
import { RandomAgent, playGame } from '@tcgkit/testing';
import { SearchAgent, type RolloutPolicy } from '@tcgkit/ai';
import { wilson } from './wilson.js';

/**
 * `npm run bench:bots [-- --games N] [--iterations I] [--rollout-depth D] [--rollout random|bot]
 * [--rulesets a,b] [--opponents bot,random] [--seed S] [--out file.json]`: plays N seeded games per
 * pairing (the search agent against the ruleset's bot or the random agent) and ruleset, the search
 * agent on each seat in turn over the same deal (games 2k and 2k+1 share a seed: mirrored seats),
 * and prints its win rate with a 95 % Wilson interval and its time per searched decision.
 * One process, one game at a time: times are per decision on one core (of a possibly busy machine).
 */
const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const games = Number(opt('--games', '10'));
const iterations = Number(opt('--iterations', '100'));
const rolloutDepth = Number(opt('--rollout-depth', '10'));
const rollout = opt('--rollout', 'random') as RolloutPolicy;
const seed0 = Number(opt('--seed', '1'));
const wanted = opt('--rulesets', 'goofspiel,pokemon,chaos').split(',');
const opponents = opt('--opponents', 'bot,random').split(',');
const out = opt('--out', '');

interface Row {
  ruleset: string;
  decks: string[];
  opponent: string;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  failed: number;
  winRate: number;
  ci95: [number, number];
  searchedDecisions: number;
  msPerDecisionMean: number;
  msPerDecisionP95: number;
  msPerDecisionMax: number;
  seconds: number;
}

/** Wraps the search agent to time each decision it searches (trivial ones are answered without search). */
function timed(agent: SearchAgent, times: number[]): Agent {
  return {
    name: agent.name,
    decide: (view, d) => agent.decide(view, d),
    decideInGame: (state, d) => {
      const before = agent.stats.searched;
      const t = performance.now();
      const a = agent.decideInGame(state, d);
      if (agent.stats.searched > before) times.push(performance.now() - t);
      return a;
    },
  };
}

function opponentAgent(engine: Engine, kind: string, seed: number): Agent {
  return (kind === 'bot' ? engine.bot(seed) : null) ?? new RandomAgent(seed);
}

const pct = (x: number) => `${(100 * x).toFixed(0)} %`;
/** One table line (printed as soon as its pairing is played: a long run shows what it has). */
const line = (r: Row) =>
  `| ${r.ruleset} (${r.decks.join(' vs ')}) | ${r.opponent} | ${r.games} | ${r.wins} / ${r.draws} / ${r.losses}` +
  `${r.failed ? ` (${r.failed} failed)` : ''} | ${pct(r.winRate)} | ${pct(r.ci95[0])} – ${pct(r.ci95[1])} | ` +
  `${r.msPerDecisionMean.toFixed(0)} / ${r.msPerDecisionP95.toFixed(0)} / ${r.msPerDecisionMax.toFixed(0)} | ` +
  `${r.seconds.toFixed(0)} s |`;
console.log(
  [
    `search: ${iterations} iterations per decision, ${rollout} rollouts of ${rolloutDepth} decisions, ` +
      `then the ruleset's evaluation`,
    `| ruleset (decks) | against | games | won / drawn / lost | win rate | 95 % CI (Wilson) | ` +
      `ms per searched decision: mean / p95 / max | time |`,
    `|---|---|---|---|---|---|---|---|`,
  ].join('\n'),
);

const { registry, found } = await discoverRulesets();
const rows: Row[] = [];
const started = performance.now();
for (const ruleset of wanted) {
  if (!registry.has(ruleset)) throw new Error(`no ruleset "${ruleset}" (installed: ${registry.ids().join(', ')})`);
  const engine = registry.engine(ruleset);
  const samples = found.get(ruleset)?.sampleDecks ?? {};
  const names = Object.keys(samples).slice(0, 2);
  const decks = [names[0], names[1] ?? names[0]];
  for (const opponent of opponents) {
    const times: number[] = [];
    let [wins, draws, losses, failed] = [0, 0, 0, 0];
    const t0 = performance.now();
    for (let g = 0; g < games; g++) {
      const seed = seed0 + Math.floor(g / 2);
      const seat = g % 2;
      const config: GameConfig = { seed, players: decks.map((n) => ({ cards: samples[n] })) };
      const search = timed(
        new SearchAgent({ engine, seed: seed * 2 + seat, iterations, rolloutDepth, rollout }),
        times,
      );
      const other = opponentAgent(engine, opponent, seed * 2 + 1 - seat);
      const agents = seat === 0 ? [search, other] : [other, search];
      // Invariants are the fuzzer's and the tests' business: here they would only slow the games down.
      const result = playGame({ engine, config, agents, checkInvariants: false });
      const r = result.state.result;
      if (result.error || !r) failed++;
      else if (r.draw) draws++;
      else if (r.winners.includes(seat)) wins++;
      else losses++;
      const how = !r ? 'failed' : r.draw ? 'draw' : r.winners.includes(seat) ? 'won' : 'lost';
      process.stderr.write(`${ruleset} vs ${opponent}: game ${g + 1}/${games} ${how}\n`);
    }
    const sorted = [...times].sort((a, b) => a - b);
    rows.push({
      ruleset,
      decks,
      opponent,
      games,
      wins,
      draws,
      losses,
      failed,
      winRate: wins / games,
      ci95: wilson(wins, games),
      searchedDecisions: times.length,
      msPerDecisionMean: times.reduce((s, x) => s + x, 0) / Math.max(1, times.length),
      msPerDecisionP95: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
      msPerDecisionMax: sorted[sorted.length - 1] ?? 0,
      seconds: (performance.now() - t0) / 1000,
    });
    console.log(line(rows[rows.length - 1]));
  }
}

console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}; ${((performance.now() - started) / 1000).toFixed(0)} s in all`,
);
if (out) writeFileSync(out, JSON.stringify({ iterations, rolloutDepth, rollout, rows }, null, 2) + '\n');
