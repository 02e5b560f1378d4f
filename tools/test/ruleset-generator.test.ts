import { describe, it, expect, afterAll } from 'vitest';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { templateValues } from '../generators/ruleset/generator.js';

const workspace = fileURLToPath(new URL('../..', import.meta.url));
const NAME = 'gen-check';
/** Not copied: caches and VCS data. Build output is copied: the workspace is built before its tests run. */
const SKIP = new Set(['.git', '.nx', 'coverage']);

/** Runs a command in the copy, failing with its output. */
function run(cwd: string, cmd: string, args: string[]): string {
  try {
    return execFileSync(cmd, args, {
      cwd,
      encoding: 'utf8',
      stdio: 'pipe',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: '0', NO_COLOR: '1' },
      timeout: 300_000,
    });
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${err.stdout ?? ''}\n${err.stderr ?? ''}\n${err.message}`, {
      cause: e,
    });
  }
}

describe('the ruleset generator (nx g @tcgkit/tools:ruleset)', () => {
  const copy = mkdtempSync(join(tmpdir(), 'tcgkit-gen-'));
  // Removing the copied workspace is slow on a busy machine: no timeout on it.
  afterAll(() => rmSync(copy, { recursive: true, force: true }), 0);

  it('names: kebab-case only, not a workspace package; the rule prefix comes from the name', () => {
    expect(templateValues({ name: 'goof-spiel' })).toMatchObject({
      id: 'goof-spiel',
      className: 'GoofSpiel',
      propertyName: 'goofSpiel',
      title: 'Goof Spiel',
      prefix: 'GS',
    });
    expect(templateValues({ name: 'tally' }).prefix).toBe('TA');
    expect(() => templateValues({ name: 'Bad_Name' })).toThrow('kebab-case');
    expect(() => templateValues({ name: 'core' })).toThrow('workspace package');
  });

  it(
    'scaffolds a plugin into a copy of the workspace that builds, typechecks, passes its tests and plays ' +
      '50 games with the CLI',
    () => {
      cpSync(workspace, copy, {
        recursive: true,
        verbatimSymlinks: true,
        filter: (src) => {
          // Installed packages are copied whole (their own dist folders included).
          const parts = relative(workspace, src).split(sep);
          const installed = parts.indexOf('node_modules');
          return !parts.slice(0, installed < 0 ? parts.length : installed).some((part) => SKIP.has(part));
        },
      });
      const out = run(copy, 'npx', ['nx', 'g', '@tcgkit/tools:ruleset', NAME, '--no-interactive']);
      expect(out).toContain(`Created plugins/${NAME}`);
      // Registration by discovery: the generator touched no other package, and npm linked the new one.
      expect(existsSync(join(copy, 'node_modules', '@tcgkit', NAME))).toBe(true);
      expect(readFileSync(join(copy, 'package-lock.json'), 'utf8')).toContain(`plugins/${NAME}`);
      // The generated package's own build and typecheck (its dependencies are built already).
      run(copy, 'npm', ['run', 'build', '-w', `@tcgkit/${NAME}`]);
      run(copy, 'npm', ['run', 'typecheck', '-w', `@tcgkit/${NAME}`]);
      expect(existsSync(join(copy, 'plugins', NAME, 'dist', 'index.js'))).toBe(true);
      // The skeleton passes the checks of `npm run lint`: formatter, linter and dependency rules.
      run(copy, 'npx', ['prettier', '--check', `plugins/${NAME}`]);
      run(copy, 'npx', ['eslint', '--max-warnings', '0', `plugins/${NAME}`]);
      const deps = [`plugins/${NAME}/src`, `plugins/${NAME}/test`, '--config', '.dependency-cruiser.cjs'];
      run(copy, 'npx', ['depcruise', ...deps, '--output-type', 'err']);
      const tests = run(join(copy, 'plugins', NAME), 'npx', ['vitest', 'run']);
      expect(tests).toMatch(/Tests\s+9 passed/);
      const listed = run(copy, 'node', ['apps/cli/bin/tcgkit.js', 'rulesets']);
      expect(listed).toContain(NAME);
      const sim = run(copy, 'node', ['apps/cli/bin/tcgkit.js', 'sim', NAME, '--games', '50', '--seed', '1']);
      expect(sim).toMatch(/failed games\s*│\s*0\s/);
      expect(sim).toMatch(/games\s*│\s*50\s/);
    },
    0,
  );
});
