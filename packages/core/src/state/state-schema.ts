import { z } from 'zod';

/**
 * A JSON object whose content the code that reads it checks (locals, statuses, effect data). JSON
 * text can only give string keys, so checking the shape alone is complete — and, unlike a
 * record schema, it neither walks nor copies every key on each restore.
 */
export const Obj = z.custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), {
  message: 'expected an object',
});

const CardObjectSchema = z
  .object({
    id: z.string(),
    def: z.string(),
    owner: z.number().int(),
    master: z.number().int(),
    zone: z.string(),
    status: Obj,
    counters: z.record(z.string(), z.number()),
    attached: z.array(z.string()),
    attachedTo: z.string().nullable(),
    attachKind: z.string().nullable(),
    enteredAt: z.number().int(),
    revealedTo: z.array(z.number().int()),
    previous: z.string().nullable(),
  })
  .strict();

/**
 * The structure of a saved game, checked when a state is restored from outside (a file, the
 * network). Card effects and procedure locals are checked by the code that reads them.
 */
export const GameStateSchema = z
  .object({
    format: z.literal(1),
    ruleset: z.object({ id: z.string(), version: z.string(), options: Obj }).strict(),
    version: z.number().int().nonnegative(),
    seq: z
      .object({
        object: z.number().int(),
        timestamp: z.number().int(),
        effect: z.number().int(),
        decision: z.number().int(),
        trigger: z.number().int(),
      })
      .strict(),
    rng: z.array(z.number()),
    players: z.array(
      z
        .object({
          id: z.number().int(),
          lost: z.object({ reason: z.string(), rule: z.string() }).nullable(),
          data: Obj,
        })
        .strict(),
    ),
    zones: z.record(z.string(), z.array(z.string())),
    objects: z.record(z.string(), CardObjectSchema),
    lastKnown: z.record(
      z.string(),
      z.object({ object: CardObjectSchema, characteristics: Obj, turn: z.number().int() }).strict(),
    ),
    effects: z.array(Obj),
    replacements: z.array(Obj),
    waiting: z.array(Obj),
    delayed: z.array(Obj),
    usedThisTurn: z.array(z.string()),
    turn: z
      .object({
        number: z.number().int(),
        activePlayer: z.number().int(),
        phase: z.string().nullable(),
        step: z.string().nullable(),
      })
      .strict(),
    stack: z.array(z.object({ proc: z.string(), step: z.number().int().nonnegative(), locals: Obj }).strict()),
    pending: Obj.nullable(),
    result: z
      .object({ winners: z.array(z.number().int()), draw: z.boolean(), reason: z.string(), rule: z.string() })
      .strict()
      .nullable(),
    data: Obj,
    // Before `loop`: the loop guard adds its bookkeeping later in a game, and a restored state's
    // keys come out in this order, which must be the order of the saved text.
    fixedRandom: z
      .object({ coins: z.array(z.boolean()), shuffles: z.enum(['random', 'keep']) })
      .strict()
      .optional(),
    loop: Obj.optional(),
  })
  .strict();
