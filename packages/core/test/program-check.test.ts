import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CardProgramError,
  ProgramSchema,
  checkCardPrograms,
  forEachProgram,
  type InstructionHandler,
} from '../src/index.js';

// A card format with programs in every kind of place a zod schema can put one.
const Ability = z.union([
  z.object({ kind: z.literal('plain'), text: z.string() }),
  z.object({ kind: z.literal('effect'), effect: ProgramSchema }),
]);
const Card = z.object({
  id: z.string(),
  abilities: z.array(Ability).default([]),
  byName: z.record(z.string(), ProgramSchema).optional(),
  pair: z.tuple([z.string(), ProgramSchema]).optional(),
  both: z.intersection(z.object({ a: ProgramSchema }), z.object({ b: z.number() })).optional(),
  nested: z.lazy(() => z.object({ inner: ProgramSchema.nullable() })).optional(),
  piped: ProgramSchema.pipe(z.array(z.object({ do: z.string() }).loose())).optional(),
  label: z.string().optional(),
});

const paths = (card: unknown): string[] => {
  const found: string[] = [];
  forEachProgram(Card, card, (_p, path) => found.push(path.join('.')));
  return found;
};

const handlers = new Map<string, InstructionHandler>([
  ['gain', { name: 'gain', schema: z.object({ do: z.literal('gain'), amount: z.number() }), run: () => ({}) as never }],
  [
    'twice',
    { name: 'twice', schema: z.object({ do: z.literal('twice'), body: ProgramSchema }), run: () => ({}) as never },
  ],
  ['free', { name: 'free', run: () => ({}) as never }],
]);
const check = (cards: unknown[]) => checkCardPrograms(Card, cards, (n) => handlers.get(n));
const failure = (cards: unknown[]): CardProgramError | undefined => {
  try {
    check(cards);
  } catch (e) {
    if (e instanceof CardProgramError) return e;
    throw e;
  }
  return undefined;
};

describe('forEachProgram', () => {
  it('finds programs in objects, arrays, union members, records, tuples, intersections, lazy and piped schemas', () => {
    const card = {
      id: 'c',
      abilities: [
        { kind: 'plain', text: 'x' },
        { kind: 'effect', effect: [] },
      ],
      byName: { one: [], two: [] },
      pair: ['p', []],
      both: { a: [], b: 1 },
      nested: { inner: [] },
      piped: [],
      label: 'not a program',
    };
    expect(paths(card)).toEqual([
      'abilities.1.effect',
      'byName.one',
      'byName.two',
      'pair.1',
      'both.a',
      'nested.inner',
      'piped',
    ]);
  });

  it('yields nothing where the value does not match (a refused union, a missing or null field)', () => {
    expect(paths({ id: 'c', abilities: [{ kind: 'other', effect: [] }], nested: { inner: null } })).toEqual([]);
  });
});

describe('checkCardPrograms', () => {
  it('accepts known instructions with valid parameters, and any parameters of one without a schema', () => {
    expect(() =>
      check([
        {
          id: 'a',
          abilities: [
            {
              kind: 'effect',
              effect: [
                { do: 'gain', amount: 1 },
                { do: 'free', x: 1 },
              ],
            },
          ],
        },
      ]),
    ).not.toThrow();
  });

  it('names the card, its index and the field of the first problem', () => {
    const e = failure([
      { id: 'a', abilities: [] },
      { id: 'b', abilities: [{ kind: 'effect', effect: [{ do: 'gain', amount: 'one' }] }] },
    ]);
    expect([e?.cardIndex, e?.cardId, e?.path, e?.source]).toEqual([
      1,
      'b',
      ['abilities', 0, 'effect', 0, 'amount'],
      'card pool',
    ]);
    expect(e?.field).toBe('1.abilities.0.effect.0.amount');
    expect(e?.message).toMatch(/^card pool \(1\.abilities\.0\.effect\.0\.amount\): card "b": instruction "gain": /);
  });

  it('refuses an unknown instruction, a missing parameter and an unknown one', () => {
    expect(failure([{ id: 'a', piped: [{ do: 'lose' }] }])?.problem).toBe('unknown instruction "lose"');
    expect(failure([{ id: 'a', piped: [{ do: 'gain' }] }])?.problem).toBe(
      'instruction "gain" needs parameter "amount"',
    );
    expect(failure([{ id: 'a', piped: [{ do: 'gain', amount: 1, amuont: 2 }] }])?.problem).toBe(
      'instruction "gain" has no parameter "amuont"',
    );
  });

  it("checks programs nested in an instruction through that instruction's schema", () => {
    const e = failure([{ id: 'a', piped: [{ do: 'twice', body: [{ do: 'twice', body: [{ do: 'gain' }] }] }] }]);
    expect(e?.path).toEqual(['piped', 0, 'body', 0, 'body', 0, 'amount']);
  });
});
