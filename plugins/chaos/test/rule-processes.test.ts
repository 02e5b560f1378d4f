import { describe, it, expect } from 'vitest';
import { table, filler, passUntil } from './support.js';

const keys = (t: ReturnType<typeof table>) => t.pending!.options.map((o) => o.key);
/** The events of the last durability-damage batch, without their citations. */
const durabilityBatch = (t: ReturnType<typeof table>) => {
  const batch = [...t.log]
    .reverse()
    .find((l) => l.rule === 'CT-11.7.1' && l.message === 'rule process durability-damage');
  return (batch?.data as { events: Record<string, unknown>[] } | undefined)?.events.map(
    ({ rule: _rule, snapshot: _snapshot, ...e }) => e,
  );
};

describe('rule processes (CT-11)', () => {
  it('CT-11.1.1: a condition met during an effect but gone by the check timing is not processed', () => {
    const t = table({
      players: [
        { zones: { deck: filler(5), hand: ['test-hit-heal'], partner: ['test-big'] } },
        { zones: { deck: filler(5), partner: ['test-dummy2'] } },
      ],
    });
    t.choose('event:test-hit-heal').select(['partner@1:test-dummy2']);
    expect(t.card('partner@1:test-dummy2').status.face).toBe('up');
    expect(t.log.some((l) => l.rule === 'CT-11.7.1')).toBe(false);
  });

  it('CT-11.1.2 / CT-9.4.1.1: rule processes required at the same time are performed simultaneously', () => {
    const t = table({
      players: [
        { zones: { deck: filler(5), hand: ['sw-ev-barrage', 'test-dummy'], partner: ['test-big'] } },
        { zones: { deck: filler(5), partner: ['test-dummy'], front1: ['test-dummy2'] } },
      ],
    });
    t.choose('event:sw-ev-barrage').distribute([
      { target: 'partner@1:test-dummy', amount: 2 },
      { target: 'front1@1:test-dummy2', amount: 2 },
    ]);
    const batch = t.log.find((l) => l.rule === 'CT-11.7.1' && l.message === 'rule process durability-damage');
    expect(
      (batch?.data as { events: { key?: string; value?: string }[] }).events.filter(
        (e) => e.key === 'face' && e.value === 'down',
      ).length,
    ).toBe(2);
    expect(t.card('partner@1:test-dummy').status.face).toBe('down');
    expect(t.card('front1@1:test-dummy2').status.face).toBe('down');
  });

  it(
    'CT-11.7.1 / CT-2.7.2 / CT-3.14.1 / CT-3.11.5: a face-up chara whose cumulative damage reaches its ' +
      'durability turns face down, and its damage becomes 0',
    () => {
      const t = table({
        players: [
          { zones: { deck: filler(5), hand: ['test-blast5'], partner: ['test-big'] } },
          { zones: { deck: filler(5), partner: [{ def: 'sw-mio', counters: { damage: 2 } }] } },
        ],
      });
      t.choose('event:test-blast5').select(['partner@1:sw-mio']);
      const mio = t.card('partner@1:sw-mio');
      expect(mio.status.face).toBe('down');
      expect(mio.counters.damage ?? 0).toBe(0);
      // CT-14.7 / CT-14.7.1: turned face down by damage (an effect's), and the record of that hit is spent.
      expect(durabilityBatch(t)).toEqual([
        { kind: 'status', card: mio.id, key: 'face', value: 'down', by: ['damage', 'effect'] },
        { kind: 'status', card: mio.id, key: 'lastHit', value: null },
        { kind: 'counter', card: mio.id, key: 'damage', amount: -7 },
      ]);
      expect(mio.status.lastHit ?? null).toBe(null);
    },
  );

  it('CT-14.7.1: damage paid as a cost turns a chara face down by damage, and says it was a cost', () => {
    const t = table({
      players: [
        { zones: { deck: filler(5), hand: ['test-harsh'], partner: ['test-big'], front1: ['test-fragile'] } },
        { zones: { deck: filler(5), partner: ['test-dummy2'] } },
      ],
    });
    t.choose('appear:test-harsh:front2');
    const fragile = t.card('front1@0:test-fragile');
    expect(fragile.status.face).toBe('down');
    expect(durabilityBatch(t)).toEqual([
      { kind: 'status', card: fragile.id, key: 'face', value: 'down', by: ['damage', 'cost'] },
      { kind: 'status', card: fragile.id, key: 'lastHit', value: null },
      { kind: 'counter', card: fragile.id, key: 'damage', amount: -3 },
    ]);
  });

  it('CT-11.7.1: a face-up chara whose durability is 0 or less because of effects turns face down', () => {
    const t = table({
      players: [
        { zones: { deck: filler(5), hand: ['aqua-set-racket'], partner: ['test-big'], front1: ['test-dummy'] } },
        { zones: { deck: filler(5), partner: ['test-dummy2'] } },
      ],
    });
    t.choose('set:aqua-set-racket:front1');
    const dummy = t.card('front1@0:test-dummy');
    expect(dummy.status.face).toBe('down');
    // Durability 1 − 1 = 0 with no damage: turned face down by an effect (CT-14.7), no damage to clear.
    expect(durabilityBatch(t)).toEqual([
      { kind: 'status', card: dummy.id, key: 'face', value: 'down', by: ['effect'] },
    ]);
  });

  it(
    'CT-11.3.1 / CT-3.11.11 / CT-5.7.2: a chara played into an occupied area: the older chara goes to the ' +
      'WR; level and set cards stay and the new chara stands on them',
    () => {
      const t = table({
        players: [
          {
            zones: {
              deck: filler(5),
              hand: ['test-big'],
              partner: ['test-dummy2'],
              front1: [
                {
                  def: 'sw-mio',
                  attached: [
                    { def: 'sw-mio', kind: 'level' },
                    { def: 'sw-set-mg42', kind: 'set' },
                  ],
                },
              ],
            },
          },
          { zones: { deck: filler(5), partner: ['test-dummy'] } },
        ],
      });
      t.choose('appear:test-big:front1');
      expect(t.zone('front1@0')).toEqual(['test-big']);
      expect(t.zone('wr@0')).toEqual(['sw-mio']);
      const big = t.card('front1@0:test-big');
      expect(big.characteristics.level).toBe(2);
      // 6 + the level card's 0 + MG42's +2 (a friend does not add its own modifiers).
      expect(big.characteristics.attack).toBe(8);
    },
  );

  it(
    'CT-11.4.1 / CT-11.4.3: with several cards sharing a name, the one placed last stays; chara ' +
      'duplication is processed before name duplication',
    () => {
      const t = table({
        players: [
          {
            zones: {
              deck: filler(5),
              hand: ['sw-mio-guard'],
              partner: ['test-dummy2'],
              front1: ['test-dummy'],
              front2: ['sw-mio'],
            },
          },
          { zones: { deck: filler(5), partner: ['test-dummy'] } },
        ],
      });
      t.choose('appear:sw-mio-guard:front1');
      expect(t.zone('front1@0')).toEqual(['sw-mio-guard']);
      expect(t.zone('front2@0')).toEqual([]);
      expect(t.zone('wr@0').sort()).toEqual(['sw-mio', 'test-dummy']);
      const order = t.log
        .filter((l) => l.message === 'rule process chara-duplication' || l.message === 'rule process name-duplication')
        .map((l) => l.message);
      expect(order).toEqual(['rule process chara-duplication', 'rule process name-duplication']);
    },
  );

  it('CT-11.4.2 / CT-3.12.2: with the partner among same-named cards, the partner stays', () => {
    const t = table({
      players: [
        { zones: { deck: filler(5), hand: ['sw-mio-guard'], partner: ['sw-mio'] } },
        { zones: { deck: filler(5), partner: ['test-dummy'] } },
      ],
    });
    t.choose('appear:sw-mio-guard:front1');
    expect(t.zone('partner@0')).toEqual(['sw-mio']);
    expect(t.zone('front1@0')).toEqual([]);
    expect(t.zone('wr@0')).toEqual(['sw-mio-guard']);
  });

  it('CT-11.4.4: a card that "can appear more than once" is not duplicated with its own card name', () => {
    const t = table({
      players: [
        { zones: { deck: filler(5), hand: ['nitro-drone'], partner: ['test-dummy2'], front1: ['nitro-drone'] } },
        { zones: { deck: filler(5), partner: ['test-dummy'] } },
      ],
    });
    t.choose('appear:nitro-drone:front2');
    expect(t.zone('front1@0')).toEqual(['nitro-drone']);
    expect(t.zone('front2@0')).toEqual(['nitro-drone']);
  });

  it(
    'CT-11.4.4 / CT-11.4.1: "can appear more than once" spares only cards of its own card name: another card ' +
      'with its name is duplicated with it, and a card of its card name without the text is not',
    () => {
      const kin = table({
        players: [
          { zones: { deck: filler(5), hand: ['test-drone-kin'], partner: ['test-dummy2'], front1: ['nitro-drone'] } },
          { zones: { deck: filler(5), partner: ['test-dummy'] } },
        ],
      });
      kin.choose('appear:test-drone-kin:front2');
      expect(kin.zone('front1@0')).toEqual([]);
      expect(kin.zone('front2@0')).toEqual(['test-drone-kin']);
      expect(kin.zone('wr@0')).toEqual(['nitro-drone']);
      const plain = table({
        players: [
          { zones: { deck: filler(5), hand: ['test-drone-plain'], partner: ['test-dummy2'], front1: ['nitro-drone'] } },
          { zones: { deck: filler(5), partner: ['test-dummy'] } },
        ],
      });
      plain.choose('appear:test-drone-plain:front2');
      expect(plain.zone('front1@0')).toEqual(['nitro-drone']);
      expect(plain.zone('front2@0')).toEqual(['test-drone-plain']);
      expect(plain.pending?.prompt).not.toBe('nameDuplication.keep');
    },
  );

  it('CT-11.4.1: a set card shares names with the charas of its arena: the one placed last stays', () => {
    const t = table({
      players: [
        { zones: { deck: filler(5), hand: ['test-set-named'], partner: ['test-dummy2'], front1: ['test-dummy'] } },
        { zones: { deck: filler(5), partner: ['test-dummy'] } },
      ],
    });
    t.choose('set:test-set-named:partner');
    expect(t.zone('front1@0')).toEqual([]);
    expect(t.zone('wr@0')).toEqual(['test-dummy']);
    expect(t.card('partner@0:test-dummy2').characteristics.attack).toBe(2 + 1);
  });

  it('CT-13.4.2: two copies of a [はるかさん] chara have no names to share: both stay', () => {
    const t = table({
      players: [
        { zones: { deck: filler(5), hand: ['haruka-mujaki'], partner: ['test-dummy2'], front1: ['haruka-mujaki'] } },
        { zones: { deck: filler(5), partner: ['test-dummy'] } },
      ],
    });
    t.choose('appear:haruka-mujaki:front2');
    expect(t.zone('front1@0')).toEqual(['haruka-mujaki']);
    expect(t.zone('front2@0')).toEqual(['haruka-mujaki']);
  });

  it('CT-13.4.2: はるかさん charas count as having no names in name duplication, even face down', () => {
    const t = table({
      players: [
        {
          zones: {
            deck: filler(5),
            hand: ['haruka-amagami'],
            partner: ['test-dummy2'],
            front1: [{ def: 'haruka-mujaki', status: { face: 'down' } }],
          },
        },
        { zones: { deck: filler(5), partner: ['test-dummy'] } },
      ],
    });
    t.choose('appear:haruka-amagami:front2');
    expect(t.zone('front1@0')).toEqual(['haruka-mujaki']);
    expect(t.zone('front2@0')).toEqual(['haruka-amagami']);
  });

  it("CT-11.5.1 / CT-3.2.1: a set card whose master differs from its chara's goes to its owner's WR", () => {
    const t = table({
      players: [
        {
          zones: {
            deck: filler(5),
            hand: ['sw-ev-scramble'],
            partner: [{ def: 'sw-mio', attached: [{ def: 'sw-set-mg42', kind: 'set' }] }],
          },
        },
        { zones: { deck: filler(5), partner: ['test-dummy'] } },
      ],
    });
    const set = t.state.objects[t.card('partner@0:sw-mio').id].attached[0];
    // The set card comes from the other player (its owner) — e.g. after a master change.
    t.state.objects[set].owner = 1;
    t.choose('event:sw-ev-scramble');
    expect(t.zone('wr@1')).toEqual(['sw-set-mg42']);
    expect(t.card('partner@0:sw-mio').characteristics.attack).toBe(3);
  });

  it('CT-11.5.2: with more set cards than allowed, the newest stay and the others go to the WR', () => {
    const t = table({
      players: [
        {
          zones: {
            deck: filler(5),
            partner: [
              {
                def: 'sw-mio',
                attached: [
                  { def: 'sw-set-mg42', kind: 'set' },
                  { def: 'nitro-set-fingias', kind: 'set' },
                ],
              },
            ],
          },
        },
        { zones: { deck: filler(5), partner: ['test-dummy'] } },
      ],
    });
    expect(t.zone('wr@0')).toEqual(['sw-set-mg42']);
    expect(t.card('partner@0:sw-mio').characteristics.attack).toBe(3 + 4);
  });

  it(
    'CT-3.10.4 / CT-11.5.2: a set card may be played onto a chara already holding one; the newest stays, ' +
      'the older goes to the WR',
    () => {
      const t = table({
        players: [
          {
            zones: {
              deck: filler(5),
              hand: ['sw-set-striker'],
              partner: [{ def: 'sw-mio', attached: [{ def: 'sw-set-mg42', kind: 'set' }] }],
            },
          },
          { zones: { deck: filler(5), partner: ['test-dummy'] } },
        ],
      });
      // The play is offered although the chara already holds its one set card (CT-3.10.4 limits holding, not playing).
      expect(keys(t)).toContain('set:sw-set-striker:partner');
      t.choose('set:sw-set-striker:partner');
      // The rule process keeps the newest set card (ストライカー +1), not the older MG42 (+2).
      expect(t.zone('wr@0')).toEqual(['sw-set-mg42']);
      expect(t.card('partner@0:sw-mio').characteristics.attack).toBe(3 + 1);
    },
  );

  it('CT-7.4.2.5 / CT-3.10.7 / CT-11.5.4: a card set from the hand stays behind and goes by CT-11.5.4', () => {
    const t = table({
      players: [
        {
          zones: {
            deck: filler(5),
            hand: ['sw-set-mg42', 'test-bounce'],
            partner: ['test-dummy2'],
            front1: ['sw-mio'],
          },
        },
        { zones: { deck: filler(5), partner: ['test-dummy'] } },
      ],
    });
    t.choose('set:sw-set-mg42:front1');
    t.choose('event:test-bounce').select(['front1@0:sw-mio']);
    expect(t.zone('front1@0')).toEqual([]);
    const toWr = t.events.filter(
      (e) => e.event.kind === 'move' && e.outcome?.def === 'sw-set-mg42' && e.event.to === 'wr@0',
    );
    expect(toWr.map((e) => [e.event.to, e.event.rule])).toEqual([['wr@0', 'CT-11.5.4']]);
  });

  it(
    'CT-11.5.4 / CT-11.6.1 / CT-3.10.7: level and set cards stay behind when their chara leaves; with no ' +
      'chara in the area they go to the WR',
    () => {
      const t = table({
        players: [
          {
            zones: {
              deck: filler(5),
              hand: ['test-bounce'],
              partner: ['test-dummy2'],
              front1: [
                {
                  def: 'sw-mio',
                  attached: [
                    { def: 'sw-mio', kind: 'level' },
                    { def: 'sw-set-mg42', kind: 'set' },
                  ],
                },
              ],
            },
          },
          { zones: { deck: filler(5), partner: ['test-dummy'] } },
        ],
      });
      t.choose('event:test-bounce').select(['front1@0:sw-mio']);
      expect(t.zone('hand@0')).toEqual(['sw-mio']);
      expect(t.zone('front1@0')).toEqual([]);
      expect(t.zone('wr@0').sort()).toEqual(['sw-mio', 'sw-set-mg42', 'test-bounce']);
      expect(t.log.some((l) => l.rule === 'CT-11.6.1')).toBe(true);
      expect(t.log.some((l) => l.rule === 'CT-11.5.4')).toBe(true);
    },
  );

  it(
    'CT-1.3.1 / CT-3.10.7: card text that takes the stacked cards along beats the rule that leaves them behind ' +
      '— all of them, or only the kinds it names',
    () => {
      const stacked = (event: string) => {
        const t = table({
          players: [
            {
              zones: {
                deck: filler(5),
                hand: [event],
                partner: ['test-dummy2'],
                front1: [
                  {
                    def: 'sw-mio',
                    attached: [
                      { def: 'sw-mio', kind: 'level' },
                      { def: 'sw-set-mg42', kind: 'set' },
                    ],
                  },
                ],
              },
            },
            { zones: { deck: filler(5), partner: ['test-dummy'] } },
          ],
        });
        t.choose(`event:${event}`).select(['front1@0:sw-mio']);
        return { hand: t.zone('hand@0').sort(), wr: t.zone('wr@0').sort(), front: t.zone('front1@0') };
      };
      expect(stacked('test-bounce-all')).toEqual({
        hand: ['sw-mio', 'sw-mio', 'sw-set-mg42'],
        wr: ['test-bounce-all'],
        front: [],
      });
      expect(stacked('test-bounce-sets')).toEqual({
        hand: ['sw-mio', 'sw-set-mg42'],
        wr: ['sw-mio', 'test-bounce-sets'],
        front: [],
      });
    },
  );

  it('CT-11.5.5: a set card on a chara it may not be set on goes to the WR', () => {
    const t = table({
      players: [
        {
          zones: {
            deck: filler(5),
            partner: [{ def: 'test-dummy2', attached: [{ def: 'sw-set-striker', kind: 'set' }] }],
          },
        },
        { zones: { deck: filler(5), partner: ['test-dummy'] } },
      ],
    });
    expect(t.zone('wr@0')).toEqual(['sw-set-striker']);
    // It is never offered for such a chara either.
    const t2 = table({
      players: [
        { zones: { deck: filler(5), hand: ['sw-set-striker'], partner: ['test-dummy2'] } },
        { zones: { deck: filler(5), partner: ['test-dummy'] } },
      ],
    });
    expect(keys(t2).some((k) => k.startsWith('set:'))).toBe(false);
  });

  it('CT-11.5.5 / CT-11.1.2: the rule process checks the charas of the player whose turn it is not, too', () => {
    const t = table({
      players: [
        { zones: { deck: filler(5), partner: ['test-dummy'] } },
        {
          zones: {
            deck: filler(5),
            partner: [{ def: 'test-dummy2', attached: [{ def: 'sw-set-striker', kind: 'set' }] }],
          },
        },
      ],
    });
    expect(t.state.turn.activePlayer).toBe(0);
    expect([t.zone('wr@1'), t.zone('wr@0')]).toEqual([['sw-set-striker'], []]);
  });

  it('CT-13.6.1 / CT-13.6.2: any number of ＴＳＴゲージ may be set on 神前美月 only; other set cards then become illegal', () => {
    const t = table({
      players: [
        {
          zones: {
            deck: filler(5),
            hand: ['tst-gauge', 'tst-gauge', 'sw-set-mg42'],
            partner: [{ def: 'mitsuki', attached: [{ def: 'nitro-set-fingias', kind: 'set' }] }],
            front1: ['test-dummy2'],
          },
        },
        { zones: { deck: filler(5), partner: ['test-dummy'] } },
      ],
    });
    expect(keys(t)).not.toContain('set:tst-gauge:front1');
    t.choose('set:tst-gauge:partner');
    expect(t.zone('wr@0')).toEqual(['nitro-set-fingias']);
    t.choose('set:tst-gauge:partner');
    expect(keys(t)).not.toContain('set:sw-set-mg42:partner');
    expect(t.card('partner@0:mitsuki').characteristics.attack).toBe(2 + 1 + 1);
  });

  it(
    'CT-13.6.1 / CT-13.6.2 / CT-11.1.2: a non-ＴＳＴゲージ set card beside two ＴＳＴゲージ goes to the WR and ' +
      'both ＴＳＴゲージ stay: they are not counted against the one-set limit, even though it is the newest',
    () => {
      const t = table({
        players: [
          {
            zones: {
              deck: filler(5),
              hand: ['sw-set-mg42'],
              partner: [
                {
                  def: 'mitsuki',
                  attached: [
                    { def: 'tst-gauge', kind: 'set' },
                    { def: 'tst-gauge', kind: 'set' },
                    { def: 'nitro-set-fingias', kind: 'set' },
                  ],
                },
              ],
              front1: ['test-dummy2'],
            },
          },
          { zones: { deck: filler(5), partner: ['test-dummy'] } },
        ],
      });
      t.choose('set:sw-set-mg42:front1');
      expect(t.zone('wr@0')).toEqual(['nitro-set-fingias']);
      // 神前美月's 2, +1 for each ＴＳＴゲージ still set.
      expect(t.card('partner@0:mitsuki').characteristics.attack).toBe(2 + 1 + 1);
    },
  );
});

describe('turned face down by damage, by an effect, by battle (CT-14.7)', () => {
  it(
    'CT-14.7.1 / CT-14.7.3: damage in battle that turns a chara face down at the next rule process turns ' +
      'it face down "by damage" and "by battle"',
    () => {
      const t = table({
        start: { activePlayer: 0, turn: 3, phase: 'battle' },
        players: [
          { zones: { deck: filler(5), partner: ['test-big'] } },
          { zones: { deck: filler(5), partner: ['test-dummy'], front1: ['test-battle-witness'] } },
        ],
      });
      passUntil(t, 'battle.attack').choose('attack:test-big:partner').choose('no');
      passUntil(t, 'battle.guard').choose('guard:test-battle-witness:front1');
      passUntil(t, 'battle.attack');
      const flip = t.log.find((l) => l.rule === 'CT-11.7.1' && l.message === 'rule process durability-damage');
      expect(JSON.stringify(flip?.data)).toContain('"by":["damage","battle"]');
      expect(t.state.zones['hand@1'].length).toBe(1);
    },
  );

  it(
    'CT-14.7.2: an effect that turns a chara face down, or whose damage does at the next rule process, ' +
      'turns it face down "by an effect" (not by battle)',
    () => {
      const t = table({
        players: [
          { zones: { deck: filler(5), hand: ['test-blast5'], partner: ['test-big'] } },
          { zones: { deck: filler(5), partner: ['test-dummy'], front1: ['test-battle-witness'] } },
        ],
      });
      t.choose('event:test-blast5').select(['front1@1:test-battle-witness']);
      const flip = t.log.find((l) => l.rule === 'CT-11.7.1' && l.message === 'rule process durability-damage');
      expect(JSON.stringify(flip?.data)).toContain('"by":["damage","effect"]');
      expect(t.state.zones['hand@1'].length).toBe(0);
    },
  );
});

describe('"when turned face down by an effect" (CT-14.7.2)', () => {
  const witnessed = (hand: string) =>
    table({
      players: [
        { zones: { deck: filler(5), hand: [hand], partner: ['test-big'] } },
        { zones: { deck: filler(5), partner: ['test-dummy'], front1: ['test-effect-witness'] } },
      ],
    });

  it('CT-14.7.2 (a): an effect that turns the chara face down directly triggers it', () => {
    const t = witnessed('test-shroud');
    t.choose('event:test-shroud');
    passUntil(t, 'playTiming');
    expect(t.card('front1@1:test-effect-witness').status.face).toBe('down');
    expect(t.zone('hand@1')).toHaveLength(1);
  });

  it('CT-14.7.2 (b): effect damage that turns it face down at the next rule process triggers it too', () => {
    const t = witnessed('test-blast5');
    t.choose('event:test-blast5').select(['front1@1:test-effect-witness']);
    passUntil(t, 'playTiming');
    expect(t.zone('hand@1')).toHaveLength(1);
  });

  it('CT-14.7.3: turned face down by battle, it is not triggered', () => {
    const t = table({
      start: { activePlayer: 0, turn: 3, phase: 'battle' },
      players: [
        { zones: { deck: filler(5), partner: ['test-big'] } },
        { zones: { deck: filler(5), partner: ['test-dummy'], front1: ['test-effect-witness'] } },
      ],
    });
    passUntil(t, 'battle.attack').choose('attack:test-big:partner').choose('no');
    passUntil(t, 'battle.guard').choose('guard:test-effect-witness:front1');
    passUntil(t, 'battle.attack');
    expect(t.card('front1@1:test-effect-witness').status.face).toBe('down');
    expect(t.zone('hand@1')).toHaveLength(0);
  });
});

describe('a decreased set allowance (CT-11.5.3)', () => {
  it(
    'CT-11.5.3 / CT-3.10.4: when a chara may hold fewer set cards than it has, its master chooses which to ' +
      'keep, older ones included',
    () => {
      const t = table({
        players: [
          {
            zones: {
              deck: filler(5),
              hand: ['sw-set-mg42', 'nitro-set-fingias', 'test-silence'],
              partner: ['test-armory'],
            },
          },
          { zones: { deck: filler(5), partner: ['test-dummy'] } },
        ],
      });
      t.choose('set:sw-set-mg42:partner').choose('set:nitro-set-fingias:partner');
      expect(t.card('partner@0:test-armory').characteristics.attack).toBe(2 + 2 + 4);
      t.choose('event:test-silence').select(['partner@0:test-armory']);
      expect(t.pending?.prompt).toBe('sets.keep');
      expect(t.pending?.player).toBe(0);
      t.select(['partner@0:sw-set-mg42']);
      expect(t.zone('wr@0').sort()).toEqual(['nitro-set-fingias', 'test-silence']);
      expect(t.card('partner@0:test-armory').characteristics.attack).toBe(4);
    },
  );

  it('CT-11.5.3: an allowance that decreases to what the chara still holds asks nothing and removes nothing', () => {
    const t = table({
      players: [
        { zones: { deck: filler(5), hand: ['sw-set-mg42', 'test-silence'], partner: ['test-armory'] } },
        { zones: { deck: filler(5), partner: ['test-dummy'] } },
      ],
    });
    t.choose('set:sw-set-mg42:partner');
    t.choose('event:test-silence').select(['partner@0:test-armory']);
    expect(t.pending?.prompt).toBe('playTiming');
    expect(t.zone('wr@0')).toEqual(['test-silence']);
    expect(t.card('partner@0:test-armory').characteristics.attack).toBe(2 + 2);
  });
});
