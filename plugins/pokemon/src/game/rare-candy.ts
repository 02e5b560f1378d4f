import {
  procedure,
  EVENTS,
  eventsLocals,
  type GameState,
  type PlayerId,
  type Operator,
  requiredLocal,
  type JsonObject,
} from '@tcgkit/core';
import type { CardIndex } from '../cards/card-index.js';
import { handOf, inPlay, isFirstTurnOf, options, text } from './board.js';

/**
 * Rare Candy (PK-X-02): a Stage 2 from hand goes straight onto the Basic it evolves from through
 * its Stage 1. XY (card text): not during your first turn, not on a Basic put into play this turn,
 * Stage 2 only. Legend: not on a Basic put into play this turn, Stage 2 only (PK-LG-10). DP: the
 * earlier card, also into Stage 1 and on a Basic put into play this turn (LG-10's "no longer").
 */
export function rareCandyPairs(cards: CardIndex, s: GameState, p: PlayerId): CandyPair[] {
  const era = options(s).rareCandy;
  if (era === 'xy' && isFirstTurnOf(s, p)) return [];
  const out: { basic: string; evolution: string }[] = [];
  for (const id of inPlay(s, p)) {
    const top = cards.topCard(s, s.objects[id]);
    if (top.kind !== 'pokemon' || top.stage !== 'basic') continue;
    if (era !== 'dp' && s.objects[id].status.playedTurn === s.turn.number) continue;
    for (const e of handOf(s, p)) {
      const c = cards.get(s.objects[e].def);
      if (c.kind !== 'pokemon' || c.stage === 'basic') continue;
      if (c.stage === 'stage1' && era !== 'dp') continue;
      const via =
        c.stage === 'stage2'
          ? cards.cards.find((x) => x.kind === 'pokemon' && x.stage === 'stage1' && x.name === c.evolvesFrom)
          : c;
      if (via?.kind === 'pokemon' && via.evolvesFrom === top.name) out.push({ basic: id, evolution: e });
    }
  }
  return out;
}

/** Operator for a Trainer's playable condition: how many Rare Candy evolutions are possible now. */
export function rareCandyOperator(cards: CardIndex): Operator {
  return {
    name: 'rareCandyPairs',
    stateReads: ['status', 'offField', 'timing', 'attach:evolution'],
    evaluate: ([p], ctx) => rareCandyPairs(cards, ctx.state, Number(p)).length,
  };
}

/** A Basic and the Stage 2 that may skip onto it (PK-X-02). */
export interface CandyPair extends JsonObject {
  basic: string;
  evolution: string;
}

export interface RareCandyLocals {
  player: PlayerId;
  pairs: CandyPair[];
  pick: CandyPair | null;
}

export const rareCandyProcedure = procedure<RareCandyLocals>('pokemon.rareCandy', [
  [
    'choose',
    (ctx, f) => {
      const pairs = f.locals.pairs;
      const s = ctx.state;
      return {
        ask: {
          player: Number(f.locals.player),
          kind: 'choose',
          prompt: 'rareCandy',
          rule: 'PK-X-02',
          options: pairs.map((p) => ({
            key: `${s.objects[p.evolution].def}:${p.basic}`,
            label: `${s.objects[p.basic].def} → ${s.objects[p.evolution].def}`,
            value: p,
          })),
        },
        into: 'pick',
      };
    },
  ],
  // Evolving this way counts as evolving from hand (PK-II-E05) and clears effects like any evolution (PK-A05.3).
  [
    'evolve',
    (ctx, f) => {
      const { basic, evolution } = requiredLocal(f.locals.pick, 'pick');
      return {
        call: EVENTS,
        locals: eventsLocals([
          { kind: 'attach', card: evolution, to: basic, attachKind: 'evolution', rule: 'PK-X-02' },
          { kind: 'pokemon.clearEffects', pokemon: basic, rule: 'PK-A05.3' },
          { kind: 'status', card: basic, key: 'evolvedTurn', value: ctx.state.turn.number, rule: 'PK-A05.2' },
          {
            kind: 'status',
            card: basic,
            key: 'evolvedFrom',
            value: text(ctx.svc.layers.view(ctx.state, basic).name),
            rule: 'PK-II-E23',
          },
        ]),
      };
    },
  ],
]);
