/**
 * The title of a rule ID from a ruleset's rule titles: the ID's own, or that of its longest listed
 * prefix (`X-1.2.3` takes `X-1.2`'s title when it has none of its own). Null when none is listed.
 */
export function ruleTitle(titles: Readonly<Record<string, string>>, rule: string): string | null {
  for (let id = rule; id.length > 0;) {
    if (Object.hasOwn(titles, id)) return titles[id];
    const cut = Math.max(id.lastIndexOf('.'), id.lastIndexOf('-'));
    if (cut <= 0) break;
    id = id.slice(0, cut);
  }
  return null;
}
