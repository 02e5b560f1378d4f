import { z } from 'zod';
import {
  EVENTS,
  eventsLocals,
  ExprSchema,
  programValue,
  NEXT_INSTRUCTION,
  type GameEvent,
  type InstructionHandler,
} from '@tcgkit/core';
import { cardsIn } from './target-cards.js';
import { calculateDamage } from '../game/damage-calculation.js';

/**
 * Damage an attack does to Pokémon other than the opponent's Active (PK-II-B08): calculated like
 * any attack damage, but without Weakness and Resistance unless the text says to apply them, and
 * without "to your opponent's Active Pokémon" boosts. A Pokémon that does not receive attack
 * damage may still be chosen; it receives none.
 */
export const attackDamageInstruction: InstructionHandler = {
  name: 'attackDamage',
  schema: z.object({
    do: z.literal('attackDamage'),
    targets: ExprSchema,
    amount: ExprSchema,
    applyWeaknessResistance: z.boolean().optional(),
    /**
     * "N damage to 1 of your opponent's Pokémon": the Defending Pokémon among the targets takes it
     * like the attack's own damage (Weakness, Resistance, boosts to the opponent's Active).
     */
    defendingAsActive: z.boolean().optional(),
  }),
  run(ctx, instr, env) {
    if (env.resumed || !env.self) return NEXT_INSTRUCTION;
    const targets = cardsIn(ctx, programValue(ctx, env, instr.targets));
    const attacker = ctx.svc.layers.view(ctx.state, env.self);
    const defending = instr.defendingAsActive ? programValue(ctx, env, { ref: 'var', path: 'defender' }) : null;
    const events: GameEvent[] = [];
    for (const t of targets) {
      const fromOpponent = ctx.state.objects[t].master !== ctx.state.objects[env.self].master;
      const asActive = t === defending;
      const r = calculateDamage(
        { ignoreWeaknessResistance: !asActive && instr.applyWeaknessResistance !== true },
        Number(programValue(ctx, env, instr.amount)),
        attacker,
        ctx.svc.layers.view(ctx.state, t),
        { vsOpponentActive: asActive, fromOpponent },
      );
      for (const st of r.steps)
        ctx.sink.log({
          rule: st.rule === 'PK-A01.DC6' && !asActive ? 'PK-II-B08' : st.rule,
          message: `${t} ${st.step}: ${st.value} (${st.note})`,
          turn: ctx.state.turn.number,
        });
      if (r.damage !== null)
        events.push({
          kind: 'damage',
          target: t,
          amount: r.damage,
          source: env.self,
          tags: ['attack'],
          rule: 'PK-II-B08',
        });
    }
    return events.length ? { call: EVENTS, locals: eventsLocals(events) } : NEXT_INSTRUCTION;
  },
};
