import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One schema migration: a numbered SQL file from `migrations/<dialect>/` in this package. */
export interface Migration {
  id: string;
  sql: string;
}

/**
 * The migrations of a dialect (a storage backend's folder, see backends.ts) in order; the folder
 * sits beside `src/` and `dist/`.
 */
export function migrations(dialect: string): Migration[] {
  const dir = fileURLToPath(new URL(`../../migrations/${dialect}/`, import.meta.url));
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => ({ id: f.replace(/\.sql$/, ''), sql: readFileSync(`${dir}${f}`, 'utf8') }));
}
