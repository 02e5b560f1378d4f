import { describe, it, expect } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';

const workspace = fileURLToPath(new URL('../..', import.meta.url));
const bin = (name: string) => join(workspace, 'node_modules', '.bin', name);

/** Writes files (path → text) under a fresh folder and returns it. */
function tree(parent: string, files: Record<string, string>): string {
  const root = mkdtempSync(join(parent, 'lint-probe-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** Runs the dependency rules of `npm run lint:deps` over a fixture tree laid out like the workspace. */
function cruise(files: Record<string, string>): { status: number | null; output: string } {
  const root = tree(tmpdir(), files);
  const tops = [...new Set(Object.keys(files).map((path) => path.split('/')[0]))];
  try {
    const r = spawnSync(
      bin('depcruise'),
      [...tops, '--config', join(workspace, '.dependency-cruiser.cjs'), '--output-type', 'err'],
      { cwd: root, encoding: 'utf8' },
    );
    return { status: r.status, output: `${r.stdout}${r.stderr}` };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

// Each probe breaks one rule the way a change could, and `npm run lint` must refuse it. Type-aware
// linting and the dependency rules parse real programs: slow on a loaded machine, so no timeout.
describe('npm run lint refuses what the project rules forbid', { timeout: 0 }, () => {
  it('a 130-character line of code: the formatter check fails', async () => {
    const file = join(workspace, 'packages/core/src/probe.ts');
    const options = { ...(await prettier.resolveConfig(file)), filepath: file };
    const long = `export const total = ${Array.from({ length: 20 }, (_, i) => `value${i}`).join(' + ')};\n`;
    expect(long.length).toBeGreaterThan(130);
    const values = Array.from({ length: 20 }, (_, i) => `const value${i} = ${i};\n`).join('');
    expect(await prettier.check(values + long, options)).toBe(false);
    expect(await prettier.check(await prettier.format(values + long, options), options)).toBe(true);
  });

  it('a floating promise and a comment line over 120 characters: ESLint fails with their rules', async () => {
    // A real file inside the tools project, so that the type-aware rules see it in its program.
    const root = tree(join(workspace, 'tools/test'), {
      'probe.ts': [
        'export async function answer(): Promise<number> {',
        '  return Promise.resolve(42);',
        '}',
        `// ${'a comment that runs on and on '.repeat(5)}`,
        'export function caller(): void {',
        '  answer();',
        '}',
        '',
      ].join('\n'),
    });
    try {
      const [result] = await new ESLint({ cwd: workspace }).lintFiles([join(root, 'probe.ts')]);
      expect(result.messages.map((m) => m.ruleId).sort()).toEqual([
        '@typescript-eslint/no-floating-promises',
        'max-len',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('an import from one plugin into another: the dependency rules fail', () => {
    const r = cruise({
      'plugins/pokemon/src/uses-chaos.ts': "import { rule } from '../../chaos/src/rule.js';\nexport const r = rule;\n",
      'plugins/chaos/src/rule.ts': "export const rule = 'CT-1.1';\n",
    });
    expect(r.status).not.toBe(0);
    expect(r.output).toContain('plugins-import-no-other-plugin');
  });

  it('a type-only import cycle in packages/core: the dependency rules fail', () => {
    const r = cruise({
      'packages/core/src/a.ts': "import type { B } from './b.js';\nexport interface A { b: B | null }\n",
      'packages/core/src/b.ts': "import type { A } from './a.js';\nexport interface B { a: A | null }\n",
    });
    expect(r.status).not.toBe(0);
    expect(r.output).toContain('no-circular');
  });

  it('contracts importing an implementation, and the core importing a plugin: the dependency rules fail', () => {
    const r = cruise({
      'packages/core/src/contracts/state.ts': "import { move } from '../zones/move.js';\nexport const m = move;\n",
      'packages/core/src/zones/move.ts':
        "import { rule } from '../../../../plugins/chaos/src/rule.js';\nexport const move = rule;\n",
      'plugins/chaos/src/rule.ts': "export const rule = 'CT-1.1';\n",
    });
    expect(r.status).not.toBe(0);
    expect(r.output).toContain('core-contracts-at-the-bottom');
    expect(r.output).toContain('core-imports-no-workspace-package');
  });

  it('a core service importing the runtime, and the runtime importing the engine: the dependency rules fail', () => {
    const r = cruise({
      'packages/core/src/zones/zone-ops.ts':
        "import { run } from '../runtime/events/pipeline.js';\nexport const z = run;\n",
      'packages/core/src/runtime/events/pipeline.ts':
        "import { e } from '../../engine/engine.js';\nexport const run = e;\n",
      'packages/core/src/engine/engine.ts': 'export const e = 1;\n',
    });
    expect(r.status).not.toBe(0);
    expect(r.output).toContain('core-services-below-the-runtime');
    expect(r.output).toContain('core-runtime-below-the-engine');
  });

  it('the same fixtures without the forbidden import pass (the rules are not refusing everything)', () => {
    const r = cruise({
      'packages/core/src/a.ts': "import type { B } from './b.js';\nexport interface A { b: B | null }\n",
      'packages/core/src/b.ts': 'export interface B { id: string }\n',
      'plugins/pokemon/src/rule.ts': "export const rule = 'PK-1';\n",
    });
    expect(r.output).toContain('no dependency violations');
    expect(r.status).toBe(0);
  });
});
