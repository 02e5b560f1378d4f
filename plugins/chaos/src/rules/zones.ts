import type { ZoneDefinitionInput } from '@tcgkit/core';

/** The five areas of an arena (CT-5.7.4): two front, two back, and the partner area. */
export const AREAS = ['front1', 'front2', 'back1', 'back2', 'partner'] as const;
export type AreaId = (typeof AREAS)[number];
/** Friend areas: every area but the partner area (CT-5.7.4). */
export const FRIEND_AREAS = ['front1', 'front2', 'back1', 'back2'] as const;

/**
 * The zones of CT-5. Areas form one arena: a move from area to area keeps the chara (CT-5.1.4,
 * CT-5.7.5); level and set cards are stacked on the area's chara as attachments. Order matters in
 * the deck, WR, backyard and resolution zone; the extra deck's owner may look at it (CT-5.3.1).
 */
export const CHAOS_ZONES: ZoneDefinitionInput[] = [
  { id: 'deck', scope: 'player', visibility: 'hidden', ordered: true },
  { id: 'extra', scope: 'player', visibility: 'owner', ordered: true, abilitiesFunction: true },
  { id: 'hand', scope: 'player', visibility: 'owner', ordered: false },
  { id: 'wr', scope: 'player', visibility: 'public', ordered: true },
  ...AREAS.map((id): ZoneDefinitionInput => ({
    id,
    scope: 'player',
    visibility: 'public',
    ordered: false,
    identityGroup: 'arena',
    abilitiesFunction: true,
  })),
  { id: 'backyard', scope: 'player', visibility: 'public', ordered: true },
  { id: 'resolution', scope: 'player', visibility: 'public', ordered: true, abilitiesFunction: true },
];

export const isArea = (zone: string): boolean => (AREAS as readonly string[]).includes(zone);
