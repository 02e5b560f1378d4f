import type { AttackPart, SentenceTemplate } from '../sentence-template.js';

/**
 * The reminder texts printed on every Trainer card of a kind: the rules say them already
 * (PK-B01–B04), so they translate to nothing. Each is only read on its own kind of card
 * (`TRAINER_REMINDERS`), so a Supporter's reminder on an Item is not taken for granted.
 */
export const itemReminder: SentenceTemplate<AttackPart> = {
  id: 'item-reminder',
  patterns: ['You may play as many Item cards as you like during your turn[[ (before your attack)]].'],
  build: () => ({}),
};
export const supporterReminder: SentenceTemplate<AttackPart> = {
  id: 'supporter-reminder',
  patterns: ['You may play only {n:count} Supporter card during your turn[[ (before your attack)]].'],
  build: (s) => (s.number.n === 1 ? {} : null),
};
export const toolReminder: SentenceTemplate<AttackPart> = {
  id: 'tool-reminder',
  patterns: [
    "Attach a Pokémon Tool to {n:count} of your Pokémon that doesn't already have a Pokémon Tool attached to it.",
  ],
  build: (s) => (s.number.n === 1 ? {} : null),
};
export const stadiumReminder: SentenceTemplate<AttackPart> = {
  id: 'stadium-reminder',
  patterns: ['This card stays in play when you play it. Discard this card if another Stadium card comes into play.'],
  build: () => ({}),
};
export const sameNameStadium: SentenceTemplate<AttackPart> = {
  id: 'same-name-stadium-reminder',
  patterns: ["If another card with the same name is in play, you can't play this card."],
  build: () => ({}),
};

/** The reminders each Trainer kind may carry. */
export const TRAINER_REMINDERS = {
  item: [itemReminder],
  tool: [itemReminder, toolReminder],
  supporter: [supporterReminder],
  stadium: [stadiumReminder, sameNameStadium],
} as const;
