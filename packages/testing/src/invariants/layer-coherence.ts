import { jsonEqual, type Engine, type GameState, type Invariant } from '@tcgkit/core';

/**
 * Characteristics kept from an earlier version of the state (after an event that wrote only a
 * facet no layer reads) equal those computed afresh. A ruleset whose base characteristics,
 * operators or code parts read a facet they do not declare shows up here, on the card it got wrong.
 */
export function layerCoherence(engine: Engine): Invariant {
  const layers = engine.services.layers;
  return {
    id: 'layer-coherence',
    description: 'characteristics kept across events equal freshly computed ones',
    check(state: GameState): string[] {
      // A shallow copy is another state to the layer engine: it computes everything anew.
      const fresh: GameState = { ...state };
      const problems: string[] = [];
      for (const id in state.objects) {
        const kept = layers.view(state, id);
        const computed = layers.view(fresh, id);
        // Compared as values, and written out only when they differ: stringifying every card's
        // characteristics twice per check was a tenth of a fuzz run.
        if (!jsonEqual(kept, computed)) {
          const [k, c] = [JSON.stringify(kept), JSON.stringify(computed)];
          problems.push(`${id} (${state.objects[id].def}) keeps ${k} but computes ${c}`);
        }
      }
      return problems;
    },
  };
}
