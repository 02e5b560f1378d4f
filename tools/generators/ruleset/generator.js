// @ts-check
import { formatFiles, generateFiles, installPackagesTask, joinPathFragments, names } from '@nx/devkit';
import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
/** Package names the workspace already uses for other things. */
const RESERVED = new Set(['core', 'testing', 'tools', 'cli']);

/**
 * Derives the template values from the options.
 * @param {{ name: string; title?: string; prefix?: string }} options
 */
export function templateValues(options) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(options.name))
    throw new Error(`ruleset name "${options.name}" must be kebab-case (a-z, 0-9, -)`);
  if (RESERVED.has(options.name)) throw new Error(`"${options.name}" is a workspace package name; choose another`);
  const n = names(options.name);
  const words = options.name.split('-');
  const prefix =
    options.prefix ?? (words.length > 1 ? words.map((w) => w[0]).join('') : options.name.slice(0, 2)).toUpperCase();
  const title = options.title ?? words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
  return {
    id: options.name,
    className: n.className,
    propertyName: n.propertyName,
    constantName: n.constantName,
    title,
    prefix,
    tmpl: '',
  };
}

/**
 * `nx g @tcgkit/tools:ruleset <name>`: writes plugins/<name> (manifest, inversify module, zones,
 * turn, a card type with its zod schema, a card pool, a bot, a scenario, tests, README, rule map),
 * then runs `npm install` so the workspace links the new package (the CLI finds it by discovery).
 * @param {import('@nx/devkit').Tree} tree
 * @param {{ name: string; title?: string; prefix?: string; skipInstall?: boolean }} options
 */
export default async function rulesetGenerator(tree, options) {
  const values = templateValues(options);
  const root = `plugins/${values.id}`;
  if (tree.exists(root)) throw new Error(`${root} already exists`);
  generateFiles(tree, joinPathFragments(here, 'files'), root, values);
  // The workspace's Prettier settings, so that the new plugin passes `npm run lint` as generated.
  await formatFiles(tree);
  return () => {
    if (!options.skipInstall) installPackagesTask(tree, true);
    console.log(
      [
        '',
        `Created ${root} (@tcgkit/${values.id}).`,
        options.skipInstall
          ? 'Next: npm install   (links the new workspace package and updates package-lock.json)'
          : 'npm install has linked it and updated package-lock.json.',
        `Then: npx nx run-many -t build typecheck test -p @tcgkit/${values.id}`,
        `      node apps/cli/bin/tcgkit.js sim ${values.id} --games 50`,
        '',
      ].join('\n'),
    );
  };
}
