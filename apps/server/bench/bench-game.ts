import WebSocket from 'ws';
import type { Engine, PlayerView } from '@tcgkit/core';
import { applyDiff, type ServerMessage } from '@tcgkit/server';

/** What the load generator measures, summed over its games. */
export interface BenchTotals {
  answers: number;
  latenciesMs: number[];
  updates: number;
  updateBytes: number;
  errors: number;
  games: number;
}

async function post<T>(address: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${address}${path}`, {
    method: 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * One bot-vs-bot game over real WebSockets: both seats are clients (seat 0 on `nodes[0]`, seat 1
 * on the last node), each answering with the ruleset's bot. The latency of an answer is the time
 * from sending it to the other seat receiving the update it made.
 */
export async function benchGame(
  nodes: readonly string[],
  engine: Engine,
  ruleset: string,
  decks: [string, string],
  seed: number,
  totals: BenchTotals,
): Promise<void> {
  const { match } = await post<{ match: { id: string } }>(nodes[0], '/api/matches', {
    ruleset,
    seats: ['human', 'human'],
    decks: [{ sample: decks[0] }, { sample: decks[1] }],
    seed,
    // Both seats are joined by id below, without the invitation a private table needs.
    visibility: 'public',
  });
  const sentAt: ({ seat: number; t: number } | undefined)[] = [];
  let finished = 0;
  let done!: () => void;
  const over = new Promise<void>((resolve) => (done = resolve));
  const sockets = await Promise.all(
    [0, 1].map(async (seat) => {
      const { credential } = await post<{ credential: string }>(
        nodes[0],
        `/api/matches/${match.id}/seats/${seat}/join`,
      );
      const address = nodes[seat === 0 ? 0 : nodes.length - 1];
      const ws = new WebSocket(`${address.replace(/^http/, 'ws')}/ws`);
      await new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      });
      const bot = engine.bot(seed * 2 + seat)!;
      let seen = -1;
      let last: PlayerView | null = null;
      // A client answers each version once (an update and a resend of one version may both arrive).
      let answered = -1;
      let lastAnswer: string | null = null;
      ws.on('message', (data: WebSocket.RawData) => {
        const text = Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data as ArrayBuffer)]).toString('utf8');
        const m = JSON.parse(text) as ServerMessage;
        if (m.type === 'error') {
          // Over the server's rate per connection: send the last answer again a little later.
          if (m.code === 'rate-limited' && lastAnswer) {
            const again = lastAnswer;
            setTimeout(() => ws.send(again), 20);
            return;
          }
          if (m.code !== 'stale-version') {
            totals.errors++;
            if (process.env.BENCH_DEBUG) console.error(m.code, m.message);
          }
          return;
        }
        if (m.type !== 'update') return;
        if (m.viewDiff) m.view = applyDiff(last, m.viewDiff);
        last = m.view;
        totals.updates++;
        totals.updateBytes += text.length;
        if (m.version > seen) {
          // The other seat's answer that made this version (the first update past it).
          for (let v = Math.max(seen, 0); v < m.version; v++) {
            const sent = sentAt[v];
            if (sent && sent.seat !== seat) totals.latenciesMs.push(performance.now() - sent.t);
          }
          seen = m.version;
        }
        if (m.status === 'finished') {
          if (++finished === 2) done();
          return;
        }
        if (!m.view || !m.decision || m.version <= answered) return;
        answered = m.version;
        const answer = bot.decide(m.view, m.decision);
        if (!m.early) sentAt[m.version] = { seat, t: performance.now() };
        lastAnswer = JSON.stringify({ type: 'answer', version: m.version, answer });
        ws.send(lastAnswer);
      });
      ws.send(JSON.stringify({ type: 'hello', protocol: 1, match: match.id, credential }));
      return ws;
    }),
  );
  await over;
  const final = await fetch(`${nodes[0]}/api/matches/${match.id}`).then(
    (r) => r.json() as Promise<{ version: number }>,
  );
  totals.answers += final.version;
  totals.games++;
  for (const ws of sockets) ws.close();
}
