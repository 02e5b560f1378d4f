import type { AbilityDefinition } from '../contracts/ability.js';
import type { CardDefinition } from '../contracts/extension-points.js';
import type { GameState } from '../contracts/game-state.js';
import { RulesetError } from '../contracts/errors.js';
import type { AbilityLookup } from '../contracts/ability-lookup.js';

/** Every ability of a ruleset by id: those printed on cards and those only granted by effects. */
export class AbilityCatalog implements AbilityLookup {
  private readonly byId = new Map<string, AbilityDefinition>();
  /** Event kinds some triggered ability waits for, and whether any state trigger exists. */
  private readonly triggerKinds = new Set<string>();
  private stateTriggers = false;
  /** Event kinds some static ability replaces. */
  private readonly replacementKinds = new Set<string>();
  /** Per event kind, the cards printing a triggered ability on it. */
  private readonly printedTriggers = new Map<string, Set<string>>();
  /** Event kinds a granted-only ability triggers on (any object might get it). */
  private readonly grantedTriggerKinds = new Set<string>();
  /** Whether a static ability of the ruleset grants abilities (a grantAbility part). */
  readonly staticGrants: boolean;

  constructor(cards: readonly CardDefinition[], extra: readonly AbilityDefinition[]) {
    for (const c of cards)
      for (const a of c.abilities ?? []) {
        this.add(a, c.id);
        if (a.kind === 'triggered' && 'on' in a.trigger) {
          let set = this.printedTriggers.get(a.trigger.on);
          if (!set) this.printedTriggers.set(a.trigger.on, (set = new Set()));
          set.add(c.id);
        }
      }
    for (const a of extra) {
      this.add(a, '(granted)');
      if (a.kind === 'triggered' && 'on' in a.trigger) this.grantedTriggerKinds.add(a.trigger.on);
    }
    this.staticGrants = [...this.byId.values()].some(
      (a) => a.kind === 'static' && (a.continuous ?? []).some((c) => c.parts.some((p) => p.op.kind === 'grantAbility')),
    );
    for (const a of this.byId.values()) {
      if (a.kind === 'triggered') {
        if ('on' in a.trigger) this.triggerKinds.add(a.trigger.on);
        else this.stateTriggers = true;
      }
      if (a.kind === 'static') for (const r of a.replacements ?? []) this.replacementKinds.add(r.on);
    }
  }

  /** Whether any ability of the ruleset triggers on this event kind (if not, nothing needs matching). */
  triggersOn(kind: string): boolean {
    return this.triggerKinds.has(kind);
  }

  /**
   * The cards printing a triggered ability on this event kind, or null when an ability only
   * effects grant triggers on it (then any object may have one).
   */
  printedTriggersOn(kind: string): ReadonlySet<string> | null {
    if (this.grantedTriggerKinds.has(kind)) return null;
    return this.printedTriggers.get(kind) ?? new Set();
  }

  /**
   * Whether an object may hold an ability its cards do not print: a static grant, or a grantAbility effect in force.
   */
  mayGrant(state: GameState): boolean {
    return this.staticGrants || state.effects.some((e) => e.parts.some((p) => p.op.kind === 'grantAbility'));
  }

  /** Whether the ruleset has any state trigger. */
  hasStateTriggers(): boolean {
    return this.stateTriggers;
  }

  /** Whether any static ability of the ruleset replaces this event kind. */
  replaces(kind: string): boolean {
    return this.replacementKinds.has(kind);
  }

  private add(a: AbilityDefinition, where: string): void {
    const prev = this.byId.get(a.id);
    if (prev && prev !== a) throw new RulesetError(`ability id "${a.id}" is defined twice (${where})`);
    this.byId.set(a.id, a);
  }

  /** Every ability of the ruleset. */
  all(): IterableIterator<AbilityDefinition> {
    return this.byId.values();
  }

  get(id: string): AbilityDefinition | undefined {
    return this.byId.get(id);
  }
}
