import type { Rematch } from '@tcgkit/protocol';
import type { MatchSummary, StoredMatch } from './match-store.js';
import { serverEnd } from './server-end.js';

/** A stored match as the lobby lists it: no state, no decks, no credential or invitation hashes. */
export function summary(m: StoredMatch): MatchSummary {
  const config = JSON.parse(m.config) as { options?: Record<string, unknown> };
  const clock = m.clock ? (JSON.parse(m.clock) as { initialMs: number; incrementMs: number }) : null;
  return {
    id: m.id,
    ruleset: m.ruleset,
    status: m.status,
    version: m.version,
    seats: m.seats.map((s) => ({
      seat: s.seat,
      kind: s.kind,
      taken: s.kind === 'bot' || s.credentialHash !== null,
      name: s.name,
      deckOpen: s.deckOpen,
    })),
    visibility: m.visibility,
    options: config.options ?? {},
    clock: clock ? { initialMs: clock.initialMs, incrementMs: clock.incrementMs } : null,
    ended: serverEnd(m.result),
    rematch: m.rematch ? (JSON.parse(m.rematch) as Rematch) : null,
    spectatorDelayMs: m.spectatorDelayMs,
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
  };
}
