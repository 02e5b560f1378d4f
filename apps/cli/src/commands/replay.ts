import { GameRecordSchema, InputError, ReplayDivergenceError, type RulesetRegistry, type LogEntry } from '@tcgkit/core';
import { readDataFile } from '../io/read-data-file.js';
import { CliError } from '../cli-error.js';
import { engineOf } from './list.js';

/**
 * `tcgkit replay <record> [--step] [--view p]`: re-runs a record, checks every step's hash,
 * prints the log; reports the first divergent step.
 */
export function replayCommand(
  registry: RulesetRegistry,
  file: string,
  o: { step?: boolean; view?: string },
  print: (s: string) => void,
): boolean {
  const raw = readDataFile(file, 'record');
  const parsed = GameRecordSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CliError(`${file} (${issue?.path.join('.') || 'record'}): ${issue?.message ?? 'not a game record'}`);
  }
  const engine = engineOf(registry, parsed.data.ruleset.id);
  const viewer = o.view === undefined ? null : Number(o.view);
  if (viewer !== null && !(viewer === 0 || viewer === 1))
    throw new CliError(`--view must be a player number (0 or 1), not "${o.view}"`);
  const sink = { event: () => undefined, log: (l: LogEntry) => print(`[${l.rule}] ${l.message}`) };
  try {
    const state = engine.replay(
      parsed.data,
      (s, step) => {
        if (o.step) print(`— step ${step}: hash ${engine.hash(s)} ✓`);
      },
      sink,
    );
    print(`replayed ${parsed.data.answers.length} answers: every hash matches`);
    if (state.result)
      print(
        `result: ${state.result.draw ? 'draw' : `player ${state.result.winners.join(', ')} wins`} — ${state.result.reason} [${state.result.rule}]`,
      );
    if (viewer !== null) {
      const view = engine.viewFor(state, viewer);
      print(
        `view of player ${viewer}: ${Object.entries(view.zones)
          .map(([k, z]) => `${k}=${z.count}`)
          .join(' ')}`,
      );
    }
    return true;
  } catch (e) {
    if (e instanceof ReplayDivergenceError) {
      print(`diverged at step ${e.step}: expected hash ${e.expected}, got ${e.actual}`);
      return false;
    }
    if (e instanceof InputError)
      throw new CliError(`${file} (${e.field}): ${e.message.replace(/^record( \([^)]*\))?: /, '')}`);
    throw e;
  }
}
