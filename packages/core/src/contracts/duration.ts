import { z } from 'zod';
import { ExprSchema, type Expr } from './expr.js';

/**
 * How long a continuous effect, replacement or delayed trigger lasts.
 * - `static`: while the static ability that creates it functions (never stored);
 * - `untilBoundary`: until a boundary event named `boundary` (e.g. `turn.end`, `phase.end:battle`,
 *   `battle.end`) happens, and only once the turn number is at least `turn` when given
 *   ("until the end of your next turn");
 * - `duringTurn`: active only during turn number `turn` ("during your opponent's next turn");
 * - `while`: while `condition` holds; it ends when the condition is checked false;
 * - `game`: for the rest of the game.
 */
export type Duration =
  | { kind: 'static' }
  | { kind: 'untilBoundary'; boundary: string; turn?: number; turnsFromNow?: number }
  | { kind: 'duringTurn'; turn?: number; turnsFromNow?: number }
  | { kind: 'while'; condition: Expr }
  | { kind: 'game' };

export const DurationSchema: z.ZodType<Duration> = z.union([
  z.object({ kind: z.literal('static') }).strict(),
  z
    .object({
      kind: z.literal('untilBoundary'),
      boundary: z.string().min(1),
      turn: z.number().int().optional(),
      turnsFromNow: z.number().int().nonnegative().optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('duringTurn'),
      turn: z.number().int().optional(),
      turnsFromNow: z.number().int().nonnegative().optional(),
    })
    .strict()
    .refine((d) => (d.turn === undefined) !== (d.turnsFromNow === undefined), {
      message: 'give either turn or turnsFromNow',
    }),
  z.object({ kind: z.literal('while'), condition: ExprSchema }).strict(),
  z.object({ kind: z.literal('game') }).strict(),
]);

/**
 * Fixes a relative duration when an effect is created: `turnsFromNow` (1 = the next turn, as in
 * "during your opponent's next turn") becomes an absolute turn number.
 */
export function anchorDuration(d: Duration, currentTurn: number): Duration {
  if ((d.kind === 'untilBoundary' || d.kind === 'duringTurn') && d.turnsFromNow !== undefined) {
    const { turnsFromNow, ...rest } = d;
    return { ...rest, turn: currentTurn + turnsFromNow };
  }
  return d;
}

/** Whether a boundary event ends a duration. */
export function boundaryEnds(duration: Duration, boundary: string, qualifier: string | null, turn: number): boolean {
  if (duration.kind === 'duringTurn') return boundary === 'turn.end' && turn >= (duration.turn ?? 0);
  if (duration.kind !== 'untilBoundary') return false;
  if (duration.turn !== undefined && turn < duration.turn) return false;
  return duration.boundary === boundary || (qualifier !== null && duration.boundary === `${boundary}:${qualifier}`);
}
