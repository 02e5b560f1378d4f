import type { LogTemplates } from '@tcgkit/core';

/** How Goofspiel's log lines and prompts read for people, in English and Japanese. */
export const GOOFSPIEL_LOG_TEMPLATES: LogTemplates = {
  'move:prizes>table': { en: 'The prize turned up: {card}', ja: '賞品がめくられた：{card}' },
  'move:hand>bid': { en: '{actor} placed a bid face down', ja: '{actor}が裏向きで入札した' },
  'move:bid>discard': { en: '{actor} bid {card}', ja: '{actor}の入札：{card}' },
  'move:table>won': { en: '{actor} won {card}', ja: '{actor}が{card}を獲得した' },
  'move:table>spent': { en: 'Equal bids: {card} is discarded', ja: '同じ入札：{card}は捨てられた' },
  prizesTaken: { en: '{actor} took {amount} in prizes', ja: '{actor}が賞品{amount}点を獲得した' },
  lose: { en: '{actor} lost the game', ja: '{actor}の負け' },
};

/** What each Goofspiel prompt asks. */
export const GOOFSPIEL_PROMPTS: LogTemplates = {
  playTiming: { en: 'Your turn — choose an action', ja: 'あなたの番 — 行動を選んでください' },
  bid: { en: 'Your bid — choose a card from your hand', ja: '入札 — 手札からカードを選んでください' },
};

/** The words of options whose key says what they do. */
export const GOOFSPIEL_OPTION_TEXTS: LogTemplates = {
  pass: { en: 'Pass', ja: 'パス' },
  // `{1}` is the bid card of the option's key (`bid:<card>`), worded by the client.
  'bid/bid': { en: 'Bid with {1}', ja: '{1}で入札する' },
};
