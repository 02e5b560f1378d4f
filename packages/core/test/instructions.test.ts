import { describe, it, expect } from 'vitest';
import { TestGame } from './support/harness.js';

describe('core effect instructions', () => {
  it('set keeps a computed value and repeat runs its body that many times: 3 units, 3 separate 1-damage hits', () => {
    const g = new TestGame({ field: ['vanilla', 'big', 'stacker'], hand: ['volley'] }, { field: ['big'] });
    const target = g.id('big', 'field', 1);
    g.play('volley').select([target]);
    expect(g.counter(target, 'damage')).toBe(3);
    // Three damage events, not one of 3: a loop over the body, not a multiplied amount.
    expect(g.events.filter((e) => e.event.kind === 'damage' && e.event.target === target)).toHaveLength(3);
  });

  it('repeat with a count of 0 runs nothing', () => {
    const g = new TestGame({ hand: ['volley'] }, { field: ['big'] });
    const target = g.id('big', 'field', 1);
    g.play('volley').select([target]);
    expect(g.counter(target, 'damage')).toBe(0);
  });

  it('lose ends the game with the other player the winner, citing the rule and reason given', () => {
    const g = new TestGame({ hand: ['concede'] }, { field: ['big'] });
    g.play('concede');
    expect(g.state.result).toMatchObject({ winners: [1], reason: 'conceded', rule: 'T-LOSE' });
    expect(g.state.pending).toBeNull();
  });

  it('once the game has a result, the rest of the effect does not resolve', () => {
    const g = new TestGame({ hand: ['concede-then-draw'], deck: ['vanilla'] });
    g.play('concede-then-draw');
    expect(g.state.result).toMatchObject({ winners: [1] });
    expect(g.defs('hand')).toEqual([]);
    expect(g.defs('deck')).toEqual(['vanilla']);
  });

  it('attach puts cards under a unit, which then adds their modifiers (CT-9.8.3)', () => {
    const g = new TestGame({ field: ['vanilla'], hand: ['graft'], deck: ['stacker', 'stacker'] });
    const host = g.id('vanilla');
    expect(g.chars(host).attack).toBe(2);
    g.play('graft').select([host]);
    expect(g.ids('deck')).toEqual([]);
    const attached = g.state.objects[host].attached;
    expect(attached.map((a) => [g.state.objects[a].def, g.state.objects[a].attachKind])).toEqual([
      ['stacker', 'under'],
      ['stacker', 'under'],
    ]);
    expect(g.chars(host).attack).toBe(4);
  });

  it(
    'replacement creates a replacement effect that lasts until its boundary: 5 damage is 3 this turn, 5 ' + 'the next',
    () => {
      const g = new TestGame(
        { field: ['big'], hand: ['shield-wall', 'ping'], deck: ['vanilla'] },
        { hand: ['ping'], field: ['big'], deck: ['vanilla'] },
      );
      const mine = g.id('big');
      g.play('shield-wall').play('ping').select([mine]);
      expect(g.counter(mine, 'damage')).toBe(3);
      expect(g.state.replacements).toHaveLength(1);
      g.pass(0).pass(1); // the turn ends: the effect expires
      expect(g.state.replacements).toHaveLength(0);
      expect(g.state.turn.activePlayer).toBe(1);
      g.play('ping').select([mine]);
      const dealt = g.events
        .filter((e) => e.event.kind === 'damage' && e.event.target === mine)
        .map((e) => e.event.amount);
      expect(dealt).toEqual([3, 5]);
    },
  );

  it(
    'CT-9.2.3: a replacement "during your opponent\'s next turn" does not apply this turn and applies in ' + 'that one',
    () => {
      const g = new TestGame(
        { field: ['big'], hand: ['next-turn-shield', 'zero-ping'], deck: ['vanilla'] },
        { hand: ['ping'], field: ['big'], deck: ['vanilla'] },
      );
      const mine = g.id('big');
      g.play('next-turn-shield').play('zero-ping').select([mine]);
      g.pass(0).pass(1);
      g.play('ping').select([mine]);
      const dealt = g.events
        .filter((e) => e.event.kind === 'damage' && e.event.target === mine)
        .map((e) => e.event.amount);
      expect(dealt).toEqual([2, 3]);
    },
  );

  it('forEach runs its body once per chosen item, in the chosen order, each reading its own item', () => {
    const g = new TestGame({ field: ['vanilla', 'big'], hand: ['self-harm'] });
    const [vanilla, big] = [g.id('vanilla'), g.id('big')];
    g.play('self-harm').select([big, vanilla]);
    // Each its own attack (3 and 2), big first: an engine reusing the first item would deal 3 to one of them twice.
    const dealt = g.events.filter((e) => e.event.kind === 'damage').map((e) => [e.event.target, e.event.amount]);
    expect(dealt).toEqual([
      [big, 3],
      [vanilla, 2],
    ]);
  });

  it('forEach over nothing chosen (no unit to choose) runs nothing', () => {
    const g = new TestGame({ hand: ['self-harm'] }, { field: ['vanilla'] });
    g.play('self-harm');
    expect(g.events.filter((e) => e.event.kind === 'damage')).toEqual([]);
    expect(g.defs('grave')).toEqual(['self-harm']);
  });

  it('forEach inside forEach: each loop keeps its own items (11 + 21 + 12 + 22)', () => {
    const g = new TestGame({ hand: ['grid'] });
    g.play('grid');
    expect(g.state.players[0].data.tally).toBe(66);
  });

  it('forEach over a single value runs once with it; over nothing (null), not at all', () => {
    const one = new TestGame({ field: ['big'], hand: ['lone-harm'], deck: ['vanilla', 'vanilla'] });
    const big = one.id('big');
    one.play('lone-harm').select([big]);
    const dealt = one.events.filter((e) => e.event.kind === 'damage').map((e) => [e.event.target, e.event.amount]);
    expect([dealt, one.defs('hand')]).toEqual([[[big, 3]], ['vanilla']]);
    const none = new TestGame({ hand: ['lone-harm'], deck: ['vanilla'] }, { field: ['vanilla'] });
    none.play('lone-harm');
    // Not even an attempt on "nothing": no damage event at all, not one that does not happen.
    expect(none.log.filter((l) => /damage/.test(l.message))).toEqual([]);
    expect([none.defs('grave'), none.defs('hand')]).toEqual([['lone-harm'], []]);
  });

  it('CT-9.5.4: choosePlayer asks the controller to target a player; the chosen player is the one affected', () => {
    const g = new TestGame({ hand: ['gift-draw'], deck: ['vanilla'] }, { deck: ['big', 'big'] });
    g.play('gift-draw');
    expect([g.pending.player, g.optionKeys()]).toEqual([0, ['player:0', 'player:1']]);
    g.choose('player:1');
    expect([g.defs('hand', 0), g.defs('hand', 1)]).toEqual([[], ['big']]);
  });

  it('choosePlayer asks the player it names, and chooses alone when only one player can be chosen', () => {
    const g = new TestGame({ hand: ['their-pick', 'their-draw'], deck: ['vanilla'] }, { deck: ['big', 'big'] });
    g.play('their-pick');
    expect(g.pending.player).toBe(1);
    g.choose('player:0', 1);
    expect(g.defs('hand', 0)).toEqual(['their-draw', 'vanilla']);
    g.play('their-draw'); // no question: the opponent is the only candidate
    expect([g.defs('hand', 1), g.optionKeys().includes('player:0')]).toEqual([['big'], false]);
  });

  it('CT-9.5.4: without `player`, choosePlayer asks the controller, also when the controller is player 1', () => {
    const g = new TestGame({ deck: ['vanilla', 'vanilla'] }, { hand: ['gift-draw'], deck: ['big', 'big'] });
    g.pass();
    g.pass(1);
    expect(g.state.turn.activePlayer).toBe(1);
    g.play('gift-draw');
    // Asked to player 1, the controller, citing the ruleset's targeting rule.
    expect([g.pending.player, g.pending.rule, g.optionKeys()]).toEqual([1, 'CT-9.5.4', ['player:0', 'player:1']]);
    g.choose('player:0');
    expect(g.defs('hand', 0)).toContain('vanilla');
  });

  it('choosePlayer keeps only the listed values that are players: one left is chosen without asking', () => {
    const g = new TestGame({ hand: ['listed-draw', 'vanilla'] }, { deck: ['big', 'big'] });
    g.play('listed-draw');
    // 7 and "p0" are not player ids, so player 1 is the only candidate and draws at once.
    expect([g.defs('hand', 1), g.optionKeys().some((k) => k.startsWith('player:'))]).toEqual([['big'], false]);
  });
});
