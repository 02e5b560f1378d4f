/**
 * The wire contract between the tcgkit server and its clients: the WebSocket messages, the lobby
 * API's bodies, the error codes and view diffs. Zod only (and the core's types), so that a browser
 * can bundle it: nothing here touches Node, the engine or the server.
 */
export * from './messages.js';
export * from './log-story.js';
export { ErrorCodeSchema, type ErrorCode } from './error-codes.js';
export { applyDiff, diffJson, type JsonDiff } from './view-diff.js';
export { PlayerViewSchema, DecisionSchema } from './core-shapes.js';
export * from './lobby-schemas.js';
