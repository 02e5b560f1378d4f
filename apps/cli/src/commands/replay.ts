import {
  GameRecordSchema,
  InputError,
  ReplayDivergenceError,
  type RulesetRegistry,
  type LogEntry,
  type PlayerView,
} from '@tcgkit/core';
import { readDataFile } from '../io/read-data-file.js';
import { CliError, EXIT } from '../cli-error.js';
import { resultText } from '../io/result-text.js';
import { engineOf } from './list.js';
import { renderBoard } from './board.js';

/**
 * `tcgkit replay <record> [--step] [--view p [--at n]]`: re-runs a record, checks every step's
 * hash, prints the log and the result; with `--view`, the board as that player sees it at the end
 * (or after answer `--at`). Returns the exit code: 0 replayed to its end, 1 diverged or refused
 * by the engine, 3 replayed cleanly but the game is unfinished (the record stops before its end).
 */
export function replayCommand(
  registry: RulesetRegistry,
  file: string,
  o: { step?: boolean; view?: string; at?: string },
  print: (s: string) => void,
): number {
  const raw = readDataFile(file, 'record');
  const parsed = GameRecordSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CliError(`${file} (${issue?.path.join('.') || 'record'}): ${issue?.message ?? 'not a game record'}`);
  }
  const record = parsed.data;
  const engine = engineOf(registry, record.ruleset.id);
  const players = engine.manifest.players;
  const viewer = o.view === undefined ? null : Number(o.view);
  if (viewer !== null && !(Number.isInteger(viewer) && viewer >= 0 && viewer < players))
    throw new CliError(`--view must be a player number (0..${players - 1}), not "${o.view}"`);
  const at = o.at === undefined ? null : Number(o.at);
  if (at !== null && (viewer === null || !Number.isInteger(at) || at < 0 || at > record.answers.length))
    throw new CliError(
      viewer === null
        ? '--at needs --view'
        : `--at must be an answer number (0..${record.answers.length}), not "${o.at}"`,
    );
  const sink = { event: () => undefined, log: (l: LogEntry) => print(`[${l.rule}] ${l.message}`) };
  // The view after answer `--at`, taken while the replay passes it (a copy: the game goes on).
  const seen: { view: PlayerView | null } = { view: null };
  let state;
  try {
    state = engine.replay(
      record,
      (s, step) => {
        if (o.step) print(`— step ${step}: hash ${engine.hash(s)} ✓`);
        if (viewer !== null && step === at) seen.view = structuredClone(engine.viewFor(s, viewer));
      },
      sink,
    );
  } catch (e) {
    if (e instanceof ReplayDivergenceError) {
      print(`diverged at step ${e.step}: expected hash ${e.expected}, got ${e.actual}`);
      return EXIT.failed;
    }
    // The record is well-formed, but the engine refuses it (a changed result, a rejected answer, an illegal deck).
    if (e instanceof InputError) {
      print(`refused: ${file} (${e.field}): ${e.message.replace(/^record( \([^)]*\))?: /, '')}`);
      return EXIT.failed;
    }
    throw e;
  }
  print(`replayed ${record.answers.length} answers: every hash matches`);
  if (viewer !== null) {
    // Answer 0 is the state before the first answer: the replay gives no step for it.
    const view =
      at === 0
        ? engine.viewFor(engine.createGame(record.config), viewer)
        : (seen.view ?? engine.viewFor(state, viewer));
    print(`board as player ${viewer} sees it ${at === null ? 'at the end' : `after answer ${at}`}:`);
    print(renderBoard(view, `Player ${viewer} (the viewer)`, `Player ${1 - viewer}`));
  }
  if (state.result) {
    print(`result: ${resultText(state.result, players)}`);
    return EXIT.ok;
  }
  const next = state.pending;
  print(
    `unfinished: the record stops after answer ${record.answers.length}; ` +
      `the game goes on at answer ${record.answers.length + 1}` +
      (next ? `, player ${next.player}'s decision ${next.prompt} [${next.rule}]` : ''),
  );
  return EXIT.unfinished;
}
