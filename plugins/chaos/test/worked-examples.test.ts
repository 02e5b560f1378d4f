import { describe, it, expect } from 'vitest';
import { table, filler, passUntil } from './support.js';

/** The worked examples the rules give, each reproduced exactly. */
describe('worked examples of the rules', () => {
  it(
    'CT-10.1.8: 無垢なる刃デモンベイン on a face-down, rested, level-3 九郎 with フィンジアスの剣 is attack 14, durability 12, ' +
      'face up and standing',
    () => {
      const t = table({
        players: [
          {
            zones: {
              deck: filler(5),
              extra: ['nitro-ex-demonbane'],
              partner: [
                {
                  def: 'nitro-kurou',
                  status: { face: 'down', pose: 'rest' },
                  counters: { damage: 1 },
                  attached: [
                    { def: 'nitro-kurou', kind: 'level' },
                    { def: 'nitro-kurou', kind: 'level' },
                    { def: 'nitro-set-fingias', kind: 'set' },
                  ],
                },
              ],
            },
          },
          { zones: { deck: filler(5), partner: ['test-dummy2'] } },
        ],
      });
      t.choose('extra:nitro-ex-demonbane:partner');
      const c = t.card('partner@0[0]');
      expect(c.def).toBe('nitro-ex-demonbane');
      expect(c.characteristics.attack).toBe(14);
      expect(c.characteristics.durability).toBe(12);
      expect(c.characteristics.level).toBe(3);
      expect(c.status.face).toBe('up');
      expect(c.status.pose).toBe('stand');
      expect(c.counters.damage ?? 0).toBe(0);
      // The base chara and its stacked cards are now under the extra chara.
      const attachedDefs = t.state.objects[c.id].attached
        .map((a) => `${t.state.objects[a].def}/${t.state.objects[a].attachKind}`)
        .sort();
      expect(attachedDefs).toEqual([
        'nitro-kurou/base',
        'nitro-kurou/level',
        'nitro-kurou/level',
        'nitro-set-fingias/set',
      ]);
      expect(t.log.some((l) => l.rule === 'CT-10.1.7')).toBe(true);
    },
  );

  it('CT-9.9.5: Eila on Bf109G-2 ("damage reduced by 3") takes 2 from 5 damage', () => {
    const t = table({
      players: [
        { zones: { deck: filler(5), hand: ['test-blast5'], partner: ['test-dummy2'] } },
        { zones: { deck: filler(5), partner: ['test-dummy2'], front1: ['sw-eila-bf109'] } },
      ],
    });
    t.choose('event:test-blast5').select(['front1@1:sw-eila-bf109']);
    expect(t.card('front1@1:sw-eila-bf109').counters.damage).toBe(2);
    expect(t.card('front1@1:sw-eila-bf109').status.face).toBe('up');
  });

  it(
    'CT-9.9.6: Perrine ("does not receive non-battle damage") takes nothing from 5 effect damage but takes ' +
      'battle damage',
    () => {
      const t = table({
        players: [
          { zones: { deck: filler(5), hand: ['test-blast5'], partner: ['test-dummy2'], front1: ['sw-lynette'] } },
          { zones: { deck: filler(5), partner: ['test-dummy2'], front1: ['sw-perrine'] } },
        ],
      });
      t.choose('event:test-blast5').select(['front1@1:sw-perrine']);
      expect(t.card('front1@1:sw-perrine').counters.damage ?? 0).toBe(0);
      const perrine = t.card('front1@1:sw-perrine').id;
      expect(t.log.some((l) => l.message.startsWith(`${perrine} receives`))).toBe(false);
      // Now battle: リーネ (attack 1) attacks, Perrine guards and takes 1 battle damage.
      passUntil(t, 'battle.attack').choose('attack:sw-lynette:front1');
      passUntil(t, 'battle.guard').choose('guard:sw-perrine:front1');
      passUntil(t, 'battle.attack');
      expect(t.card('front1@1:sw-perrine').counters.damage).toBe(1);
    },
  );

  it('CT-9.5.4.2: 4 damage divided 2/1/1 among three charas is legal; 2/2/0 is rejected', () => {
    const setup: Parameters<typeof table>[0] = {
      players: [
        { zones: { deck: filler(5), hand: ['sw-ev-barrage', 'test-dummy'], partner: ['test-dummy2'] } },
        { zones: { deck: filler(5), partner: ['sw-perrine'], front1: ['sw-mio'], front2: ['sw-sanya'] } },
      ],
    };
    const t = table(setup).choose('event:sw-ev-barrage');
    expect(t.pending?.kind).toBe('distribute');
    const before = JSON.stringify(t.state);
    t.step({
      player: 0,
      distribute: [
        { target: 'partner@1:sw-perrine', amount: 2 },
        { target: 'front1@1:sw-mio', amount: 2 },
        { target: 'front2@1:sw-sanya', amount: 0 },
      ],
      rejects: 'illegal-choice',
    });
    expect(JSON.stringify(t.state)).toBe(before);
    t.distribute([
      { target: 'partner@1:sw-perrine', amount: 2 },
      { target: 'front1@1:sw-mio', amount: 1 },
      { target: 'front2@1:sw-sanya', amount: 1 },
    ]);
    // Perrine takes no non-battle damage; the others take theirs.
    expect(t.card('partner@1:sw-perrine').counters.damage ?? 0).toBe(0);
    expect(t.card('front1@1:sw-mio').counters.damage).toBe(1);
    expect(t.card('front2@1:sw-sanya').counters.damage).toBe(1);
  });

  it('CT-1.3.8: attack 2, then −3, then +2 is 1, not 2', () => {
    const t = table({
      players: [
        { zones: { deck: filler(5), hand: ['test-minus3', 'test-plus2'], partner: ['test-dummy2'] } },
        { zones: { deck: filler(5), partner: ['test-dummy2'] } },
      ],
    });
    t.choose('event:test-minus3').select(['partner@0:test-dummy2']);
    expect(t.card('partner@0:test-dummy2').characteristics.attack).toBe(0);
    t.choose('event:test-plus2').select(['partner@0:test-dummy2']);
    expect(t.card('partner@0:test-dummy2').characteristics.attack).toBe(1);
  });

  it(
    'CT-9.8.13: "until end of turn all your charas get attack +2" does not apply to a chara that appears ' + 'later',
    () => {
      const t = table({
        players: [
          { zones: { deck: filler(5), hand: ['sw-ev-cheer', 'sw-mio'], partner: ['test-dummy2'] } },
          { zones: { deck: filler(5), partner: ['test-dummy2'] } },
        ],
      });
      t.choose('event:sw-ev-cheer');
      expect(t.card('partner@0:test-dummy2').characteristics.attack).toBe(4);
      t.choose('appear:sw-mio:front1');
      expect(t.card('front1@0:sw-mio').characteristics.attack).toBe(3);
    },
  );

  it(
    'CT-14.4.2: a "cannot be used as a cost" chara does not stop a 【登場】 cost that damages all your charas; ' +
      'it turns face down by rule',
    () => {
      const t = table({
        players: [
          { zones: { deck: filler(5), hand: ['test-harsh'], partner: ['test-dummy2'], front1: ['test-fragile'] } },
          { zones: { deck: filler(5), partner: ['test-dummy2'] } },
        ],
      });
      expect(t.pending?.options.some((o) => o.key === 'appear:test-harsh:front2')).toBe(true);
      t.choose('appear:test-harsh:front2');
      expect(t.card('front1@0:test-fragile').status.face).toBe('down');
      expect(t.card('front2@0:test-harsh').status.face).toBe('up');
      expect(t.log.some((l) => l.rule === 'CT-11.7.1')).toBe(true);
    },
  );

  it('CT-14.5.2: a unit appears stacked on the chara its unit cost names and gains all its names', () => {
    const t = table({
      players: [
        {
          zones: {
            deck: filler(5),
            hand: ['nitro-kageaki', 'test-dummy'],
            partner: ['test-dummy2'],
            front1: [
              {
                def: 'nitro-muramasa',
                counters: { damage: 2 },
                status: { pose: 'rest' },
                attached: [{ def: 'nitro-set-fingias', kind: 'set' }],
              },
            ],
          },
        },
        { zones: { deck: filler(5), partner: ['test-dummy2'] } },
      ],
    });
    t.choose('unit:nitro-kageaki:front1');
    const unit = t.card('front1@0[0]');
    expect(unit.def).toBe('nitro-kageaki');
    expect((unit.characteristics.names as string[]).sort()).toEqual(['村正', '景明'].sort());
    // CT-14.5.4: a new chara — no inherited rest or damage; the set card counts as stacked on it.
    expect(unit.status.pose).toBe('stand');
    expect(unit.counters.damage ?? 0).toBe(0);
    expect(unit.characteristics.attack).toBe(9);
    expect(t.state.players[0].data.appeared).toBe(true);
  });

  it(
    'CT-14.6.5: a pseudo-card of an opponent\'s "only in the opponent\'s battle phase" event, made in your ' +
      'own battle phase, cannot be played and vanishes',
    () => {
      const t = table({
        start: { activePlayer: 0, turn: 3, phase: 'battle' },
        players: [
          { zones: { deck: filler(5), hand: ['aqua-ev-mimic'], partner: ['test-dummy2'] } },
          { zones: { deck: filler(5), partner: ['test-dummy2'], wr: ['aqua-ev-counter'] } },
        ],
      });
      t.choose('event:aqua-ev-mimic').select(['wr@1:aqua-ev-counter']);
      expect(t.log.some((l) => l.rule === 'CT-14.6.5')).toBe(true);
      expect(t.zone('hand@0')).toEqual([]);
      expect(t.zone('wr@0')).toEqual(['aqua-ev-mimic']);
    },
  );
});
