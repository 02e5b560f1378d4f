import { describe, it, expect } from 'vitest';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { registry, fixture } from './support.js';
import {
  runScenario,
  loadScenario,
  readScenarioData,
  findScenarioFiles,
  ScenarioError,
  scenarioCases,
  assertScenario,
} from '../src/index.js';

const tmp = mkdtempSync(join(tmpdir(), 'tcgkit-scenarios-'));
const write = (name: string, text: string) => {
  const p = join(tmp, name);
  writeFileSync(p, text);
  return p;
};

describe('scenario files', () => {
  it(
    'scenarioCases titles each file by its rule IDs and name; assertScenario throws the step, field and ' +
      'diff of a failure',
    () => {
      const cases = scenarioCases(fixture('.'));
      expect(cases.map((c) => c.title)).toContain('CT-9.9.5: Eila takes 2 from 5 damage');
      expect(() => assertScenario(registry, fixture('eila.yaml'))).not.toThrow();
      const broken = structuredClone(readScenarioData(fixture('eila.yaml'))) as {
        steps: { expect?: { cards?: Record<string, { counters: Record<string, number> }> } }[];
      };
      broken.steps[2].expect!.cards!['field@1:eila'].counters.damage = 4;
      const file = write('broken.json', JSON.stringify(broken));
      expect(() => assertScenario(registry, file)).toThrow(/^step 2 \(expect\): [\s\S]*counters\.damage/);
    },
  );

  it('a YAML scenario with placements, rejections and expectations passes (CT-9.9.5)', () => {
    const r = runScenario(registry, readScenarioData(fixture('eila.yaml')), 'eila.yaml');
    expect(r).toMatchObject({ passed: true, failure: null, steps: 6, name: 'Eila takes 2 from 5 damage' });
  });

  it('a JSON scenario with a distribution passes (CT-9.5.4.2)', () => {
    expect(runScenario(registry, readScenarioData(fixture('split.json')), 'split.json').passed).toBe(true);
  });

  it('a failing expectation reports the step and a diff of expected vs actual', () => {
    const sc = structuredClone(loadScenario(fixture('eila.yaml')));
    (sc.steps[2].expect!.cards!['field@1:eila'].counters as Record<string, number>).damage = 4;
    const r = runScenario(registry, sc, 'eila-broken');
    expect(r.passed).toBe(false);
    expect(r.failure).toMatchObject({
      step: 2,
      field: 'expect',
      mismatches: [{ path: 'cards["field@1:eila"].counters.damage', expected: 4, actual: 3 }],
    });
  });

  it('an answer naming a missing option fails at that step and field', () => {
    const sc = structuredClone(loadScenario(fixture('eila.yaml')));
    sc.steps[2].select = ['field@1:perrine'];
    const r = runScenario(registry, sc, 'x');
    expect(r.failure).toMatchObject({ step: 2, field: 'select[0]', message: 'field@1 has 0 "perrine" card(s), not 1' });
    const sc2 = structuredClone(loadScenario(fixture('eila.yaml')));
    sc2.steps[1].action = 'play:nothing';
    expect(runScenario(registry, sc2, 'x').failure).toMatchObject({
      step: 1,
      field: 'action',
      message: 'no option "play:nothing" (options: play:ping, pass)',
    });
  });

  it('malformed files and fields are named: file, step index and field', () => {
    expect(() => loadScenario(write('bad.json', '{ nope'))).toThrow(ScenarioError);
    expect(() => loadScenario(write('bad.json', '{ nope'))).toThrow(/bad\.json: not valid JSON/);
    expect(() => loadScenario(write('bad.yaml', 'name: x\nruleset: test\nplayers: []\n'))).toThrow(
      /bad\.yaml \(players\): /,
    );
    expect(() =>
      loadScenario(
        write('step.yaml', 'name: x\nruleset: test\nplayers: [{}, {}]\nsteps:\n  - { player: 0, chose: pass }\n'),
      ),
    ).toThrow(/step\.yaml \(steps\.0\): /);
    expect(() => loadScenario(join(tmp, 'missing.yaml'))).toThrow(/missing\.yaml: cannot read: ENOENT/);
    expect(() => runScenario(registry, { name: 'x', ruleset: 'nope', players: [{}, {}] }, 'n.yaml')).toThrow(
      'n.yaml (ruleset): unknown ruleset "nope" (known: garden, test)',
    );
    expect(() =>
      runScenario(registry, { name: 'x', ruleset: 'test', players: [{ zones: { hand: ['nope'] } }, {}] }, 'c.yaml'),
    ).toThrow('c.yaml (players.0.zones.hand.0): ');
  });

  it('finds scenario files in folders, sorted', () => {
    const files = findScenarioFiles([fixture('')]);
    expect(files.map((f) => f.split('/').pop())).toEqual(['eila.yaml', 'split.json']);
  });
});
