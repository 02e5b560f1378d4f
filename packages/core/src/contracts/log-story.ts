import type { PlayerId } from './ids.js';

/**
 * A card a log line names. When written it holds the object id and the zone keys where the event
 * shows it (the first one is where a player saw it leave from, for a move); what a viewer is sent
 * (`Engine.logFor`) is either its name (with the id, so that a client can point at the card on the
 * board) or only that it is hidden.
 */
export interface LogCard {
  id?: string;
  /** The card definition's id; dropped for viewers (a client shows names, never ids). */
  def?: string;
  /** Where the event shows the card (zone keys); dropped for viewers. */
  zones?: string[];
  /** The card's printed name, for a viewer who may see it. */
  name?: string;
  /** Printed names per language (`en`, `ja`), when the card definition has them. */
  names?: Record<string, string>;
  /** The viewer may not know which card it is. */
  hidden?: true;
}

/**
 * What a log line tells, apart from its rule trace: a kind that a ruleset's presentation turns into
 * words through a message template (`{actor}`, `{card}`, `{amount}` …), who acted, the cards it
 * names and the numbers and words it quotes. Game-agnostic: a kind is any string a ruleset or the
 * core writes, such as `move:deck>hand` or `attack`.
 */
export interface LogStory {
  kind: string;
  /** The player who acted or is affected, when there is one. */
  actor?: PlayerId | null;
  /** The player whose turn it was when it happened. */
  turnPlayer?: PlayerId;
  cards?: Record<string, LogCard>;
  numbers?: Record<string, number>;
  /** Quoted words, such as an attack's or a status's name. */
  words?: Record<string, string>;
}

/**
 * A story as a ruleset or an event handler writes it: cards by object id (seen where the card is
 * now), or with the zones the event shows it in.
 */
export interface LogStoryDraft {
  kind: string;
  actor?: PlayerId | null;
  cards?: Record<string, string | { id: string; zones: string[] }>;
  numbers?: Record<string, number>;
  words?: Record<string, string>;
}
