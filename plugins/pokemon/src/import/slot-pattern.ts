import type { EnergyType } from '../cards/card-schema.js';
import type { ConditionName, Slots } from './sentence-template.js';

const TYPE_NAMES: Record<string, EnergyType> = {
  Grass: 'G',
  Fire: 'R',
  Water: 'W',
  Lightning: 'L',
  Psychic: 'P',
  Fighting: 'F',
  Darkness: 'D',
  Metal: 'M',
  Fairy: 'Y',
  Dragon: 'N',
  Colorless: 'C',
};
const COUNT_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
const CONDITION = '(?:Asleep|Burned|Confused|Paralyzed|Poisoned)';

const SLOT_REGEX: Record<string, string> = {
  number: '(\\d+)',
  count: `(\\d+|${Object.keys(COUNT_WORDS).join('|')})`,
  type: `(${Object.keys(TYPE_NAMES).join('|')})`,
  conditions: `(${CONDITION}(?:(?:, and |, | and )${CONDITION})*)`,
  clause: '([^.]+\\.)',
  text: '([^,.]+?)',
};

/** A compiled pattern: the regex, and each capture group's slot name and kind. */
export interface CompiledPattern {
  regex: RegExp;
  slots: { name: string; kind: string }[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Compiles a template pattern (see `SentenceTemplate`) to a regex matching at the start of a text. */
export function compilePattern(pattern: string): CompiledPattern {
  const slots: { name: string; kind: string }[] = [];
  let out = '';
  const re = /\{(\w+):(\w+)\}|\[\[|\]\]/g;
  let last = 0;
  for (let m = re.exec(pattern); m; m = re.exec(pattern)) {
    out += escape(pattern.slice(last, m.index));
    if (m[0] === '[[') out += '(?:';
    else if (m[0] === ']]') out += ')?';
    else {
      const kind = m[2];
      if (!(kind in SLOT_REGEX)) throw new Error(`pattern "${pattern}": unknown slot kind "${kind}"`);
      slots.push({ name: m[1], kind });
      out += SLOT_REGEX[kind];
    }
    last = m.index + m[0].length;
  }
  out += escape(pattern.slice(last));
  // A match ends a sentence: at the end of the text or before the next one.
  return { regex: new RegExp(`^${out}(?=\\s|$)`), slots };
}

/** The typed slot values of a match. */
export function slotValues(compiled: CompiledPattern, match: RegExpExecArray): Slots {
  const slots: Slots = { number: {}, type: {}, conditions: {}, text: {} };
  compiled.slots.forEach(({ name, kind }, i) => {
    const raw = match[i + 1];
    if (raw === undefined) return;
    if (kind === 'number') slots.number[name] = Number(raw);
    else if (kind === 'count') slots.number[name] = COUNT_WORDS[raw] ?? Number(raw);
    else if (kind === 'type') slots.type[name] = TYPE_NAMES[raw];
    else if (kind === 'conditions')
      slots.conditions[name] = raw.split(/, and |, | and /).map((c) => c.toLowerCase() as ConditionName);
    else slots.text[name] = raw;
  });
  return slots;
}

/** The letter of an Energy type's printed name, or null. */
export function typeLetter(name: string): EnergyType | null {
  return TYPE_NAMES[name] ?? null;
}
