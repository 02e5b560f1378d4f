import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Decision, PlayerView } from '@tcgkit/core';
import {
  CLOSE_CODES,
  ClientMessageSchema,
  ReplayStepSchema,
  ServerMessageSchema,
  type ReplayStep,
  type ServerMessage,
  type UpdateMessage,
} from '../src/index.js';

const update = {
  type: 'update',
  version: 3,
  view: { viewer: 0, zones: {} },
  viewDiff: null,
  decision: { id: 7, kind: 'choose', options: [] },
  early: false,
  log: [],
  status: 'running',
  ended: null,
  clock: null,
};

describe('the wire contract', () => {
  it('an update carries the view and the decision as the core types them, checked only as objects', () => {
    expectTypeOf<UpdateMessage['view']>().toEqualTypeOf<PlayerView | null>();
    expectTypeOf<UpdateMessage['decision']>().toEqualTypeOf<Decision | null>();
    expectTypeOf<ReplayStep['view']>().toEqualTypeOf<PlayerView>();
    const parsed = ServerMessageSchema.parse(update);
    expect(parsed).toEqual(update);
    // Permissive as ever: the core defines the shape; the wire checks an object, never an array or a value.
    for (const view of [[], 'view', 1]) expect(ServerMessageSchema.safeParse({ ...update, view }).success).toBe(false);
    expect(ServerMessageSchema.safeParse({ ...update, decision: [] }).success).toBe(false);
    expect(ServerMessageSchema.safeParse({ ...update, view: null, decision: null }).success).toBe(true);
    expect(ReplayStepSchema.shape.view.safeParse({ anything: 1 }).success).toBe(true);
  });

  it('seat-closed and the close codes', () => {
    const closed: ServerMessage = { type: 'seat-closed', seat: 1, reason: 'left', message: 'the seat was given up' };
    expect(ServerMessageSchema.parse(closed)).toEqual(closed);
    expect(ServerMessageSchema.safeParse({ ...closed, reason: 'kicked' }).success).toBe(false);
    expect(CLOSE_CODES).toEqual({ helloTimeout: 4001, seatClosed: 4003, policy: 1008 });
  });

  it('client messages are strict: an unknown field or type is refused', () => {
    expect(ClientMessageSchema.safeParse({ type: 'hello', protocol: 1, match: 'm' }).success).toBe(true);
    expect(ClientMessageSchema.safeParse({ type: 'hello', protocol: 1, match: 'm', extra: 1 }).success).toBe(false);
    expect(ClientMessageSchema.safeParse({ type: 'bye' }).success).toBe(false);
  });
});
