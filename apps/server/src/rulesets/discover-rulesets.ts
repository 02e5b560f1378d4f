// The `@tcgkit/server/discover` entry, kept for library users: ruleset discovery lives in the core.
export { discoverRulesets, type DiscoveredRuleset } from '@tcgkit/core';
