import type { MatchSummary, StoredMatch } from './match-store.js';

/** A stored match as the lobby lists it: no state, no config, no credential hashes. */
export function summary(m: StoredMatch): MatchSummary {
  return {
    id: m.id,
    ruleset: m.ruleset,
    status: m.status,
    version: m.version,
    seats: m.seats.map((s) => ({ seat: s.seat, kind: s.kind, taken: s.kind === 'bot' || s.credentialHash !== null })),
    spectatorDelayMs: m.spectatorDelayMs,
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
  };
}
