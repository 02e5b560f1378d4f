import type { ImportedPool } from './import-sets.js';

/** How many shapes of unmatched sentences a report lists. */
const TOP_SHAPES = 15;

/**
 * The shape of a sentence: numbers, types, Special Conditions and names replaced by slot names,
 * so that sentences one template would match are counted together.
 */
export function sentenceShape(sentence: string, cardName = ''): string {
  let s = sentence;
  if (cardName) s = s.split(cardName).join('{name}');
  return s
    .replace(/\b\d+\b/g, '{n}')
    .replace(/\b(Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Fairy|Dragon|Colorless)\b/g, '{type}')
    .replace(/\b(Asleep|Burned|Confused|Paralyzed|Poisoned)\b/g, '{condition}');
}

/** The coverage report: per set, cards / imported / unsupported, then the most frequent unmatched shapes. */
export function importReport(pool: ImportedPool): string {
  const lines = ['set     era   cards  imported  basic Energy  unsupported  coverage'];
  let cards = 0;
  let covered = 0;
  for (const s of pool.sets) {
    cards += s.cards;
    covered += s.imported + s.basicEnergy;
    const pct = s.cards === 0 ? 0 : (100 * (s.imported + s.basicEnergy)) / s.cards;
    lines.push(
      `${s.code.padEnd(7)} ${s.era.padEnd(5)} ${String(s.cards).padStart(5)}  ${String(s.imported).padStart(8)}  ` +
        `${String(s.basicEnergy).padStart(12)}  ${String(s.unsupported).padStart(11)}  ${pct.toFixed(1).padStart(7)} %`,
    );
  }
  lines.push(`all: ${covered} of ${cards} cards playable (${cards ? ((100 * covered) / cards).toFixed(1) : '0.0'} %)`);
  const shapes = new Map<string, number>();
  for (const u of pool.unsupported) {
    const shape = sentenceShape(u.sentence, u.name);
    shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
  }
  const top = [...shapes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, TOP_SHAPES);
  if (top.length > 0) {
    lines.push('', 'most frequent unmatched sentences (cards blocked by each):');
    for (const [shape, n] of top) lines.push(`${String(n).padStart(5)}  ${shape}`);
  }
  return lines.join('\n');
}
