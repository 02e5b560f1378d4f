import type { GameState } from '../contracts/game-state.js';
import type { ObjectId } from '../contracts/ids.js';
import type { ReplacementInstance } from '../contracts/replacement.js';
import type { LayerService } from '../contracts/layer-service.js';
import type { AbilityLookup } from '../contracts/ability-lookup.js';
import type { ZoneService } from '../contracts/zone-service.js';
import type { RuleReplacement } from '../contracts/extension-points.js';
import { validAbilities } from '../contracts/characteristics.js';
import type { ReplacementLookup } from '../contracts/replacement-lookup.js';

/**
 * Collects the replacement effects in force: rule-imposed ones, those created by resolved
 * abilities, and those of valid static abilities of cards whose abilities function.
 */
export class ReplacementSource implements ReplacementLookup {
  /** The rules' own replacements: built once (shared and frozen), they never change. */
  private readonly ruleInstances: readonly ReplacementInstance[];

  constructor(
    private readonly layers: LayerService,
    private readonly abilities: AbilityLookup,
    private readonly zones: ZoneService,
    rules: readonly RuleReplacement[],
  ) {
    this.ruleInstances = rules.map((r) => Object.freeze({ ...r.instance, timestamp: 0 }));
  }

  /**
   * The replacements in force, for one event kind when given (static abilities are only visited
   * when some can replace it). Rule instances are shared: read them, never change them.
   */
  all(state: GameState, kind?: string): ReplacementInstance[] {
    const out: ReplacementInstance[] = [];
    for (const r of this.ruleInstances) if (kind === undefined || r.spec.on === kind) out.push(r);
    for (const r of state.replacements) {
      if (kind !== undefined && r.spec.on !== kind) continue;
      if (r.duration.kind === 'duringTurn' && r.duration.turn !== state.turn.number) continue;
      out.push(r);
    }
    if (kind !== undefined && !this.abilities.replaces(kind)) return out;
    for (const key of this.zones.functioningKeys) {
      const zoneId = this.zones.defOfKey(key).id;
      const visit = (id: ObjectId) => {
        const obj = state.objects[id];
        if (!obj) return;
        for (const aid of validAbilities(this.layers.view(state, id))) {
          const a = this.abilities.get(aid);
          if (a?.kind !== 'static' || !a.replacements) continue;
          if (a.functionsIn && !a.functionsIn.includes(zoneId)) continue;
          a.replacements.forEach((spec, i) => {
            if (kind === undefined || spec.on === kind)
              out.push({
                id: `static:${id}:${aid}:${i}`,
                source: id,
                ability: aid,
                controller: obj.master,
                timestamp: obj.enteredAt,
                spec,
                duration: { kind: 'static' },
                vars: {},
              });
          });
        }
        for (const c of obj.attached) visit(c);
      };
      for (const id of state.zones[key]) visit(id);
    }
    return out;
  }
}
