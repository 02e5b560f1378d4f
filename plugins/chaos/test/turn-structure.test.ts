import { describe, it, expect } from 'vitest';
import { table, filler, passUntil } from './support.js';

const hand = (t: ReturnType<typeof table>, p: number) => t.state.zones[`hand@${p}`].length;

describe('turn structure (CT-7)', () => {
  it(
    'CT-7.1.1 / CT-7.4.4 / CT-7.5.1 / CT-7.6.7: beginning, main, battle and end phases in order; then the ' +
      'opponent becomes main player',
    () => {
      const t = table({
        players: [
          { zones: { deck: filler(10), partner: ['test-dummy2'] } },
          { zones: { deck: filler(10), partner: ['test-dummy2'] } },
        ],
      });
      expect(t.state.turn.phase).toBe('main');
      t.choose('pass');
      expect(t.state.turn.phase).toBe('battle');
      expect(t.pending?.prompt).toBe('playTiming');
      passUntil(t, 'battle.attack').choose('end');
      passUntil(t, 'playTiming');
      expect(t.state.turn.number).toBe(4);
      expect(t.state.turn.activePlayer).toBe(1);
      expect(t.state.turn.phase).toBe('main');
    },
  );

  it(
    'CT-7.3.1 / CT-7.3.2.5: in the recovery step rested charas stand and reversed charas rest; standing ' + 'ones stay',
    () => {
      const t = table({
        start: { activePlayer: 0, turn: 3, phase: 'end' },
        players: [
          { zones: { deck: filler(10), partner: ['test-dummy2'] } },
          {
            zones: {
              deck: filler(10),
              partner: [{ def: 'test-dummy2', status: { pose: 'rest' } }],
              front1: [{ def: 'test-dummy', status: { pose: 'reverse' } }],
              front2: ['test-big'],
            },
          },
        ],
      });
      passUntil(t, 'playTiming');
      expect(t.state.turn.activePlayer).toBe(1);
      expect(t.card('partner@1[0]').status.pose).toBe('stand');
      expect(t.card('front1@1[0]').status.pose).toBe('rest');
      expect(t.card('front2@1[0]').status.pose).toBe('stand');
      expect(t.log.some((l) => l.rule === 'CT-7.3.2.5')).toBe(true);
    },
  );

  it('CT-7.3.3.1 / CT-7.3.3.2: the draw step draws 1', () => {
    const t = table({
      start: { activePlayer: 1, turn: 2, phase: 'beginning' },
      players: [
        { zones: { deck: filler(10), partner: ['test-dummy2'] } },
        { zones: { deck: filler(10), partner: ['test-dummy2'] } },
      ],
    });
    expect(hand(t, 1)).toBe(1);
    expect(t.state.zones['deck@1'].length).toBe(9);
  });

  it(
    'CT-1.2.2 / CT-11.2.2 / CT-11.2.1: drawing from an empty deck in the draw step loses at the next check ' + 'timing',
    () => {
      const t = table({
        start: { activePlayer: 1, turn: 2, phase: 'beginning' },
        players: [{ zones: { deck: filler(10), partner: ['test-dummy2'] } }, { zones: { partner: ['test-dummy2'] } }],
      });
      expect(t.state.result?.winners).toEqual([0]);
      expect(t.state.players[1].lost?.rule).toBe('CT-11.2.2');
    },
  );

  it(
    'CT-7.3.2.1 / CT-7.3.2.3: "at game start" triggers only in the first turn; "at the start of the turn" ' +
      'every turn',
    () => {
      const t = table({
        start: { activePlayer: 0, turn: 1, phase: 'beginning' },
        players: [
          { zones: { deck: filler(10), partner: ['test-dummy2'] } },
          { zones: { deck: filler(10), partner: ['test-dummy2'] } },
        ],
      });
      const starts = t.log.filter((l) => l.message.startsWith('start of ')).map((l) => l.message);
      expect(starts.slice(0, 3)).toEqual(['start of game', 'start of turn', 'start of beginningPhase']);
      const later = table({
        start: { activePlayer: 0, turn: 3, phase: 'beginning' },
        players: [
          { zones: { deck: filler(10), partner: ['test-dummy2'] } },
          { zones: { deck: filler(10), partner: ['test-dummy2'] } },
        ],
      });
      expect(later.log.some((l) => l.message === 'start of game')).toBe(false);
    },
  );

  it(
    'CT-7.3.4.1 / CT-4.2.7.3 / CT-7.3.4.2: in the maintenance step the master pays 【維持】 or the card turns ' +
      'face down',
    () => {
      const setup = (handCards: string[]) =>
        table({
          start: { activePlayer: 0, turn: 3, phase: 'beginning' },
          players: [
            { zones: { deck: filler(10), hand: handCards, partner: ['test-dummy2'], front1: ['sw-francesca'] } },
            { zones: { deck: filler(10), partner: ['test-dummy2'] } },
          ],
        });
      const paid = setup(['test-big']);
      expect(paid.pending?.prompt).toBe('maintain');
      // The maintenance step follows the draw step (CT-7.3.1): the card is drawn already.
      expect(paid.state.turn.step).toBe('maintenance');
      expect(paid.zone('hand@0')).toEqual(['test-big', 'test-dummy']);
      paid.choose('pay');
      // The drawn card and test-big are both in hand: the cost asks which to discard.
      if (paid.pending?.prompt === 'cost.discard') paid.select(['hand@0:test-big']);
      expect(paid.card('front1@0:sw-francesca').status.face).toBe('up');
      expect(paid.zone('wr@0')).toEqual(['test-big']);
      const unpaid = setup([]);
      unpaid.choose('no');
      expect(unpaid.card('front1@0:sw-francesca').status.face).toBe('down');
      expect(unpaid.state.turn.phase).toBe('main');
    },
  );

  it(
    'CT-7.4.1 / CT-7.4.2 / CT-7.4.3 / CT-3.5.2: the main player takes one action per play timing, then ' +
      'gets play timing again',
    () => {
      const t = table({
        players: [
          { zones: { deck: filler(10), hand: ['sw-ev-scramble'], partner: ['test-dummy2'] } },
          { zones: { deck: filler(10), partner: ['test-dummy2'] } },
        ],
      });
      expect(t.log.some((l) => l.message === 'start of mainPhase')).toBe(true);
      expect(t.pending?.player).toBe(0);
      t.choose('event:sw-ev-scramble');
      expect(hand(t, 0)).toBe(2);
      expect(t.pending?.prompt).toBe('playTiming');
      expect(t.pending?.player).toBe(0);
    },
  );

  it('CT-7.4.2.1 / CT-9.5.3.6: normal appearance: once per turn, face up and standing in a friend area', () => {
    const t = table({
      players: [
        {
          zones: { deck: filler(10), hand: ['sw-mio', 'sw-sanya', 'sw-erica', 'test-dummy'], partner: ['test-dummy2'] },
        },
        { zones: { deck: filler(10), partner: ['test-dummy2'] } },
      ],
    });
    expect(t.pending?.options.some((o) => o.key === 'appear:sw-mio:partner')).toBe(false);
    t.choose('appear:sw-mio:front1');
    expect(t.card('front1@0:sw-mio').status).toMatchObject({ face: 'up', pose: 'stand' });
    expect(t.pending?.options.some((o) => o.key.startsWith('appear:'))).toBe(false);
    // CT-7.4.2.2: intrusion is still possible, any number of times, paying only 【乱入】.
    expect(t.pending?.options.some((o) => o.key === 'intrude:sw-erica:front2')).toBe(true);
  });

  it('CT-7.4.2.2 / CT-4.2.7.1: intrusion pays the 【乱入】 cost and counts as appearing', () => {
    const t = table({
      players: [
        { zones: { deck: filler(10), hand: ['sw-erica', 'test-dummy'], partner: ['test-dummy2'] } },
        { zones: { deck: filler(10), partner: ['test-dummy2'] } },
      ],
    });
    t.choose('intrude:sw-erica:back1');
    expect(t.zone('back1@0')).toEqual(['sw-erica']);
    expect(t.zone('wr@0')).toEqual(['test-dummy']);
    expect(t.log.some((l) => l.message.includes('appears (intrude)'))).toBe(true);
    expect(t.state.players[0].data.appeared).toBeUndefined();
  });

  it(
    'CT-7.4.2.3 / CT-10.3.1 / CT-10.3.2: level up the partner once per turn with a same-name hand card, ' +
      'paying 【レベルアップ】',
    () => {
      const t = table({
        players: [
          {
            zones: {
              deck: filler(10),
              hand: ['sw-eila', 'sw-eila', 'test-dummy'],
              partner: [{ def: 'sw-eila', status: { face: 'down', pose: 'rest' }, counters: { damage: 1 } }],
            },
          },
          { zones: { deck: filler(10), partner: ['test-dummy2'] } },
        ],
      });
      t.choose('levelUp:partner:sw-eila');
      t.select(['hand@0:test-dummy']);
      const p = t.card('partner@0:sw-eila');
      expect(p.status).toMatchObject({ face: 'up', pose: 'stand' });
      expect(p.counters.damage ?? 0).toBe(0);
      expect(p.characteristics.level).toBe(2);
      // Partner: base 3/2 + own modifiers +2/+2 + the level card's +2/+2 (CT-3.10.3).
      expect([p.characteristics.attack, p.characteristics.durability]).toEqual([7, 6]);
      expect(t.pending?.options.some((o) => o.key.startsWith('levelUp:'))).toBe(false);
      expect(t.log.some((l) => l.message.includes('levels up'))).toBe(true);
    },
  );

  it('CT-7.4.2.4 / CT-4.1.4: a main-icon event is usable in the main phase only', () => {
    const main = table({
      players: [
        { zones: { deck: filler(10), hand: ['sw-ev-scramble', 'sw-ev-shield'], partner: ['test-dummy2'] } },
        { zones: { deck: filler(10), partner: ['test-dummy2'] } },
      ],
    });
    const keys = main.pending!.options.map((o) => o.key);
    expect(keys).toContain('event:sw-ev-scramble');
    expect(keys).not.toContain('event:sw-ev-shield');
  });

  it('CT-7.4.2.5 / CT-3.10.5: a set card is set on your chara; it modifies attack and durability', () => {
    const t = table({
      players: [
        { zones: { deck: filler(10), hand: ['sw-set-mg42', 'sw-set-striker'], partner: ['sw-mio'] } },
        { zones: { deck: filler(10), partner: ['test-dummy2'] } },
      ],
    });
    t.choose('set:sw-set-mg42:partner');
    expect(t.card('partner@0:sw-mio').characteristics.attack).toBe(5);
  });

  it(
    'CT-7.4.2.6 / CT-9.1.2 / CT-4.4.1: a main-icon activated ability is played by paying its 〔〕 cost ' +
      '("rest" means this card)',
    () => {
      const t = table({
        players: [
          { zones: { deck: filler(10), partner: ['test-dummy2'], front1: ['sw-lynette'] } },
          { zones: { deck: filler(10), partner: ['test-big'] } },
        ],
      });
      t.choose('activate:sw-lynette/snipe:front1').select(['partner@1:test-big']);
      expect(t.card('front1@0:sw-lynette').status.pose).toBe('rest');
      expect(t.card('partner@1:test-big').counters.damage).toBe(1);
      // The cost can no longer be paid: the ability is not offered.
      expect(t.pending?.options.some((o) => o.key.startsWith('activate:sw-lynette'))).toBe(false);
    },
  );

  it('CT-4.1.7: a once-per-turn activated ability can be played once per turn', () => {
    const t = table({
      players: [
        { zones: { deck: filler(10), partner: ['test-dummy2'], front1: ['nitro-okabe'] } },
        { zones: { deck: filler(10), partner: ['test-dummy2'] } },
      ],
    });
    t.choose('activate:nitro-okabe/reading:front1');
    t.select([]);
    expect(t.state.usedThisTurn.some((u) => u.endsWith('nitro-okabe/reading'))).toBe(true);
    expect(t.pending?.options.some((o) => o.key.startsWith('activate:nitro-okabe'))).toBe(false);
  });

  it(
    'CT-7.6.3 / CT-7.6.4: in the end phase one face-down chara turns face up and the partner stands (rest ' +
      '→ stand)',
    () => {
      const t = table({
        start: { activePlayer: 0, turn: 3, phase: 'end' },
        players: [
          {
            zones: {
              deck: filler(10),
              partner: [{ def: 'test-dummy2', status: { pose: 'rest' } }],
              front1: [{ def: 'test-big', status: { face: 'down' } }],
              front2: [{ def: 'test-dummy', status: { face: 'down' } }],
            },
          },
          { zones: { deck: filler(10), partner: ['test-dummy2'] } },
        ],
      });
      expect(t.pending?.prompt).toBe('endPhase.faceUp');
      t.choose('test-big:front1');
      expect(t.card('front1@0:test-big').status.face).toBe('up');
      expect(t.card('front2@0:test-dummy').status.face).toBe('down');
      expect(t.card('partner@0:test-dummy2').status.pose).toBe('stand');
    },
  );

  it('CT-7.6.4: a reversed partner becomes rested in the end phase', () => {
    const t = table({
      start: { activePlayer: 0, turn: 3, phase: 'end' },
      players: [
        { zones: { deck: filler(10), partner: [{ def: 'test-dummy2', status: { pose: 'reverse' } }] } },
        { zones: { deck: filler(10), partner: ['test-dummy2'] } },
      ],
    });
    expect(t.state.objects[t.state.zones['partner@0'][0]].status.pose).toBe('rest');
  });

  it(
    'CT-7.6.5 / CT-7.6.6 / CT-7.6.6.1 / CT-7.6.6.2 / CT-7.6.6.3: the hand limit is 7 (excess to the WR), ' +
      'then all damage on both sides becomes 0',
    () => {
      const t = table({
        start: { activePlayer: 0, turn: 3, phase: 'end' },
        players: [
          { zones: { deck: filler(10), hand: filler(9), partner: [{ def: 'test-big', counters: { damage: 2 } }] } },
          { zones: { deck: filler(10), hand: filler(9), partner: [{ def: 'test-big', counters: { damage: 3 } }] } },
        ],
      });
      expect(t.pending?.prompt).toBe('handLimit.discard');
      expect(t.pending?.min).toBe(2);
      t.answer({ picks: [0, 1] });
      expect(hand(t, 0)).toBe(7);
      expect(t.state.zones['wr@0'].length).toBe(2);
      // Only the main player's hand is limited.
      expect(hand(t, 1)).toBeGreaterThanOrEqual(9);
      expect(t.card('partner@0:test-big').counters.damage ?? 0).toBe(0);
      expect(t.card('partner@1:test-big').counters.damage ?? 0).toBe(0);
    },
  );

  it('CT-7.6.6.1: a hand of exactly 7 is within the limit: nothing is asked and nothing is discarded', () => {
    const t = table({
      start: { activePlayer: 0, turn: 3, phase: 'end' },
      players: [
        { zones: { deck: filler(10), hand: filler(7), partner: ['test-big'] } },
        { zones: { deck: filler(10), partner: ['test-big'] } },
      ],
    });
    expect(t.log.some((l) => l.rule === 'CT-7.6.6.1' && l.message.includes('discard'))).toBe(false);
    expect(t.pending?.prompt).not.toBe('handLimit.discard');
    expect(hand(t, 0)).toBe(7);
    expect(t.state.zones['wr@0']).toEqual([]);
  });

  it(
    'CT-7.2.1 / CT-7.2.2 / CT-7.2.3 / CT-7.2.4 / CT-7.2.5: the end procedure plays "at the end of turn" ' +
      'triggers before "until end of turn" effects expire, once each',
    () => {
      const t = table({
        players: [
          { zones: { deck: filler(10), hand: ['test-plus2'], partner: ['nitro-takumi'] } },
          { zones: { deck: filler(10), partner: ['test-dummy2'] } },
        ],
      });
      t.choose('event:test-plus2').select(['partner@0:nitro-takumi']);
      expect(t.card('partner@0:nitro-takumi').characteristics.attack).toBe(4);
      t.choose('pass');
      passUntil(t, 'battle.attack').choose('end');
      passUntil(t, 'playTiming');
      const draw = t.log.findIndex((l) => l.rule === 'CT-3.16.2');
      const expiry = t.log.findIndex((l) => l.message.startsWith('turn.end') && l.message.includes('expired'));
      expect(draw).toBeGreaterThan(-1);
      expect(expiry).toBeGreaterThan(draw);
      expect(t.log.filter((l) => l.rule === 'CT-3.16.2').length).toBe(1);
      expect(t.card('partner@0:nitro-takumi').characteristics.attack).toBe(2);
    },
  );

  it('CT-7.2.2: "not yet met" lasts one processing unit: the same end-of-turn trigger fires again next turn', () => {
    const t = table({
      players: [
        { zones: { deck: filler(10), partner: ['nitro-takumi'] } },
        { zones: { deck: filler(10), partner: ['test-dummy2'] } },
      ],
    });
    const delusions = () => t.log.filter((l) => l.rule === 'CT-3.16.2').length;
    for (const turn of [3, 4, 5]) {
      passUntil(t, 'battle.attack').choose('end');
      passUntil(t, 'playTiming');
      expect(t.state.turn.number).toBe(turn + 1);
      // Only at the end of its master's turns (3 and 5), and each time.
      expect(delusions()).toBe(turn === 3 ? 1 : turn === 4 ? 1 : 2);
    }
  });

  it(
    'CT-7.2.5: a rule process the expiry step leaves (damage now reaches durability) is done in that end ' +
      'procedure, before the next phase begins',
    () => {
      const t = table({
        players: [
          {
            zones: {
              deck: filler(10),
              hand: ['test-tough2', 'test-blast5'],
              partner: ['test-dummy2'],
              front1: [{ def: 'test-big', counters: { damage: 2 } }],
            },
          },
          { zones: { deck: filler(10), partner: ['test-dummy2'] } },
        ],
      });
      t.choose('event:test-tough2').select(['front1@0:test-big']);
      t.choose('event:test-blast5').select(['front1@0:test-big']);
      // 7 damage against durability 6 + 2 (until the end of the main phase): it stays face up for now.
      expect(t.card('front1@0:test-big').status.face).toBe('up');
      passUntil(t, 'battle.attack');
      expect(t.card('front1@0:test-big').status.face).toBe('down');
      const at = (pred: (l: (typeof t.log)[number]) => boolean) => t.log.findIndex(pred);
      const expired = at((l) => l.message.startsWith('phase.end (main)') && l.message.includes('expired'));
      const big = t.card('front1@0:test-big').id;
      const turnedDown = at((l) => l.rule === 'CT-11.7.1' && l.message.startsWith(`${big} face becomes "down"`));
      const battleStarts = at((l) => l.message.startsWith('phase.start (battle)'));
      expect(expired).toBeGreaterThan(-1);
      expect(turnedDown).toBeGreaterThan(expired);
      expect(turnedDown).toBeLessThan(battleStarts);
    },
  );

  it(
    'CT-7.2.4 / CT-7.6.6 / CT-7.6.6.1: "until the end of the turn" expires in the end procedure\'s expiry step, ' +
      'before the hand limit is applied right after it',
    () => {
      const t = table({
        start: { activePlayer: 0, turn: 3, phase: 'main' },
        players: [
          { zones: { deck: filler(10), hand: ['test-plus2', ...filler(8)], partner: ['test-big'] } },
          { zones: { deck: filler(10), partner: ['test-dummy2'] } },
        ],
      });
      t.choose('event:test-plus2').select(['partner@0:test-big']);
      expect(t.card('partner@0:test-big').characteristics.attack).toBe(8);
      passUntil(t, 'battle.attack').choose('end');
      passUntil(t, 'handLimit.discard');
      // An engine that lets the effect run out only when the turn itself is over still shows 8 here.
      expect(t.card('partner@0:test-big').characteristics.attack).toBe(6);
    },
  );

  it('CT-7.2.4 / CT-7.4.3: "until the end of the main phase" expires when the main phase ends, before battle', () => {
    const t = table({
      start: { activePlayer: 0, turn: 3, phase: 'main' },
      players: [
        { zones: { deck: filler(10), hand: ['test-main-boost'], partner: ['test-big'] } },
        { zones: { deck: filler(10), partner: ['test-dummy2'] } },
      ],
    });
    t.choose('event:test-main-boost').select(['partner@0:test-big']);
    expect(t.card('partner@0:test-big').characteristics.attack).toBe(8);
    passUntil(t, 'battle.attack');
    expect(t.card('partner@0:test-big').characteristics.attack).toBe(6);
  });
});

describe('check timing and play timing (CT-3.4, CT-3.5, CT-9.4)', () => {
  const watchers = (options: Record<string, unknown> = {}) =>
    table({
      options,
      players: [
        { zones: { deck: filler(10), hand: ['test-dummy2'], partner: ['test-watcher'], front1: ['test-watcher2'] } },
        { zones: { deck: filler(10), partner: ['test-watcher'] } },
      ],
    });
  const drawOrder = (t: ReturnType<typeof table>) =>
    t.log.filter((l) => l.rule === 'CT-3.16.2').map((l) => Number(/hand@(\d)/.exec(l.message)?.[1]));

  it(
    'CT-3.4.1 / CT-9.4.1.1 / CT-9.4.1.2 / CT-9.4.1.3 / CT-9.4.1.4 / CT-9.4.1.5: literal reading (default) ' +
      '— main player one, sub player one, then the main player again (M1 → S1 → M2)',
    () => {
      const t = watchers();
      t.choose('appear:test-dummy2:front2');
      expect(t.pending?.prompt).toBe('trigger.choose');
      expect(t.pending?.player).toBe(0);
      t.answer({ choice: 0 });
      expect(drawOrder(t)).toEqual([0, 1, 0]);
    },
  );

  it(
    'CT-9.4.1.5 (option "exhaust"): every play returns to step 1, so the main player plays all theirs ' +
      'first (M1 → M2 → S1)',
    () => {
      const t = watchers({ checkTiming: 'exhaust' });
      t.choose('appear:test-dummy2:front2');
      t.answer({ choice: 0 });
      expect(drawOrder(t)).toEqual([0, 0, 1]);
    },
  );

  it('CT-9.6.3 / CT-9.6.4: the player chooses which waiting ability to play, in any order', () => {
    const t = watchers();
    t.choose('appear:test-dummy2:front2');
    expect(t.pending?.options.length).toBe(2);
    t.answer({ choice: 1 });
    expect(t.log.some((l) => l.rule === 'CT-9.6.3')).toBe(true);
  });

  it(
    'CT-3.5.1 / CT-3.5.3 / CT-9.4.2 / CT-8.2.3: in the battle ability steps both players get play timing; ' +
      'the step ends only after both pass in a row',
    () => {
      const t = table({
        start: { activePlayer: 0, turn: 3, phase: 'battle' },
        players: [
          { zones: { deck: filler(10), partner: ['test-dummy2'] } },
          { zones: { deck: filler(10), hand: ['aqua-ev-rooftop'], partner: ['test-big'] } },
        ],
      });
      expect(t.pending?.player).toBe(0);
      t.choose('pass');
      expect(t.pending?.player).toBe(1);
      t.choose('event:aqua-ev-rooftop').select(['partner@0:test-dummy2']);
      // CT-8.2.3: after player 1 acted, player 0 receives play timing; passes must be consecutive again.
      expect(t.pending?.prompt).toBe('playTiming');
      expect(t.pending?.player).toBe(0);
      t.choose('pass');
      expect(t.pending?.player).toBe(1);
      t.choose('pass');
      expect(t.pending?.prompt).toBe('battle.attack');
    },
  );
});
