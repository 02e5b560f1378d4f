import {
  EVENT,
  eventLocals,
  zoneKey,
  type GameEvent,
  type GameState,
  type ObjectId,
  type PlayerId,
  type StepOf,
} from '@tcgkit/core';
import { stacked } from './board.js';

/**
 * The step moving the card being played to its player's resolution zone: playing a card
 * (CT-9.5.3.3) and an extra chara's appearance (CT-10.1.2) share it, each citing its own rule.
 */
export const toResolutionZone =
  (rule: string): StepOf<{ player: PlayerId; args: { card: ObjectId } }> =>
  (_ctx, f) => ({
    call: EVENT,
    locals: eventLocals({ kind: 'move', card: f.locals.args.card, to: zoneKey('resolution', f.locals.player), rule }),
  });

/**
 * A chara put onto another takes over its stack: the level and set cards of `base` become stacked
 * on `onto` as they were (`stackedRule`), then `base` itself goes under it (`baseRule`) — a unit
 * (CT-14.5.2, CT-14.5.4) and an extra chara (CT-10.1.7, CT-10.1.8) alike.
 */
export function restackOnto(s: GameState, base: ObjectId, onto: ObjectId, stackedRule: string, baseRule: string) {
  const events: GameEvent[] = [...stacked(s, base, 'level'), ...stacked(s, base, 'set')].map((x) => ({
    kind: 'attach',
    card: x,
    to: onto,
    attachKind: s.objects[x].attachKind,
    rule: stackedRule,
  }));
  events.push({ kind: 'attach', card: base, to: onto, attachKind: 'base', rule: baseRule });
  return events;
}
