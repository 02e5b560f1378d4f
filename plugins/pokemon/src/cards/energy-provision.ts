import type { EnergyType } from './card-schema.js';

/** What one attached Energy card provides: `units` Energy, each of any type in `types` ('*' = every type). */
export interface Provision {
  card: string;
  units: { types: EnergyType[] | '*' }[];
}

const ALL: EnergyType[] = ['G', 'R', 'W', 'L', 'P', 'F', 'D', 'M', 'Y', 'N', 'C'];

/** Whether one provided unit can pay one cost symbol. Colorless is paid by any Energy (PK-A01.2). */
function pays(unit: { types: EnergyType[] | '*' }, symbol: EnergyType): boolean {
  if (symbol === 'C') return true;
  return unit.types === '*' || unit.types.includes(symbol);
}

/**
 * Whether the attached Energy pays a cost (PK-A01.2): typed symbols first, by backtracking over
 * the provided units (a multi-type unit may pay only one symbol), then Colorless with any
 * remaining units.
 */
export function paysCost(provisions: readonly Provision[], cost: readonly EnergyType[]): boolean {
  const units = provisions.flatMap((p) => p.units);
  const typed = cost.filter((c) => c !== 'C');
  const colorless = cost.length - typed.length;
  const used = new Array<boolean>(units.length).fill(false);
  const assign = (i: number): boolean => {
    if (i === typed.length) return units.length - typed.length >= colorless;
    for (let u = 0; u < units.length; u++) {
      if (used[u] || !pays(units[u], typed[i])) continue;
      used[u] = true;
      if (assign(i + 1)) return true;
      used[u] = false;
    }
    return false;
  };
  return units.length >= cost.length && assign(0);
}

/** The number of Energy units of a type provided (every type counts for '*'; C counts all). */
export function unitsOfType(provisions: readonly Provision[], type: EnergyType): number {
  return provisions.flatMap((p) => p.units).filter((u) => type === 'C' || u.types === '*' || u.types.includes(type))
    .length;
}

/** Every type a provision counts as (for "discard all [Fire] Energy", PK-II-D08). */
export function provisionTypes(p: Provision): EnergyType[] {
  return [...new Set(p.units.flatMap((u) => (u.types === '*' ? ALL : u.types)))];
}
