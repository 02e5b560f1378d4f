// Discovery lives in the server package (a light entry point: it imports only the core), so that
// `tcgkit` and `tcgkit serve` find the same rulesets the same way.
export { discoverRulesets, type DiscoveredRuleset } from '@tcgkit/server/discover';
