import { zoneKey, type Invariant } from '@tcgkit/core';
import { text } from '../game/board.js';
import { AREAS } from './zones.js';

const charasIn = (s: Parameters<Invariant['check']>[0], key: string) =>
  (s.zones[key] ?? []).filter((id) => s.objects[id].attachKind === null && !s.objects[id].status.stackRole);

/** Properties that hold after every step of any ChaosTCG game. */
export const CHAOS_INVARIANTS: Invariant[] = [
  {
    id: 'one-chara-per-area',
    description: 'at most one chara per area whenever a player is asked to act (CT-11.3.1)',
    check: (s) =>
      s.pending?.prompt !== 'playTiming' && s.pending?.prompt !== 'battle.attack'
        ? []
        : s.players.flatMap((p) =>
            AREAS.flatMap((a) => {
              const n = charasIn(s, zoneKey(a, p.id)).length;
              return n > 1 ? [`player ${p.id}'s ${a} holds ${n} charas`] : [];
            }),
          ),
  },
  {
    id: 'partner-stays',
    description: 'the partner never leaves the partner area (CT-3.12.2)',
    check: (s) =>
      s.players.flatMap((p) => {
        const id = s.players[p.id].data.partnerCard;
        if (typeof id !== 'string' || s.result !== null) return [];
        const o = s.objects[id];
        return o && o.zone === zoneKey('partner', p.id)
          ? []
          : [`player ${p.id}'s partner ${id} is not in the partner area`];
      }),
  },
  {
    id: 'stacked-cards',
    description: 'level and set cards are stacked on a chara whenever a player is asked to act (CT-11.5.4, CT-11.6.1)',
    check: (s) =>
      s.pending?.prompt !== 'playTiming'
        ? []
        : Object.values(s.objects)
            .filter(
              (o) =>
                o.attachKind === null &&
                typeof o.status.stackRole === 'string' &&
                AREAS.some((a) => o.zone.startsWith(`${a}@`)),
            )
            .map((o) => `${o.id} (${o.def}) is a stray ${text(o.status.stackRole)} card in ${o.zone}`),
  },
];
