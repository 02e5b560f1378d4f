import type { JsonObject } from '@tcgkit/core';
import type { MatchSummarySchema, Visibility } from '@tcgkit/protocol';
import type { z } from 'zod';
import type { Migration } from './migrations.js';

/** Where a match is in its life: waiting for a human seat, being played, or over. */
export type MatchStatus = 'open' | 'running' | 'finished';

/** Who plays a seat: a person with a credential, or the ruleset's bot run by the server. */
export type SeatKind = 'human' | 'bot';

/** One seat as stored: only the SHA-256 of its credential, never the credential. */
export interface StoredSeat {
  seat: number;
  kind: SeatKind;
  credentialHash: string | null;
  /** The display name its player chose (null: none, or a bot's seat). */
  name: string | null;
  /** Whoever takes the seat brings the deck (the host left it to them). */
  deckOpen: boolean;
}

/** One accepted answer of a match's record, with the state hash after it and its wall time. */
export interface StoredAnswer {
  seq: number;
  player: number;
  answer: JsonObject;
  hash: string;
  /** Wall time (ms since the epoch) of the commit: for clocks, never in the game state. */
  at: number;
}

/** A match row: the live saved state at `version` (the number of answers committed). */
export interface StoredMatch {
  id: string;
  ruleset: string;
  /** The game config (decks, options, seed) as JSON text: it holds hidden cards. */
  config: string;
  initialHash: string;
  status: MatchStatus;
  version: number;
  /** `Engine.serialize` of the state at `version`. */
  state: string;
  hash: string;
  /** The game's result as JSON text, or the server's end (timeout) when the game has none. */
  result: string | null;
  /** The clock state as JSON text (see clocks/), or null for an untimed match. */
  clock: string | null;
  /** An answer a seat gave ahead of a simultaneous decision, as JSON `{ seat, answer }`, or null. */
  queued: string | null;
  /** The seat whose decision is pending, or null (none, or a row written before it was kept). */
  pendingSeat: number | null;
  seats: StoredSeat[];
  /** When every human seat was first taken (the creation for a match of bots), or null: clocks run from then. */
  startedAt: number | null;
  /** Spectators are sent every update this many milliseconds late (0: live). */
  spectatorDelayMs: number;
  /** Private matches are reached only with their invitation (see auth/invitation.ts). */
  visibility: Visibility;
  /** The SHA-256 of a private match's invitation secret, or null (public). */
  invitationHash: string | null;
  /** A rematch being arranged, as JSON `{ offeredBy, match }`, or null. */
  rematch: string | null;
  /** When a node last saw a person connected (null: never yet): see `abandoned`. */
  humanSeenAt: number | null;
  createdAt: number;
  updatedAt: number;
}

/** A deck chosen by a seat's player as the seat is taken: the game set up again with it, before any answer. */
export interface SeatSetup {
  /** The state hash the setup replaces (the claim fails when the match moved on since it was read). */
  expectedHash: string;
  config: string;
  state: string;
  hash: string;
}

/** What one commit writes: the answers appended, the new state and version, all in one transaction. */
export interface MatchCommit {
  answers: StoredAnswer[];
  state: string;
  hash: string;
  /**
   * Only `finished` is written: whether a match is `open` or `running` follows its seats (see
   * `claimSeat`), which a commit prepared before a seat was taken must not undo.
   */
  status: MatchStatus;
  result: string | null;
  clock: string | null;
  queued: string | null;
  /** The seat whose decision is pending after the commit, or null. */
  pendingSeat: number | null;
  /** The queued answer the writer read (the commit also fails when another node queued one since). */
  expectedQueued: string | null;
  at: number;
  /** Move the version on without answers (the server ended the match: a clock ran out). */
  bump?: boolean;
  /**
   * The seat whose person made this commit and the hash of the credential it answered with: the
   * commit also fails when that seat is no longer held with it (given up since it was read).
   */
  holder?: { seat: number; credentialHash: string };
}

/** The version a commit leaves: one more per answer, or one for a bump. */
export function committedVersion(expected: number, c: MatchCommit): number {
  return expected + Math.max(c.answers.length, c.bump ? 1 : 0);
}

/** A match as listed by the lobby (no state, no hidden cards): the protocol's schema. */
export type MatchSummary = z.infer<typeof MatchSummarySchema>;

/**
 * Where a match stands, as nodes compare it with what they last sent its connections: a gap (an
 * update lost on the bus, or never announced) is repaired from it.
 */
export interface MatchMark {
  version: number;
  queued: boolean;
  /** Who holds each seat (credential hashes, or `-`), in seat order: changes when a seat is taken or left. */
  seats: string;
  /** The rematch being arranged (JSON text), or null: changes without a new version. */
  rematch: string | null;
}

/** An unfinished match with work that belongs to the cluster: a clock to run out, or a bot to move. */
export interface ClusterWorkItem {
  id: string;
  clock: string | null;
  startedAt: number | null;
  /** The pending decision is a bot seat's (or unknown: a row from before pending seats were kept). */
  botTurn: boolean;
  updatedAt: number;
}

/** The `seats` of a {@link MatchMark}. */
export function seatsKey(seats: readonly StoredSeat[]): string {
  return seats.map((s) => `${s.seat}:${s.credentialHash ?? '-'}`).join(',');
}

/** Where a stored row stands (see {@link MatchMark}). */
export function markOf(stored: StoredMatch): MatchMark {
  return {
    version: stored.version,
    queued: stored.queued !== null,
    seats: seatsKey(stored.seats),
    rematch: stored.rematch,
  };
}

/** Whether two marks say the same. */
export function sameMark(a: MatchMark | null, b: MatchMark): boolean {
  return (
    a !== null && a.version === b.version && a.queued === b.queued && a.seats === b.seats && a.rematch === b.rematch
  );
}

/**
 * Storage of matches, their seats and records. Implementations must make `commit` atomic and
 * conditional on the stored version (optimistic concurrency): of two commits expecting the same
 * version, at most one succeeds, and a failed one changes nothing.
 */
export interface MatchStore {
  /**
   * Applies those of `steps` not applied yet, in order: its dialect's migrations, which the
   * backends table pairs with it (see backends.ts, open-store.ts).
   */
  migrate(steps: readonly Migration[]): Promise<void>;
  create(match: StoredMatch): Promise<void>;
  load(id: string): Promise<StoredMatch | null>;
  /**
   * Appends answers and writes the new state when the stored version is `expected` and the queued
   * answer is `change.expectedQueued`; false otherwise (nothing written).
   */
  commit(id: string, expected: number, change: MatchCommit): Promise<boolean>;
  /**
   * Takes a free human seat with a credential hash; false when taken, not human or missing. In the
   * same transaction an unfinished match becomes `running` when no human seat is left free, and
   * the first time it does, `startedAt` becomes `at`. The seat keeps `name`; with a `setup`, the
   * match (still at version 0 with the expected hash, or the claim fails) takes its config and state.
   */
  claimSeat(
    id: string,
    seat: number,
    credentialHash: string,
    at: number,
    name?: string | null,
    setup?: SeatSetup,
  ): Promise<boolean>;
  /** Frees a seat held with this credential hash (an unfinished match is `open` again); false when not held with it. */
  releaseSeat(id: string, seat: number, credentialHash: string): Promise<boolean>;
  /** Public matches (private ones are reached only through their link), latest first. */
  list(status: MatchStatus | null, limit: number): Promise<MatchSummary[]>;
  /** Writes a match's rematch when it is still `expected` (JSON text or null); false otherwise. */
  setRematch(id: string, expected: string | null, rematch: string): Promise<boolean>;
  /** Notes that a person is connected to each of these matches at `at`. */
  humansSeen(ids: readonly string[], at: number): Promise<void>;
  /**
   * Unfinished matches with a human seat where no person has been seen connected since `before`
   * (nor the match created since), oldest first.
   */
  abandoned(before: number, limit: number): Promise<string[]>;
  /** Ids of unfinished matches (bots and clocks resume them after a restart). */
  unfinished(limit: number): Promise<string[]>;
  answers(id: string): Promise<StoredAnswer[]>;
  /** Where each of these matches stands (the ones that exist). */
  marks(ids: readonly string[]): Promise<Map<string, MatchMark>>;
  /**
   * Unfinished matches whose clock runs (every human seat taken), or whose pending decision is (or
   * may be) a bot's and has not moved since `stalledBefore`: only work that is or may be due, so
   * that matches which never change (an open table) do not fill the sweep.
   */
  clusterWork(limit: number, stalledBefore: number): Promise<ClusterWorkItem[]>;
  /** Says that node `node` is alive until `until` (wall time, ms). */
  heartbeat(node: string, until: number): Promise<void>;
  /** The nodes alive at `now`, sorted; rows long dead are removed. */
  liveNodes(now: number): Promise<string[]>;
  close(): Promise<void>;
}
