import { readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { ScenarioError, parseScenario } from './run-scenario.js';
import type { ParsedScenario } from './scenario-schema.js';

const EXTENSIONS = new Set(['.json', '.yaml', '.yml']);

/** Reads and validates one scenario file (JSON or YAML by extension). */
export function loadScenario(file: string): ParsedScenario {
  return parseScenario(readScenarioData(file), file);
}

/** Reads a scenario file's data without validating it. */
export function readScenarioData(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new ScenarioError(file, '', `cannot read: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  try {
    return extname(file) === '.json' ? JSON.parse(text) : parseYaml(text);
  } catch (e) {
    throw new ScenarioError(
      file,
      '',
      `not valid ${extname(file) === '.json' ? 'JSON' : 'YAML'}: ${(e as Error).message.split('\n')[0]}`,
    );
  }
}

/** Every scenario file under the given files and folders, sorted. */
export function findScenarioFiles(paths: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    let st;
    try {
      st = statSync(p);
    } catch {
      throw new ScenarioError(p, '', 'no such file or folder');
    }
    if (st.isDirectory()) for (const f of readdirSync(p).sort()) walk(join(p, f));
    else if (EXTENSIONS.has(extname(p))) out.push(p);
  };
  for (const p of paths) walk(p);
  return out;
}
