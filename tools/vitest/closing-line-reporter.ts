import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the plain closing line CI reads, alone at the end: `N passed, N failed[, N skipped]`.
 * A test file that failed to load and every unhandled error count as failures.
 */
type UnhandledErrors = Parameters<NonNullable<Reporter['onTestRunEnd']>>[1];

export default class ClosingLineReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: UnhandledErrors): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const m of modules) {
      for (const t of m.children.allTests()) {
        const s = t.result().state;
        if (s === 'passed') passed++;
        else if (s === 'failed') failed++;
        else skipped++;
      }
      if (m.state() === 'failed' && [...m.children.allTests('failed')].length === 0) failed++;
    }
    failed += unhandled.length;
    if (failed > 0) process.exitCode = 1;
    process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  }
}
