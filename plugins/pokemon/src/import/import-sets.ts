import { InputError } from '@tcgkit/core';
import { z } from 'zod';
import type { PokemonTcgCard } from '../cards/card-schema.js';
import { PrintedCardSchema, PrintedSetSchema, type PrintedCard, type PrintedSet } from './set-file.js';
import { ERA_OPTIONS, eraOfSeries, type PrintedEra } from './eras.js';
import { translateCard } from './card-translator.js';

/** A file given to the importer: its name (for errors) and its parsed JSON. */
export interface ImportFile {
  name: string;
  data: unknown;
}

/** One imported set: its id, name, code in deck lists, era and the rule options its games use. */
export interface ImportedSet {
  id: string;
  name: string;
  code: string;
  era: PrintedEra;
  options: (typeof ERA_OPTIONS)[PrintedEra];
  cards: number;
  imported: number;
  basicEnergy: number;
  unsupported: number;
}

/** A card not imported, and the first sentence of its text no template matched. */
export interface UnsupportedPrint {
  set: string;
  number: string;
  name: string;
  sentence: string;
}

/** The importer's result: a card pool (the plugin's card schema), its sets, and what was not imported. */
export interface ImportedPool {
  sets: ImportedSet[];
  cards: PokemonTcgCard[];
  unsupported: UnsupportedPrint[];
}

const CardFileSchema = z.array(PrintedCardSchema);
const SetListSchema = z.array(PrintedSetSchema);

/**
 * Imports set files of the community card database (a set list and card files, in any order):
 * each card's printed stats and texts are translated; a card with any sentence no template
 * matches is listed in `unsupported` and left out. Reprints (the same name and the same
 * translated card in several sets) are one card with several prints. Basic Energy cards are the
 * ruleset's own. A file that is neither a set list nor a card file is an {@link InputError}.
 */
export function importSets(files: readonly ImportFile[]): ImportedPool {
  const setsById = new Map<string, PrintedSet>();
  const cardFiles: { name: string; cards: PrintedCard[] }[] = [];
  for (const f of files) {
    const first = Array.isArray(f.data) ? (f.data[0] as Record<string, unknown> | undefined) : undefined;
    const schema = first && 'supertype' in first ? CardFileSchema : SetListSchema;
    const r = schema.safeParse(f.data);
    if (!r.success) {
      const issue = r.error.issues[0];
      throw new InputError(
        f.name,
        issue?.path.join('.') ?? '',
        `${issue?.message} (neither a set list nor a card file)`,
      );
    }
    if (schema === CardFileSchema) cardFiles.push({ name: f.name, cards: r.data as PrintedCard[] });
    else for (const s of r.data as PrintedSet[]) setsById.set(s.id, s);
  }
  const byKey = new Map<string, PokemonTcgCard>();
  const sets: ImportedSet[] = [];
  const unsupported: UnsupportedPrint[] = [];
  for (const file of cardFiles) {
    const setId = file.cards[0] ? setOf(file.cards[0].id) : null;
    const set = setId === null ? undefined : setsById.get(setId);
    if (!set || setId === null)
      throw new InputError(file.name, '', `no set list names set "${setId}": give the set list too`);
    const era = eraOfSeries(set.series);
    if (!era) throw new InputError(file.name, '', `series "${set.series}" is not one the importer knows`);
    const code = set.ptcgoCode ?? set.id.toUpperCase();
    const summary: ImportedSet = {
      ...{ id: set.id, name: set.name, code, era, options: ERA_OPTIONS[era] },
      ...{ cards: file.cards.length, imported: 0, basicEnergy: 0, unsupported: 0 },
    };
    for (const printed of file.cards) {
      const t = translateCard(printed, printed.id, era === 'hgss');
      if (t.ok === 'basicEnergy') summary.basicEnergy++;
      else if (!t.ok) {
        summary.unsupported++;
        unsupported.push({ set: code, number: printed.number, name: printed.name, sentence: t.unmatched });
      } else {
        summary.imported++;
        addPrint(byKey, t.card, { set: code, number: printed.number });
      }
    }
    sets.push(summary);
  }
  return { sets, cards: [...byKey.values()], unsupported };
}

/** The set of a card id (`xy1-39` → `xy1`). */
function setOf(cardId: string): string {
  return cardId.slice(0, cardId.lastIndexOf('-'));
}

/** Adds a card, or another print of a card already there (the same name and the same translation). */
function addPrint(byKey: Map<string, PokemonTcgCard>, card: PokemonTcgCard, print: { set: string; number: string }) {
  const { id: _id, ...rest } = card;
  void _id;
  const key = JSON.stringify(rest);
  const known = byKey.get(key);
  if (known) known.prints = [...(known.prints ?? []), print];
  else byKey.set(key, { ...card, prints: [print] });
}
