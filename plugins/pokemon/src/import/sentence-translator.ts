import type { AttackPart, SentenceContext, SentenceTemplate } from './sentence-template.js';
import { compilePattern, slotValues, type CompiledPattern } from './slot-pattern.js';

/** A card text translated sentence by sentence, or the first sentence no template matched. */
export type Translation = { ok: true; part: AttackPart; matched: MatchedPattern[] } | { ok: false; unmatched: string };

/** Which template matched a sentence, and which of its patterns (by index). */
export interface MatchedPattern {
  template: string;
  pattern: number;
}

/** A library of templates with their patterns compiled, tried in order (the first match wins). */
export class TemplateLibrary {
  private readonly compiled: { template: SentenceTemplate<AttackPart>; index: number; pattern: CompiledPattern }[];

  constructor(readonly templates: readonly SentenceTemplate<AttackPart>[]) {
    this.compiled = templates.flatMap((template) =>
      template.patterns.map((p, index) => ({ template, index, pattern: compilePattern(p) })),
    );
  }

  /**
   * Translates a whole text: every sentence must be matched, in order, and the parts are joined
   * in printed order. Never guesses: the first sentence no template builds is the answer.
   */
  translate(text: string, where: Omit<SentenceContext, 'clause'>): Translation {
    let rest = normalizeText(text);
    const parts: AttackPart[] = [];
    const matched: MatchedPattern[] = [];
    while (rest !== '') {
      // The clauses a wrapping template translates are listed after the template itself.
      const inner: MatchedPattern[] = [];
      const ctx: SentenceContext = { ...where, clause: (t) => this.clause(t, where, inner) };
      const step = this.matchOne(rest, ctx, inner);
      if (!step) return { ok: false, unmatched: firstSentence(rest) };
      parts.push(step.part);
      matched.push(step.matched, ...inner);
      rest = rest.slice(step.length).trimStart();
    }
    return { ok: true, part: joinParts(parts), matched };
  }

  /** One clause inside a wrapping sentence ("If heads, <clause>"), translated as a sentence of its own. */
  private clause(text: string, where: Omit<SentenceContext, 'clause'>, matched: MatchedPattern[]): AttackPart | null {
    const sentence = text.charAt(0).toUpperCase() + text.slice(1);
    const t = this.translate(sentence, where);
    if (!t.ok) return null;
    matched.push(...t.matched);
    return t.part;
  }

  private matchOne(rest: string, ctx: SentenceContext, inner: MatchedPattern[]) {
    for (const { template, index, pattern } of this.compiled) {
      const m = pattern.regex.exec(rest);
      if (!m) continue;
      inner.length = 0;
      const part = template.build(slotValues(pattern, m), ctx);
      if (part) return { part, length: m[0].length, matched: { template: template.id, pattern: index } };
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
    if (p.ignoreResistance) out.ignoreResistance = true;
    if (p.ignoreDefenderEffects) out.ignoreDefenderEffects = true;
    if (p.playableIf)
      out.playableIf = out.playableIf ? { op: 'and', args: [out.playableIf, p.playableIf] } : p.playableIf;
  }
  return out;
}
