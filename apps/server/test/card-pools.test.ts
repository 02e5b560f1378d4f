import { describe, it, expect } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { RulesetRegistry } from '@tcgkit/core';
import { pokemon } from '@tcgkit/pokemon';
import { withCardPools } from '../src/rulesets/card-pools.js';

// A pool imported from invented set files (plugins/pokemon/test/fixtures/import), as `tcgkit cards import` writes it.
const POOL = new URL('../../../plugins/pokemon/test/fixtures/import/imported-pool.json', import.meta.url).pathname;
const tmp = mkdtempSync(join(tmpdir(), 'tcgkit-pools-'));
const rulesets = () => ({ registry: new RulesetRegistry().register(pokemon), found: new Map() });

describe('serve --cards: pool files join the ruleset they name', () => {
  it("the pool's cards are in the ruleset's pool and its deck reader (names and exported lines)", () => {
    const hosted = withCardPools(rulesets(), [POOL]);
    if (typeof hosted === 'string') throw new Error(hosted);
    const engine = hosted.registry.engine('pokemon');
    expect(engine.cards().map((c) => c.name)).toContain('Puddlehound');
    expect(engine.readDeck('Pokémon: 2\n* 2 Puddlehound TST 2\n').deck).toEqual(['tst1-2', 'tst1-2']);
  });

  it('a file that is not a pool, or names no hosted ruleset, is refused with a sentence naming it', () => {
    const list = join(tmp, 'list.json');
    writeFileSync(list, '[]');
    expect(withCardPools(rulesets(), [list])).toBe(
      `--cards: ${list} must be a pool file: an object with "ruleset" and a "cards" list`,
    );
    const other = join(tmp, 'other.json');
    writeFileSync(other, JSON.stringify({ ruleset: 'chess', cards: [] }));
    expect(withCardPools(rulesets(), [other])).toBe(`--cards: ${other} is for "chess", not a ruleset here`);
  });
});
