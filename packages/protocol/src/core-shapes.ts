import { z } from 'zod';
import type { Decision, PlayerView } from '@tcgkit/core';

/** Any JSON object: all the wire checks of what the core makes (as before the types below). */
const JsonObjectSchema = z.record(z.string(), z.unknown());

/**
 * A JSON object the core made (a view, a decision), as the protocol carries it: checked on the
 * wire only as an object, as ever (the core defines its shape, and the server sends what the engine
 * returned), and typed as the core's shape, so that neither end converts it. Only the type comes
 * from the core: nothing of the engine is bundled with the protocol.
 */
const coreObject = <T extends object>(description: string) =>
  z
    .custom<T>((value) => JsonObjectSchema.safeParse(value).success, { error: 'expected an object' })
    .meta({ type: 'object', description });

/** What one player (or a spectator) may see of a game: `Engine.viewFor`'s result. */
export const PlayerViewSchema = coreObject<PlayerView>("the core's PlayerView (Engine.viewFor)");

/** A pending decision with its options, as the deciding seat is offered it. */
export const DecisionSchema = coreObject<Decision>("the core's Decision");
