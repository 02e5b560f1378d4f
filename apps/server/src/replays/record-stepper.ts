import { GameRecordSchema, INPUT_LIMITS, type Engine, type LogEntry } from '@tcgkit/core';
import { ClientError } from '../protocol/error-codes.js';
import type { ReplayStep } from '../http/lobby-schemas.js';
import { SPECTATOR } from '../views/spectator.js';

/** The log lines a replay step carries at most (the latest ones). */
const LOG_TAIL = 300;

/**
 * Replays a game record on the server, where the engines are, and shows it at one step: a browser
 * needs no engine (nor Node's hashing) to step through a record. The whole record is replayed so
 * that every state hash is checked; unlike `Engine.replay`, a differing hash does not stop the
 * replay — the viewer sees where it differs and can still step on.
 */
export function stepRecord(
  engineFor: (rulesetId: string) => Engine,
  input: unknown,
  step: number,
  viewer: number | undefined,
): ReplayStep {
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
      `the record is for version ${record.ruleset.version}, this server has ${engine.manifest.version}`,
    );
  const who = viewer === undefined || viewer >= engine.manifest.players ? SPECTATOR : viewer;
  const target = Math.min(step, record.answers.length);
  const entries: LogEntry[] = [];
  const sink = { event: () => undefined, log: (entry: LogEntry) => void entries.push(entry) };
  let state;
  try {
    state = engine.createGame(record.config, sink);
  } catch {
    throw new ClientError('bad-request', 'record.config: the game cannot be created from it');
  }
  const readable = (): ReplayStep['log'] =>
    entries.map((e) => engine.logFor(e, who, state)).map(({ rule, message, turn }) => ({ rule, message, turn }));
  const checks = [{ step: 0, expected: record.initialHash, actual: engine.hash(state) }];
  const turnStarts = [{ turn: state.turn.number, step: 0 }];
  let view = engine.viewFor(state, who);
  let log = target === 0 ? readable() : [];
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
    if (state.turn.number !== before) turnStarts.push({ turn: state.turn.number, step: i + 1 });
    if (i + 1 === target) {
      view = engine.viewFor(state, who);
      log = readable();
    }
  }
  const mismatch = checks.find((c) => c.expected !== c.actual);
  return {
    ruleset: record.ruleset.id,
    step: target,
    steps: record.answers.length,
    view: view as unknown as Record<string, unknown>,
    log: log.slice(-LOG_TAIL),
    check: checks[target],
    firstMismatch: mismatch ? mismatch.step : null,
    turnStarts,
  };
}
