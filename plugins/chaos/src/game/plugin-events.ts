import type { EventHandler } from '@tcgkit/core';
import { text } from './board.js';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);
/**
 * An event that only signals, for triggers: it changes no state, so computed characteristics stay, and
 * the event itself carries all it signals (its outcome is empty).
 */
const marker = (
  handler: Pick<EventHandler, 'kind' | 'describe' | 'affected' | 'story'> & { rule: string },
): EventHandler => ({
  ...handler,
  rule: (e) => str(e.rule) || handler.rule,
  apply: () => ({}),
  writes: 'nothing',
});

/** "At the start of [unit]" (CT-9.1.3): triggers for the unit's start. */
export const unitStartEvent = marker({
  kind: 'unitStart',
  rule: 'CT-9.1.3',
  describe: (e) => `start of ${text(e.unit)}`,
});
/** Step 1 of the end procedure: the "at the end of [unit]" triggers (CT-7.2.2). */
export const unitEndEvent = marker({
  kind: 'unitEnd',
  rule: 'CT-7.2.2',
  describe: (e) => `end of ${text(e.unit)}${Number(e.round) > 0 ? ' (step 1 again: triggers not yet met)' : ''}`,
});
/** A chara appeared (CT-5.7.7): `how` is normal, intrude, extra, unit or effect. */
export const appearEvent = marker({
  kind: 'appear',
  rule: 'CT-5.7.7',
  describe: (e) => `${text(e.card)} appears (${text(e.how)})`,
  story: (e, _o, s) => ({
    kind: `appear:${str(e.how)}`,
    actor: s.objects[str(e.card)]?.master ?? null,
    cards: { card: str(e.card) },
  }),
  affected: (e, s) => s.objects[str(e.card)]?.master ?? null,
});
/** A chara levelled up (CT-10.3.2 step 7, CT-10.4.3 step 6). */
export const levelUpEvent = marker({
  kind: 'levelUp',
  rule: 'CT-10.3',
  describe: (e) => `${text(e.card)} ${e.auto ? 'auto ' : ''}levels up`,
  story: (e, _o, s) => ({
    kind: 'levelUp',
    actor: s.objects[str(e.card)]?.master ?? null,
    cards: { card: str(e.card) },
  }),
  affected: (e, s) => s.objects[str(e.card)]?.master ?? null,
});
/** A card or ability was played (CT-9.5.3.3); "when you use a card" triggers watch it. */
export const playedEvent = marker({
  kind: 'played',
  rule: 'CT-9.5.3.3',
  describe: (e) => `player ${text(e.player)} plays ${text(e.what)} ${text(e.def ?? '')}`,
  story: (e) => ({ kind: `played:${str(e.what)}`, actor: num(e.player) }),
  affected: (e) => num(e.player),
});

/**
 * Damage to a player (CT-3.14.4). It passes the pipeline so that replacements may change it;
 * the damaged player's deck is then milled by the damage procedure.
 */
export const playerDamageEvent: EventHandler = {
  kind: 'playerDamage',
  rule: (e) => str(e.rule) || 'CT-3.14.4',
  affected: (e) => num(e.player),
  // Damage of 0 or less is not dealt and triggers nothing (CT-3.14.8, CT-9.9.5.1).
  isVoid: (e) => num(e.amount) <= 0,
  // The deck is milled afterwards, by the damage procedure: the event itself changes nothing.
  writes: 'nothing',
  // What the damage procedure reads back: whom the damage, perhaps replaced, was dealt to, and how much.
  apply: (e) => ({ player: num(e.player), amount: num(e.amount) }),
  describe: (e) => `player ${text(e.player)} receives ${text(e.amount)} ${e.battle ? 'battle ' : ''}damage`,
  story: (e) => ({ kind: 'playerDamage', actor: num(e.player), numbers: { amount: num(e.amount) } }),
};

export const CHAOS_EVENTS: EventHandler[] = [
  unitStartEvent,
  unitEndEvent,
  appearEvent,
  levelUpEvent,
  playedEvent,
  playerDamageEvent,
];
