import { z } from 'zod';
import {
  CardTextsSchema,
  ContinuousEffectSpecSchema,
  ExprSchema,
  ProgramSchema,
  ReplacementSpecSchema,
  TriggerSpecSchema,
} from '@tcgkit/core';

/** The seven attributes (CT-2.4.1). */
export const AttributeSchema = z.enum(['earth', 'water', 'fire', 'air', 'light', 'dark', 'null']);
export type Attribute = z.infer<typeof AttributeSchema>;

/** Skills written in 『』 (CT-12). */
export const SkillSchema = z.enum(['opponentSelect', 'firstStrike', 'firstDefense', 'penetrate', 'reflect']);
export type Skill = z.infer<typeof SkillSchema>;

/**
 * Append words (CT-13): each adds a fixed set of rules to the card.
 * `oreyome` 俺嫁, `beta` BETA, `haruka` はるかさん, `refrain` リフレイン, `tst` TSTゲージ,
 * `solarCharge` ソルラルチャージ, `harmonics` ハーモニクス, `aragami` アラガミ, `fleet` 蒼き艦隊/霧の艦隊,
 * `koisou` 恋想リレーション, `contractor` 契約者, `gensokyo` 幻想郷, `idol` アイドル魔法少女.
 * `idol` is named so that a card carrying it is refused with the reason (CT-13.7.1) rather than as an unknown word.
 */
export const AppendWordSchema = z.enum([
  'oreyome',
  'beta',
  'haruka',
  'refrain',
  'tst',
  'solarCharge',
  'harmonics',
  'aragami',
  'fleet',
  'koisou',
  'contractor',
  'gensokyo',
  'idol',
]);
export type AppendWord = z.infer<typeof AppendWordSchema>;

/**
 * Printed permanent properties the rules give a meaning to: "cannot be made partner" (CT-6.1.3),
 * "cannot be used as a cost" (CT-14.4), "can appear more than once" (CT-11.4.4), "cannot level
 * up" (CT-10.3.4) and "cannot auto level up" (CT-10.4.5), both effective face down; "effects that
 * increase / decrease its info are invalid" (CT-9.3.11); "not affected by event cards" (CT-9.3.8).
 */
export const KeywordSchema = z.enum([
  'cannotBePartner',
  'cannotBeCost',
  'multipleAppear',
  'cannotLevelUp',
  'cannotAutoLevelUp',
  'cannotAppear',
  'noIncrease',
  'noDecrease',
  'notAffectedByEvents',
]);
export type Keyword = z.infer<typeof KeywordSchema>;

/**
 * A name, trait, card name or part of one in a card condition: spaces alone are nothing once removed
 * (CT-2.1.4), and would match no card or, as a phrase, every card.
 */
const NameText = z
  .string()
  .min(1)
  .refine((p) => /\S/u.test(p), 'a name or trait needs more than spaces (CT-2.1.4)');

/**
 * One card condition of an extra cost or a unit cost (CT-4.2.7.2): every given piece of info must
 * be met by one card — a name 「」, a trait “”, a card name 《》 (CT-4.2.2), a part of a card name in
 * triple angle brackets (CT-4.2.3, `cardNameContains`). Names, traits and card names compare without
 * their spaces (CT-2.1.4).
 */
export const CardConditionSchema = z
  .object({
    name: NameText.optional(),
    trait: NameText.optional(),
    cardName: NameText.optional(),
    cardNameContains: NameText.optional(),
  })
  .strict()
  .refine(
    (c) =>
      c.name !== undefined || c.trait !== undefined || c.cardName !== undefined || c.cardNameContains !== undefined,
    'a card condition needs a name, a trait, a card name or a part of a card name',
  );
export type CardCondition = z.infer<typeof CardConditionSchema>;

/**
 * One kind of cost item, strict, with `may`: an item that reads "you may …". Its payer may choose
 * not to do it and the cost still counts as paid (CT-4.2.7.3, written for 【維持】), so it need not
 * be payable for the cost to be.
 */
const item = <S extends z.ZodRawShape>(shape: S) => z.object({ ...shape, may: z.boolean().optional() }).strict();

/**
 * A cost item in 〔〕 (CT-4.2.8). Costs are paid in printed order, all or nothing (CT-4.2.7.4,
 * CT-9.5.3.5).
 */
export const CostItemSchema = z.discriminatedUnion('do', [
  /** 〔stand→rest〕 this card (CT-4.4.1). */
  item({ do: z.literal('rest') }),
  /** 〔reverse〕 this card. */
  item({ do: z.literal('reverse') }),
  /** Rest N of your standing friends (other than this card). */
  item({ do: z.literal('restFriends'), count: z.number().int().positive() }),
  /** Put N cards from your hand into the WR (optionally only cards matching `where`, `{ref:'card'}`). */
  item({ do: z.literal('discard'), count: z.number().int().positive(), where: ExprSchema.optional() }),
  /** Put N level cards of this chara into the WR. */
  item({ do: z.literal('levelToWr'), count: z.number().int().positive() }),
  /** Put N cards from your WR into your backyard. */
  item({ do: z.literal('wrToBackyard'), count: z.number().int().positive() }),
  /** Put N cards from your hand into your backyard. */
  item({ do: z.literal('handToBackyard'), count: z.number().int().positive() }),
  /** Put N of your charas (friends; the partner cannot pay it, CT-3.12.2) into the WR. */
  item({ do: z.literal('charaToWr'), count: z.number().int().positive(), where: ExprSchema.optional() }),
  /** Deal N damage to each of your charas (a cost, not an effect: CT-14.4.2). */
  item({ do: z.literal('damageOwnCharas'), amount: z.number().int().positive() }),
  /** Reveal N cards from your hand that match `where`. */
  item({ do: z.literal('reveal'), count: z.number().int().positive(), where: ExprSchema.optional() }),
]);
export type CostItem = z.infer<typeof CostItemSchema>;
export const CostSchema = z.array(CostItemSchema);

/** Timing and condition icons of an ability (CT-4.1). */
export const IconSchema = z.enum([
  'main',
  'battle',
  'partner',
  'friend',
  'oncePerTurn',
  'participating',
  'ex',
  'faceDown',
]);
export type Icon = z.infer<typeof IconSchema>;

/** The processing units an "at the start of / at the end of" trigger names (CT-7.2.1). */
export const UnitSchema = z.enum([
  'game',
  'turn',
  'beginningPhase',
  'maintenanceStep',
  'mainPhase',
  'battlePhase',
  'battle',
  'battleDamageStep',
  'endPhase',
]);
export type Unit = z.infer<typeof UnitSchema>;

/** "At the start of X" / "at the end of X" (CT-9.1.3), optionally only in your own turn. */
export const TimedTriggerSchema = z
  .object({ at: z.enum(['start', 'end']), unit: UnitSchema, yours: z.boolean().optional() })
  .strict();

/** An ability as ChaosTCG card data writes it (CT-9.1). */
export const ChaosAbilitySchema = z.discriminatedUnion('kind', [
  z
    .object({
      id: z.string().min(1),
      kind: z.literal('permanent'),
      icons: z.array(IconSchema).optional(),
      continuous: z.array(ContinuousEffectSpecSchema).optional(),
      replacements: z.array(ReplacementSpecSchema).optional(),
      /** Zones where it works besides the arena (CT-2.5.2), e.g. `wr`. */
      functionsIn: z.array(z.string()).optional(),
      /** Written on a set card about the set card itself (CT-3.10.5 (b)): it stays on the set card. */
      setSelf: z.boolean().optional(),
      text: z.string().optional(),
    })
    .strict(),
  z
    .object({
      id: z.string().min(1),
      kind: z.literal('activated'),
      icons: z.array(IconSchema).min(1),
      cost: CostSchema.optional(),
      condition: ExprSchema.optional(),
      effect: ProgramSchema,
      functionsIn: z.array(z.string()).optional(),
      setSelf: z.boolean().optional(),
      text: z.string().optional(),
    })
    .strict(),
  z
    .object({
      id: z.string().min(1),
      kind: z.literal('automatic'),
      icons: z.array(IconSchema).optional(),
      trigger: z.union([TriggerSpecSchema, TimedTriggerSchema]),
      effect: ProgramSchema,
      functionsIn: z.array(z.string()).optional(),
      setSelf: z.boolean().optional(),
      text: z.string().optional(),
    })
    .strict(),
]);
export type ChaosAbility = z.infer<typeof ChaosAbilitySchema>;

/** The 【】 costs of a card (CT-4.2.7.1). */
export const PlayCostsSchema = z
  .object({
    appear: CostSchema.optional(),
    intrude: CostSchema.optional(),
    levelUp: CostSchema.optional(),
    use: CostSchema.optional(),
    set: CostSchema.optional(),
    maintain: CostSchema.optional(),
    /** 【ユニット】: the chara it stacks on, then the unit cost (CT-14.5). */
    unit: z.object({ on: CardConditionSchema, cost: CostSchema }).strict().optional(),
  })
  .strict();

/** 【エクストラ】 conditions joined by & (all) or か (any one) (CT-4.2.7.2), plus non-chara costs. */
export const ExtraCostSchema = z
  .object({
    conditions: z.array(CardConditionSchema).min(1),
    join: z.enum(['&', 'か']),
    other: CostSchema.optional(),
  })
  .strict();
export type ExtraCost = z.infer<typeof ExtraCostSchema>;

const PartnerLevelSchema = z.object({ attack: z.number().int(), durability: z.number().int() }).strict();

/** A ChaosTCG card as data (CT-2). */
export const ChaosCardSchema = z
  .object({
    id: z.string().min(1),
    /** Card name (CT-2.1.1); 「」 parts are names, “” parts traits. */
    name: z.string().min(1),
    names: z.array(z.string().min(1)).default([]),
    traits: z.array(z.string().min(1)).default([]),
    type: z.enum(['chara', 'extra', 'partner', 'set', 'event']),
    /** Gender from the icon colour, or other genders by base definition (CT-2.2.3). */
    gender: z.array(z.string().min(1)).default([]),
    work: z.string().min(1),
    attributes: z.array(AttributeSchema).default([]),
    attack: z.number().int().optional(),
    durability: z.number().int().optional(),
    attackMod: z.number().int().default(0),
    durabilityMod: z.number().int().default(0),
    /** Partner cards: attack and durability per level, modifiers included (CT-2.6.1). */
    partnerLevels: z.array(PartnerLevelSchema).optional(),
    skills: z.array(SkillSchema).default([]),
    keywords: z.array(KeywordSchema).default([]),
    append: z.array(AppendWordSchema).default([]),
    costs: PlayCostsSchema.default({}),
    extraCost: ExtraCostSchema.optional(),
    /** Set cards: "can only be set on (condition)" (CT-11.5.5). */
    setOn: CardConditionSchema.optional(),
    /** Event cards: the timing icon their text begins with (CT-4.1.4). */
    timing: z.enum(['main', 'battle', 'any']).optional(),
    /** Event cards: a condition for using it ("only during the opponent's battle phase"), `controller` = the user. */
    useCondition: ExprSchema.optional(),
    /** Event cards: the effect (CT-9.5.3.6). */
    effect: ProgramSchema.optional(),
    abilities: z.array(ChaosAbilitySchema).default([]),
    /**
     * Abilities defined only to be granted: this card's effects give them to cards (a `grantAbility`
     * op naming `<card id>/<ability id>`, CT-9.8), but no card has them printed — this one neither.
     */
    grants: z.array(ChaosAbilitySchema).default([]),
    /**
     * 蒼き艦隊 / 霧の艦隊 / 恋想リレーション put the card into the extra deck face up or face down by an
     * icon the rule text does not reproduce (CT-13.11.1, CT-13.12.1): the card states which.
     */
    extraDeckFace: z.enum(['up', 'down']).default('up'),
    text: z.string().optional(),
    /** Its name, work, traits and texts in other languages (field path → text). */
    i18n: CardTextsSchema.optional(),
  })
  .strict()
  .superRefine((c, ctx) => {
    const charaLike = c.type === 'chara' || c.type === 'extra' || c.type === 'partner';
    if (charaLike && c.type !== 'partner' && (c.attack === undefined || c.durability === undefined))
      ctx.addIssue({ code: 'custom', message: 'a chara card needs attack and durability', path: ['attack'] });
    if (c.type === 'partner' && (!c.partnerLevels || c.partnerLevels.length === 0))
      ctx.addIssue({
        code: 'custom',
        message: 'a partner card needs its per-level attack and durability',
        path: ['partnerLevels'],
      });
    if (c.type === 'extra' && !c.extraCost)
      ctx.addIssue({ code: 'custom', message: 'an extra card needs its extra cost', path: ['extraCost'] });
    if (c.type === 'event' && !c.effect)
      ctx.addIssue({ code: 'custom', message: 'an event card needs its effect', path: ['effect'] });
    if (c.type === 'event' && !c.timing)
      ctx.addIssue({ code: 'custom', message: 'an event card needs its timing icon', path: ['timing'] });
    // CT-13.7.1: the rule's text lost its icons (which friends count, which abilities, in which face), so what
    // [アイドル魔法少女] does cannot be known; a card with it is refused, never loaded with the word ignored.
    const idol = c.append.indexOf('idol');
    if (idol >= 0)
      ctx.addIssue({
        code: 'custom',
        message:
          'CT-13.7.1: the rule text of [アイドル魔法少女] lost its icons, so the engine cannot apply it; write the ' +
          "card's reading of it as an ability of the card instead",
        path: ['append', idol],
      });
  });
export type ChaosCard = z.output<typeof ChaosCardSchema>;
export type ChaosCardInput = z.input<typeof ChaosCardSchema>;
