import type { LogLine } from '../game/game-state';
import { storyPieces, type StoryPiece, type Templates } from './story-text';

/** One line a player reads, with the rule trace behind it (its own entry and the engine steps that followed). */
export interface StoryLine {
  /** Index of its entry in the log. */
  index: number;
  pieces: StoryPiece[];
  actor: number | null;
  trace: LogLine[];
}

/** The lines of one turn, and whose turn it was (when the log says). */
export interface TurnGroup {
  turn: number;
  player: number | null;
  lines: StoryLine[];
  /** Trace entries of the turn before its first story line (its start). */
  before: LogLine[];
}

/**
 * The log as a player reads it: grouped by turn, each story line in the reader's words, and every
 * entry the ruleset has no words for kept in the trace of the line before it.
 */
export function logTurns(
  lines: readonly LogLine[],
  templates: Templates,
  language: string,
  own: number | null,
  seats: number,
): TurnGroup[] {
  const groups: TurnGroup[] = [];
  lines.forEach((line, index) => {
    let group = groups[groups.length - 1];
    if (!group || group.turn !== line.turn) {
      group = { turn: line.turn, player: null, lines: [], before: [] };
      groups.push(group);
    }
    if (group.player === null && line.story?.turnPlayer !== undefined) group.player = line.story.turnPlayer;
    const pieces = line.story ? storyPieces(line.story, templates, language, own, seats) : null;
    if (pieces) group.lines.push({ index, pieces, actor: line.story?.actor ?? null, trace: [line] });
    else if (group.lines.length > 0) group.lines[group.lines.length - 1].trace.push(line);
    else group.before.push(line);
  });
  return groups;
}
