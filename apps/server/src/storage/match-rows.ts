import type { ClusterWorkItem, MatchStatus, SeatKind, StoredAnswer, StoredMatch, StoredSeat } from './match-store.js';

/**
 * A BIGINT column (wall times in ms): SQLite returns a number, PostgreSQL's driver a string (a
 * BIGINT may not fit a double; these times do), hence `Number` wherever one is read.
 */
export type BigIntColumn = number | string;

/** A `matches` row (`SELECT *`) as either database returns it. */
export interface MatchRow {
  id: string;
  ruleset: string;
  config: string;
  initial_hash: string;
  status: MatchStatus;
  version: number;
  state: string;
  hash: string;
  result: string | null;
  clock: string | null;
  queued: string | null;
  pending_seat: number | null;
  spectator_delay_ms: number;
  visibility: 'private' | 'public';
  invitation_hash: string | null;
  rematch: string | null;
  human_seen_at: BigIntColumn | null;
  started_at: BigIntColumn | null;
  created_at: BigIntColumn;
  updated_at: BigIntColumn;
}

/** A `seats` row (`SELECT *`). */
export interface SeatRow {
  match_id: string;
  seat: number;
  kind: SeatKind;
  credential_hash: string | null;
  name: string | null;
  /** 1: whoever takes the seat brings the deck. */
  deck_open: number;
}

/** An `answers` row as the stores select it (`seq, player, answer, hash, at`). */
export interface AnswerRow {
  seq: number;
  player: number;
  /** The answer as JSON text. */
  answer: string;
  hash: string;
  at: BigIntColumn;
}

/** A row of the stores' cluster work query. */
export interface ClusterWorkRow {
  id: string;
  clock: string | null;
  started_at: BigIntColumn | null;
  updated_at: BigIntColumn;
  /** A boolean in PostgreSQL; SQLite has none and returns 1 or 0. */
  bot_turn: boolean | number;
}

/** The columns a new match is inserted with: all but those later changes write. */
export type NewMatchRow = Omit<MatchRow, 'queued' | 'rematch' | 'human_seen_at'>;

/** A `seats` row as inserted, its columns in this order: `match_id, seat, kind, credential_hash, name, deck_open`. */
export function toNewSeatRow(matchId: string, s: StoredSeat): unknown[] {
  return [matchId, s.seat, s.kind, s.credentialHash, s.name, s.deckOpen ? 1 : 0];
}

/** The insert of one seat row (placeholders written by the store's dialect). */
export const SEAT_COLUMNS = 'match_id, seat, kind, credential_hash, name, deck_open';

/**
 * The row a new match is inserted as; the stores insert its columns by name (`Object.keys`), so
 * that a column is added here once.
 */
export function toNewMatchRow(m: StoredMatch): NewMatchRow {
  return {
    id: m.id,
    ruleset: m.ruleset,
    config: m.config,
    initial_hash: m.initialHash,
    status: m.status,
    version: m.version,
    state: m.state,
    hash: m.hash,
    result: m.result,
    clock: m.clock,
    started_at: m.startedAt,
    spectator_delay_ms: m.spectatorDelayMs,
    created_at: m.createdAt,
    updated_at: m.updatedAt,
    pending_seat: m.pendingSeat,
    visibility: m.visibility,
    invitation_hash: m.invitationHash,
  };
}

/** A seat as stored, from its row. */
export function toSeat(s: SeatRow): StoredSeat {
  return { seat: s.seat, kind: s.kind, credentialHash: s.credential_hash, name: s.name, deckOpen: s.deck_open === 1 };
}

/** A match as stored, from its row and its seats' rows (in seat order). */
export function toMatch(r: MatchRow, seats: readonly SeatRow[]): StoredMatch {
  return {
    id: r.id,
    ruleset: r.ruleset,
    config: r.config,
    initialHash: r.initial_hash,
    status: r.status,
    version: r.version,
    state: r.state,
    hash: r.hash,
    result: r.result,
    clock: r.clock,
    queued: r.queued,
    pendingSeat: r.pending_seat,
    spectatorDelayMs: r.spectator_delay_ms,
    visibility: r.visibility,
    invitationHash: r.invitation_hash,
    rematch: r.rematch,
    humanSeenAt: r.human_seen_at === null ? null : Number(r.human_seen_at),
    startedAt: r.started_at === null ? null : Number(r.started_at),
    seats: seats.map(toSeat),
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}

/** An answer of a match's record, from its row. */
export function toAnswer(r: AnswerRow): StoredAnswer {
  return {
    seq: r.seq,
    player: r.player,
    answer: JSON.parse(r.answer) as StoredAnswer['answer'],
    hash: r.hash,
    at: Number(r.at),
  };
}

/** An item of the cluster's work, from its row. */
export function toClusterWork(r: ClusterWorkRow): ClusterWorkItem {
  return {
    id: r.id,
    clock: r.clock,
    startedAt: r.started_at === null ? null : Number(r.started_at),
    botTurn: r.bot_turn === true || r.bot_turn === 1,
    updatedAt: Number(r.updated_at),
  };
}
