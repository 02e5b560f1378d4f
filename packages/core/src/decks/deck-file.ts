import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Node as YamlNode } from 'yaml';
import { InputError } from '../contracts/errors.js';
import { INPUT_LIMITS } from '../contracts/input-limits.js';
import type { CardNameIndex } from './card-name-index.js';

/** One problem of a deck file, where it is. */
export interface DeckFileProblem {
  /** 1-based line of the text, when known. */
  line?: number;
  /** The zone and entry, e.g. `deck.3`. */
  field: string;
  message: string;
}

/** A deck file that cannot be read as a deck: every distinct problem, each with its line and field. */
export class DeckFileError extends InputError {
  override readonly name = 'DeckFileError';
  constructor(
    source: string,
    readonly problems: readonly DeckFileProblem[],
  ) {
    super(
      source,
      problems[0]?.field ?? '',
      problems.map((p) => `${p.line !== undefined ? `line ${p.line}: ` : ''}${p.field}: ${p.message}`).join('\n'),
    );
  }
}

/** What a deck file is read against: the ruleset's id and zone ids, so that a foreign field is refused. */
export interface DeckFileContext {
  /** Where the text came from (a file name), for errors. */
  source: string;
  /** The ruleset the deck is for: a `ruleset` field must name it. */
  ruleset?: string;
  /** The ruleset's zone ids: any other zone key is refused. */
  zones?: readonly string[];
  /**
   * The ruleset's cards by name: with it an entry may name its card (`4 Professor's Research`, or
   * an alias the ruleset gives, e.g. `4 Froakie SET 39`) as well as give its id; without it an
   * entry's card is its id, taken as written.
   */
  cards?: CardNameIndex;
}

/** `[* ]N card` or `card`; the card is one word (an id) unless the ruleset's cards can be named. */
const ENTRY = /^(?:\*\s*)?(?:(\d+)\s*[x×]?\s+)?(\S+)$/;
const NAMED_ENTRY = /^(?:\*\s*)?(?:(\d+)\s*[x×]?\s+)?(\S.*)$/;
/** An entry that starts with a count but is not `N card`, e.g. `4` or `4x`. */
const COUNT_ONLY = /^(?:\*\s*)?\d+[x×]?$/;
/**
 * A section line of an exported deck list, `Creatures: 12`, `Spell Cards - 36`, `Total Cards: 60`,
 * or a banner line of stars: it names no card and does not change the zone.
 */
const SECTION = /^(?:[^\d\s:*][^:]*?\s*(?::|\s-)\s*\d+|\*{3,}.*)$/;

/**
 * Reads a deck: starting zone → card ids, from JSON, YAML or the text form. JSON and YAML give a
 * map of zone → list of entries (optionally under `zones`, beside a `ruleset` naming the ruleset);
 * the text form gives one entry per line, under `zone:` header lines (`deck` until the first). An
 * entry is a card id or `N card-id` (also `Nx card-id`, `* N card-id`); with `context.cards` a card
 * may be named instead (an unknown or ambiguous name is a problem with suggestions). Section lines
 * of exported deck lists (`Creatures: 12`) are skipped. Every distinct problem is reported, each once
 * with its line, as one {@link DeckFileError}; sizes are bounded by {@link INPUT_LIMITS}.
 */
export function parseDeckFile(text: string, context: DeckFileContext): Record<string, string[]> {
  const { source } = context;
  if (text.length > INPUT_LIMITS.deckBytes || Buffer.byteLength(text) > INPUT_LIMITS.deckBytes)
    throw new InputError(source, '', `more than ${INPUT_LIMITS.deckBytes} bytes (INPUT_LIMITS.deckBytes)`);
  const reader = new DeckReader(context);
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
  // JSON is YAML: one reader for both. Text that is neither a map nor JSON is the text form.
  const json = /^\s*[[{]/.test(text);
  if (json || (doc.errors.length === 0 && isMap(doc.contents))) reader.readStructured(doc, lines);
  else reader.readLines(text);
  return reader.result();
}

class DeckReader {
  private readonly zones: Record<string, string[]> = {};
  private readonly problems: DeckFileProblem[] = [];
  private readonly seen = new Set<string>();
  private total = 0;

  constructor(private readonly context: DeckFileContext) {}

  problem(field: string, message: string, line?: number): void {
    // One line per distinct problem: the same message for the same field is said once.
    const key = `${field}\u0000${message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.problems.push(line !== undefined ? { line, field, message } : { field, message });
  }

  result(): Record<string, string[]> {
    if (this.total > INPUT_LIMITS.cardsPerPlayer)
      this.problem('', `${this.total} cards: at most ${INPUT_LIMITS.cardsPerPlayer} (INPUT_LIMITS.cardsPerPlayer)`);
    if (this.problems.length > 0) throw new DeckFileError(this.context.source, this.problems);
    return this.zones;
  }

  /** A zone key of the file: one of the ruleset's zones, when known. */
  zone(name: string, line?: number): string[] | null {
    const known = this.context.zones;
    if (known && !known.includes(name)) {
      this.problem(name, `unknown zone "${name}" (zones: ${known.join(', ')})`, line);
      return null;
    }
    return (this.zones[name] ??= []);
  }

  /** One entry: `card-id` or `N card-id`, added to its zone (counts bounded before anything is expanded). */
  entry(list: string[], field: string, raw: string, line?: number): void {
    const entry = raw.trim();
    const m = (this.context.cards ? NAMED_ENTRY : ENTRY).exec(entry);
    if (!m || COUNT_ONLY.test(entry)) {
      this.problem(field, `${JSON.stringify(entry)} is not "card-id" or "N card-id"`, line);
      return;
    }
    const copies = m[1] === undefined ? 1 : Number(m[1]);
    if (copies > INPUT_LIMITS.copiesPerEntry) {
      this.problem(
        field,
        `${m[1]} copies of ${m[2]}: at most ${INPUT_LIMITS.copiesPerEntry} per entry (INPUT_LIMITS.copiesPerEntry)`,
        line,
      );
      return;
    }
    const id = this.cardOf(m[2].trim(), field, line);
    this.total += copies;
    if (id === null || this.total > INPUT_LIMITS.cardsPerPlayer) return;
    for (let i = 0; i < copies; i++) list.push(id);
  }

  /** The card id an entry's card text names, or null (a problem said) when it names none or several. */
  private cardOf(text: string, field: string, line?: number): string | null {
    const cards = this.context.cards;
    if (!cards) return text;
    const found = cards.resolve(text);
    if (found.kind === 'found') return found.id;
    if (found.kind === 'ambiguous') {
      const which = found.candidates.map((c) => JSON.stringify(c)).join(', ');
      this.problem(field, `"${text}" names several cards: write one of ${which}`, line);
    } else {
      const near = found.suggestions.map((c) => JSON.stringify(c)).join(', ');
      this.problem(field, `no card "${text}"${near ? ` (closest: ${near})` : ''}`, line);
    }
    return null;
  }

  /** The text form: `zone:` header lines and entry lines; `#` starts a comment. */
  readLines(text: string): void {
    let list: string[] | null = null;
    let zoneName = 'deck';
    let count = 0;
    text.split(/\r?\n/).forEach((rawLine, i) => {
      const line = rawLine.replace(/#.*$/, '').trim();
      if (line === '') return;
      if (SECTION.test(line)) return;
      const header = /^([^\s:]+):$/.exec(line);
      if (header) {
        zoneName = header[1];
        list = this.zone(zoneName, i + 1);
        count = 0;
        return;
      }
      list ??= this.zone(zoneName, i + 1);
      if (list) this.entry(list, `${zoneName}.${count}`, line, i + 1);
      count++;
    });
  }

  /** JSON or YAML, read as YAML nodes so that every problem has its line. */
  readStructured(doc: ReturnType<typeof parseDocument>, lines: LineCounter): void {
    const lineOf = (node: YamlNode | null | undefined) => (node?.range ? lines.linePos(node.range[0]).line : undefined);
    if (doc.errors.length > 0) {
      for (const e of doc.errors.slice(0, 20)) this.problem('', e.message.split('\n')[0], lines.linePos(e.pos[0]).line);
      return;
    }
    const top = doc.contents;
    if (!isMap(top)) {
      this.problem('', 'a deck file is a map of zone → list of cards', lineOf(top));
      return;
    }
    let zonesNode: YamlNode | null = top;
    for (const pair of top.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : null;
      if (key === 'ruleset') {
        const value = isScalar(pair.value) ? pair.value.value : null;
        if (typeof value !== 'string') this.problem('ruleset', 'names a ruleset', lineOf(pair.value as YamlNode));
        else if (this.context.ruleset !== undefined && value !== this.context.ruleset)
          this.problem(
            'ruleset',
            `the deck is for "${value}", not "${this.context.ruleset}"`,
            lineOf(pair.value as YamlNode),
          );
      } else if (key === 'zones') zonesNode = pair.value as YamlNode;
    }
    const hasZonesKey = top.items.some((p) => isScalar(p.key) && p.key.value === 'zones');
    if (hasZonesKey) {
      for (const pair of top.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : '?';
        if (key !== 'zones' && key !== 'ruleset')
          this.problem(key, `unknown field "${key}" beside "zones"`, lineOf(pair.key as YamlNode));
      }
      if (!isMap(zonesNode)) {
        this.problem('zones', 'a map of zone → list of cards', lineOf(zonesNode));
        return;
      }
    }
    for (const pair of (zonesNode as typeof top).items) {
      const name = isScalar(pair.key) ? String(pair.key.value) : null;
      if (name === null) {
        this.problem('', 'a zone name is text', lineOf(pair.key as YamlNode));
        continue;
      }
      if (!hasZonesKey && name === 'ruleset') continue;
      const list = this.zone(name, lineOf(pair.key as YamlNode));
      const value = pair.value as YamlNode | null;
      if (!list) continue;
      if (!isSeq(value)) {
        this.problem(name, 'a list of cards ("card-id" or "N card-id")', lineOf(value) ?? lineOf(pair.key as YamlNode));
        continue;
      }
      value.items.forEach((item, i) => {
        const node = item as YamlNode;
        if (!isScalar(node) || (typeof node.value !== 'string' && typeof node.value !== 'number'))
          this.problem(`${name}.${i}`, 'a card entry is text: "card-id" or "N card-id"', lineOf(node));
        else this.entry(list, `${name}.${i}`, String(node.value), lineOf(node));
      });
    }
  }
}
