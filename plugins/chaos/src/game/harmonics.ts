import type { Characteristics, GameState, ObjectId } from '@tcgkit/core';
import { hasCardNamePart } from '../cards/name-lists.js';
import { partnerOf, num, list } from './board.js';

/** The trait a partner needs for ハーモニクス (CT-13.9.1): “天使”, however spaced (CT-2.1.4). */
export const ANGEL = '天使';

/** What ハーモニクス gives a face-up chara: its partner's attack, durability and skills, or 0 / 0 / none. */
export interface HarmonicsValues {
  attack: number;
  durability: number;
  skills: string[];
}

/**
 * ハーモニクス (CT-13.9.1, CT-13.9.3): while face up, if its master's partner is an angel, the
 * chara's attack and durability equal the partner's (its final values) and it gains the partner's
 * skills; otherwise both are 0. `read` gives a card's computed info (null when unavailable, e.g. in
 * a copy cycle: then the partner counts as not readable and the values are 0).
 */
export function harmonicsValues(
  state: GameState,
  chara: ObjectId,
  read: (id: ObjectId) => Readonly<Characteristics> | null,
): HarmonicsValues {
  const none: HarmonicsValues = { attack: 0, durability: 0, skills: [] };
  const obj = state.objects[chara];
  if (!obj || obj.status.face === 'down') return none;
  const partner = partnerOf(state, obj.master);
  const p = partner ? read(partner) : null;
  if (!p || !hasCardNamePart(list(p.traits), ANGEL)) return none;
  return { attack: num(p.attack), durability: num(p.durability), skills: list(p.skills) };
}
