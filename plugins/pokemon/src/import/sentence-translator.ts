import type { AttackPart, SentenceContext, SentenceTemplate } from './sentence-template.js';
import { compilePattern, slotValues, type CompiledPattern } from './slot-pattern.js';

/** A card text translated sentence by sentence, or the first sentence no template matched. */
export type Translation = { ok: true; part: AttackPart } | { ok: false; unmatched: string };

/** A library of templates with their patterns compiled, tried in order (the first match wins). */
export class TemplateLibrary {
  private readonly compiled: { template: SentenceTemplate<AttackPart>; pattern: CompiledPattern }[];

  constructor(readonly templates: readonly SentenceTemplate<AttackPart>[]) {
    this.compiled = templates.flatMap((template) =>
      template.patterns.map((p) => ({ template, pattern: compilePattern(p) })),
    );
  }

  /**
   * Translates a whole text: every sentence must be matched, in order, and the parts are joined
   * in printed order. Never guesses: the first sentence no template builds is the answer.
   */
  translate(text: string, where: Omit<SentenceContext, 'clause'>): Translation {
    let rest = normalizeText(text);
    const parts: AttackPart[] = [];
    const ctx: SentenceContext = { ...where, clause: (t) => this.clause(t, where) };
    while (rest !== '') {
      const step = this.matchOne(rest, ctx);
      if (!step) return { ok: false, unmatched: firstSentence(rest) };
      parts.push(step.part);
      rest = rest.slice(step.length).trimStart();
    }
    return { ok: true, part: joinParts(parts) };
  }

  /** One clause inside a wrapping sentence ("If heads, <clause>"), translated as a sentence of its own. */
  private clause(text: string, where: Omit<SentenceContext, 'clause'>): AttackPart | null {
    const sentence = text.charAt(0).toUpperCase() + text.slice(1);
    const t = this.translate(sentence, where);
    return t.ok ? t.part : null;
  }

  private matchOne(rest: string, ctx: SentenceContext): { part: AttackPart; length: number } | null {
    for (const { template, pattern } of this.compiled) {
      const m = pattern.regex.exec(rest);
      if (!m) continue;
      const part = template.build(slotValues(pattern, m), ctx);
      if (part) return { part, length: m[0].length };
    }
    return null;
  }
}

/** One spelling for the text's typography: straight apostrophes, single spaces. */
export function normalizeText(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentence of a text (with a parenthesised reminder that follows it). */
export function firstSentence(text: string): string {
  const m = /^.*?[.!?](?:\s*\([^)]*\))?(?=\s|$)/.exec(text);
  return (m ? m[0] : text).trim();
}

/** Parts of consecutive sentences as one: programs in printed order, flags and self-damage combined. */
export function joinParts(parts: readonly AttackPart[]): AttackPart {
  const out: AttackPart = {};
  for (const p of parts) {
    for (const key of ['failCheck', 'damageText', 'beforeDamage', 'effects'] as const)
      if (p[key]) out[key] = [...(out[key] ?? []), ...p[key]];
    if (p.selfDamage) out.selfDamage = (out.selfDamage ?? 0) + p.selfDamage;
    if (p.ignoreWeaknessResistance) out.ignoreWeaknessResistance = true;
    if (p.ignoreDefenderEffects) out.ignoreDefenderEffects = true;
    if (p.playableIf)
      out.playableIf = out.playableIf ? { op: 'and', args: [out.playableIf, p.playableIf] } : p.playableIf;
  }
  return out;
}
