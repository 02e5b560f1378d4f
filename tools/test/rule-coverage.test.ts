import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readCatalogue, idsIn, coverage, renderReport } from '../rule-coverage/src/rule-coverage.js';
import { ruleStrength, type MutationResults } from '../rule-coverage/src/rule-strength.js';

const CATALOGUE = `# x
- **CT-9.8.1** When a card's info is needed…
- **CT-9.8.2** Layer 1 — base
- **CT-9.8.3** Layer 2 — stack
- **CT-9.9.4 †** Optional replacement
  * nested bullet, not a rule
- **PK-A01.DC1** Step 1
- **PK-II-B01** "N more damage"
`;

describe('rule coverage', () => {
  const rules = readCatalogue(CATALOGUE);
  const known = new Set(rules.map((r) => r.id));

  it('reads every rule ID of a catalogue, daggers included', () => {
    expect(rules.map((r) => r.id)).toEqual(['CT-9.8.1', 'CT-9.8.2', 'CT-9.8.3', 'CT-9.9.4', 'PK-A01.DC1', 'PK-II-B01']);
  });

  it("reads a plugin's own catalogue too (Goofspiel's GS-… IDs) and finds its IDs in titles", () => {
    const rules = readCatalogue(
      '- **GS-2.5** On equal bids the prizes stay.\n- **GS-2.6** Then the other player bids first.',
    );
    expect(rules.map((r) => r.id)).toEqual(['GS-2.5', 'GS-2.6']);
    expect(idsIn('GS-2.5 / GS-2.6: ties carry over', new Set(['GS-2.5', 'GS-2.6']))).toEqual(['GS-2.5', 'GS-2.6']);
  });

  it('finds IDs in test titles, expanding ranges and ignoring sentence punctuation', () => {
    expect(idsIn('CT-9.8.1–9.8.3 each layer', known).sort()).toEqual(['CT-9.8.1', 'CT-9.8.2', 'CT-9.8.3']);
    expect(idsIn('CT-9.9.4: declined.', known)).toEqual(['CT-9.9.4']);
    expect(idsIn('PK-A01.DC1 and PK-II-B01.', known).sort()).toEqual(['PK-A01.DC1', 'PK-II-B01']);
    expect(idsIn('CT-9.9.40 is not a rule here', known)).toEqual([]);
  });

  it('reports covered, exempt and missing IDs and writes one line per exempt ID', () => {
    const r = coverage(rules, ['CT-9.8.1', 'CT-9.8.2', 'PK-A01.DC1'], {
      'CT-9.8.3': 'pure definition',
      'XX-1': 'typo',
    });
    expect(r.covered).toEqual(['CT-9.8.1', 'CT-9.8.2', 'PK-A01.DC1']);
    expect(r.exempt).toEqual([{ id: 'CT-9.8.3', reason: 'pure definition' }]);
    expect(r.missing.map((m) => m.id)).toEqual(['CT-9.9.4', 'PK-II-B01']);
    expect(r.unknownExemptions).toEqual(['XX-1']);
    const md = renderReport('Test', r);
    expect(md).toContain('- CT-9.8.3 — exempt: pure definition');
    expect(md).toContain('- Coverage of testable IDs: 60%');
    expect(md).toContain('- Strongly covered: not measured');
  });

  it(
    'per rule, counts the mutants in the code citing it; a rule with a survivor is weak, uncovered mutants ' + 'too',
    () => {
      const results: MutationResults = {
        project: 'core',
        commit: 'abc1234',
        date: '2026-12-03',
        mutants: [
          { file: 'a.ts', line: 3, status: 'Killed', cites: ['CT-9.8.1'] },
          { file: 'a.ts', line: 4, status: 'Timeout', cites: ['CT-9.8.1'] },
          { file: 'a.ts', line: 9, status: 'Killed', cites: ['CT-9.8.2'] },
          { file: 'a.ts', line: 10, status: 'Survived', cites: ['CT-9.8.2'] },
          { file: 'b.ts', line: 5, status: 'NoCoverage', cites: ['PK-A01.DC1', 'XX-9'] },
          { file: 'b.ts', line: 6, status: 'RuntimeError', cites: ['PK-A01.DC1'] },
        ],
      };
      const strength = ruleStrength([{ results }], known);
      expect(Object.fromEntries(strength)).toEqual({
        'CT-9.8.1': { killed: 2, survived: 0, survivors: [] },
        'CT-9.8.2': { killed: 1, survived: 1, survivors: ['a.ts:10'] },
        'PK-A01.DC1': { killed: 0, survived: 1, survivors: ['b.ts:5'] },
      });
      const r = coverage(rules, ['CT-9.8.1', 'CT-9.8.2', 'PK-A01.DC1'], {});
      const md = renderReport('Test', r, { reports: ['core.json (abc1234, 2026-12-03)'], files: 2, strength });
      expect(md).toContain(
        '- Strongly covered (cited, and every mutant in the code citing the ID is killed): 1 of 3 cited IDs',
      );
      expect(md).toContain('- ✗ CT-9.8.2: 1 of 2 mutants survive (a.ts:10)');
      expect(md).toContain('- ✗ PK-A01.DC1: 1 of 1 mutants survive (b.ts:5)');
      expect(md).toContain('- ✓ CT-9.8.1: all 2 mutants killed');
    },
  );
});

// The command runs from its build (`npm run coverage:rules` builds first; `npm test` builds before the suite).
const CLI = resolve(__dirname, '../dist/rule-coverage/src/cli.js');

describe.skipIf(!existsSync(CLI))('npm run coverage:rules', () => {
  const run = (root: string, env: Record<string, string> = {}) => {
    const r = spawnSync(process.execPath, [CLI, '--root', root], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ...env },
    });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };

  it('exits 1 when it skips a plugin it should cover, naming each; never a silent partial report', () => {
    const empty = mkdtempSync(join(tmpdir(), 'coverage-'));
    const none = run(empty);
    expect(none.code).toBe(1);
    expect(none.err).toContain('ChaosTCG: skipped: no plugin folder at');
    expect(none.err).toContain('rule coverage incomplete: 3 of 3 plugins skipped');

    // Goofspiel's own catalogue is found; the other two catalogues are not.
    const root = mkdtempSync(join(tmpdir(), 'coverage-'));
    for (const p of ['chaos', 'pokemon', 'goofspiel']) mkdirSync(join(root, 'plugins', p), { recursive: true });
    copyFileSync(resolve(__dirname, '../../plugins/goofspiel/RULES.md'), join(root, 'plugins/goofspiel/RULES.md'));
    const two = run(root, { TCGKIT_RULES: join(root, 'no-rules') });
    expect(two.code).toBe(1);
    expect(two.out).toMatch(/^Goofspiel: 0 covered, 0 exempt, \d+ missing of \d+$/m);
    expect(two.err).toContain(`Pokémon: skipped: no catalogue at ${join(root, 'no-rules', 'pokemon-rules.md')}`);
    expect(two.err).toContain('rule coverage incomplete: 2 of 3 plugins skipped');

    // A new ruleset plugin is covered through its own RULES.md, and one without any is a skip.
    const newer = join(root, 'plugins', 'newgame');
    mkdirSync(newer);
    writeFileSync(
      join(newer, 'package.json'),
      JSON.stringify({ name: '@tcgkit/newgame', tcgkit: { ruleset: 'newgame' } }),
    );
    expect(run(root, { TCGKIT_RULES: join(root, 'no-rules') }).err).toContain(
      `newgame: skipped: no catalogue at ${join(newer, 'RULES.md')}`,
    );
  });
});
