import { E, zoneKey, type CodeReplacement, type RuleReplacement, type GameEvent } from '@tcgkit/core';
import type { CardIndex } from '../cards/card-index.js';
import { text } from './board.js';

const ev = (path: string) => ({ ref: 'event' as const, path });

/**
 * PK-II-D16 (Focus Sash): a Fighting Pokémon with this Tool at full HP that would be Knocked Out
 * by damage from an opponent's attack is left with 10 HP instead, and the Tool is discarded.
 * A replacement of the damage event, so what follows sees only the reduced damage.
 */
export const focusSashRule: RuleReplacement = {
  id: 'focus-sash',
  rule: 'PK-II-D16',
  instance: {
    id: 'rule:focus-sash',
    source: null,
    ability: 'focus-sash.endure',
    controller: 0,
    duration: { kind: 'game' },
    vars: {},
    spec: {
      on: 'damage',
      where: E.and(
        E.op('has', ev('tags'), 'attack'),
        E.op('not', E.op('has', ev('tags'), 'self')),
        E.eq(E.char(ev('target'), 'focusSash'), true),
        E.op('has', E.char(ev('target'), 'types'), 'F'),
        E.eq(E.op('counter', ev('target'), 'damage'), 0),
        E.op('gte', ev('amount'), E.char(ev('target'), 'hp')),
      ),
      action: { kind: 'code', name: 'focusSash' },
    },
  },
};

export function focusSashReplacement(cards: CardIndex): CodeReplacement {
  return {
    name: 'focusSash',
    replace(event, ctx) {
      const target = text(event.target);
      const hp = Number(ctx.svc.layers.view(ctx.state, target).hp);
      const tool = cards.tool(ctx.state, target);
      const out: GameEvent[] = [{ ...event, amount: hp - 10 }];
      if (tool)
        out.push({
          kind: 'move',
          card: tool,
          to: zoneKey('discard', ctx.state.objects[tool].owner),
          position: 'top',
          rule: 'PK-II-D16',
        });
      return out;
    },
  };
}
