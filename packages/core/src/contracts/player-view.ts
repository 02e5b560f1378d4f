import type { PlayerId } from './ids.js';
import type { TurnPointer, GameResult } from './game-state.js';
import type { JsonObject } from './json.js';
import type { Decision } from './decision.js';

/** A card as a player may see it. */
export interface CardView {
  id: string;
  def: string;
  owner: PlayerId;
  master: PlayerId;
  status: JsonObject;
  counters: Record<string, number>;
  characteristics: JsonObject;
  attached: CardView[];
}

/** One zone instance as a player may see it: always its count (CT-5.1.3), cards only when visible. */
export interface ZoneView {
  zone: string;
  player: PlayerId | null;
  count: number;
  cards?: (CardView | { hidden: true })[];
  /** Cards of a hidden zone revealed to this player (no positions given). */
  revealed?: CardView[];
}

/** Everything one player may know about the game. */
export interface PlayerView {
  viewer: PlayerId;
  ruleset: { id: string; version: string };
  turn: TurnPointer;
  players: { id: PlayerId; lost: { reason: string; rule: string } | null; data: JsonObject }[];
  zones: Record<string, ZoneView>;
  /** The pending decision in full when it is the viewer's, otherwise only who decides and what kind. */
  pending: Decision | { player: PlayerId; kind: string; prompt: string } | null;
  result: GameResult | null;
  data: JsonObject;
}
