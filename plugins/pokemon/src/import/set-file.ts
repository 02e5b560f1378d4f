import { z } from 'zod';

/**
 * The community card database's files (the Pokémon TCG API format): a set list (`sets/en.json`)
 * and one card file per set (`cards/en/<set>.json`). Only the fields the importer reads are
 * declared; others are kept out of the result.
 */
export const PrintedAttackSchema = z.object({
  name: z.string(),
  cost: z.array(z.string()).default([]),
  damage: z.string().default(''),
  text: z.string().default(''),
});

export const PrintedCardSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  supertype: z.enum(['Pokémon', 'Trainer', 'Energy']),
  subtypes: z.array(z.string()).default([]),
  hp: z.string().optional(),
  types: z.array(z.string()).optional(),
  evolvesFrom: z.string().optional(),
  abilities: z.array(z.object({ name: z.string(), text: z.string().default(''), type: z.string() })).default([]),
  attacks: z.array(PrintedAttackSchema).default([]),
  weaknesses: z.array(z.object({ type: z.string(), value: z.string() })).default([]),
  resistances: z.array(z.object({ type: z.string(), value: z.string() })).default([]),
  retreatCost: z.array(z.string()).default([]),
  rules: z.array(z.string()).default([]),
  number: z.string().min(1),
});
export type PrintedCard = z.infer<typeof PrintedCardSchema>;
export type PrintedAttack = z.infer<typeof PrintedAttackSchema>;

export const PrintedSetSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  series: z.string().min(1),
  ptcgoCode: z.string().optional(),
});
export type PrintedSet = z.infer<typeof PrintedSetSchema>;
