import type { JsonObject } from './json.js';
import type { PlayerId, ObjectId } from './ids.js';
import type { ContinuousEffectInstance } from './continuous-effect.js';
import type { ReplacementInstance } from './replacement.js';
import type { WaitingTrigger, DelayedTrigger } from './trigger.js';
import type { Frame } from './frame.js';
import type { Decision } from './decision.js';

export type { PlayerId, ObjectId };

/**
 * One physical card as an object in one zone. Everything here is plain data; computed
 * characteristics are never stored (see the layer engine).
 */
export interface CardObject {
  id: ObjectId;
  /** Card definition id in the ruleset's card pool. */
  def: string;
  owner: PlayerId;
  /** The player currently using the card ("master" / controller). */
  master: PlayerId;
  /** Zone instance key (see `zoneKey`). */
  zone: string;
  /**
   * Ruleset-defined status fields, e.g. orientation or face. Read-only: an object without status
   * shares one frozen empty value; write through `writableStatus(obj)` (the same for `counters`,
   * `attached` and `revealedTo`).
   */
  status: Readonly<JsonObject>;
  /** Named counters, e.g. damage (write through `writableCounters`). */
  counters: Readonly<Record<string, number>>;
  /**
   * Cards stacked under or attached to this one, in order; they are not listed in the zone (write
   * through `writableAttached`).
   */
  attached: readonly ObjectId[];
  /** The card this one is attached to, and how (a ruleset-defined kind such as "under"). */
  attachedTo: ObjectId | null;
  attachKind: string | null;
  /** Timestamp of entering the current zone (area-to-area style moves keep it, CT-9.8.12). */
  enteredAt: number;
  /** Players a card in a hidden zone has been revealed to (write through `writableReveals`). */
  revealedTo: readonly PlayerId[];
  /** The id this card had in its previous zone, for last-known information. */
  previous: ObjectId | null;
}

/** Per-player data. */
export interface PlayerState {
  id: PlayerId;
  /** Set when the player has lost; the reason and the rule that caused it. */
  lost: { reason: string; rule: string } | null;
  /** Ruleset-defined per-player data (per-turn counters, flags). */
  data: JsonObject;
}

/** Where the game is in its turn structure. */
export interface TurnPointer {
  number: number;
  activePlayer: PlayerId;
  phase: string | null;
  step: string | null;
}

/** The end of the game. */
export interface GameResult {
  winners: PlayerId[];
  draw: boolean;
  reason: string;
  rule: string;
}

/** A snapshot of a card as it last was in a zone (CT-9.10.1). */
export interface LastKnown {
  object: CardObject;
  /** Read-only: a card that left a hidden zone shares one frozen empty value. */
  characteristics: Readonly<JsonObject>;
  /** Turn in which the snapshot was taken; snapshots are dropped when the next turn starts. */
  turn: number;
}

/**
 * The whole game: plain JSON, round-trips through `JSON.stringify` exactly. No log (it is
 * emitted, not stored), no history: restoring costs O(state).
 */
export interface GameState {
  format: 1;
  ruleset: { id: string; version: string; options: JsonObject };
  /** Bumped by every applied event; the cache key for computed characteristics. */
  version: number;
  seq: { object: number; timestamp: number; effect: number; decision: number; trigger: number };
  /** PRNG state (opaque numbers). */
  rng: number[];
  players: PlayerState[];
  /** Zone instance key → ordered top-level object ids (index 0 is the top). */
  zones: Record<string, ObjectId[]>;
  objects: Record<ObjectId, CardObject>;
  lastKnown: Record<ObjectId, LastKnown>;
  effects: ContinuousEffectInstance[];
  replacements: ReplacementInstance[];
  waiting: WaitingTrigger[];
  delayed: DelayedTrigger[];
  /** Once-per-turn bookkeeping: keys of abilities used this turn. */
  usedThisTurn: string[];
  turn: TurnPointer;
  stack: Frame[];
  pending: Decision | null;
  result: GameResult | null;
  /** Ruleset-defined global data. */
  data: JsonObject;
  /** Infinite-loop bookkeeping of the current turn (CT-14.1), once a turn has many decisions. */
  loop?: JsonObject;
  /** Fixed outcomes of random events, for test positions (`GameConfig.random`); absent in real games. */
  fixedRandom?: FixedRandom;
}

/**
 * Outcomes a test position fixes instead of drawing them: the next coin flips in order (true =
 * heads; once used up, flips are drawn again) and whether shuffles keep the order. The PRNG still
 * advances as if it had drawn, so everything else (who may learn of a random outcome) is unchanged.
 */
export interface FixedRandom {
  coins: boolean[];
  shuffles: 'random' | 'keep';
}
