import type { EnergyType, PokemonCard } from '../cards/card-schema.js';
import type { PrintedCard } from './set-file.js';
import { typeLetter } from './slot-pattern.js';

/** A printed value the card schema cannot hold: the card is not imported, for this reason. */
export class UnsupportedCard extends Error {
  override readonly name = 'UnsupportedCard';
}

const STAGES: Record<string, PokemonCard['stage']> = { Basic: 'basic', 'Stage 1': 'stage1', 'Stage 2': 'stage2' };

/** A printed Energy type's letter, or unsupported. */
export function energyType(name: string): EnergyType {
  const t = typeLetter(name);
  if (!t) throw new UnsupportedCard(`unknown type "${name}"`);
  return t;
}

/** The printed stats of a Pokémon, mapped directly (PK-A): everything but its texts. */
export function pokemonStats(c: PrintedCard): Omit<PokemonCard, 'id' | 'name' | 'attacks'> {
  const mega = c.subtypes.includes('MEGA');
  // A Mega Evolution prints no stage: it evolves from the Pokémon it names, as a Stage 1 does.
  const stages = mega && !c.subtypes.some((s) => s in STAGES) ? ['Stage 1'] : c.subtypes.filter((s) => s in STAGES);
  const other = c.subtypes.filter((s) => !(s in STAGES) && s !== 'EX' && s !== 'MEGA');
  // BREAK, Restored, LEGEND, Level-Up…: rules the ruleset does not have (or not for imported cards).
  if (other.length > 0) throw new UnsupportedCard(`${other.join(', ')} card (no rules for it yet)`);
  if (stages.length !== 1) throw new UnsupportedCard('no stage');
  const stage = STAGES[stages[0]];
  if ((stage === 'basic') !== (c.evolvesFrom === undefined))
    throw new UnsupportedCard('stage and "evolves from" disagree');
  const hp = Number(c.hp);
  if (!Number.isInteger(hp) || hp <= 0) throw new UnsupportedCard(`HP "${c.hp ?? ''}"`);
  if ((c.types ?? []).length === 0) throw new UnsupportedCard('no type');
  if (c.weaknesses.length > 1 || c.resistances.length > 1)
    throw new UnsupportedCard('more than one Weakness or Resistance');
  const w = c.weaknesses[0];
  const r = c.resistances[0];
  if (w && w.value !== '×2') throw new UnsupportedCard(`Weakness "${w.value}"`);
  if (r && r.value !== '-20' && r.value !== '-30') throw new UnsupportedCard(`Resistance "${r.value}"`);
  return {
    kind: 'pokemon',
    stage,
    ...(c.evolvesFrom !== undefined ? { evolvesFrom: c.evolvesFrom } : {}),
    hp,
    types: (c.types ?? []).map(energyType),
    ...(w ? { weakness: { type: energyType(w.type), value: 2 as const } } : {}),
    ...(r
      ? { resistance: { type: energyType(r.type), value: r.value === '-20' ? (20 as const) : (30 as const) } }
      : {}),
    retreat: c.retreatCost.length,
    tags: [...(c.subtypes.includes('EX') ? (['EX'] as const) : []), ...(mega ? (['MEGA'] as const) : [])],
  };
}

/** The printed damage of an attack: its number and marker (`30+`, `40×`, `50-`; none is 0). */
export function printedDamage(text: string): { damage: number; marker?: '+' | 'x' | '-' } {
  const m = /^(\d*)([+×x-]?)$/.exec(text.trim());
  if (!m || (m[1] === '' && m[2] !== '')) throw new UnsupportedCard(`attack damage "${text}"`);
  const damage = m[1] === '' ? 0 : Number(m[1]);
  const marker = m[2] === '' ? undefined : m[2] === '+' ? '+' : m[2] === '-' ? '-' : 'x';
  return marker ? { damage, marker } : { damage };
}
