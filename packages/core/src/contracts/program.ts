import { z } from 'zod';

/**
 * One instruction of the effect language: `{ do: "<instruction>", ...params }`. The core
 * interprets programs step by step with a program counter in a procedure frame, so a
 * half-resolved effect can be saved. Parameters are validated by each instruction's schema.
 */
export interface Instruction {
  do: string;
  [param: string]: unknown;
}

/** A card effect: instructions carried out in printed order (CT-9.5.3.8). */
export type Program = Instruction[];

export const InstructionSchema: z.ZodType<Instruction> = z.object({ do: z.string().min(1) }).catchall(z.any());

/**
 * Marks the schema of a program, so that a walk over any card schema finds where programs are (an
 * instruction's own parameters are checked by its handler once the ruleset's instructions are known).
 * A registered symbol, not object identity: the mark holds across copies of this module.
 */
const PROGRAM_MARK = Symbol.for('tcgkit.program');

/** A card effect's schema: a list of instructions; each is checked further by its handler's schema. */
export const ProgramSchema: z.ZodArray<z.ZodType<Instruction>> = Object.assign(z.array(InstructionSchema), {
  [PROGRAM_MARK]: true,
});

/** Whether a schema is {@link ProgramSchema} (the same mark, from any copy of the core). */
export const isProgramSchema = (schema: unknown): boolean =>
  typeof schema === 'object' && schema !== null && (schema as { [PROGRAM_MARK]?: unknown })[PROGRAM_MARK] === true;
