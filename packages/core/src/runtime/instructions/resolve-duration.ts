import type { RunContext } from '../../contracts/ruleset-parts.js';
import { anchorDuration, type Duration } from '../../contracts/duration.js';

/** An effect's duration anchored to this turn; without one, the ruleset's default (else until the turn ends). */
export function resolveDuration(ctx: RunContext, d: Duration | undefined): Duration {
  if (d) return anchorDuration(d, ctx.state.turn.number);
  return ctx.svc.parts.layers.defaultDuration ?? { kind: 'untilBoundary', boundary: 'turn.end' };
}
