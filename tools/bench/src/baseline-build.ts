import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A commit the bench cannot build as a baseline (unknown revision, failed build). */
export class BaselineBuildError extends Error {
  constructor(rev: string, why: string) {
    super(`cannot build baseline "${rev}": ${why}`);
    this.name = 'BaselineBuildError';
  }
}

/**
 * A built checkout of another commit, for A/B runs in one process: a detached git worktree under
 * the system's temporary folder (outside the workspace, so no tool mistakes it for a project),
 * whose node_modules links to this workspace's installed packages except the workspace's own
 * (`@tcgkit/*`), which point into the checkout. Built once per commit and reused.
 */
export function baselineBuild(workspace: string, rev: string, log: (line: string) => void): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: workspace, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  let sha: string;
  try {
    sha = git('rev-parse', '--verify', `${rev}^{commit}`);
  } catch {
    throw new BaselineBuildError(rev, 'not a commit of this repository');
  }
  const dir = join(tmpdir(), 'tcgkit-bench-baselines', sha.slice(0, 12));
  const built = join(dir, 'plugins', 'pokemon', 'dist', 'index.js');
  if (existsSync(built)) return dir;
  log(`building baseline ${rev} (${sha.slice(0, 12)}) in ${dir}`);
  if (!existsSync(dir)) {
    mkdirSync(join(dir, '..'), { recursive: true });
    git('worktree', 'add', '--detach', '--force', dir, sha);
  }
  const modules = join(dir, 'node_modules');
  if (!existsSync(modules)) {
    mkdirSync(modules);
    for (const entry of readdirSync(join(workspace, 'node_modules'))) {
      // The workspace's own packages are relative links (../../packages/core): copied, they point into the checkout.
      if (entry === '@tcgkit')
        cpSync(join(workspace, 'node_modules', entry), join(modules, entry), {
          recursive: true,
          verbatimSymlinks: true,
        });
      else symlinkSync(join(workspace, 'node_modules', entry), join(modules, entry));
    }
  }
  linkWorkspaceModules(workspace, dir);
  try {
    execFileSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
      cwd: dir,
      stdio: 'pipe',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    });
  } catch (e) {
    throw new BaselineBuildError(
      rev,
      `the build failed: ${String((e as { stderr?: Buffer }).stderr ?? e).slice(0, 500)}`,
    );
  }
  if (!existsSync(built)) throw new BaselineBuildError(rev, `the build did not produce ${built}`);
  return dir;
}

/**
 * Links each workspace package's own node_modules (the versions npm could not hoist, such as a
 * second major of a library) into the checkout: without them its build cannot resolve them.
 */
function linkWorkspaceModules(workspace: string, dir: string): void {
  const { workspaces = [] } = JSON.parse(readFileSync(join(workspace, 'package.json'), 'utf8')) as {
    workspaces?: string[];
  };
  for (const pattern of workspaces) {
    const parent = pattern.endsWith('/*') ? pattern.slice(0, -2) : null;
    const folders = parent
      ? readdirSync(join(workspace, parent), { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => join(parent, e.name))
      : [pattern];
    for (const folder of folders) {
      const own = join(workspace, folder, 'node_modules');
      const target = join(dir, folder, 'node_modules');
      if (existsSync(own) && existsSync(join(dir, folder)) && !existsSync(target)) symlinkSync(own, target);
    }
  }
}
