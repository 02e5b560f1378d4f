import type { GameState, ContinuousEffectInstance, EffectPart, Affects, Duration } from '../../src/index.js';

/** Puts a continuous effect into a game as a resolved ability would (for layer tests). */
export function addEffect(
  state: GameState,
  affects: Affects,
  parts: EffectPart[],
  opts: { timestamp?: number; source?: string | null; controller?: number; duration?: Duration; locked?: boolean } = {},
): ContinuousEffectInstance {
  const ts = opts.timestamp ?? state.seq.timestamp++;
  const e: ContinuousEffectInstance = {
    id: `e${state.seq.effect++}`,
    source: opts.source ?? null,
    ability: null,
    controller: opts.controller ?? 0,
    timestamp: ts,
    lockedAt: opts.locked ? ts : null,
    affects,
    parts,
    duration: opts.duration ?? { kind: 'game' },
    flags: [],
    vars: {},
    fromStatic: false,
  };
  state.effects.push(e);
  state.version++;
  return e;
}
