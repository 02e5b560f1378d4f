import { findStorageBackend, storageForms } from './backends.js';
import type { MatchStore } from './match-store.js';
import { migrations } from './migrations.js';

/** Opens the store a `--db` value names (see backends.ts) and applies its dialect's migrations. */
export async function openStore(db: string): Promise<MatchStore> {
  const backend = findStorageBackend(db);
  // The value is not repeated: it may hold a password.
  if (!backend) throw new Error(`--db names no storage backend: use ${storageForms()}`);
  const store = backend.open(db);
  await store.migrate(migrations(backend.dialect));
  return store;
}
