import type { EnergyType } from '../cards/card-schema.js';
import { provisionTypes, type Provision } from '../cards/energy-provision.js';

/** What a "discard Energy" text asks for: all of some types, or `amount` Energy (PK-II-C01). */
export interface DiscardSpec {
  types?: EnergyType[];
  all?: boolean;
  amount?: number;
}

/**
 * The ways to discard Energy that the text allows (PK-II-C01). "All [type] Energy" is one way: every
 * card providing that type (a multi-type card such as Rainbow counts as every type, PK-II-D08).
 * "Discard N Energy" is any set of attached cards providing at least N from which no card can be left
 * out — a Double Colorless Energy counts as 2 and goes whole, so for N = 2 it is one way on its own and
 * never goes together with another card; with fewer than N provided, everything goes. Ways that discard
 * the same card definitions are one way (which of two identical cards goes changes nothing).
 */
export function discardWays(provisions: Provision[], spec: DiscardSpec, defOf: (id: string) => string): string[][] {
  const typed = spec.types
    ? provisions.filter((p) => provisionTypes(p).some((t) => spec.types!.includes(t)))
    : provisions;
  if (spec.all) return typed.length > 0 ? [typed.map((p) => p.card)] : [];
  const need = spec.amount ?? 0;
  const total = typed.reduce((n, p) => n + p.units.length, 0);
  if (need <= 0) return [];
  if (total <= need) return typed.length > 0 ? [typed.map((p) => p.card)] : [];
  const ways = new Map<string, string[]>();
  // Every card of a way is needed, so a way has at most `need` cards: the search stays small.
  const grow = (from: number, picked: Provision[], got: number) => {
    if (got >= need) {
      const smallest = Math.min(...picked.map((p) => p.units.length));
      if (got - smallest < need) {
        const key = picked
          .map((p) => defOf(p.card))
          .sort()
          .join('+');
        if (!ways.has(key))
          ways.set(
            key,
            picked.map((p) => p.card),
          );
      }
      return;
    }
    for (let i = from; i < typed.length; i++) grow(i + 1, [...picked, typed[i]], got + typed[i].units.length);
  };
  grow(0, [], 0);
  return [...ways.values()];
}
