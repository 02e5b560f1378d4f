import { z } from 'zod';

/** A language tag as the client names its languages (`en`, `ja`). */
const LanguageTag = z.string().regex(/^[a-z]{2,3}$/, 'a language tag such as "en" or "ja"');

/**
 * A card's words in other languages, beside its data: language → field path → text. A path names
 * a field of the card definition with dots, list items by index (`name`, `work`, `traits.0`,
 * `attacks.1.text`). A field a language does not list is shown as the data writes it.
 */
export const CardTextsSchema = z.record(LanguageTag, z.record(z.string().min(1), z.string()));
export type CardTexts = z.infer<typeof CardTextsSchema>;

/**
 * One value shown in a card's detail: a field of the printed card (`path`), the card's current
 * value from its computed characteristics (`current`), or both — then the current value is shown
 * beside the printed one when an effect changed it.
 */
export const DetailPartSchema = z
  .object({
    path: z.string().min(1).optional(),
    current: z.string().min(1).optional(),
    /**
     * `text` as it is (translated when the card lists the path); `symbols` a value or list of
     * values drawn as the detail's symbols (resource types, attributes); `block` a paragraph of text.
     */
    show: z.enum(['text', 'symbols', 'block']).default('text'),
    /** A word per value (`stage1` → "Stage 1"); a value not listed is shown as it is. */
    values: z.record(z.string(), z.string()).optional(),
    prefix: z.string().optional(),
    suffix: z.string().optional(),
    /** A counter subtracted from the current value to show what is left ("HP 200, 120 left"). */
    left: z.string().min(1).optional(),
  })
  .strict()
  .refine((p) => p.path !== undefined || p.current !== undefined, 'a detail part needs a path or a current value');

/** A line of a card's detail: an optional label and the parts shown after it; hidden when no part has a value. */
export const DetailFieldSchema = z
  .object({
    label: z.string().min(1).optional(),
    parts: z.array(DetailPartSchema).min(1).max(8),
  })
  .strict();

/**
 * A section of a card's detail. With `each`, a list field of the card (attacks, abilities): the
 * fields are read once per item, their paths relative to the item.
 */
export const DetailSectionSchema = z
  .object({
    title: z.string().min(1).optional(),
    each: z.string().min(1).optional(),
    fields: z.array(DetailFieldSchema).min(1).max(24),
  })
  .strict();

/** How a symbol value is drawn: a short mark, its name for people, and its colour. */
export const DetailSymbolSchema = z
  .object({
    mark: z.string().min(1).max(3),
    label: z.string().min(1),
    colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour such as "#1d6fd8"'),
  })
  .strict();

/**
 * The whole card as a player reads it on hover, focus or long press: its sections in order, the
 * symbols its values use, and which characteristic colours a card face (a creature's type, say).
 */
export const CardDetailSchema = z
  .object({
    sections: z.array(DetailSectionSchema).max(16).default([]),
    symbols: z.record(z.string(), DetailSymbolSchema).default({}),
    /** A characteristic whose (first) value names the symbol that colours the card face. */
    colour: z.string().min(1).optional(),
    /** A characteristic shown on the compact face as symbols (e.g. the resources attached to a card). */
    attachedSymbols: z.string().min(1).optional(),
  })
  .strict();
export type CardDetail = z.infer<typeof CardDetailSchema>;
export type DetailSection = z.infer<typeof DetailSectionSchema>;
export type DetailField = z.infer<typeof DetailFieldSchema>;
export type DetailPart = z.infer<typeof DetailPartSchema>;
