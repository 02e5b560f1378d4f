import { procedure } from '../procedures/procedure-builder.js';
import { PROGRAM, programLocals } from '../effects/program-interpreter.js';
import { abilityValid, asList, ABILITIES } from '../../contracts/characteristics.js';

export const RESOLVE_TRIGGER = 'core.resolveTrigger';

/**
 * Plays one waiting trigger (CT-9.6.3): one waiting instance is removed; the ability is played
 * even if its card moved or lost it (CT-9.6.8), but an ability still on its card and invalid
 * now is cancelled instead (CT-9.3.3); a once-per-turn ability already used is cancelled.
 */
export const resolveTrigger = procedure<{ /** The waiting trigger instance to play. */ trigger: string }>(
  RESOLVE_TRIGGER,
  [
    [
      'remove one waiting instance',
      (ctx, f) => {
        const id = f.locals.trigger;
        // In place: with many waiting triggers, a filtered copy per play would make them quadratic.
        const at = ctx.state.waiting.findIndex((x) => x.id === id);
        if (at < 0) return { done: null };
        const w = ctx.state.waiting[at];
        ctx.state.waiting.splice(at, 1);
        const cancel = (why: string) => {
          ctx.sink.log({
            rule: ctx.svc.cite('trigger.cancel'),
            message: `${w.ability} of ${w.source} is cancelled: ${why}`,
            data: { trigger: w.id },
            turn: ctx.state.turn.number,
          });
          return { done: null };
        };
        let program = w.program;
        if (w.ability !== null) {
          const a = ctx.svc.abilities.get(w.ability);
          if (a?.kind !== 'triggered') return cancel('not a triggered ability');
          const obj = w.source !== null ? ctx.state.objects[w.source] : undefined;
          if (obj) {
            const chars = ctx.svc.layers.view(ctx.state, obj.id);
            if (asList(chars[ABILITIES]).includes(w.ability) && !abilityValid(chars, w.ability))
              return cancel('the ability is invalid');
          }
          if (a.oncePerTurn) {
            const key = `${w.source}:${w.ability}`;
            if (ctx.state.usedThisTurn.includes(key)) return cancel('already used this turn');
            ctx.state.usedThisTurn.push(key);
          }
          program = a.effect;
        }
        ctx.sink.log({
          rule: ctx.svc.cite('trigger.play'),
          message: `${w.ability ?? 'delayed trigger'} of ${w.source} is played`,
          data: { trigger: w.id, ability: w.ability },
          turn: ctx.state.turn.number,
        });
        return {
          call: PROGRAM,
          locals: programLocals(program ?? [], {
            self: w.source,
            source: w.source,
            controller: w.controller,
            ability: w.ability,
            event: w.event,
          }),
          then: 'done',
        };
      },
    ],
    ['done', () => ({ done: null })],
  ],
);
