import { randomBytes } from 'node:crypto';

/** The loopback PostgreSQL the machine runs (trust auth, database `test`); `TCGKIT_TEST_PG` overrides. */
export const PG_URL = process.env.TCGKIT_TEST_PG ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The loopback Redis; `TCGKIT_TEST_REDIS` overrides. */
export const REDIS_URL = process.env.TCGKIT_TEST_REDIS ?? 'redis://127.0.0.1:6379';

/** A fresh schema name per test file, so runs never see each other's tables (dropped after). */
export function uniqueName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** The PostgreSQL URL of a private schema. */
export function pgUrlWithSchema(schema: string): string {
  return `${PG_URL}?schema=${schema}`;
}
