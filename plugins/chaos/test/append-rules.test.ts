import { describe, it, expect } from 'vitest';
import { InputError, type CardPlacement } from '@tcgkit/core';
import { chaosRuleset } from '../src/index.js';
import { table, filler, passUntil } from './support.js';

const start = { activePlayer: 0, turn: 3, phase: 'battle' };

describe('ソルラルチャージ (CT-13.8)', () => {
  const solar = () =>
    table({
      start,
      players: [
        {
          zones: {
            deck: filler(8),
            extra: ['solar-kurou'],
            partner: [{ def: 'nitro-kurou', attached: [{ def: 'nitro-kurou', kind: 'level' }] }],
          },
        },
        { zones: { deck: filler(8), partner: ['test-dummy'] } },
      ],
    });

  it(
    'CT-13.8.2 / CT-5.7.6: at the start of your battle phase it may appear on a same-named face-up ' +
      'standing partner; at the end of the turn it alone returns and the partner is again the chara',
    () => {
      const t = solar();
      expect(t.pending?.prompt).toBe('solarCharge');
      t.choose('yes');
      const top = t.card('partner@0[0]');
      expect(top.def).toBe('solar-kurou');
      expect(top.characteristics.level).toBe(2);
      passUntil(t, 'battle.attack').choose('end');
      passUntil(t, 'playTiming');
      expect(t.zone('extra@0')).toEqual(['solar-kurou']);
      expect(t.zone('partner@0')).toEqual(['nitro-kurou']);
      expect(t.card('partner@0:nitro-kurou').characteristics.level).toBe(2);
      expect(t.state.zones['wr@0']).toEqual([]);
    },
  );

  const solarWith = (partner: string | CardPlacement, extra: string | CardPlacement = 'solar-kurou') =>
    table({
      start,
      players: [
        { zones: { deck: filler(8), extra: [extra], partner: [partner] } },
        { zones: { deck: filler(8), partner: ['test-dummy'] } },
      ],
    });

  it('CT-13.8.2: it is offered only with a face-up standing partner of the same name, while it is face down', () => {
    // The baseline: a same-named, face-up, standing partner and the card face down in the extra deck.
    expect(solarWith('nitro-kurou').pending?.prompt).toBe('solarCharge');
    // A rested partner, a partner of another name, or the card already public: no offer.
    expect(solarWith({ def: 'nitro-kurou', status: { pose: 'rest' } }).pending?.prompt).not.toBe('solarCharge');
    expect(solarWith('test-big').pending?.prompt).not.toBe('solarCharge');
    expect(solarWith('nitro-kurou', { def: 'solar-kurou', revealedTo: [0, 1] }).pending?.prompt).not.toBe(
      'solarCharge',
    );
  });

  it('CT-13.8.2: "you may": declining leaves it face down in the extra deck and the partner as it was', () => {
    const t = solarWith('nitro-kurou');
    t.choose('no');
    expect(t.pending?.prompt).not.toBe('solarCharge');
    expect(t.zone('extra@0')).toEqual(['solar-kurou']);
    expect(t.zone('partner@0')).toEqual(['nitro-kurou']);
  });

  it(
    'CT-13.8.4: while in the extra deck, no other effect or rule moves it (it cannot appear as an extra ' + 'chara)',
    () => {
      const t = table({
        players: [
          { zones: { deck: filler(8), extra: ['solar-kurou'], partner: ['nitro-kurou'] } },
          { zones: { deck: filler(8), partner: ['test-dummy'] } },
        ],
      });
      expect(t.pending!.options.some((o) => o.key.startsWith('extra:solar-kurou'))).toBe(false);
    },
  );

  it('CT-13.8.4: an effect that empties the extra deck into the WR leaves the ソルラルチャージ card there', () => {
    const t = table({
      players: [
        {
          zones: {
            deck: filler(8),
            hand: ['test-extra-dump'],
            extra: ['test-ex-watcher', 'solar-kurou', 'test-ex-watcher'],
            partner: ['nitro-kurou'],
          },
        },
        { zones: { deck: filler(8), partner: ['test-dummy'] } },
      ],
    });
    t.choose('event:test-extra-dump');
    expect(t.zone('extra@0')).toEqual(['solar-kurou']);
    expect(t.zone('wr@0').filter((d) => d === 'test-ex-watcher')).toHaveLength(2);
  });
});

describe('リフレイン (CT-13.5)', () => {
  const refrain = (backyard: number) =>
    table({
      players: [
        {
          zones: {
            deck: filler(8),
            partner: ['test-big'],
            front1: ['refrain-witch'],
            backyard: filler(backyard, 'refrain-echo'),
          },
        },
        { zones: { deck: filler(8), partner: ['test-dummy'] } },
      ],
    });

  it(
    'CT-13.5.1 / CT-13.5.2 / CT-13.5.3: with 6 リフレイン cards in the backyard, its own ability may be played ' +
      'again without its cost (even once-per-turn)',
    () => {
      const t = refrain(6);
      t.choose('activate:refrain-witch/chant:front1');
      expect(t.pending?.prompt).toBe('refrain');
      t.choose('yes');
      expect(t.state.zones['hand@0'].length).toBe(2);
      expect(t.log.some((l) => l.rule === 'CT-13.5.2')).toBe(true);
      // The replayed ability was played through Refrain, not by its master: it is not replayed again.
      expect(t.pending?.prompt).toBe('playTiming');
    },
  );

  it('CT-13.5.1: its master may decline: the ability is not played again', () => {
    const t = refrain(6);
    t.choose('activate:refrain-witch/chant:front1');
    t.choose('no');
    expect(t.state.zones['hand@0'].length).toBe(1);
    expect(t.log.some((l) => l.rule === 'CT-13.5.2')).toBe(false);
    expect(t.pending?.prompt).toBe('playTiming');
  });

  it('CT-13.5.1: with 5 it does not apply', () => {
    const t = refrain(5);
    t.choose('activate:refrain-witch/chant:front1');
    expect(t.pending?.prompt).toBe('playTiming');
    expect(t.state.zones['hand@0'].length).toBe(1);
  });

  it('CT-13.5.3: an ability another card gave the リフレイン card is not played again', () => {
    const t = table({
      players: [
        {
          zones: {
            deck: filler(8),
            partner: ['test-chant-giver'],
            front1: ['refrain-witch'],
            backyard: filler(6, 'refrain-echo'),
          },
        },
        { zones: { deck: filler(8), partner: ['test-dummy'] } },
      ],
    });
    expect(t.card('front1@0:refrain-witch').characteristics.abilities).toContain('test-chant-giver/lesson');
    t.choose('activate:test-chant-giver/lesson:front1');
    expect(t.pending?.prompt).not.toBe('refrain');
    expect(t.state.zones['hand@0'].length).toBe(1);
  });

  it('CT-13.5.4: it may be played again even if the card turned face down in between', () => {
    const t = table({
      players: [
        {
          zones: {
            deck: filler(8),
            partner: ['test-big'],
            front1: [{ def: 'refrain-witch', counters: { damage: 1 } }],
            backyard: filler(6, 'refrain-echo'),
          },
        },
        { zones: { deck: filler(8), partner: ['test-dummy'] } },
      ],
    });
    t.choose('activate:refrain-witch/chant:front1');
    t.choose('yes');
    expect(t.state.zones['hand@0'].length).toBe(2);
  });
});

describe('リフレイン: a card that puts itself into the backyard (CT-13.5.4)', () => {
  const player0 = (zones: Record<string, unknown[]>) =>
    table({
      players: [
        { zones: { deck: filler(8), partner: ['test-big'], backyard: filler(5, 'refrain-echo'), ...zones } },
        { zones: { deck: filler(8), partner: ['test-dummy'] } },
      ],
    });

  it('CT-13.5.4: its own cost bringing the backyard to 6 does not let it be played again', () => {
    const t = player0({ wr: ['test-refrain-cost', 'refrain-echo'] });
    t.choose('activate:test-refrain-cost/recall:wr').select(['wr@0:test-refrain-cost']);
    expect(t.zone('backyard@0')).toHaveLength(6);
    expect(t.zone('hand@0')).toHaveLength(1);
    expect(t.pending?.prompt).toBe('playTiming');
  });

  it('CT-13.5.1 / CT-13.5.4: another card paying that cost brings the backyard to 6 too, and Refrain applies', () => {
    const t = player0({ wr: ['test-refrain-cost', 'refrain-echo'] });
    t.choose('activate:test-refrain-cost/recall:wr').select(['wr@0:refrain-echo']);
    expect(t.zone('backyard@0')).toHaveLength(6);
    expect(t.pending?.prompt).toBe('refrain');
  });

  it('CT-13.5.4: its own effect bringing the backyard to 6 does not either; at 7 it would', () => {
    const six = player0({ front1: ['test-refrain-effect'] });
    six.choose('activate:test-refrain-effect/depart:front1');
    expect(six.zone('backyard@0')).toHaveLength(6);
    expect(six.zone('hand@0')).toHaveLength(1);
    expect(six.pending?.prompt).toBe('playTiming');
    const seven = player0({ front1: ['test-refrain-effect'], backyard: filler(6, 'refrain-echo') });
    seven.choose('activate:test-refrain-effect/depart:front1');
    expect(seven.zone('backyard@0')).toHaveLength(7);
    expect(seven.pending?.prompt).toBe('refrain');
  });
});

describe('契約者, original info, ordered placements', () => {
  it(
    'CT-13.13.1: an effect puts a 契約者 card into an area as a loyalty card: a level card that counts for ' +
      'loyalty',
    () => {
      const t = table({
        players: [
          { zones: { deck: filler(8), hand: ['contract-pact', 'contractor-rin'], partner: ['test-big'] } },
          { zones: { deck: filler(8), partner: ['test-dummy'] } },
        ],
      });
      t.choose('event:contract-pact').select(['hand@0:contractor-rin']);
      const p = t.card('partner@0:test-big');
      expect(p.characteristics.level).toBe(2);
      const loyal = t.state.objects[p.id].attached.filter((a) => t.state.objects[a].status.loyalty === true);
      expect(loyal.length).toBe(1);
    },
  );

  it("CT-13.13.1: a chara's loyalty counts only the loyalty cards among its level cards", () => {
    const t = table({
      players: [
        {
          zones: {
            deck: filler(8),
            hand: ['test-oath-count'],
            partner: [
              {
                def: 'test-big',
                attached: [
                  { def: 'contractor-rin', kind: 'level', status: { loyalty: true } },
                  { def: 'test-big', kind: 'level' },
                  { def: 'contractor-rin', kind: 'level', status: { loyalty: true } },
                ],
              },
            ],
          },
        },
        { zones: { deck: filler(8), partner: ['test-dummy'] } },
      ],
    });
    t.choose('event:test-oath-count');
    expect(t.zone('hand@0')).toHaveLength(2);
  });

  it('CT-3.8.3: "original" info is the base definition / printed value', () => {
    const t = table({
      players: [
        { zones: { deck: filler(8), hand: ['true-strength'], partner: ['test-big'] } },
        {
          zones: {
            deck: filler(8),
            partner: [{ def: 'sw-mio-guard', attached: [{ def: 'sw-set-mg42', kind: 'set' }] }],
          },
        },
      ],
    });
    expect(t.card('partner@1:sw-mio-guard').characteristics.attack).toBe(3);
    t.choose('event:true-strength').select(['partner@1:sw-mio-guard']);
    // The original attack is 1 (not 3 with MG42).
    expect(t.card('partner@1:sw-mio-guard').counters.damage).toBe(1);
  });

  it(
    'CT-5.1.5: several cards put into a zone together are ordered by their master; the opponent does not ' +
      'learn the order',
    () => {
      const t = table({
        players: [
          { zones: { deck: filler(8), hand: ['rewind', 'sw-mio', 'sw-sanya'], partner: ['test-big'] } },
          { zones: { deck: filler(8), partner: ['test-dummy'] } },
        ],
      });
      t.choose('event:rewind').select(['hand@0:sw-mio', 'hand@0:sw-sanya']);
      expect(t.pending?.kind).toBe('order');
      expect(t.pending?.player).toBe(0);
      t.order(['hand@0:sw-sanya', 'hand@0:sw-mio']);
      // sw-sanya was put on top and drawn; sw-mio is now the top card.
      expect(t.zone('hand@0')).toEqual(['sw-sanya']);
      expect(t.state.objects[t.state.zones['deck@0'][0]].def).toBe('sw-mio');
    },
  );
});

describe('cards that become set cards (CT-2.2.8–2.2.10)', () => {
  it(
    'CT-2.2.8 / CT-2.2.9: a chara that becomes a set card is type set only, without gender, attribute, ' +
      'text, attack or durability; its modifiers still count',
    () => {
      const t = table({
        players: [
          { zones: { deck: filler(8), hand: ['striker-fusion'], partner: ['test-big'], front1: ['sw-eila-bf109'] } },
          { zones: { deck: filler(8), partner: ['test-dummy'] } },
        ],
      });
      t.choose('event:striker-fusion').select(['front1@0:sw-eila-bf109']);
      const set = t.card('partner@0:sw-eila-bf109').characteristics;
      expect(set.types).toEqual(['set']);
      expect([set.gender, set.attributes, set.abilities, set.attack, set.durability]).toEqual([
        [],
        [],
        [],
        undefined,
        undefined,
      ]);
      expect(set.names).toEqual(['エイラ']);
      const p = t.card('partner@0:test-big').characteristics;
      expect([p.attack, p.durability]).toEqual([7, 8]);
      expect(p.abilities).toEqual([]);
    },
  );

  it('CT-2.2.10: an event that becomes a set card loses its text and has modifiers 0', () => {
    const t = table({
      players: [
        { zones: { deck: filler(8), hand: ['charm-event'], partner: ['test-big'] } },
        { zones: { deck: filler(8), partner: ['test-dummy'] } },
      ],
    });
    t.choose('event:charm-event');
    expect(t.card('partner@0:charm-event').characteristics.types).toEqual(['set']);
    expect(t.card('partner@0:charm-event').characteristics.attackMod).toBe(0);
    expect(t.card('partner@0:test-big').characteristics.attack).toBe(6);
    expect(t.zone('wr@0')).toEqual([]);
  });
});

describe('abilities with an explicit zone (CT-2.5.2)', () => {
  it('CT-2.5.2: an ability stating that it works in the WR is offered there, and not in the arena', () => {
    const t = table({
      players: [
        {
          zones: {
            deck: filler(8),
            hand: ['test-dummy'],
            partner: ['test-big'],
            front1: ['wr-returner'],
            wr: ['wr-returner'],
          },
        },
        { zones: { deck: filler(8), partner: ['test-dummy2'] } },
      ],
    });
    const keys = t.pending!.options.map((o) => o.key);
    expect(keys).toContain('activate:wr-returner/return:wr');
    expect(keys).not.toContain('activate:wr-returner/return:front1');
    t.choose('activate:wr-returner/return:wr');
    expect(t.zone('hand@0')).toEqual(['wr-returner']);
    expect(t.zone('wr@0')).toEqual(['test-dummy']);
  });
});

describe('ハーモニクス (CT-13.9)', () => {
  const harmonics = (partner: string, more: Record<string, unknown> = {}) =>
    table({
      players: [
        { zones: { deck: filler(8), partner: [partner], front1: ['harmonics-nymph'], ...more } },
        { zones: { deck: filler(8), partner: ['test-dummy'] } },
      ],
    });

  it(
    "CT-13.9.1 / CT-13.9.3: face up with an angel partner it has the partner's attack, durability and " +
      "skills — the partner's final values",
    () => {
      const t = harmonics('ikaros', { hand: ['test-plus2'] });
      expect(t.card('front1@0:harmonics-nymph').characteristics).toMatchObject({
        attack: 3,
        durability: 4,
        skills: ['firstStrike'],
      });
      t.choose('event:test-plus2').select(['partner@0:ikaros']);
      expect(t.card('partner@0:ikaros').characteristics.attack).toBe(5);
      expect(t.card('front1@0:harmonics-nymph').characteristics.attack).toBe(5);
    },
  );

  it(
    'CT-13.9.1: with a partner that is not an angel its attack and durability are 0, so the durability ' +
      'rule turns it face down at once',
    () => {
      const t = harmonics('test-big');
      expect(t.card('front1@0:harmonics-nymph').status.face).toBe('down');
      expect(t.card('front1@0:harmonics-nymph').characteristics).toMatchObject({
        attack: 0,
        durability: 0,
        skills: [],
      });
    },
  );

  it("CT-13.9.1: a partner that becomes an angel by an effect is copied with that effect's +1 included", () => {
    const t = table({
      players: [
        { zones: { deck: filler(8), partner: ['test-big'], hand: ['test-angelize', 'harmonics-nymph'] } },
        { zones: { deck: filler(8), partner: ['test-dummy'] } },
      ],
    });
    t.choose('event:test-angelize').select(['partner@0:test-big']);
    passUntil(t, 'playTiming').choose('appear:harmonics-nymph:front1');
    expect(t.card('front1@0:harmonics-nymph').status.face).toBe('up');
    expect(t.card('front1@0:harmonics-nymph').characteristics).toMatchObject({ attack: 7, durability: 6 });
  });

  it('CT-13.9.1: face down its attack and durability are 0 even with an angel partner', () => {
    const t = table({
      players: [
        {
          zones: {
            deck: filler(8),
            partner: ['ikaros'],
            front1: [{ def: 'harmonics-nymph', status: { face: 'down' } }],
          },
        },
        { zones: { deck: filler(8), partner: ['test-dummy'] } },
      ],
    });
    expect(t.card('front1@0:harmonics-nymph').characteristics).toMatchObject({ attack: 0, durability: 0, skills: [] });
  });

  it(
    'CT-13.9.2: it applies before every other change: a newer "attack becomes 5" wins, −3 applies on top, ' +
      'and its original attack is the copied value',
    () => {
      const t = harmonics('ikaros', { hand: ['test-set5', 'test-minus3', 'true-strength'] });
      t.choose('event:test-set5').select(['front1@0:harmonics-nymph']);
      expect(t.card('front1@0:harmonics-nymph').characteristics.attack).toBe(5);
      passUntil(t, 'playTiming').choose('event:test-minus3').select(['front1@0:harmonics-nymph']);
      expect(t.card('front1@0:harmonics-nymph').characteristics.attack).toBe(2);
      passUntil(t, 'playTiming').choose('event:true-strength').select(['front1@0:harmonics-nymph']);
      // Original attack = the partner's 3 (not the printed 0, not the modified 2):
      // 3 damage, durability 4 → it stays face up.
      expect(t.card('front1@0:harmonics-nymph').counters.damage).toBe(3);
      expect(t.card('front1@0:harmonics-nymph').status.face).toBe('up');
    },
  );

  it(
    "CT-13.9.3: while it is a chara, face up or face down, it cannot pay another card's cost; another " + 'friend can',
    () => {
      const only = (face: 'up' | 'down') =>
        table({
          players: [
            {
              zones: {
                deck: filler(8),
                partner: ['ikaros'],
                hand: ['test-tribute'],
                front1: [{ def: 'harmonics-nymph', status: { face } }],
              },
            },
            { zones: { deck: filler(8), partner: ['test-dummy'] } },
          ],
        });
      for (const face of ['up', 'down'] as const)
        expect(only(face).pending!.options.some((o) => o.key.startsWith('event:test-tribute'))).toBe(false);
      const t = table({
        players: [
          {
            zones: {
              deck: filler(8),
              partner: ['ikaros'],
              hand: ['test-tribute'],
              front1: ['harmonics-nymph'],
              front2: ['test-dummy'],
            },
          },
          { zones: { deck: filler(8), partner: ['test-dummy'] } },
        ],
      });
      expect(t.pending!.options.some((o) => o.key.startsWith('event:test-tribute'))).toBe(true);
    },
  );
});

describe('蒼き艦隊 / 霧の艦隊 (CT-13.11)', () => {
  const fleet = (wr: string[], friends: Record<string, unknown>) =>
    table({
      players: [
        { zones: { deck: filler(8), partner: ['test-big'], wr, ...friends } },
        { zones: { deck: filler(8), partner: ['test-dummy'] } },
      ],
    });

  it(
    'CT-13.11.1: 〔rest 1 standing friend〕 puts the card from the WR into the extra deck (this card states ' +
      'face up: public)',
    () => {
      const t = fleet(['fleet-iona'], { front1: ['arpeggio-gunzo'] });
      t.choose('activate:fleet-iona/fleet:wr');
      expect(t.card('front1@0:arpeggio-gunzo').status.pose).toBe('rest');
      expect(t.zone('extra@0')).toEqual(['fleet-iona']);
      expect(t.zone('wr@0')).toEqual([]);
      expect(t.state.objects[t.state.zones['extra@0'][0]].revealedTo).toEqual([0, 1]);
      expect(t.log.some((l) => l.rule === 'CT-13.11.1')).toBe(true);
    },
  );

  it('CT-13.11.1: a card stating face down stays hidden from the opponent in the extra deck', () => {
    const t = fleet(['fleet-takao'], { front1: ['arpeggio-gunzo'] });
    t.choose('activate:fleet-takao/fleet:wr');
    expect(t.zone('extra@0')).toEqual(['fleet-takao']);
    expect(t.state.objects[t.state.zones['extra@0'][0]].revealedTo).toEqual([]);
    expect(JSON.stringify(t.engine.viewFor(t.state, 1).zones['extra@0'])).not.toContain('fleet-takao');
  });

  it(
    'CT-13.11.1: without a standing friend (the partner does not count) the ability cannot be played; it ' +
      'is not offered in the arena',
    () => {
      const rested = fleet(['fleet-iona'], { front1: [{ def: 'arpeggio-gunzo', status: { pose: 'rest' } }] });
      expect(rested.pending!.options.some((o) => o.key.startsWith('activate:fleet-iona'))).toBe(false);
      const none = fleet(['fleet-iona'], {});
      expect(none.pending!.options.some((o) => o.key.startsWith('activate:fleet-iona'))).toBe(false);
    },
  );
});

describe('恋想リレーション (CT-13.12)', () => {
  const koisou = (partner: string, wr: string[], extra: string[] = []) =>
    table({
      players: [
        { zones: { deck: filler(8), partner: [partner], wr, extra } },
        { zones: { deck: filler(8), partner: ['test-dummy'] } },
      ],
    });

  it(
    'CT-13.12.1: in the WR with a partner of the same work: 〔put 1 WR card into the backyard〕 and it goes ' +
      'to the extra deck, where it stays (CT-11.8.1 does not remove it)',
    () => {
      const t = koisou('koisou-heroine', ['koisou-letter', 'test-dummy']);
      t.choose('activate:koisou-letter/koisou:wr').select(['wr@0:test-dummy']);
      expect(t.zone('backyard@0')).toEqual(['test-dummy']);
      expect(t.zone('extra@0')).toEqual(['koisou-letter']);
      expect(t.zone('wr@0')).toEqual([]);
    },
  );

  it(
    'CT-13.12.1, CT-5.1.4: when the cost puts this very card into the backyard, the effect has no card to ' +
      'move and does nothing',
    () => {
      const t = koisou('koisou-heroine', ['koisou-letter', 'test-dummy']);
      t.choose('activate:koisou-letter/koisou:wr').select(['wr@0:koisou-letter']);
      expect(t.zone('backyard@0')).toEqual(['koisou-letter']);
      expect(t.zone('extra@0')).toEqual([]);
      expect(t.zone('wr@0')).toEqual(['test-dummy']);
    },
  );

  it('CT-13.12.1: with a partner of another work the ability does not exist', () => {
    const t = koisou('test-big', ['koisou-letter', 'test-dummy']);
    expect(t.pending!.options.some((o) => o.key.startsWith('activate:koisou-letter'))).toBe(false);
  });

  it('CT-13.12.1: with 3 event cards in the extra deck the cost is paid but the card stays in the WR', () => {
    const t = koisou(
      'koisou-heroine',
      ['koisou-letter', 'test-dummy'],
      ['koisou-promise', 'koisou-promise', 'koisou-promise'],
    );
    t.choose('activate:koisou-letter/koisou:wr').select(['wr@0:test-dummy']);
    expect(t.zone('backyard@0')).toEqual(['test-dummy']);
    expect(t.zone('wr@0')).toEqual(['koisou-letter']);
    expect(t.zone('extra@0')).toHaveLength(3);
  });

  it('CT-13.12.1: once per turn per player, shared with the identical ability of other cards', () => {
    const t = koisou('koisou-heroine', ['koisou-letter', 'koisou-promise', 'test-dummy', 'test-dummy']);
    expect(t.pending!.options.some((o) => o.key.startsWith('activate:koisou-promise'))).toBe(true);
    t.choose('activate:koisou-letter/koisou:wr').select(['wr@0:test-dummy']);
    passUntil(t, 'playTiming');
    expect(t.pending!.options.some((o) => o.key.startsWith('activate:koisou-promise'))).toBe(false);
  });
});

describe('アイドル魔法少女 (CT-13.7)', () => {
  it('CT-13.7.1: a card with the word is refused where cards come from, naming the rule and the field', () => {
    const idol = {
      id: 'test-idol',
      name: 'アイドル',
      type: 'chara',
      work: 'Nitro+',
      attack: 2,
      durability: 2,
      append: ['oreyome', 'idol'],
    };
    let e: unknown;
    try {
      chaosRuleset().cards!.withCards([idol], 'idols.json');
    } catch (err) {
      e = err;
    }
    expect(e).toBeInstanceOf(InputError);
    expect([(e as InputError).source, (e as InputError).field]).toEqual(['idols.json', '0.append.1']);
    expect((e as Error).message).toContain('CT-13.7.1');
    // The same card without the word loads: nothing else about it is refused.
    expect(() => chaosRuleset().cards!.withCards([{ ...idol, append: ['oreyome'] }], 'idols.json')).not.toThrow();
  });
});
