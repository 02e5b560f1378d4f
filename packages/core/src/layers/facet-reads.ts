import { ALL_FACETS, type StateFacet } from '../contracts/state-facet.js';
import type { Json } from '../contracts/json.js';

/** Built-in operators that read only the values given, definitions and characteristics. */
const STRUCTURAL_OPS = new Set([
  'eq',
  'ne',
  'lt',
  'lte',
  'gt',
  'gte',
  'and',
  'or',
  'not',
  'add',
  'sub',
  'mul',
  'neg',
  'min',
  'max',
  'if',
  'at',
  'len',
  'has',
  'get',
  'char',
  'master',
  'owner',
  'def',
  'exists',
]);
/** Built-in operators that read where cards are, in any zone. */
const ZONE_OPS = new Set(['zone', 'zonePlayer', 'zoneKey', 'zoneIdOf', 'zoneCount']);
const FACET_OPS: Record<string, StateFacet> = {
  counter: 'counters',
  status: 'status',
  playerData: 'playerData',
  attached: 'attachments',
  attachedTo: 'attachments',
};
/** References whose own attachment no attach writing `attach:<kind>` changes (see {@link AttachKindFacet}). */
const UNCHANGED_BY_ATTACH = new Set(['self', 'source', 'card']);

/** What a ruleset's own operators and code ops declare they read (undefined: all). */
export interface DeclaredReads {
  operator(name: string): readonly StateFacet[] | undefined;
  code(name: string): readonly StateFacet[] | undefined;
}

const NOTHING_DECLARED: DeclaredReads = { operator: () => undefined, code: () => undefined };

/**
 * The facets a piece of effect data (expressions, selectors, parts) reads. Operators the core
 * does not know (a ruleset's own) and code parts read what they declare, else anything.
 */
export function facetsRead(
  data: Json | undefined,
  functioningZones: ReadonlySet<string>,
  into: Set<StateFacet> = new Set(),
  declared: DeclaredReads = NOTHING_DECLARED,
): Set<StateFacet> {
  if (data === null || data === undefined || typeof data !== 'object') return into;
  if (Array.isArray(data)) {
    for (const x of data) facetsRead(x, functioningZones, into, declared);
    return into;
  }
  const op = data.op;
  if (typeof op === 'string') {
    const facet = FACET_OPS[op];
    // `status` with a literal key reads that key only.
    const key = op === 'status' && Array.isArray(data.args) ? data.args[1] : undefined;
    const of = op === 'attachedTo' && Array.isArray(data.args) ? data.args[0] : undefined;
    const ownAttachment =
      of !== null &&
      typeof of === 'object' &&
      !Array.isArray(of) &&
      typeof of.ref === 'string' &&
      of.path === undefined &&
      UNCHANGED_BY_ATTACH.has(of.ref);
    if (typeof key === 'string') into.add(`status:${key}`);
    else if (ownAttachment) {
      // Where the effect's own card (or the candidate) is attached: no facet.
    } else if (facet) into.add(facet);
    else if (ZONE_OPS.has(op)) into.add('offField');
    else if (!STRUCTURAL_OPS.has(op)) for (const f of declared.operator(op) ?? ALL_FACETS) into.add(f);
  } else if (op && typeof op === 'object' && (op as { kind?: unknown }).kind === 'code') {
    for (const f of declared.code(String((op as { name?: unknown }).name)) ?? ALL_FACETS) into.add(f);
  }
  // Whose turn it is, and a duration in force only during one turn, read the turn.
  if (data.ref === 'active' || data.kind === 'duringTurn') into.add('timing');
  // A selector over zones where abilities do not function (or zones not written out) reads them.
  const selector = data.select ?? data.selector;
  if (selector && typeof selector === 'object' && !Array.isArray(selector)) {
    const zones = (selector as { zone?: Json }).zone;
    const list = typeof zones === 'string' ? [zones] : Array.isArray(zones) ? zones : null;
    if (!list || list.some((z) => typeof z !== 'string' || !functioningZones.has(z))) into.add('offField');
    // Attached cards are candidates too: what is attached where is read.
    if ((selector as { includeAttached?: Json }).includeAttached === true) into.add('attachments');
  }
  for (const k in data) facetsRead(data[k], functioningZones, into, declared);
  return into;
}

/**
 * Whether readers of `reads` can see a change of `written`: the same facet, or status keys and
 * `status` (every key) in either direction.
 */
export function facetSeen(reads: ReadonlySet<StateFacet>, written: StateFacet): boolean {
  if (reads.has(written)) return true;
  if (written.startsWith('status:')) return reads.has('status');
  if (written === 'status') for (const r of reads) if (r.startsWith('status:')) return true;
  if (written.startsWith('attach:')) return reads.has('attachments');
  if (written === 'attachments') for (const r of reads) if (r.startsWith('attach:')) return true;
  return false;
}
