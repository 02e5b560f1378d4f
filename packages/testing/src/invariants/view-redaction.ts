import type { Engine, GameState, Invariant } from '@tcgkit/core';
import { parseZoneKey } from '@tcgkit/core';

/**
 * `viewFor` never shows a card of a zone hidden from the viewer: such zones show a count (and
 * cards revealed to the viewer) only, and no identifier of a hidden card appears anywhere in
 * the view.
 */
export function viewRedaction(engine: Engine): Invariant {
  const zones = engine.services.zones;
  return {
    id: 'view-redaction',
    description: 'views never contain a card of a zone hidden from the viewer',
    check(state: GameState): string[] {
      const problems: string[] = [];
      for (const viewer of state.players.map((p) => p.id)) {
        const view = engine.viewFor(state, viewer);
        // Cards offered to the viewer in their own decision (e.g. searching their deck) are seen
        // legitimately; everything else of a hidden zone must not appear.
        const offered = idsIn(view.pending && 'options' in view.pending ? view.pending.options : null);
        const shown = idsIn({ ...view, pending: null });
        for (const [key, ids] of Object.entries(state.zones)) {
          const def = zones.defOfKey(key);
          const { player } = parseZoneKey(key);
          const hidden = def.visibility === 'hidden' || (def.visibility === 'owner' && player !== viewer);
          if (!hidden) continue;
          if (view.zones[key]?.cards !== undefined)
            problems.push(`player ${viewer}'s view lists the cards of hidden zone ${key}`);
          for (const id of ids) {
            if (state.objects[id].revealedTo.includes(viewer)) continue;
            if (shown.has(id)) problems.push(`player ${viewer}'s view contains ${id} of hidden zone ${key}`);
            if (offered.has(id) && state.pending?.player !== viewer)
              problems.push(`player ${viewer} is offered ${id} of hidden zone ${key} in another player's decision`);
          }
        }
      }
      return problems;
    },
  };
}

const OBJECT_ID = /^o\d+$/;

/** Every string in a JSON value that has the core's object-id form (`o<n>`), collected in one walk. */
function idsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (OBJECT_ID.test(value)) out.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) idsIn(v, out);
  } else if (value !== null && typeof value === 'object') {
    // Characteristics are info values (names, numbers, ability ids), never object ids.
    for (const k in value) if (k !== 'characteristics') idsIn((value as Record<string, unknown>)[k], out);
  }
  return out;
}
