import type { Characteristics } from '@tcgkit/core';
import type { Attack } from '../cards/card-schema.js';

/** One step of the calculation, for the log. */
export interface CalculationStep {
  step: 'DC1' | 'DC2' | 'DC3' | 'DC4' | 'DC5' | 'DC6';
  rule: string;
  value: number;
  note: string;
}

/** The result: the final damage (null when calculation ended with no damage) and each step. */
export interface DamageResult {
  damage: number | null;
  steps: CalculationStep[];
}

/**
 * Damage calculation (PK-A01.DC1–DC6) from the DC1 result. `vsOpponentActive` says whether the
 * defender is the opponent's Active (Muscle Band); `fromOpponent` whether the attacker is the
 * defender's opponent's Pokémon (Hard Charm). For an attack that ignores effects on the Defending
 * Pokémon (PK-II-B07), `defender` holds its characteristics computed without them
 * ({@link effectsOnDefending}): Weakness, Resistance, DC5 and "does not receive attack damage" all
 * come from those. Calculation ends at 0 or less after a ×/− DC1, after DC2, after DC4 and after DC5.
 */
export function calculateDamage(
  attack: Pick<Attack, 'marker' | 'ignoreWeaknessResistance' | 'ignoreResistance'>,
  dc1: number,
  attacker: Characteristics,
  defender: Characteristics,
  context: { vsOpponentActive: boolean; fromOpponent: boolean },
): DamageResult {
  const steps: CalculationStep[] = [];
  const end = (): DamageResult => ({ damage: null, steps });
  let d = dc1;
  steps.push({ step: 'DC1', rule: 'PK-A01.DC1', value: d, note: "the attack's own damage" });
  // PK-A01.DC1 / PK-II-B02 / PK-II-B03: × or − bringing it to 0 or less ends the calculation.
  if (d <= 0 && (attack.marker === 'x' || attack.marker === '-' || d === 0)) return end();
  const dc2 = Number(attacker.dc2All ?? 0) + (context.vsOpponentActive ? Number(attacker.dc2VsOpponentActive ?? 0) : 0);
  d += dc2;
  steps.push({
    step: 'DC2',
    rule: 'PK-A01.DC2',
    value: d,
    note: `effects on the attacking Pokémon ${dc2 >= 0 ? '+' : ''}${dc2}`,
  });
  if (d <= 0) return end();
  if (!attack.ignoreWeaknessResistance) {
    const types = (attacker.types as string[]) ?? [];
    const weakness = defender.weakness as { type: string; value: number } | null;
    if (weakness && types.includes(weakness.type)) {
      d *= weakness.value;
      steps.push({ step: 'DC3', rule: 'PK-A01.DC3', value: d, note: `Weakness ×${weakness.value}` });
    }
    const resistance = defender.resistance as { type: string; value: number } | null;
    if (resistance && types.includes(resistance.type) && !attack.ignoreResistance) {
      d -= resistance.value;
      steps.push({ step: 'DC4', rule: 'PK-A01.DC4', value: d, note: `Resistance −${resistance.value}` });
      if (d <= 0) return end();
    }
  }
  const dc5 = Number(defender.dc5All ?? 0) + (context.fromOpponent ? Number(defender.dc5VsOpponent ?? 0) : 0);
  if (dc5 !== 0) {
    d += dc5;
    steps.push({
      step: 'DC5',
      rule: 'PK-A01.DC5',
      value: d,
      note: `effects on the defending Pokémon ${dc5 >= 0 ? '+' : ''}${dc5}`,
    });
    if (d <= 0) return end();
  }
  // PK-II-C16: "does not receive attack damage": step 6 is not performed.
  if (defender.noAttackDamage === true) {
    steps.push({ step: 'DC6', rule: 'PK-II-C16', value: 0, note: 'does not receive attack damage' });
    return end();
  }
  steps.push({ step: 'DC6', rule: 'PK-A01.DC6', value: d, note: `${d / 10} damage counters` });
  return { damage: d, steps };
}
