import type { GameState, Invariant } from '@tcgkit/core';

/**
 * No card is ever lost or duplicated: every object is listed in exactly one place (a zone or a
 * host's attachments), every listed id exists, the number of cards never changes, and each card's
 * zone is the zone that lists it or its host's (a saved game keeps only the lists).
 */
export function cardConservation(initialCount: number): Invariant {
  return {
    id: 'card-conservation',
    description: 'every card is in exactly one place and none appears or vanishes',
    check(state: GameState): string[] {
      const problems: string[] = [];
      const seen = new Map<string, string>();
      const visit = (id: string, where: string, zone: string) => {
        const prev = seen.get(id);
        if (prev) problems.push(`${id} is listed twice (${prev} and ${where})`);
        seen.set(id, where);
        const obj = state.objects[id];
        if (!obj) {
          problems.push(`${where} lists missing object ${id}`);
          return;
        }
        if (obj.zone !== zone) problems.push(`${id} is listed in ${zone} but says it is in ${obj.zone}`);
        for (const a of obj.attached) {
          if (state.objects[a]?.attachedTo !== id) problems.push(`${a} is attached to ${id} but points to ${state.objects[a]?.attachedTo}`);
          visit(a, `${id}.attached`, zone);
        }
      };
      for (const [key, ids] of Object.entries(state.zones)) for (const id of ids) visit(id, key, key);
      for (const id of Object.keys(state.objects)) if (!seen.has(id)) problems.push(`${id} (${state.objects[id].def}) is in no zone`);
      if (seen.size !== initialCount) problems.push(`${seen.size} cards in play, the game started with ${initialCount}`);
      return problems;
    },
  };
}
