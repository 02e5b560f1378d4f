import { describe, it, expect } from 'vitest';
import { readCatalogue, idsIn, coverage, renderReport } from '../rule-coverage/src/rule-coverage.js';

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
  });
});
