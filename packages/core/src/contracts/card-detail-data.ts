import type { CardDetail } from './card-detail.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The fields of each list item the detail reads, per list path (`''`: the card itself). */
function wantedFields(detail: CardDetail, titlePath: string): Map<string, Set<string>> {
  const wanted = new Map<string, Set<string>>([['', new Set([titlePath, 'i18n'])]]);
  for (const section of detail.sections) {
    const at = section.each ?? '';
    const set = wanted.get(at) ?? new Set<string>();
    wanted.set(at, set);
    if (section.each) wanted.get('')!.add(section.each.split('.')[0]);
    for (const field of section.fields) for (const part of field.parts) if (part.path) set.add(part.path.split('.')[0]);
  }
  return wanted;
}

/**
 * The part of a card definition a client needs to show its detail: the fields the detail names
 * (inside listed items, only the fields it reads) and the card's texts in other languages, so
 * that rules data (effect programs) stays on the server.
 */
export function cardDetailData(
  card: Readonly<Record<string, unknown>>,
  detail: CardDetail,
  titlePath = 'name',
): Record<string, Json> {
  const wanted = wantedFields(detail, titlePath);
  const out: Record<string, Json> = {};
  for (const key of wanted.get('')!) {
    const value = card[key];
    if (value === undefined) continue;
    const itemFields = wanted.get(key);
    out[key] =
      itemFields && Array.isArray(value)
        ? value.map((item: unknown) =>
            item !== null && typeof item === 'object'
              ? (Object.fromEntries(
                  Object.entries(item as Record<string, unknown>).filter(([k]) => itemFields.has(k)),
                ) as Json)
              : (item as Json),
          )
        : (value as Json);
  }
  return out;
}
