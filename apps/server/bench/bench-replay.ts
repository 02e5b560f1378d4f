import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { discoverRulesets, GameSession, type GameRecord } from '@tcgkit/core';
import { RandomAgent } from '@tcgkit/testing';
import { percentile } from './latency-stats.js';
import { node } from './server-node.js';

/**
 * `npm run bench:replay [-- --ruleset chaos --answers 300 --steps 60]`: how long the replay viewer
 * waits for a step of a long record. A server node of its own (SQLite) replays a record of at least
 * `--answers` answers (the longest of seeded random games when none reaches it): the first request
 * replays it whole; later steps, anywhere in it, come from the node's checkpoints.
 */
const { values } = parseArgs({
  options: {
    ruleset: { type: 'string', default: 'chaos' },
    answers: { type: 'string', default: '300' },
    steps: { type: 'string', default: '60' },
  },
});
const ruleset = values.ruleset;
const wanted = Number(values.answers);
const steps = Number(values.steps);

const { registry, found } = await discoverRulesets();
const engine = registry.engine(ruleset);
const decks = Object.values(found.get(ruleset)?.sampleDecks ?? {});
let record: GameRecord | undefined;
for (let seed = 1; seed <= 200 && (record?.answers.length ?? 0) < wanted; seed++) {
  const game = GameSession.create(engine, {
    seed,
    players: [{ cards: decks[0] }, { cards: decks[1] ?? decks[0] }],
  }).start();
  const agents = [new RandomAgent(seed), new RandomAgent(seed + 1000)];
  for (let d = game.state.pending; d; d = game.state.pending)
    game.submit(d.player, agents[d.player].decide(game.view(d.player), d));
  const r = game.record();
  if (!record || r.answers.length > record.answers.length) record = r;
}
if (!record) throw new Error(`no game of ${ruleset} could be played`);

const dir = mkdtempSync(join(tmpdir(), 'tcgkit-bench-replay-'));
const server = await node(['--db', `sqlite:${join(dir, 'bench.db')}`]);
const replayStep = async (step: number): Promise<number> => {
  const start = performance.now();
  const res = await fetch(`${server.address}/api/replay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ record, step, viewer: 0 }),
  });
  if (!res.ok) throw new Error(`step ${step}: HTTP ${res.status} ${await res.text()}`);
  await res.json();
  return performance.now() - start;
};
try {
  const first = await replayStep(1);
  // Steps spread over the whole record, in an order a viewer jumping around would ask them.
  const times: number[] = [];
  for (let i = 0; i < steps; i++) times.push(await replayStep((i * 97) % (record.answers.length + 1)));
  times.sort((a, b) => a - b);
  console.log(
    `${ruleset}: a record of ${record.answers.length} answers; first request (whole replay) ${first.toFixed(0)} ms; ` +
      `${steps} steps: median ${percentile(times, 50).toFixed(1)} ms, p90 ${percentile(times, 90).toFixed(1)} ms, ` +
      `max ${times[times.length - 1].toFixed(1)} ms (target ≤ 50 ms)`,
  );
} finally {
  server.child.kill('SIGTERM');
}
