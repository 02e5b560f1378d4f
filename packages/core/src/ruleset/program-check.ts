import type { z } from 'zod';
import { InputError } from '../contracts/errors.js';
import { isProgramSchema, type Instruction } from '../contracts/program.js';
import type { InstructionHandler } from '../contracts/ruleset-parts.js';

/** Where a program sits in a value: the path of keys and indexes from the value's root. */
type Path = readonly (string | number)[];

/** The parts of a zod 4 schema definition the walk reads (its `type` tells which are present). */
interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: readonly z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  items?: readonly z.ZodType[];
  rest?: z.ZodType | null;
  getter?: () => z.ZodType;
  in?: z.ZodType;
}

const defOf = (schema: z.ZodType): SchemaDef => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The schemas a schema's values are made of, by its definition's kind. */
function parts(schema: z.ZodType): (z.ZodType | null | undefined)[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return [...Object.values(def.shape ?? {}), def.catchall];
    case 'lazy':
      return [def.getter?.()];
    default:
      return [
        def.element,
        def.innerType,
        ...(def.options ?? []),
        def.left,
        def.right,
        def.valueType,
        ...(def.items ?? []),
        def.rest,
        def.in,
      ];
  }
}

const holdsPrograms = new WeakMap<z.ZodType, boolean>();

/**
 * Whether values of a schema can hold a program: the walk skips the rest (expressions, names,
 * numbers), which keeps it to the few places programs are. Each answer is a search of its own
 * (recursive schemas make a cycle's partial answers unreliable), remembered per schema.
 */
function mayHoldPrograms(schema: z.ZodType): boolean {
  let known = holdsPrograms.get(schema);
  if (known === undefined) {
    const seen = new Set<z.ZodType>();
    const search = (s: z.ZodType | null | undefined): boolean => {
      if (!s || seen.has(s)) return false;
      seen.add(s);
      return isProgramSchema(s) || parts(s).some(search);
    };
    known = search(schema);
    holdsPrograms.set(schema, known);
  }
  return known;
}

/**
 * Calls `visit` for each program in `value`, found by walking `schema` beside it: a program is
 * wherever the schema is the core's `ProgramSchema`. Union members are chosen as zod chooses them
 * (the first that accepts the value), so a value the schema refuses yields no programs from there.
 */
export function forEachProgram(
  schema: z.ZodType,
  value: unknown,
  visit: (program: readonly unknown[], path: Path) => void,
  path: Path = [],
): void {
  if (isProgramSchema(schema)) {
    if (Array.isArray(value)) visit(value, path);
    return;
  }
  if (!mayHoldPrograms(schema)) return;
  const def = defOf(schema);
  const walk = (s: z.ZodType | null | undefined, v: unknown, p: Path) => s && forEachProgram(s, v, visit, p);
  switch (def.type) {
    case 'object':
      if (!isRecord(value)) return;
      for (const [key, v] of Object.entries(value)) walk(def.shape?.[key] ?? def.catchall, v, [...path, key]);
      return;
    case 'record':
      if (!isRecord(value)) return;
      for (const [key, v] of Object.entries(value)) walk(def.valueType, v, [...path, key]);
      return;
    case 'array':
      if (Array.isArray(value)) value.forEach((v, i) => walk(def.element, v, [...path, i]));
      return;
    case 'tuple':
      if (Array.isArray(value)) value.forEach((v, i) => walk(def.items?.[i] ?? def.rest, v, [...path, i]));
      return;
    case 'union':
      walk(
        def.options?.find((o) => o.safeParse(value).success),
        value,
        path,
      );
      return;
    case 'intersection':
      walk(def.left, value, path);
      walk(def.right, value, path);
      return;
    case 'lazy':
      walk(def.getter?.(), value, path);
      return;
    case 'pipe':
      walk(def.in, value, path);
      return;
    default:
      // optional, nullable, default, readonly, catch, …: the same value under the wrapped schema.
      walk(def.innerType, value, path);
  }
}

/**
 * Checks every program of every card against the ruleset's instructions: each instruction must
 * name one, and its parameters must pass that instruction's schema (programs nested in an
 * instruction, such as an `if`'s branches, are found through the instruction's schema and checked
 * the same way). A card program otherwise fails only when a game reaches it; this refuses it
 * when the ruleset is built. The first problem is an {@link InputError} naming the card by its
 * index and id, and the path from the card to the field.
 */
export function checkCardPrograms(
  cardSchema: z.ZodType,
  cards: readonly unknown[],
  instruction: (name: string) => InstructionHandler | undefined,
  source = 'card pool',
): void {
  cards.forEach((card, index) => {
    const id = isRecord(card) && typeof card.id === 'string' ? card.id : '?';
    const fail = (path: Path, message: string): never => {
      throw new CardProgramError(source, index, id, path, message);
    };
    const checkProgram = (program: readonly unknown[], path: Path): void =>
      program.forEach((instr, i) => checkInstruction(instr, [...path, i]));
    const checkInstruction = (instr: unknown, path: Path): void => {
      const name = isRecord(instr) ? instr.do : undefined;
      if (typeof name !== 'string') return fail(path, 'an instruction needs `do`: the instruction name');
      const handler = instruction(name);
      if (!handler) return fail([...path, 'do'], `unknown instruction "${name}"`);
      if (!handler.schema) return;
      // A misspelt parameter explains the problems that follow from it: it is reported first.
      const unknown = unknownParameter(handler.schema, instr as Instruction);
      if (unknown !== undefined) return fail([...path, unknown], `instruction "${name}" has no parameter "${unknown}"`);
      const missing = missingParameter(handler.schema, instr as Instruction);
      if (missing !== undefined) return fail([...path, missing], `instruction "${name}" needs parameter "${missing}"`);
      const r = handler.schema.safeParse(instr);
      if (!r.success) {
        const issue = r.error.issues[0];
        return fail([...path, ...(issue?.path ?? []).map(pathKey)], `instruction "${name}": ${issue?.message}`);
      }
      forEachProgram(handler.schema, instr, checkProgram, path);
    };
    forEachProgram(cardSchema, card, checkProgram);
  });
}

/**
 * A parameter the instruction's object schema does not name (zod would drop it silently): a
 * misspelt optional parameter would otherwise leave the card doing something else than it says.
 * A schema that accepts any keys (a catchall) has none.
 */
function unknownParameter(schema: z.ZodType, instr: Instruction): string | undefined {
  const def = defOf(schema);
  if (def.type !== 'object' || def.catchall) return undefined;
  return Object.keys(instr).find((k) => !Object.hasOwn(def.shape ?? {}, k));
}

/** A parameter the instruction's object schema requires and the instruction lacks (zod says only "Invalid input"). */
function missingParameter(schema: z.ZodType, instr: Instruction): string | undefined {
  const def = defOf(schema);
  if (def.type !== 'object') return undefined;
  return Object.entries(def.shape ?? {}).find(
    ([k, s]) => !Object.hasOwn(instr, k) && !s.safeParse(undefined).success,
  )?.[0];
}

const pathKey = (k: PropertyKey): string | number => (typeof k === 'symbol' ? String(k) : k);

/** A card program that names no instruction of the ruleset, or whose parameters its instruction refuses. */
export class CardProgramError extends InputError {
  override readonly name = 'CardProgramError';
  constructor(
    source: string,
    /** The card's index in the list checked. */
    readonly cardIndex: number,
    /** The card's id (`?` when it has none). */
    readonly cardId: string,
    /** From the card to the offending field, e.g. `abilities.0.effect.2.amount`. */
    readonly path: Path,
    /** What is wrong there. */
    readonly problem: string,
  ) {
    super(source, [cardIndex, ...path].join('.'), `card "${cardId}": ${problem}`);
  }
}
