import type { Engine, GameState, LogEntry } from '@tcgkit/core';
import { resolveCardRef } from './card-ref.js';
import type { Expectation } from './scenario-schema.js';

/** One expectation that did not hold. */
export interface Mismatch {
  /** Where, e.g. `cards["field@1:eila"].characteristics.attack`. */
  path: string;
  expected: unknown;
  actual: unknown;
}

/**
 * Whether `actual` contains `expected` (objects: every expected key matches; arrays and scalars:
 * equal). An expected `null` also matches an absent key: state leaves out what is not set, so
 * `status: { asleep: null }` says "not asleep" whichever way the ruleset clears it.
 */
function subsetMismatches(path: string, expected: unknown, actual: unknown, out: Mismatch[]): void {
  if (expected === null && (actual === null || actual === undefined)) return;
  if (expected !== null && typeof expected === 'object' && !Array.isArray(expected)) {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) {
      out.push({ path, expected, actual });
      return;
    }
    for (const [k, v] of Object.entries(expected))
      subsetMismatches(`${path}.${k}`, v, (actual as Record<string, unknown>)[k], out);
    return;
  }
  if (JSON.stringify(expected) !== JSON.stringify(actual ?? (Array.isArray(expected) ? [] : actual)))
    out.push({ path, expected, actual: actual ?? null });
}

const keyParts = (k: string) => k.split(':');

/**
 * `pending.excludes`: no option is the key or extends it by `:` parts; and the key must be one
 * that could match — if options of its kind exist and all have fewer parts, it never could.
 */
function excludedKeyMismatches(k: string, keys: readonly string[], out: Mismatch[]): void {
  const hits = keys.filter((o) => o === k || o.startsWith(`${k}:`));
  if (hits.length > 0) out.push({ path: 'pending.excludes', expected: `no ${k}`, actual: hits });
  const parts = keyParts(k);
  const sameKind = keys.filter((o) => keyParts(o)[0] === parts[0]);
  if (sameKind.length > 0 && sameKind.every((o) => keyParts(o).length < parts.length))
    out.push({ path: 'pending.excludes', expected: `a key of the options' form (e.g. ${sameKind[0]})`, actual: k });
}

/** `sequence`: each entry found after the previous one's match; the first one missing is reported. */
function sequenceMismatches(
  seq: readonly { rule: string; message?: string }[],
  log: readonly LogEntry[],
  out: Mismatch[],
): void {
  let at = 0;
  for (const [i, s] of seq.entries()) {
    const found = log.findIndex(
      (x, j) => j >= at && x.rule === s.rule && (s.message === undefined || x.message.includes(s.message)),
    );
    if (found < 0) {
      out.push({
        path: `sequence[${i}]`,
        expected: s,
        actual: {
          [i === 0 ? 'notLogged' : `notAfterSequence${i - 1}`]: log
            .slice(at, at + 30)
            .map((x) => `${x.rule} ${x.message}`),
        },
      });
      return;
    }
    at = found + 1;
  }
}

/** Checks an expectation block against a game; returns every mismatch (empty when all hold). */
export function checkExpectation(
  engine: Engine,
  state: GameState,
  gameLog: readonly LogEntry[],
  e: Expectation,
  stepLog: readonly LogEntry[] = gameLog,
): Mismatch[] {
  const out: Mismatch[] = [];
  for (const [ref, exp] of Object.entries(e.cards ?? {})) {
    const path = `cards["${ref}"]`;
    let id: string;
    try {
      id = resolveCardRef(state, ref);
    } catch (err) {
      if (exp.exists === false) continue;
      out.push({ path, expected: 'a card', actual: (err as Error).message });
      continue;
    }
    if (exp.exists === false) out.push({ path: `${path}.exists`, expected: false, actual: true });
    const obj = state.objects[id];
    if (exp.characteristics)
      subsetMismatches(`${path}.characteristics`, exp.characteristics, engine.characteristics(state, id), out);
    if (exp.counters)
      for (const [k, v] of Object.entries(exp.counters))
        subsetMismatches(`${path}.counters.${k}`, v, obj.counters[k] ?? 0, out);
    if (exp.status) subsetMismatches(`${path}.status`, exp.status, obj.status, out);
    if (exp.attached)
      subsetMismatches(
        `${path}.attached`,
        exp.attached,
        obj.attached.map((a) => state.objects[a].def),
        out,
      );
  }
  for (const [key, exp] of Object.entries(e.zones ?? {})) {
    const ids = state.zones[key];
    const path = `zones["${key}"]`;
    if (!ids) {
      out.push({ path, expected: 'a zone', actual: `no zone "${key}"` });
      continue;
    }
    const defs = ids.map((id) => state.objects[id].def);
    if (exp.count !== undefined)
      subsetMismatches(`${path}.count`, exp.count, engine.services.zones.count(state, key), out);
    if (exp.cards) subsetMismatches(`${path}.cards`, exp.cards, defs, out);
    for (const d of exp.includes ?? [])
      if (!defs.includes(d)) out.push({ path: `${path}.includes`, expected: d, actual: defs });
  }
  if (e.view) {
    const view = engine.viewFor(state, e.view.player);
    for (const [key, exp] of Object.entries(e.view.zones ?? {})) {
      const z = view.zones[key];
      const path = `view(${e.view.player}).zones["${key}"]`;
      if (!z) {
        out.push({ path, expected: 'a zone', actual: null });
        continue;
      }
      if (exp.count !== undefined) subsetMismatches(`${path}.count`, exp.count, z.count, out);
      if (exp.hidden !== undefined) subsetMismatches(`${path}.hidden`, exp.hidden, z.cards === undefined, out);
      if (exp.cards)
        subsetMismatches(
          `${path}.cards`,
          exp.cards,
          (z.cards ?? []).map((c) => ('def' in c ? c.def : '(hidden)')),
          out,
        );
    }
  }
  if (e.pending !== undefined) {
    const p = state.pending;
    if (e.pending === null || p === null) {
      if (e.pending !== p)
        out.push({
          path: 'pending',
          expected: e.pending,
          actual: p === null ? null : { player: p.player, kind: p.kind, prompt: p.prompt },
        });
    } else {
      const keys = p.options.map((o) => o.key);
      const { options, includes, excludes, ...rest } = e.pending;
      subsetMismatches('pending', rest, p, out);
      if (options) subsetMismatches('pending.options', options, keys, out);
      for (const k of includes ?? [])
        if (!keys.includes(k)) out.push({ path: 'pending.includes', expected: k, actual: keys });
      for (const k of excludes ?? []) excludedKeyMismatches(k, keys, out);
    }
  }
  const log = e.since === 'step' ? stepLog : gameLog;
  if (e.sequence) sequenceMismatches(e.sequence, log, out);
  for (const [i, l] of (e.log ?? []).entries()) {
    const found = log.filter((x) => x.rule === l.rule && (l.message === undefined || x.message.includes(l.message)));
    if (l.count !== undefined ? found.length !== l.count : found.length === 0) {
      out.push({
        path: `log[${i}]`,
        expected: l,
        actual:
          l.count !== undefined
            ? `${found.length} entries`
            : log.filter((x) => x.rule === l.rule).map((x) => x.message),
      });
    }
  }
  if (e.result !== undefined) {
    if (e.result === null || state.result === null) {
      if (e.result !== state.result) out.push({ path: 'result', expected: e.result, actual: state.result });
    } else subsetMismatches('result', e.result, state.result, out);
  }
  for (const [p, exp] of Object.entries(e.players ?? {})) {
    const player = state.players[Number(p)];
    if (!player) {
      out.push({ path: `players.${p}`, expected: 'a player', actual: null });
      continue;
    }
    if (exp.data) subsetMismatches(`players.${p}.data`, exp.data, player.data, out);
    if (exp.lost !== undefined) subsetMismatches(`players.${p}.lost`, exp.lost, player.lost !== null, out);
  }
  if (e.turn) subsetMismatches('turn', e.turn, state.turn, out);
  return out;
}

/** A readable multi-line diff. */
export function formatMismatches(ms: readonly Mismatch[]): string {
  return ms
    .map((m) => `  ${m.path}: expected ${JSON.stringify(m.expected)}, got ${JSON.stringify(m.actual)}`)
    .join('\n');
}
