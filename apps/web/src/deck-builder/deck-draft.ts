/** A deck being built: starting zone → card id → copies. */
export type DeckDraft = Record<string, Record<string, number>>;

/** The draft as a deck of card ids per zone (each copy once), as the deck rules read it. */
export function draftCards(draft: DeckDraft): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(draft).map(([zone, counts]) => [
      zone,
      Object.entries(counts).flatMap(([id, n]) => Array.from({ length: n }, () => id)),
    ]),
  );
}

/** A deck of card ids per zone as a draft (copies counted). */
export function draftOf(cards: Record<string, readonly string[]>): DeckDraft {
  const draft: DeckDraft = {};
  for (const [zone, ids] of Object.entries(cards)) {
    const counts: Record<string, number> = {};
    for (const id of ids) counts[id] = (counts[id] ?? 0) + 1;
    draft[zone] = counts;
  }
  return draft;
}

/** How many cards the draft holds in all. */
export function draftSize(draft: DeckDraft): number {
  return Object.values(draft).reduce((n, zone) => n + Object.values(zone).reduce((a, b) => a + b, 0), 0);
}

/** The draft with `delta` copies of a card in a zone (never below none). */
export function changeCount(draft: DeckDraft, zone: string, id: string, delta: number): DeckDraft {
  const counts = { ...(draft[zone] ?? {}) };
  const n = (counts[id] ?? 0) + delta;
  if (n > 0) counts[id] = n;
  else delete counts[id];
  return { ...draft, [zone]: counts };
}

/**
 * The deck as a text list by card name (`4 Professor's Research`), under `zone:` lines after the
 * first zone; a name two cards share is written as the card's id, which the deck reader also takes.
 */
export function draftText(draft: DeckDraft, names: ReadonlyMap<string, string>, zones: readonly string[]): string {
  const counted = new Map<string, number>();
  for (const name of names.values()) counted.set(name, (counted.get(name) ?? 0) + 1);
  const lines: string[] = [];
  zones.forEach((zone, i) => {
    const entries = Object.entries(draft[zone] ?? {});
    if (entries.length === 0) return;
    if (i > 0 || lines.length > 0) lines.push(`${zone}:`);
    for (const [id, n] of entries) {
      const name = names.get(id);
      lines.push(`${n} ${name !== undefined && counted.get(name) === 1 ? name : id}`);
    }
  });
  return lines.join('\n');
}
