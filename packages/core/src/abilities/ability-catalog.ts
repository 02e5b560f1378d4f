import type { AbilityDefinition } from './ability.js';
import type { CardDefinition } from '../ruleset/extension-points.js';
import { RulesetError } from '../engine/errors.js';

/** Every ability of a ruleset by id: those printed on cards and those only granted by effects. */
export class AbilityCatalog {
  private readonly byId = new Map<string, AbilityDefinition>();

  constructor(cards: readonly CardDefinition[], extra: readonly AbilityDefinition[]) {
    for (const c of cards) for (const a of c.abilities ?? []) this.add(a, c.id);
    for (const a of extra) this.add(a, '(granted)');
  }

  private add(a: AbilityDefinition, where: string): void {
    const prev = this.byId.get(a.id);
    if (prev && prev !== a) throw new RulesetError(`ability id "${a.id}" is defined twice (${where})`);
    this.byId.set(a.id, a);
  }

  get(id: string): AbilityDefinition | undefined {
    return this.byId.get(id);
  }
}
