import { logText } from '@tcgkit/core';
import Table from 'cli-table3';
import type { RulesetRegistry, CardDefinition } from '@tcgkit/core';
import { CliError } from '../cli-error.js';

/** `tcgkit rulesets`: every discovered ruleset with its options. */
export function rulesetsCommand(registry: RulesetRegistry): string {
  const t = new Table({ head: ['id', 'name', 'version', 'options'], style: { head: [], border: [] } });
  for (const m of registry.manifests()) {
    const opts =
      Object.entries(m.optionDocs ?? {})
        .map(([k, v]) => `${k}: ${v}`)
        .join('\n') || '—';
    t.push([m.id, m.name, m.version, opts]);
  }
  return t.toString();
}

/** `tcgkit cards <ruleset> [--search text]`: the card pool, filtered by id, name or text. */
export function cardsCommand(registry: RulesetRegistry, ruleset: string, search?: string): string {
  const engine = engineOf(registry, ruleset);
  const q = search?.toLowerCase();
  const cards = engine
    .cards()
    .filter((c) => !q || [c.id, c.name, logText(c.text ?? '')].some((s) => s.toLowerCase().includes(q)));
  const t = new Table({ head: ['id', 'name', 'kind'], style: { head: [], border: [] } });
  for (const c of cards) t.push([c.id, c.name, kindOf(c)]);
  return `${t.toString()}\n${cards.length} card(s)`;
}

function kindOf(c: CardDefinition): string {
  return [c.kind, c.stage, c.trainerType, c.energyKind, c.type].filter((x) => typeof x === 'string').join(' ');
}

export function engineOf(registry: RulesetRegistry, ruleset: string) {
  if (!registry.has(ruleset))
    throw new CliError(`unknown ruleset "${ruleset}" (known: ${registry.ids().join(', ') || 'none'})`);
  return registry.engine(ruleset);
}
