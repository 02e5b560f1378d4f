import { existsSync, readFileSync } from 'node:fs';

/** A results file of `npm run mutate` (tools/mutate/results/<project>.json). */
export interface MutationResults {
  project: string;
  commit: string;
  date: string;
  mutants: { file: string; line: number; status: string; cites: string[] }[];
}

/** How the mutants in the code that cites one rule fared. */
export interface RuleStrength {
  killed: number;
  survived: number;
  /** `file:line` of each surviving (or uncovered) mutant. */
  survivors: string[];
}

/** Reads the results files that exist among `files` (the other projects are not yet measured). */
export function readMutationResults(files: readonly string[]): { file: string; results: MutationResults }[] {
  return files
    .filter((f) => existsSync(f))
    .map((file) => ({ file, results: JSON.parse(readFileSync(file, 'utf8')) as MutationResults }));
}

/**
 * Per rule ID of the catalogue, the mutants in the code that cites it (each mutant carries the IDs
 * cited on its line or the nearest line above that cites any: code comments cite the rule a step
 * implements right above it). A timeout counts as killed; an uncovered mutant as surviving.
 */
export function ruleStrength(
  all: readonly { results: MutationResults }[],
  known: ReadonlySet<string>,
): Map<string, RuleStrength> {
  const out = new Map<string, RuleStrength>();
  for (const { results } of all)
    for (const m of results.mutants) {
      const killed = m.status === 'Killed' || m.status === 'Timeout';
      if (!killed && m.status !== 'Survived' && m.status !== 'NoCoverage') continue;
      for (const id of m.cites) {
        if (!known.has(id)) continue;
        const s = out.get(id) ?? { killed: 0, survived: 0, survivors: [] };
        if (killed) s.killed++;
        else {
          s.survived++;
          s.survivors.push(`${m.file}:${m.line}`);
        }
        out.set(id, s);
      }
    }
  return out;
}
