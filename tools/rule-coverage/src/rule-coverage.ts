import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, extname } from 'node:path';

/** A rule of a catalogue: its ID and the first words of its text. */
export interface CatalogueRule {
  id: string;
  text: string;
}

/** Every rule ID of a catalogue (`- **CT-9.9.4 †** …` / `- **PK-A01.3** …`), in document order. */
export function readCatalogue(markdown: string): CatalogueRule[] {
  const out: CatalogueRule[] = [];
  for (const line of markdown.split('\n')) {
    const m = /^\s*-\s+\*\*([A-Z]{2,4}-[A-Za-z0-9.-]+?)(?:\s*†)?\*\*\s*(.*)$/.exec(line);
    if (m) out.push({ id: m[1], text: m[2].slice(0, 100) });
  }
  return out;
}

const ID = /\b[A-Z]{2,4}-[A-Za-z0-9]+(?:[.-][A-Za-z0-9]+)*/g;

/** Rule IDs a title names, with ranges such as `CT-9.8.1–9.8.14` or `CT-9.4.1.2–CT-9.4.1.4` expanded. */
export function idsIn(title: string, known: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  for (const m of title.matchAll(
    /([A-Z]{2,4}-[A-Za-z0-9.-]*?)(\d+)\s*[–-]\s*(?:[A-Z]{2,4}-)?([A-Za-z0-9.-]*?)(\d+)\b/g,
  )) {
    const [, prefixA, fromS, prefixB, toS] = m;
    const bPrefix = prefixB
      ? prefixA.startsWith('CT-') || prefixA.startsWith('PK-')
        ? prefixA.slice(0, 3) + prefixB
        : prefixB
      : prefixA;
    if (bPrefix !== prefixA && prefixB !== '') {
      // "CT-9.8.1–9.8.14": the second end repeats the whole stem.
      const stemB = prefixA.slice(0, 3) + prefixB;
      if (stemB !== prefixA) continue;
    }
    const from = Number(fromS);
    const to = Number(toS);
    if (to > from && to - from < 100)
      for (let n = from; n <= to; n++) if (known.has(`${prefixA}${n}`)) out.add(`${prefixA}${n}`);
  }
  for (const m of title.matchAll(ID)) {
    // Trailing dots or dashes belong to the sentence, not the ID.
    const id = m[0].replace(/[.-]+$/, '');
    if (known.has(id)) out.add(id);
  }
  return [...out];
}

/** Test titles (`it('…')`, `test("…")`, `describe(\`…\`)`) of every test file under the given folders. */
export function testTitles(dirs: readonly string[]): string[] {
  const titles: string[] = [];
  for (const file of filesUnder(dirs, (f) => /\.test\.ts$/.test(f))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\b(?:it|test|describe)\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)) titles.push(m[2]);
  }
  return titles;
}

/** Rule IDs listed in scenario files' `rules:` fields (scenarios assert their outcomes). */
export function scenarioRules(dirs: readonly string[]): string[] {
  const out: string[] = [];
  for (const file of filesUnder(dirs, (f) => ['.json', '.yaml', '.yml'].includes(extname(f)))) {
    const text = readFileSync(file, 'utf8');
    const m = /"?rules"?\s*:\s*\[([^\]]*)\]/.exec(text);
    if (m) for (const id of m[1].matchAll(ID)) out.push(id[0]);
  }
  return out;
}

function filesUnder(dirs: readonly string[], keep: (f: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    let st;
    try {
      st = statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const f of readdirSync(p).sort()) if (f !== 'node_modules' && f !== 'dist') walk(join(p, f));
    } else if (keep(p)) out.push(p);
  };
  for (const d of dirs) walk(d);
  return out;
}

/** Coverage of a catalogue by tests, with exemptions for IDs that state no testable behaviour. */
export interface CoverageReport {
  total: number;
  covered: string[];
  exempt: { id: string; reason: string }[];
  missing: CatalogueRule[];
  /** Exemptions naming IDs the catalogue does not have. */
  unknownExemptions: string[];
}

export function coverage(
  rules: readonly CatalogueRule[],
  cited: readonly string[],
  exemptions: Readonly<Record<string, string>>,
): CoverageReport {
  const citedSet = new Set(cited);
  const ids = new Set(rules.map((r) => r.id));
  return {
    total: rules.length,
    covered: rules.filter((r) => citedSet.has(r.id)).map((r) => r.id),
    exempt: rules
      .filter((r) => !citedSet.has(r.id) && exemptions[r.id] !== undefined)
      .map((r) => ({ id: r.id, reason: exemptions[r.id] })),
    missing: rules.filter((r) => !citedSet.has(r.id) && exemptions[r.id] === undefined),
    unknownExemptions: Object.keys(exemptions).filter((id) => !ids.has(id)),
  };
}

/** How strongly the cited rules are tested: mutants in the code that cites each ID, from mutation reports. */
export interface StrengthSection {
  /** The reports read (workspace-relative) and how many source files they measured. */
  reports: string[];
  files: number;
  strength: ReadonlyMap<string, { killed: number; survived: number; survivors: string[] }>;
}

/** RULES-COVERAGE.md: the summary, one line per exempt ID, and the IDs no test cites yet. */
export function renderReport(name: string, r: CoverageReport, strength?: StrengthSection): string {
  const testable = r.total - r.exempt.length;
  const pct = testable === 0 ? 100 : Math.floor((r.covered.length / testable) * 1000) / 10;
  const measured = strength ? r.covered.filter((id) => strength.strength.has(id)) : [];
  const strong = measured.filter((id) => strength!.strength.get(id)!.survived === 0);
  const weak = measured.filter((id) => strength!.strength.get(id)!.survived > 0);
  const strengthLines = strength
    ? [
        `- Strongly covered (cited, and every mutant in the code citing the ID is killed): ${strong.length} ` +
          `of ${measured.length} cited IDs whose code the mutation reports measured`,
        '',
        '## Strength (mutation testing)',
        '',
        `From ${strength.reports.join(', ')}: ${strength.files} source files measured (\`npm run mutate -- ` +
          '<project> [files]`, then `npm run coverage:rules`). A mutant belongs to the rule IDs its line cites, or ' +
          'the nearest line above it that cites any. Rules marked ✗ have code with surviving mutants: a ' +
          'wrong engine there passes ' +
          'every test.',
        '',
        ...weak.map((id) => {
          const s = strength.strength.get(id)!;
          const where = [...new Set(s.survivors)].slice(0, 4).join(', ');
          return `- ✗ ${id}: ${s.survived} of ${s.killed + s.survived} mutants survive (${where})`;
        }),
        ...strong.map((id) => `- ✓ ${id}: all ${strength.strength.get(id)!.killed} mutants killed`),
      ]
    : [
        '- Strongly covered: not measured (no mutation report; `npm run mutate -- <project>`, then ' +
          '`npm run coverage:rules`)',
      ];
  return [
    `# ${name} — rule coverage`,
    '',
    'Generated by `npm run coverage:rules` (tools/rule-coverage) from the rule catalogue, the test ' +
      'titles and the scenario files. Do not edit by hand: edit `rule-exemptions.json` and the tests.',
    '',
    `- Rule IDs in the catalogue: ${r.total}`,
    `- Cited by a test or scenario: ${r.covered.length}`,
    `- Exempt (no testable behaviour): ${r.exempt.length}`,
    `- Not yet covered: ${r.missing.length}`,
    `- Coverage of testable IDs: ${pct}%`,
    ...strengthLines,
    '',
    '## Exempt',
    '',
    ...r.exempt.map((e) => `- ${e.id} — exempt: ${e.reason}`),
    '',
    '## Not yet covered',
    '',
    ...r.missing.map((m) => `- ${m.id} — ${m.text.replace(/\*\*/g, '')}`),
    '',
  ].join('\n');
}
