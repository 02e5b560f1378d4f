import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspace = fileURLToPath(new URL('../..', import.meta.url));

/** Every README of the workspace that git tracks. */
const readmes = execFileSync('git', ['ls-files', '*README.md'], { cwd: workspace, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

/** The fenced blocks of a Markdown text with their info string. */
function blocks(text: string): { info: string; body: string }[] {
  return [...text.matchAll(/^```([^\n`]*)\n([\s\S]*?)^```/gm)].map((m) => ({ info: m[1].trim(), body: m[2] }));
}

/** The commands of the blocks marked `sh runnable`: one per line, comments and blank lines left out. */
const commands = readmes.flatMap((file) =>
  blocks(readFileSync(join(workspace, file), 'utf8'))
    .filter((b) => b.info === 'sh runnable')
    .flatMap((b) => b.body.split('\n'))
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((command) => ({ file, command })),
);

// Each command a README marks runnable runs as written, from the workspace root (built before
// the tests run). Game runs are slow on a loaded machine by nature: no timeout.
describe('README commands marked runnable', { timeout: 0 }, () => {
  it('there are some', () => expect(commands.length).toBeGreaterThan(0));
  for (const { file, command } of commands)
    it(`${file}: ${command}`, () => {
      const r = spawnSync('bash', ['-c', command], {
        cwd: workspace,
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
      });
      expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
    });
});

describe('README code that says it is a file verbatim', () => {
  it('packages/core/README.md shows examples/tiny-ruleset.ts and examples/play-garden.ts as they are', () => {
    const shown = blocks(readFileSync(join(workspace, 'packages/core/README.md'), 'utf8')).map((b) => b.body);
    for (const example of ['tiny-ruleset.ts', 'play-garden.ts'])
      expect(shown).toContain(readFileSync(join(workspace, 'packages/core/examples', example), 'utf8'));
  });
});
