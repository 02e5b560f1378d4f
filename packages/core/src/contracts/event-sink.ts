import type { ObservedEvent } from './game-event.js';
import type { LogEntry } from './log-entry.js';

/** Where a running game sends what happened (a session's rxjs subjects, a recorder, nothing). */
export interface EventSink {
  event(e: ObservedEvent): void;
  log(entry: LogEntry): void;
}

export const NULL_SINK: EventSink = { event: () => undefined, log: () => undefined };
