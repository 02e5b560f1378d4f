import {
  GameSession,
  AnswerError,
  cloneJson,
  type Agent,
  type Engine,
  type GameConfig,
  type GameRecord,
  type GameState,
  type Invariant,
  type LogEntry,
} from '@tcgkit/core';
import { cardConservation } from '../invariants/card-conservation.js';
import { viewRedaction } from '../invariants/view-redaction.js';
import { lazyView } from './lazy-view.js';

/** An invariant that failed, and when. */
export interface Violation {
  step: number;
  invariant: string;
  message: string;
}

/** How a played game went. */
export interface GameOutcome {
  state: GameState;
  /** The replayable record (its step hashes are computed when first asked for). */
  readonly record: GameRecord;
  decisions: number;
  turns: number;
  violations: Violation[];
  /** Set when the engine or an agent threw: the step and the message (the record reproduces it). */
  error: { step: number; message: string } | null;
  /** True when the decision limit stopped an unfinished game. */
  truncated: boolean;
}

export interface PlayOptions {
  engine: Engine;
  config: GameConfig;
  /** One agent per seat. */
  agents: readonly Agent[];
  /** Check the built-in and the ruleset's invariants after every step (default true). */
  checkInvariants?: boolean;
  /** Extra invariants. */
  invariants?: readonly Invariant[];
  /** Stop after this many decisions (default 5,000). */
  maxDecisions?: number;
  /** Receives the rule-cited log. */
  onLog?: (entry: LogEntry) => void;
}

/**
 * Plays one game with the given agents, recording it, and checks card conservation, view
 * redaction and the ruleset's invariants after every step.
 */
export function playGame(opts: PlayOptions): GameOutcome {
  const { engine, agents } = opts;
  const session = GameSession.create(engine, opts.config, { hashes: 'lazy' });
  const sub = opts.onLog ? session.log$.subscribe(opts.onLog) : null;
  const violations: Violation[] = [];
  let error: GameOutcome['error'] = null;
  let step = 0;
  let invariants: Invariant[] = [];
  const check = () => {
    for (const inv of invariants)
      for (const message of inv.check(session.state)) violations.push({ step, invariant: inv.id, message });
  };
  // A bad config is the caller's input error, not a game failure: let it throw.
  session.start();
  try {
    if (opts.checkInvariants !== false) {
      invariants = [
        cardConservation(Object.keys(session.state.objects).length),
        viewRedaction(engine),
        ...engine.invariants(),
        ...(opts.invariants ?? []),
      ];
    }
    check();
    const max = opts.maxDecisions ?? 5000;
    while (session.state.pending && step < max && violations.length === 0) {
      const d = session.state.pending;
      const agent = agents[d.player];
      if (!agent) throw new Error(`no agent for player ${d.player}`);
      // A searching agent takes the true state and promises to read it only as its seat may know it.
      const answer = agent.decideInGame
        ? agent.decideInGame(session.state, cloneJson(d))
        : agent.decide(lazyView(engine, session.state, d.player), cloneJson(d));
      step++;
      session.submit(d.player, answer);
      check();
    }
  } catch (e) {
    error = {
      step,
      message:
        e instanceof AnswerError
          ? `agent answered illegally: ${e.message}`
          : e instanceof Error
            ? `${e.name}: ${e.message}`
            : String(e),
    };
  } finally {
    sub?.unsubscribe();
  }
  const state = session.state;
  let record: GameRecord | null = null;
  return {
    state,
    decisions: step,
    turns: state.turn.number,
    violations,
    error,
    truncated: error === null && state.result === null && state.pending !== null,
    get record() {
      return (record ??= session.record());
    },
  };
}
