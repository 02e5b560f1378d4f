import { z } from 'zod';

/** One text in several languages, keyed by language tag (`en`, `ja`); English is required. */
export const LocalizedTextSchema = z
  .record(z.string().regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/, 'a language tag such as en or ja'), z.string().min(1))
  .refine((t) => typeof t.en === 'string', { message: 'an English (en) text is required' });

/**
 * Log line kind → message template per language. A template names the story's parts in braces:
 * `{actor}` (who acted, as the client words it), `{card}`/`{target}`/… (a card by its role),
 * `{amount}`/… (a number), `{attack}`/… (a quoted word). A kind's template is looked up whole,
 * then with its last parts widened to `*` (`move:deck>hand`, `move:deck>*`, `move:*>hand`, `move`).
 */
export const LogTemplatesSchema = z.record(z.string().min(1), LocalizedTextSchema);

/** Prompt key (a decision's `prompt`) → what a player is asked, per language. */
export const PromptTextsSchema = z.record(z.string().min(1), LocalizedTextSchema);

export type LocalizedText = z.infer<typeof LocalizedTextSchema>;
export type LogTemplates = z.infer<typeof LogTemplatesSchema>;
