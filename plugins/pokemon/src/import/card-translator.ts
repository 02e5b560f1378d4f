import type { Attack, PokemonTcgCard, TrainerCard } from '../cards/card-schema.js';
import type { PrintedCard } from './set-file.js';
import type { AttackPart, SentenceTemplate } from './sentence-template.js';
import { TemplateLibrary, firstSentence, normalizeText } from './sentence-translator.js';
import { EFFECT_TEMPLATES } from './attack-templates.js';
import { TRAINER_REMINDERS } from './templates/trainer-rules.js';
import { UnsupportedCard, energyType, pokemonStats, printedDamage } from './printed-stats.js';

/** A printed card translated to the card schema, or why it is not: its first sentence no template matched. */
export type CardTranslation =
  { ok: true; card: PokemonTcgCard } | { ok: false; unmatched: string } | { ok: 'basicEnergy' };

const EFFECTS = new TemplateLibrary(EFFECT_TEMPLATES);
const TRAINER_LIBRARIES = Object.fromEntries(
  Object.entries(TRAINER_REMINDERS).map(([kind, reminders]) => [
    kind,
    new TemplateLibrary([...(reminders as readonly SentenceTemplate<AttackPart>[]), ...EFFECT_TEMPLATES]),
  ]),
) as Record<TrainerCard['trainerType'], TemplateLibrary>;

/** The rule box of a Pokémon-EX: the rules know it (PK-A). */
const EX_RULE = /^Pokémon-EX rule: When a Pokémon-EX has been Knocked Out, your opponent takes 2 Prize cards\.$/;
/** The rule box of a Mega Evolution: the rules end the turn when a Pokémon evolves into it (tag MEGA). */
const MEGA_RULE = /^Mega Evolution rule: When 1 of your Pokémon becomes a Mega Evolution Pokémon, your turn ends\.$/;
const TRAINER_TYPES: Record<string, TrainerCard['trainerType']> = {
  Item: 'item',
  Supporter: 'supporter',
  Stadium: 'stadium',
  'Pokémon Tool': 'tool',
};

/**
 * Translates one printed card: printed stats map directly; every sentence of its texts must be
 * matched by a template, or the card is not imported (never guessed). A basic Energy card is the
 * ruleset's own basic Energy.
 */
export function translateCard(c: PrintedCard, id: string, legendLegal: boolean): CardTranslation {
  try {
    const base = { id, name: c.name, ...(legendLegal ? { legendLegal: true } : {}) };
    if (c.supertype === 'Pokémon') return translatePokemon(c, base);
    if (c.supertype === 'Trainer') return translateTrainer(c, base);
    return translateEnergy(c, base);
  } catch (e) {
    if (e instanceof UnsupportedCard) return { ok: false, unmatched: e.message };
    throw e;
  }
}

type Base = { id: string; name: string; legendLegal?: boolean };

function translatePokemon(c: PrintedCard, base: Base): CardTranslation {
  const stats = pokemonStats(c);
  const known = (r: string) => EX_RULE.test(r) || (stats.tags.includes('MEGA') && MEGA_RULE.test(r));
  const rule = c.rules.find((r) => !known(normalizeText(r)));
  if (rule !== undefined) return { ok: false, unmatched: firstSentence(normalizeText(rule)) };
  if (c.abilities.length > 0) {
    const a = c.abilities[0];
    return { ok: false, unmatched: `${a.type}: ${firstSentence(normalizeText(a.text))}` };
  }
  const attacks: Attack[] = [];
  for (const printed of c.attacks) {
    const cost = printed.cost.filter((t) => t !== 'Free').map(energyType);
    const t = EFFECTS.translate(printed.text, { card: c.name, attack: printed.name });
    if (!t.ok) return { ok: false, unmatched: t.unmatched };
    // A condition for playing a Trainer says nothing on an attack: its instructions do nothing when they can't.
    const { playableIf, ...programs } = t.part;
    void playableIf;
    attacks.push({
      name: printed.name,
      cost,
      ...printedDamage(printed.damage),
      ...(printed.text ? { text: printed.text } : {}),
      ...programs,
    });
  }
  return { ok: true, card: { ...base, ...stats, attacks } };
}

function translateTrainer(c: PrintedCard, base: Base): CardTranslation {
  const kinds = c.subtypes.filter((s) => s in TRAINER_TYPES);
  const other = c.subtypes.filter((s) => !(s in TRAINER_TYPES));
  if (kinds.length !== 1 || other.length > 0)
    return { ok: false, unmatched: `${c.subtypes.join(', ') || 'Trainer'} card (no rules for it yet)` };
  const trainerType = TRAINER_TYPES[kinds[0]];
  const text = c.rules.join(' ');
  const t = TRAINER_LIBRARIES[trainerType].translate(text, { card: c.name });
  if (!t.ok) return t;
  const { effects, playableIf, ...rest } = t.part;
  // An attack's parts on a Trainer, or an effect on a Tool or Stadium (they work through abilities), is not its text.
  if (Object.keys(rest).length > 0 || (effects && (trainerType === 'tool' || trainerType === 'stadium')))
    return { ok: false, unmatched: firstSentence(normalizeText(text)) };
  if (!effects && (trainerType === 'item' || trainerType === 'supporter'))
    return { ok: false, unmatched: firstSentence(normalizeText(text)) || '(no text)' };
  return {
    ok: true,
    card: {
      ...base,
      kind: 'trainer',
      trainerType,
      text,
      ...(effects ? { effect: effects } : {}),
      ...(playableIf ? { playableIf } : {}),
    },
  };
}

/** "Double Colorless Energy provides [C][C] Energy." — the icons come as type names run together. */
const PROVIDES = /^.+ provides ((?:Colorless)+) Energy\.$/;

function translateEnergy(c: PrintedCard, base: Base): CardTranslation {
  if (c.subtypes.includes('Basic')) return { ok: 'basicEnergy' };
  const rules = c.rules.map(normalizeText);
  const m = rules.length === 1 ? PROVIDES.exec(rules[0]) : null;
  if (!m) return { ok: false, unmatched: firstSentence(rules.join(' ')) || '(no text)' };
  const units = m[1].length / 'Colorless'.length;
  return {
    ok: true,
    card: { ...base, kind: 'energy', energyKind: 'special', provides: Array<'C'>(units).fill('C'), text: rules[0] },
  };
}
