/**
 * The nesting depth of JSON text (an object or array is one level), read without parsing and
 * without recursion, so that hostile text of any depth costs one pass over its characters.
 */
export function jsonTextDepth(text: string): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) i = closingQuote(text, i);
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) max = depth;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return max;
}

/** The index of the quote that closes the string opened at `open` (the text's end if none). */
function closingQuote(text: string, open: number): number {
  // Most of a state's text is inside strings: the native search skips them in one step each.
  let q = text.indexOf('"', open + 1);
  while (q > 0) {
    let backslashes = 0;
    while (text.charCodeAt(q - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return q;
    q = text.indexOf('"', q + 1);
  }
  return text.length;
}

/**
 * Whether a value (parsed JSON or YAML, or an object a caller built) nests deeper than `limit`.
 * Iterative, and it stops at the first path deeper than the limit.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  // A value built in code may share objects (or loop, which the limit catches): an object is
  // walked again only when reached deeper than before.
  const deepest = new Map<object, number>();
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (d + 1 > limit) return true;
    if ((deepest.get(v) ?? -1) >= d) continue;
    deepest.set(v, d);
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, d + 1]);
  }
  return false;
}
