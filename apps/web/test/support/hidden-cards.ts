import { parseZoneKey, type Engine, type GameState } from '@tcgkit/core';

/** The cards of a state a viewer may not see: their object ids, and the definitions behind them. */
export interface Hidden {
  ids: Set<string>;
  defs: Set<string>;
}

/**
 * Which cards are hidden from `viewer`, computed from the zone definitions and the ruleset's view
 * policy (not through `viewFor`, which is what is being checked): a card in a zone the viewer
 * cannot see, or one the policy hides, unless it was revealed to them.
 */
export function hiddenFrom(engine: Engine, state: GameState, viewer: number): Hidden {
  const zones = engine.services.zones;
  const policy = engine.services.parts.view;
  const hidden: Hidden = { ids: new Set(), defs: new Set() };
  const visit = (id: string, zoneVisible: boolean) => {
    const obj = state.objects[id];
    const shown = (zoneVisible && !policy.hidden?.(state, obj, viewer)) || obj.revealedTo.includes(viewer);
    if (!shown) {
      hidden.ids.add(id);
      hidden.defs.add(obj.def);
    }
    for (const a of obj.attached) visit(a, shown && zoneVisible);
  };
  for (const key of zones.allKeys()) {
    const def = zones.defOfKey(key);
    const { player } = parseZoneKey(key);
    const visible = def.visibility === 'public' || (def.visibility === 'owner' && player === viewer);
    for (const id of state.zones[key] ?? []) visit(id, visible);
  }
  return hidden;
}

/** The first hidden id found in a text as a whole word (ids such as `o12` are short). */
export function leakedId(text: string, ids: ReadonlySet<string>): string | null {
  for (const word of text.match(/\b[\w-]+\b/g) ?? []) if (ids.has(word)) return word;
  return null;
}
