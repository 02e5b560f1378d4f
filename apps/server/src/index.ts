import 'reflect-metadata';

export { startServer, type GameServer, type RulesetSource } from './server.js';
export { ServerConfigSchema, redactUrl, type ServerConfig, type ServerConfigInput } from './config/server-config.js';
export { discoverRulesets, type DiscoveredRuleset } from './rulesets/discover-rulesets.js';
export * from './protocol/messages.js';
export { ErrorCodeSchema, ClientError, type ErrorCode } from './protocol/error-codes.js';
export * from './http/lobby-schemas.js';
export { openApiDocument } from './http/openapi.js';
export type { MatchStore, StoredMatch, MatchCommit, MatchSummary, StoredAnswer } from './storage/match-store.js';
export { SqliteStore } from './storage/sqlite-store.js';
export { PostgresStore } from './storage/postgres-store.js';
export { SPECTATOR } from './views/spectator.js';
export { serveConfig, serveUntilSignal, type ServeFlags } from './serve.js';
export { diffJson, applyDiff, type JsonDiff } from './protocol/view-diff.js';
