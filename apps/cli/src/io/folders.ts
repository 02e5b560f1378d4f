import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { CliError } from '../cli-error.js';

const exists = (p: string) => {
  try {
    return statSync(p);
  } catch {
    return null;
  }
};

/**
 * A folder the command will write into (`--records`, `--out`), checked before any game is played
 * so that a path that is a file or cannot be created is reported once, naming the path, instead
 * of as a raw EEXIST or ENOTDIR from the first write. With `create` the folder is made now;
 * otherwise only its nearest existing ancestor is checked (it is made when first needed).
 */
export function writableFolder(flag: string, dir: string, create: boolean): void {
  const st = exists(dir);
  if (st && !st.isDirectory()) throw new CliError(`${flag} ${dir}: not a folder (a file is there)`);
  // The folder itself, or the nearest ancestor that exists: the one that must be a writable folder.
  let at = resolve(dir);
  while (!exists(at) && dirname(at) !== at) at = dirname(at);
  if (!st && !exists(at)?.isDirectory())
    throw new CliError(`${flag} ${dir}: cannot create the folder: ${at} is a file, not a folder`);
  try {
    accessSync(at, constants.W_OK);
  } catch {
    throw new CliError(`${flag} ${dir}: cannot create or write the folder: ${at} is not writable`);
  }
  if (!create || st) return;
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    throw new CliError(`${flag} ${dir}: cannot create the folder (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}
