import type { Engine } from '@tcgkit/core';

/** Where a data id showed on screen, and the text around it. */
export interface IdSighting {
  id: string;
  context: string;
}

/**
 * The ids a player must never read on screen, for one ruleset: card definition ids, card object
 * ids (`o12`), zone keys (`hand@0`) and zone ids with digits (`front1`). Zone ids that are everyday
 * words (`hand`, `deck`) may be words of a sentence, so they are left out.
 */
export function idScanner(engine: Engine, zones: readonly string[]): (text: string) => IdSighting[] {
  const defs = new Set(engine.cards().map((c) => c.id));
  const zoneIds = new Set(zones.filter((z) => /\d|[a-z][A-Z]/.test(z)));
  return (text) => {
    const found: IdSighting[] = [];
    for (const m of text.matchAll(/(?<![\w-])[a-z][\w-]*(@\d+)?(?![\w-])/g)) {
      const token = m[0];
      if (defs.has(token) || zoneIds.has(token) || /^o\d+$/.test(token) || /@\d+$/.test(token))
        found.push({ id: token, context: text.slice(Math.max(0, m.index - 30), m.index + token.length + 30) });
    }
    return found;
  };
}
