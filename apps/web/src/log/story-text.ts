import type { LogStoryView } from '@tcgkit/protocol';
import { i18n } from '../i18n/i18n';
import { inLanguage } from '../i18n/localized-text';

/** Log line kind → template per language, as a ruleset's presentation gives them. */
export type Templates = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** One piece of a rendered line: plain words, or a card's name (its object id when the viewer may see it). */
export type StoryPiece = { text: string } | { card: string; id?: string };

/**
 * The keys a kind's template is looked up under, most precise first: the kind itself, then a move's
 * ends widened (`move:deck>hand` → `move:deck>*`, `move:*>hand`), then its first part when the
 * parts after it only say which (`appear:intrude` → `appear`). A kind ending in `:off` is never
 * widened to the kind it ends (that would say the opposite).
 */
export function templateKeys(kind: string): string[] {
  const parts = kind.split(':');
  const keys = [kind];
  const last = parts[parts.length - 1];
  if (last.includes('>')) {
    const [from, to] = last.split('>');
    const head = parts.slice(0, -1).join(':');
    keys.push(`${head}:${from}>*`, `${head}:*>${to}`);
  }
  if (parts.length > 1 && last !== 'off') keys.push(parts[0]);
  return keys;
}

/** Who acted, in the reader's words: "You", "Your opponent" (two seats), "Player 3". */
export function actorName(actor: number, own: number | null, seats: number): string {
  if (actor === own) return i18n.t('log.actor.you');
  if (own !== null && seats === 2) return i18n.t('log.actor.opponent');
  return i18n.t('log.actor.player', { seat: actor + 1 });
}

/**
 * A story in the reader's language through the ruleset's templates, as pieces (card names apart,
 * so that a client can point at the card), or null when the ruleset has no words for its kind: the
 * line is then only part of the rule trace. Cards the reader may not see read "a card"; a part
 * the story lacks reads as nothing rather than a key.
 */
export function storyPieces(
  story: LogStoryView,
  templates: Templates,
  language: string,
  own: number | null,
  seats: number,
): StoryPiece[] | null {
  const key = templateKeys(story.kind).find((k) => templates[k]);
  if (!key) return null;
  const template = inLanguage(templates[key], language);
  if (!template) return null;
  const pieces: StoryPiece[] = [];
  let at = 0;
  for (const m of template.matchAll(/\{(\w+)\}/g)) {
    if (m.index > at) pieces.push({ text: template.slice(at, m.index) });
    pieces.push(part(story, m[1], language, own, seats));
    at = m.index + m[0].length;
  }
  if (at < template.length) pieces.push({ text: template.slice(at) });
  return pieces;
}

function part(story: LogStoryView, name: string, language: string, own: number | null, seats: number): StoryPiece {
  if (name === 'actor')
    return { text: typeof story.actor === 'number' ? actorName(story.actor, own, seats) : i18n.t('log.actor.nobody') };
  const card = story.cards?.[name];
  if (card) {
    const named = card.names?.[language] ?? card.name;
    return card.hidden || !named ? { text: i18n.t('log.hiddenCard') } : { card: named, id: card.id };
  }
  const n = story.numbers?.[name];
  if (n !== undefined) return { text: String(n) };
  return { text: story.words?.[name] ?? '' };
}

/** The pieces as one plain string (for announcements and titles). */
export const piecesText = (pieces: readonly StoryPiece[]) =>
  pieces.map((p) => ('text' in p ? p.text : p.card)).join('');
