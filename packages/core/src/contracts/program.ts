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
export const ProgramSchema = z.array(InstructionSchema);
