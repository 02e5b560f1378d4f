import type { Decision, PlayerView } from '@tcgkit/core';
import type { ClockView, LogStoryView, Rematch, ServerEndInfo } from '@tcgkit/protocol';

/** One log line as the server lets this connection read it. */
export interface LogLine {
  rule: string;
  /** The rule trace. */
  message: string;
  turn: number;
  /** What happened, for the ruleset's message templates. */
  story?: LogStoryView;
  /** The game version whose update brought it (the history's version for history lines). */
  version: number;
}

/** An error the server sent this connection: its code and message (the game is unchanged). */
export interface ServerRefusal {
  code: string;
  message: string;
  /** When it was received (UI only: a new refusal of the same code shows again). */
  at: number;
}

/** Everything the play page shows, as the connection last learnt it. */
export interface GameSnapshot {
  /** `open`: connected; `connecting`: first connection; `lost`: reconnecting after a drop. */
  link: 'connecting' | 'open' | 'lost';
  seat: number | null;
  ruleset: string | null;
  version: number;
  view: PlayerView | null;
  decision: Decision | null;
  early: boolean;
  status: 'open' | 'running' | 'finished';
  ended: ServerEndInfo | null;
  clock: ClockView | null;
  /** Each seat's player: the name they chose (null: none) and whether a person or the bot plays it. */
  players: { name: string | null; kind: 'human' | 'bot' }[];
  /** A rematch being arranged after the end. */
  rematch: Rematch | null;
  log: LogLine[];
  refusal: ServerRefusal | null;
  /** A refusal that ends the connection (a credential that holds no seat, an unknown match). */
  fatal: ServerRefusal | null;
}

export const INITIAL_SNAPSHOT: GameSnapshot = {
  link: 'connecting',
  seat: null,
  ruleset: null,
  version: -1,
  view: null,
  decision: null,
  early: false,
  status: 'open',
  ended: null,
  clock: null,
  players: [],
  rematch: null,
  log: [],
  refusal: null,
  fatal: null,
};
