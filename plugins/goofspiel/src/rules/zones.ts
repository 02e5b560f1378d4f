import type { ZoneDefinitionInput } from '@tcgkit/core';

/**
 * The zones: hands seen by their owners (GS-1.1); the shared face-down prize deck and the shared
 * face-up table (GS-1.2, GS-2.1); a face-down bid seen only by its owner (GS-2.2); public discard
 * piles and winnings (GS-2.3, GS-2.4); prizes discarded on equal bids or left at the end (GS-2.5,
 * GS-3.1).
 */
export const ZONES: ZoneDefinitionInput[] = [
  { id: 'hand', scope: 'player', visibility: 'owner', ordered: false },
  { id: 'prizes', scope: 'shared', visibility: 'hidden', ordered: true },
  { id: 'table', scope: 'shared', visibility: 'public', ordered: true },
  { id: 'bid', scope: 'player', visibility: 'owner', ordered: false, capacity: 1 },
  { id: 'discard', scope: 'player', visibility: 'public', ordered: true },
  { id: 'won', scope: 'player', visibility: 'public', ordered: true },
  { id: 'spent', scope: 'shared', visibility: 'public', ordered: true },
];
