import { randomInt } from 'node:crypto';
import { GameConfigSchema } from '@tcgkit/core';
import type { Rematch } from '@tcgkit/protocol';
import type { StoredMatch } from '../storage/match-store.js';
import { ClientError } from '../errors/client-error.js';
import { credentialMatches } from '../auth/seat-credential.js';
import { parseClock } from '../clocks/match-clock.js';
import type { MatchAccess } from './match-access.js';
import type { Lobby } from './lobby.js';

/**
 * Rematches: after the end each person asks for one; once every human seat has, the same table
 * plays again — same ruleset, options, clock and invitation, each seat moved one along (two seats
 * swap), each player keeping their name and deck, a new seed. Each credential holds its moved seat
 * in the new match, so nobody needs a new link.
 */
export class Rematches {
  constructor(
    private readonly access: MatchAccess,
    private readonly lobby: Lobby,
  ) {}

  /** `seat` (held with `credential`) asks for a rematch of finished match `id`: the rematch as it stands. */
  async offer(id: string, seat: number, credential: string): Promise<Rematch> {
    return this.access.locked(id, async () => {
      const m = await this.access.loadStored(id);
      const s = m.seats[seat];
      if (!s || s.kind !== 'human' || !credentialMatches(credential, s.credentialHash))
        throw new ClientError('unauthorized', 'that credential does not hold this seat');
      if (m.status !== 'finished') throw new ClientError('bad-request', 'a rematch is offered once the match is over');
      const before = m.rematch;
      const now: Rematch = before ? (JSON.parse(before) as Rematch) : { offeredBy: [], match: null };
      if (now.match !== null || now.offeredBy.includes(seat)) return now;
      const offeredBy = [...now.offeredBy, seat].sort((a, b) => a - b);
      const everyone = m.seats.every((x) => x.kind === 'bot' || offeredBy.includes(x.seat));
      const match = everyone ? (await this.playAgain(m)).id : null;
      const next: Rematch = { offeredBy, match };
      if (!(await this.access.store.setRematch(id, before, JSON.stringify(next))))
        throw new ClientError('stale-version', 'the rematch changed meanwhile: ask again');
      // Every connection of the match reads the rematch from storage (its version does not move).
      this.access.cache.delete(id);
      await this.access.announce({ match: id, version: m.version, log: [], seats: true });
      return next;
    });
  }

  /** The new match of a rematch: seat `s` of the old one plays seat `s + 1` (the last plays the first). */
  private playAgain(m: StoredMatch) {
    const n = m.seats.length;
    const from = (seat: number) => (seat + n - 1) % n;
    const config = GameConfigSchema.parse(JSON.parse(m.config));
    const clock = parseClock(m.clock);
    return this.lobby.open({
      ruleset: m.ruleset,
      options: config.options ?? {},
      seed: randomInt(0, 2 ** 31 - 1),
      seats: m.seats.map((_, seat) => {
        const old = m.seats[from(seat)];
        return { kind: old.kind, credentialHash: old.credentialHash, name: old.name, deckOpen: false };
      }),
      decks: m.seats.map((_, seat) => config.players[from(seat)].cards),
      clock: clock ? { initialMs: clock.initialMs, incrementMs: clock.incrementMs } : undefined,
      visibility: m.visibility,
      invitationHash: m.invitationHash,
      spectatorDelayMs: m.spectatorDelayMs,
    });
  }
}
