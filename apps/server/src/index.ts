import 'reflect-metadata';

export { startServer, type GameServer, type RulesetSource } from './server.js';
export { ServerConfigSchema, redactUrl, type ServerConfig, type ServerConfigInput } from './config/server-config.js';
// Ruleset discovery lives in the core (the CLI uses it too); re-exported here as before.
export { discoverRulesets, type DiscoveredRuleset } from '@tcgkit/core';
// The wire contract lives in @tcgkit/protocol; re-exported here as before, for library users.
export * from '@tcgkit/protocol';
export { ClientError } from './errors/client-error.js';
export { openApiDocument } from './http/openapi.js';
export type { MatchStore, StoredMatch, MatchCommit, MatchSummary, StoredAnswer } from './storage/match-store.js';
export { SqliteStore } from './storage/sqlite-store.js';
export { PostgresStore } from './storage/postgres-store.js';
export { SPECTATOR } from './views/spectator.js';
export { serveConfig, serveUntilSignal, type ServeFlags } from './serve.js';
export { withCardPools } from './rulesets/card-pools.js';
