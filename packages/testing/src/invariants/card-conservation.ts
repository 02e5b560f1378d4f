import type { GameState, Invariant } from '@tcgkit/core';

/**
 * No card is ever lost or duplicated: every object is listed in exactly one place (a zone or a
 * host's attachments), every listed id exists, the number of cards never changes, and each card's
 * zone is the zone that lists it or its host's, and it says it is attached to exactly the host
 * that lists it (a saved game keeps only the lists, and refuses one where these disagree).
 */
export function cardConservation(initialCount: number): Invariant {
  return {
    id: 'card-conservation',
    description: 'every card is in exactly one place and none appears or vanishes',
    check(state: GameState): string[] {
      const problems: string[] = [];
      const seen = new Map<string, string>();
      const visit = (id: string, where: string, zone: string, host: string | null) => {
        const prev = seen.get(id);
        if (prev) problems.push(`${id} is listed twice (${prev} and ${where})`);
        seen.set(id, where);
        const obj = state.objects[id];
        if (!obj) {
          problems.push(`${where} lists missing object ${id}`);
          return;
        }
        if (obj.zone !== zone) problems.push(`${id} is listed in ${zone} but says it is in ${obj.zone}`);
        if (obj.attachedTo !== host)
          problems.push(
            host === null
              ? `${id} is listed in ${zone} but says it is attached to ${obj.attachedTo}`
              : `${id} is attached to ${host} but points to ${obj.attachedTo}`,
          );
        for (const a of obj.attached) visit(a, `${id}.attached`, zone, id);
      };
      for (const [key, ids] of Object.entries(state.zones)) for (const id of ids) visit(id, key, key, null);
      for (const id of Object.keys(state.objects))
        if (!seen.has(id)) problems.push(`${id} (${state.objects[id].def}) is in no zone`);
      if (seen.size !== initialCount)
        problems.push(`${seen.size} cards in play, the game started with ${initialCount}`);
      return problems;
    },
  };
}
