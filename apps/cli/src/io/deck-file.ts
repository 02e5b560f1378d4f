import { z } from 'zod';
import { CliError } from '../cli-error.js';
import { readDataFile } from './read-data-file.js';

/**
 * A deck file: starting zone → card entries, each a card id or "N id" (N copies), e.g.
 * `{ "deck": ["4 poliwag", "water-energy"] }`, optionally under `zones` with a `ruleset`.
 */
export const DeckFileSchema = z.union([
  z.object({ ruleset: z.string().optional(), zones: z.record(z.string(), z.array(z.string())) }).strict(),
  z.record(z.string(), z.array(z.string())),
]);

const ENTRY = /^(?:(\d+)\s*[x×]?\s+)?(\S+)$/;

/** Reads and expands a deck file; errors name the file and the entry. */
export function readDeckFile(file: string): Record<string, string[]> {
  const raw = readDataFile(file, 'deck file');
  const parsed = DeckFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CliError(
      `${file}${issue?.path.length ? ` (${issue.path.join('.')})` : ''}: ${issue?.message ?? 'not a deck file'}`,
    );
  }
  const zones =
    'zones' in parsed.data && typeof parsed.data.zones === 'object' && !Array.isArray(parsed.data.zones)
      ? parsed.data.zones
      : (parsed.data as Record<string, string[]>);
  const out: Record<string, string[]> = {};
  for (const [zone, entries] of Object.entries(zones)) {
    out[zone] = entries.flatMap((e, i) => {
      const m = ENTRY.exec(e.trim());
      if (!m) throw new CliError(`${file} (${zone}.${i}): "${e}" is not "N card-id" or "card-id"`);
      return Array<string>(m[1] ? Number(m[1]) : 1).fill(m[2]);
    });
  }
  return out;
}
