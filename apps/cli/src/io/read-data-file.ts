import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { CliError } from '../cli-error.js';

/** Reads a JSON or YAML file (by extension; other extensions are tried as JSON then YAML). */
export function readDataFile(file: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new CliError(`${file}: cannot read ${what}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  try {
    if (extname(file) === '.json') return JSON.parse(text);
    if (['.yaml', '.yml'].includes(extname(file))) return parseYaml(text);
    try {
      return JSON.parse(text);
    } catch {
      return parseYaml(text);
    }
  } catch (e) {
    throw new CliError(`${file}: not a valid ${what} (${(e as Error).message.split('\n')[0]})`);
  }
}
