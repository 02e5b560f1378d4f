import { expect, it } from 'vitest';
import { pino } from 'pino';
import { startServer } from '../src/server.js';
import { rulesets } from './support/test-server.js';
import { createMatch, join as joinSeat } from './support/lobby.js';
import { is, WsClient } from './support/ws-client.js';

const quiet = pino({ level: 'silent' });
const DELAY = 400;

it('a match with a spectator delay sends spectators every update that long late, and its seats at once', async () => {
  const server = await startServer({ port: 0, db: 'sqlite::memory:' }, await rulesets, { logger: quiet });
  try {
    const match = await createMatch(server.address, {
      ruleset: 'goofspiel',
      seats: ['human', 'bot'],
      decks: [{ sample: 'suit' }, { sample: 'suit' }],
      options: {},
      seed: 5,
      spectatorDelayMs: DELAY,
    });
    expect(match.spectatorDelayMs).toBe(DELAY);
    const credential = await joinSeat(server.address, match.id, 0);
    const seat = await WsClient.open(server.address);
    seat.send({ type: 'hello', protocol: 1, match: match.id, credential });
    const first = await seat.next(is.update);

    const watcher = await WsClient.open(server.address);
    const helloAt = performance.now();
    watcher.send({ type: 'hello', protocol: 1, match: match.id });
    await watcher.next(is.welcome); // the welcome is not delayed: only what happens in the match
    const seen = await watcher.next(is.update);
    // Lower bounds only: a busy machine makes everything later, never earlier.
    expect(performance.now() - helloAt).toBeGreaterThanOrEqual(DELAY - 5);
    expect(seen.version).toBe(first.version);

    // The seat bids; its update comes at once, the spectator's not before the delay.
    const decision = first.decision as { id: number };
    const answeredAt = performance.now();
    const fromSeat = seat.received.length;
    const fromWatcher = watcher.received.length;
    seat.send({ type: 'answer', version: first.version, answer: { decision: decision.id, choice: 0 } });
    const moved = await seat.next(
      (m): m is Extract<typeof m, { type: 'update' }> => is.update(m) && m.version > first.version,
      fromSeat,
    );
    expect(watcher.received.slice(fromWatcher).some((m) => is.update(m) && m.version >= moved.version)).toBe(false);
    const late = await watcher.next(
      (m): m is Extract<typeof m, { type: 'update' }> => is.update(m) && m.version >= moved.version,
      fromWatcher,
    );
    expect(performance.now() - answeredAt).toBeGreaterThanOrEqual(DELAY - 5);
    // The spectator's diffs applied to what it had (the client throws on a diff of an unknown base).
    expect(late.view).not.toBeNull();
    seat.close();
    watcher.close();
  } finally {
    await server.close();
  }
});
