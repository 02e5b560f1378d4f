import type { ZoneDefinitionInput } from '@tcgkit/core';

/**
 * The play areas. The Active Spot and the Bench are one continuous place (moving between them
 * keeps the Pokémon); the Active Spot holds 2 in a double battle (1 otherwise, kept by the rules);
 * attached Energy, Tools and the evolution cards under a Pokémon travel as its attachments. Prize
 * cards are face down to both players.
 */
export const POKEMON_ZONES: ZoneDefinitionInput[] = [
  { id: 'deck', scope: 'player', visibility: 'hidden', ordered: true },
  { id: 'hand', scope: 'player', visibility: 'owner', ordered: false },
  {
    id: 'active',
    scope: 'player',
    visibility: 'public',
    ordered: false,
    capacity: 2,
    identityGroup: 'in-play',
    abilitiesFunction: true,
  },
  {
    id: 'bench',
    scope: 'player',
    visibility: 'public',
    ordered: false,
    capacity: 5,
    identityGroup: 'in-play',
    abilitiesFunction: true,
  },
  { id: 'prizes', scope: 'player', visibility: 'hidden', ordered: true },
  { id: 'discard', scope: 'player', visibility: 'public', ordered: true },
  { id: 'stadium', scope: 'shared', visibility: 'public', ordered: false, capacity: 1, abilitiesFunction: true },
  /** A Trainer being played is shown to both players while it resolves (PK-B01.2 step 2). */
  { id: 'playing', scope: 'player', visibility: 'public', ordered: true },
];
