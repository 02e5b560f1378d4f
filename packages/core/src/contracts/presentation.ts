import { z } from 'zod';
import { LocalizedTextSchema, LogTemplatesSchema, PromptTextsSchema } from './presentation-words.js';
import { CardDetailSchema } from './card-detail.js';

// The wire contract (@tcgkit/protocol) reads the presentation through this module alone.
export { LocalizedTextSchema } from './presentation-words.js';

/**
 * Where one zone sits on a board drawn for a viewer. Rows count from the owner's edge of the table
 * inward (row 0 is nearest the owner); a shared zone's row counts from the middle line. Within a
 * row, zones go left to right by `order`.
 */
export const ZonePlacementSchema = z
  .object({
    /** The zone's id (as in the ruleset's zone definitions). */
    zone: z.string().min(1),
    /** What players call it. */
    label: z.string().min(1),
    row: z.number().int().min(0).max(9),
    order: z.number().int().min(0).max(99).default(0),
    /**
     * `spread`: every card side by side (a play area, a hand); `pile`: only the top card and the
     * count (a deck, a discard pile).
     */
    layout: z.enum(['spread', 'pile']).default('spread'),
    /** Which end of the zone's card list is its top (the card a pile shows): the core puts 'top' first. */
    top: z.enum(['first', 'last']).default('last'),
  })
  .strict();

/** A numeric characteristic a card face shows, such as a strength or a life total. */
export const FaceStatSchema = z
  .object({
    /** The key in the card's computed characteristics. */
    key: z.string().min(1),
    label: z.string().min(1),
    /**
     * The field of the card definition holding the printed value: a face marks the stat as changed
     * by an effect when the computed value differs from it.
     */
    printed: z.string().min(1).optional(),
    /** A counter subtracted from the value to show what is left (HP left after damage), as "left/value". */
    left: z.string().min(1).optional(),
    /** Not shown on cards whose characteristic `key` is (or lists) one of `values` (no ATK on an event). */
    hideFor: z
      .object({ key: z.string().min(1), values: z.array(z.string()).min(1) })
      .strict()
      .optional(),
  })
  .strict();

/** A counter (`counters[key]`) a card face shows when it is not zero. */
export const FaceCounterSchema = z.object({ key: z.string().min(1), label: z.string().min(1) }).strict();

/**
 * A status field (`status[key]`) a card face shows: `values` names each value worth showing (a
 * value not listed is not shown); without `values`, `true` shows the label and any other value
 * but false, null or an empty list shows `label: value`.
 */
export const FaceStatusSchema = z
  .object({
    key: z.string().min(1),
    label: z.string().min(1),
    values: z.record(z.string(), z.string()).optional(),
  })
  .strict();

/** Which of a card's characteristics, counters and status fields its face shows. */
export const CardFaceSchema = z
  .object({
    /** The characteristic holding the card's name. */
    title: z.string().min(1).default('name'),
    /** The field of the card definition holding the printed name (its translations are looked up by it). */
    titlePath: z.string().min(1).default('name'),
    /** A characteristic shown under the name as a short line (a card type), when present. */
    subtitle: z.string().min(1).optional(),
    /** A word per subtitle value (`stage1` → "Stage 1"); a value not listed is shown as it is. */
    subtitleValues: z.record(z.string(), z.string()).optional(),
    stats: z.array(FaceStatSchema).max(8).default([]),
    counters: z.array(FaceCounterSchema).max(8).default([]),
    statuses: z.array(FaceStatusSchema).max(16).default([]),
    /**
     * The status that means a card lies face down: its face is drawn as a face-down card (its
     * stats are a face-down card's, not changed ones).
     */
    faceDown: z
      .object({ key: z.string().min(1), value: z.union([z.string(), z.boolean()]) })
      .strict()
      .optional(),
    /** What the cards attached to a card are called as a group (stacked, attached, under it). */
    attachedLabel: z.string().min(1).default('attached'),
  })
  .strict();

/**
 * A fact shown beside a player's name and in the game's result: a value of their data (`key`), the
 * number of cards in one of their zones (`zone`), or the sum of a characteristic over those cards
 * (`zone` and `sum`: a score of won cards).
 */
export const PlayerFactSchema = z
  .object({
    key: z.string().min(1).optional(),
    zone: z.string().min(1).optional(),
    sum: z.string().min(1).optional(),
    label: z.string().min(1),
  })
  .strict()
  .refine((f) => (f.key === undefined) !== (f.zone === undefined), 'a player fact needs a data key or a zone');

/**
 * Which fields of a card definition a card browser (the deck builder) filters by: its kind, its
 * types, and the fields whose words the text search reads (anywhere in the definition: a card's
 * own text and its attacks' or abilities' texts alike).
 */
export const CardCatalogueSchema = z
  .object({
    /** The definition field holding the card's kind (one word). */
    kind: z.string().min(1).optional(),
    /** The definition fields holding its types (a word or a list of words each). */
    types: z.array(z.string().min(1)).max(8).default([]),
    /** Field names whose string values the text search reads, at any depth. */
    text: z.array(z.string().min(1)).max(8).default(['text']),
  })
  .strict();
export type CardCatalogue = z.infer<typeof CardCatalogueSchema>;

/**
 * How a lobby words one game option (a field of the ruleset's options schema): its name, what it
 * does (the rule ID it follows stays out of the words: a client shows it on demand), and a word for
 * each value it may take, keyed by the value as a string (`alternate`, `true`, `6`).
 */
export const GameOptionWordsSchema = z
  .object({
    label: LocalizedTextSchema,
    help: LocalizedTextSchema.optional(),
    /** The rule the option follows, for a player who asks why. */
    rule: z.string().min(1).optional(),
    values: z.record(z.string(), LocalizedTextSchema).default({}),
    /** A setting few players change (a reading of an ambiguous rule): a lobby may fold it away. */
    advanced: z.boolean().default(false),
  })
  .strict();
export type GameOptionWords = z.infer<typeof GameOptionWordsSchema>;
/** Option words as a plugin writes them (`values` may be left out). */
export type GameOptionWordsInput = z.input<typeof GameOptionWordsSchema>;

/**
 * One figure of a turn's summary: the log stories of a turn whose kind is one of `kinds` (looked
 * up like a log template's: `move:deck>hand`, `move:*>hand`, `attack`), counted — or their number
 * `sum` added up — and shown as `text` with `{n}` the figure (`Damage dealt: {n}`), when not 0.
 */
export const TurnSummaryItemSchema = z
  .object({
    kinds: z.array(z.string().min(1)).min(1).max(16),
    sum: z.string().min(1).optional(),
    text: LocalizedTextSchema,
  })
  .strict();
export type TurnSummaryItem = z.infer<typeof TurnSummaryItemSchema>;

/**
 * How a client draws a ruleset: where each zone sits, what a card face shows, which player data
 * matter, and the title of every rule ID its log cites. Data only, so that one generic client draws
 * every ruleset; a zone without a placement is drawn in a row of its own after the others.
 */
export const RulesetPresentationSchema = z
  .object({
    zones: z.array(ZonePlacementSchema).default([]),
    face: CardFaceSchema.default({
      title: 'name',
      titlePath: 'name',
      stats: [],
      counters: [],
      statuses: [],
      attachedLabel: 'attached',
    }),
    playerFacts: z.array(PlayerFactSchema).default([]),
    /** Rule ID → a short title, shown when a player asks why something happened. */
    ruleTitles: z.record(z.string(), z.string()).default({}),
    /** How log lines and prompts read for people, per language (see presentation-words.ts). */
    logTemplates: LogTemplatesSchema.default({}),
    prompts: PromptTextsSchema.default({}),
    /**
     * An option's words, looked up as `<prompt>/<key>`, `<prompt>/<key's first part>`, `<prompt>/*`,
     * then `<key>` (`pass`). A key's parts are separated by `:`; `{1}`, `{2}`… in a text stand for
     * those parts (`battle.attack/attack` → "Attack with {1} ({2})" for `attack:<card>:<zone>`; `{-1}` the last),
     * which a client words as the card or zone they name (several cards joined by `+`).
     */
    optionTexts: PromptTextsSchema.default({}),
    /** What a card's detail shows (hover, focus, long press). */
    detail: CardDetailSchema.default({ sections: [], symbols: {} }),
    /** Phase id → what players call it, shown with the turn number. */
    phases: z.record(z.string(), z.string()).default({}),
    /** The words above (labels, phases, values) in other languages: language → English word → word. */
    translations: z.record(z.string(), z.record(z.string(), z.string())).default({}),
    /** How a card browser filters the ruleset's cards. */
    catalogue: CardCatalogueSchema.default({ types: [], text: ['text'] }),
    /** What the ruleset is, for a lobby, per language (the manifest's description is the English fallback). */
    description: LocalizedTextSchema.optional(),
    /** Sample deck name → what players call it, per language (a deck without words shows its name). */
    sampleDeckNames: z.record(z.string().min(1), LocalizedTextSchema).default({}),
    /** What a turn's summary counts, in this order (see TurnSummaryItemSchema). */
    turnSummary: z.array(TurnSummaryItemSchema).max(16).default([]),
    /** Option key → how a lobby words it (an option without words shows its key). */
    gameOptions: z.record(z.string().min(1), GameOptionWordsSchema).default({}),
  })
  .strict();
export type RulesetPresentation = z.infer<typeof RulesetPresentationSchema>;
export type RulesetPresentationInput = z.input<typeof RulesetPresentationSchema>;
export type ZonePlacement = z.infer<typeof ZonePlacementSchema>;
export type CardFace = z.infer<typeof CardFaceSchema>;
