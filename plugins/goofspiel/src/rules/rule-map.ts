/** The rule catalogue of Goofspiel (RULES.md) mapped to where each rule lives. */
export const RULE_MAP: Record<string, { title: string; source: string }> = {
  'GS-1.1': {
    title: 'each player holds a bidding suit, seen only by its owner',
    source: 'src/rules/zones.ts, src/cards/sample-decks.ts',
  },
  'GS-1.2': { title: 'the prize suit is shuffled into the shared prize deck', source: 'src/rules/turn.ts (setup)' },
  'GS-2.1': { title: 'a prize is turned up onto the table', source: 'src/rules/turn.ts (round)' },
  'GS-2.2': {
    title: 'simultaneous face-down bids, the second bidder not knowing the first',
    source: 'src/rules/turn.ts (round), src/rules/zones.ts (bid zone)',
  },
  'GS-2.3': { title: 'both bids revealed together, then discarded', source: 'src/rules/turn.ts (round)' },
  'GS-2.4': { title: 'the higher bid takes the prizes on the table', source: 'src/rules/turn.ts (round)' },
  'GS-2.5': {
    title: 'equal bids carry the prizes over (or discard them)',
    source: 'src/rules/turn.ts (round), src/rules/options.ts',
  },
  'GS-2.6': { title: 'the first bidder alternates', source: 'src/rules/turn.ts (TURN)' },
  'GS-3.1': { title: 'after 13 rounds the higher winnings win; equal is a draw', source: 'src/rules/turn.ts (round)' },
  'GS-4.1': { title: 'a deck is one bid card of each value', source: 'src/rules/deck-rules.ts' },
};
