import { procedure } from '../procedures/procedure-builder.js';
import { requiredLocal } from '../procedures/required-local.js';
import { RESOLVE_TRIGGER } from './resolve-trigger.js';
import { triggerChoice } from './trigger-choice.js';
import { logText } from '../../log/log-text.js';

export const RESOLVE_WAITING = 'core.resolveWaiting';

/**
 * Plays every waiting trigger now, without rule processes in between (for rules that resolve
 * effects at a fixed step, e.g. "when damaged" effects before a Knock Out check). The controller
 * of the earliest waiting trigger orders their own when they have several; `rule` is cited.
 */
export const resolveWaiting = procedure<{ rule?: string; /** The trigger chosen to play next. */ chosen?: string }>(
  RESOLVE_WAITING,
  [
    [
      'pick',
      (ctx, f) => {
        const waiting = ctx.state.waiting;
        if (waiting.length === 0) return { done: null };
        const controller = waiting[0].controller;
        const mine = waiting.filter((w) => w.controller === controller);
        const choice = triggerChoice(mine, (w) => w.ability ?? w.id);
        if ('only' in choice) return { call: RESOLVE_TRIGGER, locals: { trigger: choice.only.id }, then: 'pick' };
        return {
          ask: {
            player: controller,
            kind: 'choose',
            prompt: 'trigger.choose',
            rule: logText(f.locals.rule ?? ctx.svc.cite('trigger.choose')),
            options: choice.options,
          },
          into: 'chosen',
        };
      },
    ],
    [
      'resolve chosen',
      (_ctx, f) => ({
        call: RESOLVE_TRIGGER,
        locals: { trigger: requiredLocal(f.locals.chosen, 'chosen') },
        then: 'pick',
      }),
    ],
  ],
);
