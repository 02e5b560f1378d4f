import { afterEach, expect } from 'vitest';
import { appendFileSync } from 'node:fs';
afterEach(() => {
  const ts = (globalThis as any).__tables ?? [];
  const name = expect.getState().currentTestName;
  const file = expect.getState().testPath?.split('/').pop();
  for (const t of ts) {
    const p = t.state.pending;
    if (p) appendFileSync('/tmp/scan-out.txt', `${file}\t${name}\t${p.prompt}\t${p.player}\n`);
  }
  (globalThis as any).__tables = [];
});
