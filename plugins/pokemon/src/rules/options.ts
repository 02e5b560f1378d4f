import { z } from 'zod';

/**
 * Era options. The default follows the 2015 (XY) rule guide; `dp` selects the DP-era play rules
 * (PK-PR) and `legend` the Legend-era regulation (PK-LG). Each PK-X conflict is its own option,
 * defaulting from the era.
 */
export const PokemonOptionsSchema = z
  .object({
    era: z.enum(['xy', 'dp', 'legend']).default('xy'),
    /** PK-X-01: may the first player attack on their first turn? (XY: no) */
    firstTurnAttack: z.boolean().optional(),
    /** PK-X-01: may the first player use Trainers on their first turn? (DP: no) */
    firstTurnTrainers: z.boolean().optional(),
    /** PK-X-06 / PK-G.6: Prize cards (6 for 60 cards, 3 for 30). */
    prizes: z.number().int().min(1).max(6).optional(),
    /** PK-X-07: Bench size (default 5; 4 in a double battle). */
    benchSize: z.number().int().min(1).max(5).optional(),
    /** PK-PR-17 / PK-X-07: a double battle — two Active Pokémon each, a Bench of 4, 1 retreat per turn. */
    doubleBattle: z.boolean().default(false),
    /** PK-X-09: Paralysis ends after the owner's next turn (XY) or after 2 Checkups (Legend). */
    paralysis: z.enum(['endOfOwnersTurn', 'twoCheckups']).optional(),
    /** PK-X-02: which Rare Candy text applies (default: the era's). */
    rareCandy: z.enum(['xy', 'dp', 'legend']).optional(),
    /**
     * PK-X-04: a used Supporter is discarded after use (RG, LG) or stays in play until the end of the turn (before LG).
     */
    supporterDiscard: z.enum(['afterUse', 'endOfTurn']).optional(),
    /** PK-X-08: Confusion tails puts 3 damage counters (RG, default) or does 30 damage to the attacker (LG wording). */
    confusionSelfDamage: z.enum(['counters', 'damage']).optional(),
    /**
     * PK-X-10: the opponent's optional extra draw after mulligans:
     * one per mulligan (RG reading, default) or one in all (LG wording).
     */
    mulliganDraws: z.enum(['perMulligan', 'one']).optional(),
    /**
     * PK-X-12: effects on a Pokémon that goes to the Bench are all cleared (RG)
     * or a Poké-Power's continue (PR; default in dp).
     */
    powerEffectsOnBench: z.enum(['cleared', 'continue']).optional(),
    /** PK-E.5: play Sudden Death instead of accepting a draw. */
    suddenDeath: z.boolean().default(false),
  })
  .strict();
export type PokemonOptions = z.infer<typeof PokemonOptionsSchema>;

/** Options with every era default filled in. */
export interface ResolvedOptions {
  era: 'xy' | 'dp' | 'legend';
  firstTurnAttack: boolean;
  firstTurnTrainers: boolean;
  /** Null: by the deck's size (Legend: 3 for a 30-card deck, else 6). */
  prizes: number | null;
  benchSize: number;
  doubleBattle: boolean;
  paralysis: 'endOfOwnersTurn' | 'twoCheckups';
  rareCandy: 'xy' | 'dp' | 'legend';
  supporterDiscard: 'afterUse' | 'endOfTurn';
  confusionSelfDamage: 'counters' | 'damage';
  mulliganDraws: 'perMulligan' | 'one';
  powerEffectsOnBench: 'cleared' | 'continue';
  suddenDeath: boolean;
}

export function resolveOptions(raw: Record<string, unknown>): ResolvedOptions {
  const o = PokemonOptionsSchema.parse(raw);
  return {
    era: o.era,
    firstTurnAttack: o.firstTurnAttack ?? o.era !== 'xy',
    firstTurnTrainers: o.firstTurnTrainers ?? o.era !== 'dp',
    // PK-X-06: 6 Prize cards for a 60-card deck and 3 for a 30-card deck (G.6, LG-05), unless set.
    prizes: o.prizes ?? null,
    benchSize: o.benchSize ?? (o.doubleBattle ? 4 : 5),
    doubleBattle: o.doubleBattle,
    paralysis: o.paralysis ?? (o.era === 'legend' ? 'twoCheckups' : 'endOfOwnersTurn'),
    rareCandy: o.rareCandy ?? o.era,
    supporterDiscard: o.supporterDiscard ?? 'afterUse',
    confusionSelfDamage: o.confusionSelfDamage ?? 'counters',
    mulliganDraws: o.mulliganDraws ?? 'perMulligan',
    powerEffectsOnBench: o.powerEffectsOnBench ?? (o.era === 'dp' ? 'continue' : 'cleared'),
    suddenDeath: o.suddenDeath,
  };
}
