import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { extname } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { INPUT_LIMITS } from '@tcgkit/core';
import { CliError } from '../cli-error.js';

/** Why a file could not be opened or read, in words (the errno code is kept for scripts that grep it). */
function cannotRead(file: string, what: string, e: unknown): CliError {
  const code = (e as NodeJS.ErrnoException).code;
  const why: Record<string, string> = {
    ENOENT: 'no such file',
    EACCES: 'permission denied',
    EISDIR: 'a folder, not a file',
  };
  return new CliError(
    `${file}: cannot read ${what}: ${code ? `${code}${why[code] ? ` (${why[code]})` : ''}` : (e as Error).message}`,
  );
}

/**
 * A file's text, at most `limit` bytes: the size is looked at before anything is read, so a huge
 * file is refused at once, and reading stops after `limit` + 1 bytes for a file whose size the
 * system does not know beforehand (a pipe, a device) or that grows while it is read.
 */
export function readBoundedText(file: string, what: string, limit: number, limitName: string): string {
  const tooBig = (size: string) =>
    new CliError(`${file}: ${size}: a ${what} is at most ${limit} bytes (INPUT_LIMITS.${limitName})`);
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (e) {
    throw cannotRead(file, what, e);
  }
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) throw new CliError(`${file}: cannot read ${what}: a folder, not a file`);
    if (st.size > limit) throw tooBig(`${st.size} bytes`);
    const buf = Buffer.alloc(limit + 1);
    let length = 0;
    for (;;) {
      const n = readSync(fd, buf, length, buf.length - length, null);
      if (n === 0) break;
      length += n;
      if (length > limit) throw tooBig('more bytes than that');
    }
    return buf.subarray(0, length).toString('utf8');
  } catch (e) {
    if (e instanceof CliError) throw e;
    throw cannotRead(file, what, e);
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads a JSON or YAML file (by extension; other extensions are tried as JSON then YAML), at most
 * INPUT_LIMITS.inputBytes.
 */
export function readDataFile(file: string, what: string): unknown {
  const text = readBoundedText(file, what, INPUT_LIMITS.inputBytes, 'inputBytes');
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
