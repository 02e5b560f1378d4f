import { procedure } from '../procedures/procedure-builder.js';
import type { JsonObject, Json } from '../../contracts/json.js';
import type { PlayerId } from '../../contracts/ids.js';
import { CHECK_TIMING, checkTimingLocals } from './check-timing.js';
import { RulesetError } from '../../contracts/errors.js';
import { cloneJson } from '../../contracts/json.js';

export const PLAY_TIMING = 'core.playTiming';

interface PlayLocals extends JsonObject {
  /** Players who receive play timing in this part of the game, in order. */
  players: PlayerId[];
  idx: number;
  passes: number;
  choice: Json;
  /** Option value filter: only actions whose provider id is listed (null = all). */
  providers: string[] | null;
  rule: string;
  /** After an action, the next player receives play timing (CT-8.2.3) instead of the same one. */
  rotate: boolean;
}

/** The option value of "do nothing". */
export const PASS = { action: 'pass' } as const;

/**
 * Play timing (CT-3.5, CT-9.4.2): a check timing first; then the player chooses one possible
 * action or nothing. The game moves on only when every eligible player has passed in a row with
 * no rule process or trigger happening in between (CT-3.5.3).
 */
export const playTiming = procedure<PlayLocals>(PLAY_TIMING, [
  ['check timing', () => ({ call: CHECK_TIMING, locals: checkTimingLocals() })],
  [
    'offer',
    (ctx, f) => {
      const l = f.locals;
      if (ctx.state.result) return { done: null };
      if (f.locals.$ret === true) l.passes = 0;
      const player = l.players[l.idx % l.players.length];
      const options = [];
      const seen = new Set<string>();
      for (const provider of ctx.svc.parts.actions) {
        if (l.providers && !l.providers.includes(provider.id)) continue;
        for (const o of provider.enumerate(ctx, player)) {
          // An option key names an action: equal keys are the same action (e.g. two identical cards in hand).
          if (seen.has(o.key)) continue;
          seen.add(o.key);
          options.push({ ...o, value: { action: provider.id, args: o.value } });
        }
      }
      options.push({ key: 'pass', label: 'do nothing', value: PASS });
      return { ask: { player, kind: 'choose', prompt: 'playTiming', rule: l.rule, options }, into: 'choice' };
    },
  ],
  [
    'act',
    (ctx, f) => {
      const l = f.locals;
      const choice = l.choice as { action: string; args?: Json };
      if (choice.action === 'pass') {
        l.passes++;
        if (l.passes >= l.players.length) return { done: null };
        l.idx = (l.idx + 1) % l.players.length;
        return { goto: 'check timing' };
      }
      l.passes = 0;
      const provider = ctx.svc.parts.actions.find((a) => a.id === choice.action);
      if (!provider) throw new RulesetError(`unknown action provider "${choice.action}"`);
      return {
        call: provider.procedure,
        locals: { player: l.players[l.idx % l.players.length], args: cloneJson(choice.args ?? null) },
        then: 'after action',
      };
    },
  ],
  // An action procedure may end the play timing (e.g. an attack ends the turn) by returning { endsPlayTiming: true }.
  [
    'after action',
    (_ctx, f) => {
      const l = f.locals;
      const ret = f.locals.$ret;
      if (ret && typeof ret === 'object' && !Array.isArray(ret) && ret.endsPlayTiming === true)
        return { call: CHECK_TIMING, locals: checkTimingLocals(), then: 'ended' };
      if (l.rotate === true) l.idx = (l.idx + 1) % l.players.length;
      return { goto: 'check timing' };
    },
  ],
  ['ended', () => ({ done: null })],
]);

/** Locals for calling a play timing for `players` (in order), optionally limited to some action providers. */
export function playTimingLocals(
  players: PlayerId[],
  rule: string,
  providers: string[] | null = null,
  rotate = false,
): JsonObject {
  return { players, idx: 0, passes: 0, choice: null, providers, rule, rotate };
}
