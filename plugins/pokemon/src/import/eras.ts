import type { PokemonOptions } from '../rules/options.js';

/** The eras of the printed sets the importer knows, by the database's series name. */
export const SERIES_ERAS = {
  XY: 'xy',
  'Black & White': 'bw',
  'HeartGold & SoulSilver': 'hgss',
  Platinum: 'dp',
  'Diamond & Pearl': 'dp',
} as const;
export type PrintedEra = (typeof SERIES_ERAS)[keyof typeof SERIES_ERAS];

/**
 * The rule options a game of an era's cards is played with: XY cards under the 2015 rule guide;
 * Black & White cards too (their texts and rules are the XY ones' predecessors, with no rule of
 * their own in the catalogue); HeartGold & SoulSilver cards (the LEGEND series) under the Legend
 * regulation; Diamond & Pearl and Platinum cards under the DP-era rules.
 */
export const ERA_OPTIONS: Record<PrintedEra, Pick<PokemonOptions, 'era'>> = {
  xy: { era: 'xy' },
  bw: { era: 'xy' },
  hgss: { era: 'legend' },
  dp: { era: 'dp' },
};

/** The era of a series, or null for a series the importer does not know. */
export function eraOfSeries(series: string): PrintedEra | null {
  return (SERIES_ERAS as Record<string, PrintedEra>)[series] ?? null;
}
