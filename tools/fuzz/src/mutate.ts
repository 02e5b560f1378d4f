import type { SeededPicker } from '@tcgkit/testing';

type J = null | boolean | number | string | J[] | { [k: string]: J };

const RANDOM_VALUES: J[] = [null, true, -1, 0, 1.5, 1e9, '', 'x', 'o999', [], {}, [null], { kind: 1 }];

/** Every path inside a JSON value. */
function paths(v: J, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (Array.isArray(v)) v.forEach((x, i) => paths(x, [...prefix, i], out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) paths(x, [...prefix, k], out);
  return out;
}

/**
 * One random structural mutation of a JSON value: delete, replace, truncate, or duplicate (a copy
 * of the whole value put inside itself). `selfCopy: false` leaves the last out: for saved states,
 * where a copy of the state inside ruleset data (which the core cannot judge) would show the
 * card identities the forger wrote into it.
 */
export function mutate(value: unknown, pick: SeededPicker, selfCopy = true): unknown {
  const root = structuredClone(value) as J;
  const all = paths(root).filter((p) => p.length > 0);
  if (all.length === 0) return RANDOM_VALUES[pick.below(RANDOM_VALUES.length)];
  const path = all[pick.below(all.length)];
  let parent: J = root;
  for (const k of path.slice(0, -1)) parent = (parent as Record<string, J>)[k as string];
  const key = path[path.length - 1];
  const container = parent as Record<string | number, J> & J[];
  switch (pick.below(4)) {
    case 0:
      if (Array.isArray(container)) container.splice(key as number, 1);
      else delete container[key];
      break;
    case 1:
      container[key] = RANDOM_VALUES[pick.below(RANDOM_VALUES.length)];
      break;
    case 2:
      if (Array.isArray(container[key])) container[key].length = pick.below(container[key].length + 1);
      else container[key] = typeof container[key] === 'string' ? `${container[key]}#` : [container[key]];
      break;
    default:
      container[key] = selfCopy ? structuredClone(root) : RANDOM_VALUES[pick.below(RANDOM_VALUES.length)];
  }
  return root;
}

/** Text corruption: truncation or a flipped character (for loaders that read text). */
export function corruptText(text: string, pick: SeededPicker): string {
  if (text.length === 0) return '{';
  const at = pick.below(text.length);
  return pick.below(2) === 0
    ? text.slice(0, at)
    : `${text.slice(0, at)}${String.fromCharCode(33 + pick.below(90))}${text.slice(at + 1)}`;
}
