import { E, type Expr, type Instruction, type Program } from '@tcgkit/core';
import type { EnergyType } from '../../cards/card-schema.js';
import { SELF_DAMAGE_VAR } from '../../game/self-damage-var.js';

/** Expressions the translated programs share: a variable, the Defending Pokémon, Pokémon in play. */
export const variable = (path: string): Expr => ({ ref: 'var', path });
export const defender: Expr = variable('defender');
export const inPlay = ['active', 'bench'];

/** `damage += amount` in a damage text (DC1). */
export const addDamage = (amount: Expr | number): Instruction => ({
  do: 'set',
  var: 'damage',
  value: E.op('add', variable('damage'), amount),
});

/** Flips `n` coins and counts the heads into `into`. */
export function countHeads(n: number, into: string): Program {
  return [
    { do: 'set', var: into, value: 0 },
    {
      do: 'repeat',
      times: n,
      body: [
        { do: 'coin', into: `${into}Coin` },
        {
          do: 'if',
          cond: variable(`${into}Coin`),
          then: [{ do: 'set', var: into, value: E.op('add', variable(into), 1) }],
        },
      ],
    },
  ];
}

/** The owner's choice of `min`–`max` cards matching a selector, into a variable. */
export function choose(
  selector: Record<string, unknown>,
  into: string,
  prompt: string,
  rule: string,
  min: number = 1,
  max: Expr = 1,
) {
  return { do: 'choose', from: { selector }, min, max, into, prompt, rule } as Instruction;
}

/** Energy cards of a type (any Energy card when no type), for selectors. */
export function energyCardWhere(type?: EnergyType): Expr {
  const energy = E.eq(E.char(E.card, 'kind'), 'energy');
  return type ? E.and(energy, E.op('has', E.char(E.card, 'provides'), type)) : energy;
}

/** Damage to itself on some outcome only, in the damage text: the attack does it with its damage (PK-II-B09). */
export const addSelfDamage = (amount: number): Instruction => ({
  do: 'set',
  var: SELF_DAMAGE_VAR,
  value: E.op('add', variable(SELF_DAMAGE_VAR), amount),
});
