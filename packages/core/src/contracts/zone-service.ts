import type { GameState, CardObject, ObjectId, PlayerId } from './game-state.js';
import type { ZoneDefinition } from './zone-definition.js';

/** Where a moved card goes in an ordered zone. */
export type Position = 'top' | 'bottom' | number;

/** Result of moving one card. */
export interface MoveOutcome {
  oldId: ObjectId;
  newId: ObjectId;
  from: string;
  to: string;
  /** Attached cards that moved along: old id → new id. */
  carried: Record<ObjectId, ObjectId>;
  /** Attached cards left behind in the old zone. */
  leftBehind: ObjectId[];
}

/**
 * Low-level zone and object operations over the ruleset's zone definitions. Game code moves
 * cards through the event pipeline (the `move` event), which calls these.
 */
export interface ZoneService {
  readonly definitions: readonly ZoneDefinition[];
  /** Zone instance keys whose cards' abilities function, in declaration order. */
  readonly functioningKeys: readonly string[];
  /** The definition of a zone by id (throws for an unknown zone). */
  definition(zoneId: string): ZoneDefinition;
  /** Every zone instance key of the game. */
  allKeys(): readonly string[];
  /** The key of a zone instance, checking the zone exists and the player is given when needed. */
  key(zoneId: string, player: PlayerId | null): string;
  /** The definition of the zone a key names. */
  defOfKey(key: string): ZoneDefinition;
  /** Whether abilities of cards in this zone instance function. */
  functions(key: string): boolean;
  /** Creates a fresh card object at the bottom (or given position) of a zone. */
  create(state: GameState, def: string, owner: PlayerId, key: string, position?: Position): CardObject;
  /** Whether a zone instance can take one more top-level card. */
  hasRoom(state: GameState, key: string): boolean;
  /** Number of cards in a zone instance, attached cards included (always public, CT-5.1.3). */
  count(state: GameState, key: string): number;
  /**
   * Moves a card (CT-5.1.4): a new object unless both zones share an identity group, with its
   * last-known information recorded through `snapshot` first; attached cards of the `carry`
   * kinds move along.
   */
  move(
    state: GameState,
    id: ObjectId,
    to: string,
    position: Position,
    carry: readonly string[] | 'all',
    snapshot: (obj: CardObject) => void,
  ): MoveOutcome;
  /** Attaches `child` under/onto `host`; returns the child's id afterwards. */
  attach(
    state: GameState,
    childId: ObjectId,
    hostId: ObjectId,
    kind: string,
    snapshot: (obj: CardObject) => void,
  ): ObjectId;
}
