import { GameRecordSchema, INPUT_LIMITS, type Engine, type GameRecord, type LogEntry } from '@tcgkit/core';
import { ClientError } from '../errors/client-error.js';
import type { ReplayStep } from '@tcgkit/protocol';
import { SPECTATOR } from '../views/spectator.js';

/** The log lines a replay step carries at most (the latest ones). */
const LOG_TAIL = 300;
/** A saved state is kept at least every this many steps: a step is then at most this many answers from one. */
const CHECKPOINT_EVERY = 8;
/** At most about this many saved states per record: a very long record keeps them further apart. */
const CHECKPOINTS_MAX = 256;

/**
 * A record replayed once, whole: every state hash checked, where each turn starts, every log entry
 * with the step that wrote it, and the saved state every {@link CHECKPOINT_EVERY} steps. Any step is
 * then shown by restoring the checkpoint before it and answering at most that many answers, instead
 * of replaying from the start (a viewer stepping through a long record).
 */
export interface RecordTimeline {
  engine: Engine;
  record: GameRecord;
  checks: ReplayStep['check'][];
  turnStarts: ReplayStep['turnStarts'];
  firstMismatch: number | null;
  entries: LogEntry[];
  /** How many log entries there are once step `i` is played. */
  entriesAt: number[];
  checkpoints: string[];
  /** Steps between two saved states. */
  spacing: number;
  /** About how much memory it holds (its saved states and log), for a cache's budget. */
  bytes: number;
}

/**
 * Checks a record (as a client sent it) and replays it whole. Unlike `Engine.replay`, a differing
 * hash does not stop the replay: the viewer sees where it differs and can still step on.
 */
export function replayTimeline(engineFor: (rulesetId: string) => Engine, input: unknown): RecordTimeline {
  const parsed = GameRecordSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ClientError('bad-request', `record.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  const record = parsed.data;
  if (record.answers.length > INPUT_LIMITS.answersPerRecord)
    throw new ClientError('bad-request', `record.answers: at most ${INPUT_LIMITS.answersPerRecord} answers`);
  const engine = engineFor(record.ruleset.id);
  if (record.ruleset.version !== engine.manifest.version)
    throw new ClientError(
      'bad-request',
      `the record is for another version; this server has ${engine.manifest.version}`,
    );
  const entries: LogEntry[] = [];
  const sink = { event: () => undefined, log: (entry: LogEntry) => void entries.push(entry) };
  let state;
  try {
    state = engine.createGame(record.config, sink);
  } catch {
    throw new ClientError('bad-request', 'record.config: the game cannot be created from it');
  }
  const checks = [{ step: 0, expected: record.initialHash, actual: engine.hash(state) }];
  const turnStarts = [{ turn: state.turn.number, step: 0 }];
  const entriesAt = [entries.length];
  const checkpoints = [engine.serialize(state)];
  const spacing = Math.max(CHECKPOINT_EVERY, Math.ceil(record.answers.length / CHECKPOINTS_MAX));
  for (let i = 0; i < record.answers.length; i++) {
    const { player, answer } = record.answers[i];
    const before = state.turn.number;
    try {
      engine.submit(state, player, answer, sink);
    } catch {
      // The engine's words would repeat the answer: the place is enough.
      throw new ClientError('bad-request', `record.answers.${i}: the engine refused this answer`);
    }
    checks.push({ step: i + 1, expected: record.hashes[i], actual: engine.hash(state) });
    entriesAt.push(entries.length);
    if (state.turn.number !== before) turnStarts.push({ turn: state.turn.number, step: i + 1 });
    if ((i + 1) % spacing === 0) checkpoints.push(engine.serialize(state));
  }
  const mismatch = checks.find((c) => c.expected !== c.actual);
  const bytes = checkpoints.reduce((n, c) => n + c.length, 0) + entries.length * 200 + record.answers.length * 150;
  return {
    engine,
    record,
    checks,
    turnStarts,
    firstMismatch: mismatch ? mismatch.step : null,
    entries,
    entriesAt,
    checkpoints,
    spacing,
    bytes,
  };
}

/** The record at `step` answers as `viewer` sees it (a spectator's view without one). */
export function timelineStep(t: RecordTimeline, step: number, viewer: number | undefined): ReplayStep {
  const { engine, record } = t;
  const who = viewer === undefined || viewer >= engine.manifest.players ? SPECTATOR : viewer;
  const target = Math.min(step, record.answers.length);
  const from = Math.floor(target / t.spacing);
  // A checkpoint is this server's own save: its hash is the one the whole replay computed at its step.
  const state = engine.restoreOwn(t.checkpoints[from], t.checks[from * t.spacing].actual, 'replay checkpoint');
  for (let i = from * t.spacing; i < target; i++)
    engine.submit(state, record.answers[i].player, record.answers[i].answer);
  // The state reached from the checkpoint is the one the whole replay reached at that step.
  if (engine.hash(state) !== t.checks[target].actual) throw new Error(`replay step ${target} left its timeline`);
  const tail = t.entries.slice(Math.max(0, t.entriesAt[target] - LOG_TAIL), t.entriesAt[target]);
  return {
    ruleset: record.ruleset.id,
    step: target,
    steps: record.answers.length,
    view: engine.viewFor(state, who),
    log: tail
      .map((e) => engine.logFor(e, who, state))
      .map(({ rule, message, turn, story }) => ({ rule, message, turn, ...(story ? { story } : {}) })),
    check: t.checks[target],
    firstMismatch: t.firstMismatch,
    turnStarts: t.turnStarts,
  };
}
