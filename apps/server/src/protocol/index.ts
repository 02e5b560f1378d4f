/**
 * The protocol and lobby schemas alone, for browsers: this entry imports zod and nothing of the
 * server's Node code (Fastify, storage, the engine), so a web client can bundle it.
 */
export * from './messages.js';
export { ErrorCodeSchema, type ErrorCode } from './error-codes.js';
export { applyDiff, diffJson, type JsonDiff } from './view-diff.js';
export * from '../http/lobby-schemas.js';
