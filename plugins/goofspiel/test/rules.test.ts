import { describe, it, expect } from 'vitest';
import { TestTable } from '@tcgkit/testing';
import { engine, table, deckOf, bids, prizes } from './support.js';

describe('Goofspiel rules', () => {
  it(
    'GS-1.1 / GS-1.2: each player holds a full bidding suit; the game shuffles the prize suit into the ' +
      'shared prize deck and turns one up (GS-2.1)',
    () => {
      const t = TestTable.start(engine, { seed: 3, players: [{ zones: deckOf() }, { zones: deckOf() }] });
      expect(t.zone('hand@0')).toHaveLength(13);
      expect(t.zone('prizes')).toHaveLength(12);
      expect(t.zone('table')).toHaveLength(1);
      expect(t.log.some((l) => l.rule === 'GS-1.2' && l.message.includes('prize suit'))).toBe(true);
      // The prize deck is shared and face down: each player sees only its count.
      expect(engine.viewFor(t.state, 1).zones.prizes).toMatchObject({ count: 12 });
      expect(JSON.stringify(engine.viewFor(t.state, 1).zones.prizes)).not.toContain('prize-');
      expect(t.pending).toMatchObject({ player: 0, prompt: 'bid', rule: 'GS-2.2' });
    },
  );

  it('GS-2.2: the first bid is face down — the second bidder sees a hidden card, not which', () => {
    const t = table({ hand: bids(1, 9, 13), prizes: prizes(5, 6) }, { hand: bids(2, 3, 4) });
    t.choose('bid:bid-9');
    expect(t.pending).toMatchObject({ player: 1, prompt: 'bid' });
    const seen = engine.viewFor(t.state, 1);
    expect(seen.zones['bid@0'].count).toBe(1);
    expect(JSON.stringify(seen.zones['bid@0'])).not.toContain('bid-9');
    expect(JSON.stringify(seen.zones['hand@0'])).not.toContain('bid-');
    // Its owner sees it.
    expect(JSON.stringify(engine.viewFor(t.state, 0).zones['bid@0'])).toContain('bid-9');
    // The log as player 1 reads it does not name the card either.
    const moved = t.log.filter((l) => l.rule === 'GS-2.2');
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.map((l) => JSON.stringify(engine.logFor(l, 1))).join('')).not.toContain('bid-9');
  });

  it('GS-2.3 / GS-2.4: both bids are revealed together and discarded; the higher takes the prize', () => {
    const t = table({ hand: bids(1, 9, 13), prizes: prizes(5, 6) }, { hand: bids(2, 3, 4) });
    t.choose('bid:bid-9').choose('bid:bid-4', 1);
    expect(t.log.some((l) => l.rule === 'GS-2.3' && l.message === 'player 0 bids 9, player 1 bids 4')).toBe(true);
    expect(t.zone('discard@0')).toEqual(['bid-9']);
    expect(t.zone('discard@1')).toEqual(['bid-4']);
    expect(t.zone('won@0')).toEqual(['prize-5']);
    expect(t.log.some((l) => l.rule === 'GS-2.4' && l.message === 'player 0 takes 5 in prizes')).toBe(true);
  });

  it(
    "GS-2.5 / GS-2.6: equal bids leave the prize on the table; the next round's winner takes both; the " +
      'first bidder alternates',
    () => {
      const t = table({ hand: bids(4, 9, 13), prizes: prizes(5, 6, 7) }, { hand: bids(4, 2, 3) });
      t.choose('bid:bid-4').choose('bid:bid-4', 1);
      expect(t.log.some((l) => l.rule === 'GS-2.5' && l.message === 'equal bids: 1 prize(s) stay on the table')).toBe(
        true,
      );
      expect(t.pending).toMatchObject({ player: 1, prompt: 'bid', params: { prize: 11 } });
      t.choose('bid:bid-2', 1).choose('bid:bid-9', 0);
      expect(t.zone('won@0')).toEqual(['prize-5', 'prize-6']);
      expect(t.zone('table')).toEqual(['prize-7']);
    },
  );

  it('GS-2.5: with ties: discard the prizes of equal bids are discarded', () => {
    const t = table({ hand: bids(4, 9), prizes: prizes(5, 6) }, { hand: bids(4, 2) }, { options: { ties: 'discard' } });
    t.choose('bid:bid-4').choose('bid:bid-4', 1);
    expect(t.zone('spent')).toEqual(['prize-5']);
    expect(t.zone('table')).toEqual(['prize-6']);
  });

  it('GS-3.1: after the last round the higher winnings win; prizes left on the table do not count', () => {
    const t = table({ hand: bids(3), prizes: prizes(2), won: prizes(10) }, { hand: bids(3), won: prizes(11) });
    t.choose('bid:bid-3').choose('bid:bid-3', 1);
    expect(t.zone('table')).toEqual(['prize-2']);
    expect(t.state.result).toMatchObject({ winners: [1], draw: false, rule: 'GS-3.1' });
    expect(t.log.some((l) => l.rule === 'GS-3.1' && l.message === 'final winnings: 10 to 11')).toBe(true);
  });

  it('GS-3.1: equal winnings are a draw', () => {
    const t = table({ hand: bids(13), prizes: prizes(1), won: prizes(10) }, { hand: bids(1), won: prizes(11) });
    t.choose('bid:bid-13').choose('bid:bid-1', 1);
    expect(t.state.result).toMatchObject({ winners: [], draw: true, rule: 'GS-3.1' });
  });

  it('GS-4.1: a deck is exactly one bid card of each value', () => {
    expect(engine.validateDeck(deckOf())).toEqual([]);
    const short = engine.validateDeck({ hand: bids(1, 1, 2) });
    expect(short.every((p) => p.rule === 'GS-4.1')).toBe(true);
    expect(short.map((p) => p.message)).toContain('exactly one bid-1 (this deck has 2)');
    expect(engine.validateDeck({ hand: [...deckOf().hand], prizes: prizes(1) })[0].message).toContain(
      'not cards in "prizes"',
    );
  });
});
