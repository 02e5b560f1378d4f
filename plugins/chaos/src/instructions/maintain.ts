import { z } from 'zod';
import {
  EVENT,
  eventLocals,
  NEXT_INSTRUCTION,
  defineInstruction,
  type InstructionHandler,
  type InstructionResult,
} from '@tcgkit/core';
import type { ChaosCards } from '../cards/card-index.js';
import { PAY_COST, payLocals, canPay } from '../game/costs.js';
import { isChara, faceUp } from '../game/board.js';

/** 【維持】 (CT-4.2.7.3): the master chooses whether to pay; unpaid, the card turns face down. */
export const maintainInstruction = (cards: ChaosCards): InstructionHandler =>
  defineInstruction('maintain', z.object({ do: z.literal('maintain') }), (ctx, _instr, env) => {
    const s = ctx.state;
    const self = env.self;
    if (!self || !isChara(s, self) || !faceUp(s, self)) return NEXT_INSTRUCTION;
    const cost = cards.meta.get(`${s.objects[self].def}/maintain`)?.cost ?? [];
    const v = env.vars as { maintStage?: string };
    const faceDown = (): InstructionResult => {
      v.maintStage = 'down';
      return {
        call: EVENT,
        locals: eventLocals({
          kind: 'status',
          card: self,
          key: 'face',
          value: 'down',
          snapshot: true,
          rule: 'CT-4.2.7.3',
        }),
      };
    };
    if (env.resumed) {
      if (v.maintStage === 'paying' && env.ret === false) return faceDown();
      delete v.maintStage;
      return NEXT_INSTRUCTION;
    }
    if (env.answer === null || env.answer === undefined) {
      const options = [{ key: 'no', label: 'do not pay (turn face down)', value: false }];
      if (canPay(ctx, cards, cost, env.controller, self))
        options.unshift({ key: 'pay', label: 'pay the maintenance cost', value: true });
      return { ask: { player: env.controller, kind: 'choose', prompt: 'maintain', rule: 'CT-4.2.7.3', options } };
    }
    if (env.answer === true) {
      v.maintStage = 'paying';
      return { call: PAY_COST, locals: payLocals(env.controller, self, cost) };
    }
    return faceDown();
  });
