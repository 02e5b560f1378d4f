import { E, type Program } from '@tcgkit/core';
import type { AttackPart, SentenceTemplate } from '../sentence-template.js';
import { addDamage, addSelfDamage, countHeads, variable } from './program-parts.js';

/**
 * "Flip a coin. If heads, <clause>." with an optional "If tails, <clause>.": the clauses are
 * translated by the library. The coin is flipped once, in the first part of the attack either
 * clause acts in (before damage, the damage text, its effects: the order the attack resolves
 * them), and every such part reads that one flip, so that "If heads, this attack does 30 more
 * damage and heal 30 damage from this Pokémon" or "If heads, 20 more damage. If tails, …
 * Paralyzed" follow a single coin.
 */
export const flipThenClause: SentenceTemplate<AttackPart> = {
  id: 'flip-a-coin-if-heads',
  patterns: [
    'Flip a coin. If heads, {heads:clause}[[ If tails, {tails:clause}]]',
    'Flip a coin. If tails, {tails:clause}',
  ],
  build(s, ctx) {
    const heads = s.text.heads === undefined ? {} : outcomeDamageToItself(ctx.clause(s.text.heads));
    const tails = s.text.tails === undefined ? {} : outcomeDamageToItself(ctx.clause(s.text.tails));
    if (!heads || !tails) return null;
    const sections = RESOLUTION_ORDER.filter((k) => heads[k] || tails[k]);
    const others = [heads, tails].some(
      (p) => p.failCheck || p.ignoreWeaknessResistance || p.ignoreResistance || p.ignoreDefenderEffects,
    );
    if (sections.length === 0 || others || (heads.playableIf && tails.playableIf)) return null;
    const coin = 'heads';
    // On a Trainer, a condition for playing the clause is the card's (PK-II-D02: no card that can do nothing).
    const playableIf = heads.playableIf ?? tails.playableIf;
    const part: AttackPart = playableIf ? { playableIf } : {};
    sections.forEach((section, i) => {
      const decide: Program = [
        { do: 'if', cond: variable(coin), then: heads[section] ?? [], else: tails[section] ?? [] },
      ];
      part[section] = i === 0 ? [{ do: 'coin', into: coin }, ...decide] : decide;
    });
    return part;
  },
};

/**
 * A clause's damage to itself, done only on its outcome: added in the damage text to the
 * attack's self-damage variable, which the attack reads when it does its damage.
 */
function outcomeDamageToItself(part: AttackPart | null): AttackPart | null {
  if (!part?.selfDamage) return part;
  const { selfDamage, ...rest } = part;
  return { ...rest, damageText: [...(rest.damageText ?? []), addSelfDamage(selfDamage)] };
}

/** The parts of an attack that run programs, in the order the attack resolves them. */
const RESOLUTION_ORDER = ['beforeDamage', 'damageText', 'effects'] as const;

/** "Flip 3 coins. This attack does 40 damage times the number of heads." (a × attack). */
export const coinsTimesDamage: SentenceTemplate<AttackPart> = {
  id: 'flip-coins-damage-times-heads',
  patterns: ['Flip {n:count} coins. This attack does {d:number} damage times the number of heads.'],
  build: (s) => ({
    damageText: [
      ...countHeads(s.number.n, 'heads'),
      { do: 'set', var: 'damage', value: E.op('mul', s.number.d, variable('heads')) },
    ],
  }),
};

/** "Flip 2 coins. This attack does 20 more damage for each heads." (a + attack). */
export const coinsMoreDamage: SentenceTemplate<AttackPart> = {
  id: 'flip-coins-more-damage-each-heads',
  patterns: ['Flip {n:count} coins. This attack does {d:number} more damage for each heads.'],
  build: (s) => ({
    damageText: [...countHeads(s.number.n, 'heads'), addDamage(E.op('mul', s.number.d, variable('heads')))],
  }),
};

/** "Flip a coin until you get tails. This attack does 30 damage times the number of heads." (and "more … for each"). */
export const untilTailsDamage: SentenceTemplate<AttackPart> = {
  id: 'flip-until-tails-damage',
  patterns: [
    'Flip a coin until you get tails. This attack does {d:number} damage times the number of heads.',
    'Flip a coin until you get tails. This attack does {d:number} damage for each heads.',
    'Flip a coin until you get tails. This attack does {m:number} more damage for each heads.',
    'Flip a coin until you get tails. This attack does {m:number} more damage times the number of heads.',
  ],
  build: (s) => {
    const perHeads = E.op('mul', s.number.d ?? s.number.m, variable('heads'));
    const damage = s.number.d !== undefined ? { do: 'set', var: 'damage', value: perHeads } : addDamage(perHeads);
    return { damageText: [{ do: 'coinsUntilTails', into: 'heads' }, damage] };
  },
};

/** "Flip 2 coins. This attack does 30 damage for each heads." — another spelling of the × attack. */
export const coinsDamageEach: SentenceTemplate<AttackPart> = {
  id: 'flip-coins-damage-each-heads',
  patterns: ['Flip {n:count} coins. This attack does {d:number} damage for each heads.'],
  build: (s) => ({
    damageText: [
      ...countHeads(s.number.n, 'heads'),
      { do: 'set', var: 'damage', value: E.op('mul', s.number.d, variable('heads')) },
    ],
  }),
};

/** Coin flips: multi-sentence templates, tried before the single sentences they contain. */
export const COIN_TEMPLATES = [coinsTimesDamage, coinsMoreDamage, coinsDamageEach, untilTailsDamage, flipThenClause];
