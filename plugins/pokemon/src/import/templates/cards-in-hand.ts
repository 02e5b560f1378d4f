import { E, type Expr } from '@tcgkit/core';
import type { AttackPart, SentenceTemplate } from '../sentence-template.js';
import { choose, energyCardWhere, variable } from './program-parts.js';
import { typeLetter } from '../slot-pattern.js';

const draw = (count: number | Expr) => ({
  do: 'moveTop',
  from: 'deck',
  player: E.controller,
  count,
  to: 'hand',
  rule: 'PK-H.1',
});
const shuffleDeck = { do: 'shuffle', zone: 'deck', player: E.controller };

/** "Draw 3 cards." / "Draw a card." */
export const drawCards: SentenceTemplate<AttackPart> = {
  id: 'draw-cards',
  patterns: ['Draw {n:count} cards.', 'Draw {n:count} card.'],
  build: (s) => ({ effects: [draw(s.number.n)] }),
};

/** "Discard your hand and draw 7 cards." */
export const discardHandDraw: SentenceTemplate<AttackPart> = {
  id: 'discard-hand-draw',
  patterns: ['Discard your hand and draw {n:count} cards.'],
  build: (s) => ({
    effects: [
      { do: 'move', cards: { select: { zone: 'hand', player: E.controller } }, to: 'discard', rule: 'PK-H.1' },
      draw(s.number.n),
    ],
  }),
};

/** "Shuffle your hand into your deck. Then, draw 5 cards." */
export const shuffleHandDraw: SentenceTemplate<AttackPart> = {
  id: 'shuffle-hand-draw',
  patterns: ['Shuffle your hand into your deck. Then, draw {n:count} cards.'],
  build: (s) => ({
    effects: [
      { do: 'move', cards: { select: { zone: 'hand', player: E.controller } }, to: 'deck', rule: 'PK-H.1' },
      shuffleDeck,
      draw(s.number.n),
    ],
  }),
};

/** "Your opponent shuffles his or her hand into his or her deck and draws 4 cards." */
export const opponentShufflesHandDraws: SentenceTemplate<AttackPart> = {
  id: 'opponent-shuffles-hand-draws',
  patterns: ['Your opponent shuffles his or her hand into his or her deck and draws {n:count} cards.'],
  build: (s) => ({
    effects: [
      { do: 'move', cards: { select: { zone: 'hand', player: E.opponent } }, to: 'deck', rule: 'PK-H.1' },
      { do: 'shuffle', zone: 'deck', player: E.opponent },
      { do: 'moveTop', from: 'deck', player: E.opponent, count: s.number.n, to: 'hand', rule: 'PK-H.1' },
    ],
  }),
};

/** "Flip a coin until you get tails. For each heads, draw a card." */
export const drawForEachHeads: SentenceTemplate<AttackPart> = {
  id: 'draw-for-each-heads-until-tails',
  patterns: ['Flip a coin until you get tails. For each heads, draw a card.'],
  build: () => ({ effects: [{ do: 'coinsUntilTails', into: 'heads' }, draw(variable('heads'))] }),
};

/**
 * "Discard a random card from your opponent's hand." — the hand is shuffled and its first card
 * taken: an order no player chose, which is what "random" asks (nobody sees the hand's order).
 */
export const discardRandomFromOpponentHand: SentenceTemplate<AttackPart> = {
  id: 'discard-random-from-opponent-hand',
  patterns: ["Discard a random card from your opponent's hand."],
  build: () => ({
    effects: [
      { do: 'shuffle', zone: 'hand', player: E.opponent },
      { do: 'moveTop', from: 'hand', player: E.opponent, count: 1, to: 'discard' },
    ],
  }),
};

/** "Draw cards until you have 6 cards in your hand." */
export const drawUntil: SentenceTemplate<AttackPart> = {
  id: 'draw-until-hand-size',
  patterns: ['Draw cards until you have {n:number} cards in your hand.'],
  build: (s) => ({
    effects: [draw(E.op('max', 0, E.op('sub', s.number.n, E.op('zoneCount', 'hand', E.controller))))],
  }),
};

/** What a search may find, by the words that name it. */
const SEARCHED: Record<string, Expr> = {
  'Basic Pokémon': E.and(E.eq(E.char(E.card, 'kind'), 'pokemon'), E.eq(E.char(E.card, 'stage'), 'basic')),
  Pokémon: E.eq(E.char(E.card, 'kind'), 'pokemon'),
  'Supporter card': E.eq(E.char(E.card, 'trainerType'), 'supporter'),
  'Supporter cards': E.eq(E.char(E.card, 'trainerType'), 'supporter'),
  'Item card': E.eq(E.char(E.card, 'trainerType'), 'item'),
  'Item cards': E.eq(E.char(E.card, 'trainerType'), 'item'),
  'Trainer card': E.eq(E.char(E.card, 'kind'), 'trainer'),
  'Trainer cards': E.eq(E.char(E.card, 'kind'), 'trainer'),
  'basic Energy card': E.eq(E.char(E.card, 'energyKind'), 'basic'),
  'basic Energy cards': E.eq(E.char(E.card, 'energyKind'), 'basic'),
  'Energy card': energyCardWhere(),
  'Energy cards': energyCardWhere(),
  card: true,
  cards: true,
};

/**
 * "Put 2 basic Energy cards from your discard pile into your hand.": that many if there are (the
 * number can't be reduced), "up to 2": 1 to 2 (PK-II-A.4).
 */
export const discardToHand: SentenceTemplate<AttackPart> = {
  id: 'discard-pile-to-hand',
  patterns: [
    'Put {n:count} {what:text} from your discard pile into your hand.',
    'Put up to {u:count} {what:text} from your discard pile into your hand.',
  ],
  build: (s, ctx) => {
    const what = searchedCards(s.text.what);
    if (!what) return null;
    const n = s.number.n ?? s.number.u;
    return {
      effects: [
        choose(
          { zone: 'discard', player: E.controller, where: what },
          'recovered',
          `${ctx.attack ?? ctx.card}: cards from your discard pile`,
          'PK-II-A.4',
          s.number.n ?? 1,
          n,
        ),
        { do: 'move', cards: variable('recovered'), to: 'hand', rule: 'PK-II-A.4' },
      ],
    };
  },
};

/** "Search your deck for a Supporter card, reveal it, and put it into your hand. Shuffle your deck afterward." */
export const searchToHand: SentenceTemplate<AttackPart> = {
  id: 'search-deck-to-hand',
  patterns: [
    'Search your deck for {n:count} {what:text}, reveal it, and put it into your hand. Shuffle your deck afterward.',
    'Search your deck for up to {n:count} {what:text}, reveal them, and put them into your hand. ' +
      'Shuffle your deck afterward.',
    'Search your deck for {n:count} {what:text} and put it into your hand. Shuffle your deck afterward.',
    'Search your deck for up to {n:count} {what:text} and put them into your hand. Shuffle your deck afterward.',
    'Search your deck for {n:count} {what:text}, reveal it, and put it into your hand. Then, shuffle your deck.',
    'Search your deck for up to {n:count} {what:text}, reveal them, and put them into your hand. ' +
      'Then, shuffle your deck.',
  ],
  build: (s, ctx) => {
    const what = searchedCards(s.text.what);
    if (!what) return null;
    return {
      effects: [
        choose(
          { zone: 'deck', player: E.controller, where: what },
          'found',
          `${ctx.attack ?? ctx.card}: search your deck`,
          'PK-H.2',
          0,
          s.number.n,
        ),
        { do: 'move', cards: variable('found'), to: 'hand', rule: 'PK-H.2' },
        shuffleDeck,
      ],
    };
  },
};

/** "Search your deck for a Basic Pokémon and put it onto your Bench. Shuffle your deck afterward." */
export const searchToBench: SentenceTemplate<AttackPart> = {
  id: 'search-deck-to-bench',
  patterns: [
    'Search your deck for {n:count} {what:text} and put it onto your Bench. Shuffle your deck afterward.',
    'Search your deck for up to {n:count} {what:text} and put them onto your Bench. Shuffle your deck afterward.',
    'Search your deck for {n:count} {what:text} and put it onto your Bench. Then, shuffle your deck.',
    'Search your deck for up to {n:count} {what:text} and put them onto your Bench. Then, shuffle your deck.',
  ],
  build: (s, ctx) => {
    if (s.text.what !== 'Basic Pokémon' && !/^[A-Z][a-z]+ Basic Pokémon$/.test(s.text.what)) return null;
    const what = searchedCards(s.text.what);
    if (!what) return null;
    // No more than the Bench has room for (PK-II-C11).
    const room = E.op('min', s.number.n, E.op('benchSpace', E.controller));
    return {
      effects: [
        choose(
          { zone: 'deck', player: E.controller, where: what },
          'found',
          `${ctx.attack ?? ctx.card}: search your deck`,
          'PK-H.2',
          0,
          room,
        ),
        { do: 'move', cards: variable('found'), to: 'bench', rule: 'PK-II-C11' },
        shuffleDeck,
      ],
      playableIf: E.op('gt', E.op('benchSpace', E.controller), 0),
    };
  },
};

/** "Put a card from your discard pile on top of your deck." (or "a Pokémon", "a Supporter card" …). */
export const discardToDeckTop: SentenceTemplate<AttackPart> = {
  id: 'discard-pile-to-deck-top',
  patterns: ['Put {n:count} {what:text} from your discard pile on top of your deck.'],
  build: (s, ctx) => {
    const what = searchedCards(s.text.what);
    if (!what || s.number.n !== 1) return null;
    const from = { zone: 'discard', player: E.controller, where: what };
    return {
      effects: [
        choose(from, 'recovered', `${ctx.attack ?? ctx.card}: a card to put on top of your deck`, 'PK-II-A.4'),
        { do: 'move', cards: variable('recovered'), to: 'deck', position: 'top', rule: 'PK-II-A.4' },
      ],
      playableIf: E.op('gt', E.op('len', E.select(from)), 0),
    };
  },
};

/** The selector condition of searched words: a kind above, optionally after an Energy type (`Grass Pokémon`). */
function searchedCards(words: string): Expr | null {
  if (words in SEARCHED) return SEARCHED[words];
  const typed = /^(Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Fairy|Dragon|Colorless) (.+)$/.exec(
    words,
  );
  if (!typed || !(typed[2] in SEARCHED) || typed[2].startsWith('card')) return null;
  const letter = typeLetter(typed[1]);
  const isEnergy = typed[2].includes('Energy');
  const has = E.op('has', E.char(E.card, isEnergy ? 'provides' : 'types'), letter ?? '');
  return E.and(SEARCHED[typed[2]], has);
}

export const CARDS_IN_HAND_TEMPLATES = [
  drawForEachHeads,
  discardRandomFromOpponentHand,
  opponentShufflesHandDraws,
  discardHandDraw,
  shuffleHandDraw,
  drawCards,
  drawUntil,
  searchToHand,
  searchToBench,
  discardToHand,
  discardToDeckTop,
];
