import { RulesetRegistry } from '@tcgkit/core';
// The core's test-only ruleset: rich enough for every decision kind, and not a real game.
import { testRuleset } from '../../core/test/support/test-ruleset.js';
import { garden } from '../../core/examples/tiny-ruleset.js';

export const registry = new RulesetRegistry().register(testRuleset()).register(garden);
export const engine = registry.engine('test');
export const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;
