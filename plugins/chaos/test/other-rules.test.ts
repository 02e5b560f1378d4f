import { describe, it, expect } from 'vitest';
import { table, filler, passUntil, testEngine, tablesWith } from './support.js';
import { ALL_WORKS } from '../src/cards/os-table.js';

type T = ReturnType<typeof table>;
const keys = (t: T) => t.pending!.options.map((o) => o.key);
const me = tablesWith(5);

describe('winning and losing (CT-1.2)', () => {
  it('CT-1.2.5: if all players lose at once, the game is a draw', () => {
    const t = table({
      players: [
        { zones: { deck: filler(5), partner: ['test-big'] }, data: { damageDeckOut: true } },
        { zones: { deck: filler(5), partner: ['test-dummy'] }, data: { drawDeckOut: true } },
      ],
    });
    expect(t.state.result?.draw).toBe(true);
    expect(t.state.result?.winners).toEqual([]);
  });

  it('CT-1.2.6: a player may concede at any time and loses at once', () => {
    const t = me({ partner: ['test-big'] });
    testEngine.concede(t.state, 1, 'CT-1.2.6');
    expect(t.state.result?.winners).toEqual([0]);
    expect(t.state.players[1].lost?.rule).toBe('CT-1.2.6');
  });

  it('CT-1.2.7: an effect that makes a player lose ends the game during its processing', () => {
    const t = me({ hand: ['test-doom'], partner: ['test-big'] });
    t.choose('event:test-doom');
    expect(t.state.result?.winners).toEqual([0]);
    // The rest of the effect (draw 1) was not processed.
    expect(t.state.zones['hand@0'].length).toBe(0);
  });
});

describe('fundamental principles (CT-1.3)', () => {
  it('CT-1.3.1: card text beats the rules (a card that "can appear more than once" is not duplicated)', () => {
    const t = me({ hand: ['nitro-drone'], partner: ['test-dummy2'], front1: ['nitro-drone'] });
    t.choose('appear:nitro-drone:back1');
    expect(t.zone('back1@0')).toEqual(['nitro-drone']);
    expect(t.zone('front1@0')).toEqual(['nitro-drone']);
  });

  it('CT-1.3.2: an impossible action is not done; a partly impossible one is done as far as possible', () => {
    const t = table({
      players: [
        { zones: { deck: ['test-dummy'], hand: ['sw-ev-scramble'], partner: ['test-big'] } },
        { zones: { deck: filler(5), partner: ['test-dummy'] } },
      ],
    });
    t.choose('event:sw-ev-scramble');
    expect(t.state.zones['hand@0'].length).toBe(1);
    expect(t.state.players[0].lost).toBeNull();
  });

  it('CT-1.3.3: entering a state already held does not happen (nothing is logged or triggered)', () => {
    const t = me(
      { hand: ['nitro-ev-atlach'], partner: ['test-big'] },
      { partner: [{ def: 'test-dummy', status: { pose: 'rest' } }] },
    );
    t.choose('event:nitro-ev-atlach').select(['partner@1:test-dummy']);
    expect(t.log.some((l) => l.message.includes('pose becomes'))).toBe(false);
  });

  it('CT-1.3.3: a replacement of "would become rested" does not apply to a chara already rested', () => {
    const rest = (pose: string) => {
      const t = me(
        { hand: ['nitro-ev-atlach'], partner: ['test-big'] },
        { partner: [{ def: 'test-stubborn', status: { pose } }] },
      );
      t.choose('event:nitro-ev-atlach').select(['partner@1:test-stubborn']);
      return t.card('partner@1:test-stubborn').status.pose;
    };
    expect(rest('stand')).toBe('reverse');
    expect(rest('rest')).toBe('rest');
  });

  it('CT-1.3.4: an action required 0 or a negative number of times is not performed', () => {
    const t = me({ hand: ['test-draw-neg'], partner: ['test-big'] });
    t.choose('event:test-draw-neg');
    expect(t.state.zones['hand@0'].length).toBe(0);
    expect(t.state.zones['deck@0'].length).toBe(5);
  });

  it(
    'CT-1.3.5 / CT-14.8.1: a prohibition beats an instruction: a card that cannot appear is not offered ' +
      'and an effect cannot put it into the arena',
    () => {
      const t = me({ hand: ['test-summon', 'sealed-one'], partner: ['test-big'] });
      expect(keys(t).some((k) => k.startsWith('appear:sealed-one'))).toBe(false);
      // The card is chosen, so the move is tried (an engine that only left it out of the offers moves it).
      t.choose('event:test-summon').select(['hand@0:sealed-one']);
      expect(t.pending?.prompt).not.toBe('summon');
      expect(t.zone('hand@0')).toEqual(['sealed-one']);
      expect(t.zone('back2@0')).toEqual([]);
    },
  );

  it(
    'CT-1.3.6 / CT-4.3.1: simultaneous choices are made by the main player (the player whose turn it is) ' + 'first',
    () => {
      const t = table({
        start: { activePlayer: 1, turn: 4, phase: 'main' },
        players: [
          {
            zones: {
              deck: filler(5),
              partner: ['test-dummy2'],
              front1: [{ def: 'sw-mio', status: { placedAt: 1 } }],
              front2: [{ def: 'sw-mio-guard', status: { placedAt: 1 } }],
            },
          },
          {
            zones: {
              deck: filler(5),
              partner: ['test-dummy2'],
              front1: [{ def: 'sw-mio', status: { placedAt: 1 } }],
              front2: [{ def: 'sw-mio-guard', status: { placedAt: 1 } }],
            },
          },
        ],
      });
      expect(t.pending?.prompt).toBe('nameDuplication.keep');
      expect(t.pending?.player).toBe(1);
      t.answer({ choice: 0 });
      expect(t.pending?.player).toBe(0);
    },
  );

  it('CT-1.3.7: a chosen number is a whole number ≥ 0, and "up to N" allows 0', () => {
    const t = me({ hand: ['aqua-ev-festival'], partner: ['test-big'] });
    t.choose('event:aqua-ev-festival');
    expect(t.pending!.options.map((o) => o.value)).toEqual([0, 1, 2]);
    t.choose('0');
    expect(t.state.zones['hand@0'].length).toBe(0);
  });
});

describe('players, masters and references (CT-3.3, CT-3.7, CT-4.3, CT-4.4, CT-5.1.6)', () => {
  it(
    'CT-3.3.1 / CT-4.3.2: a card\'s master is the player whose zone it is in; "you" is the master, ' +
      '"opponent" the other player',
    () => {
      const t = me(
        { hand: ['nitro-ev-atlach'], partner: ['test-big'], front1: ['test-dummy2'] },
        { partner: ['test-dummy'] },
      );
      t.choose('event:nitro-ev-atlach');
      expect(t.pending!.options.map((o) => o.label)).toEqual([expect.stringContaining('test-dummy')]);
      expect(t.state.objects[t.card('front1@0:test-dummy2').id].master).toBe(0);
    },
  );

  it('CT-4.4.2: "target" without a named master may be any player\'s card', () => {
    const t = me(
      { partner: ['test-big'] },
      { partner: ['test-dummy'], hand: ['aqua-ev-rooftop'] },
      { activePlayer: 0, turn: 3, phase: 'battle' },
    );
    t.choose('pass').choose('event:aqua-ev-rooftop');
    expect(t.pending!.options.length).toBe(2);
  });

  it('CT-4.4.1 / CT-4.4.3: a cost or effect naming no card means the card with the ability ("this card")', () => {
    const t = me({ partner: ['test-big'], front1: ['sw-lynette'] });
    t.choose('activate:sw-lynette/snipe:front1').select(['partner@1:test-dummy']);
    expect(t.card('front1@0:sw-lynette').status.pose).toBe('rest');
    expect(t.card('partner@0:test-big').status.pose).toBe('stand');
  });

  it("CT-5.1.6: a card told to move to a zone without saying whose goes to its master's zone", () => {
    const t = me({ hand: ['test-bounce'], partner: ['test-big'] }, { partner: ['test-dummy'], front1: ['sw-mio'] });
    t.choose('event:test-bounce').select(['front1@1:sw-mio']);
    expect(t.zone('hand@1')).toEqual(['sw-mio']);
  });

  it('CT-3.7.1: "is female" holds for a chara whose genders include female', () => {
    const t = me({ hand: ['test-ladies'], partner: ['nitro-kurou'], front1: ['sw-mio'] });
    t.choose('event:test-ladies');
    expect(t.card('front1@0:sw-mio').characteristics.attack).toBe(4);
    expect(t.card('partner@0:nitro-kurou').characteristics.attack).toBe(4);
  });

  it(
    'CT-3.8.2 / CT-4.1.8: names a card defines for itself are base definition and stay in every zone and ' + 'state',
    () => {
      const t = me({ partner: [{ def: 'star-mine-girl', status: { face: 'down' } }], hand: ['spica-extra'] });
      expect(t.card('partner@0:star-mine-girl').characteristics.names).toEqual(['スピカ', 'ガーネット', 'ミラ']);
      expect(t.card('hand@0:spica-extra').characteristics.names).toEqual(['スピカ']);
    },
  );
});

describe('timing icons and ability conditions (CT-4.1)', () => {
  it(
    'CT-4.1.3: a main-icon ability only for the main player in the main phase; a battle-icon ability for ' +
      'either player in the battle steps',
    () => {
      const main = me(
        { partner: ['test-big'], front1: ['sw-lynette'] },
        { partner: ['test-dummy'], front1: ['test-commander'] },
      );
      expect(keys(main)).toContain('activate:sw-lynette/snipe:front1');
      expect(keys(main).some((k) => k.includes('test-commander'))).toBe(false);
      const battle = me(
        { partner: ['test-big'], front1: ['sw-lynette'] },
        { partner: ['test-dummy'], front1: ['test-commander'] },
        { activePlayer: 0, turn: 3, phase: 'battle' },
      );
      expect(keys(battle).some((k) => k.includes('sw-lynette'))).toBe(false);
      battle.choose('pass');
      expect(keys(battle)).toContain('activate:test-commander/order:front1');
    },
  );

  it('CT-4.1.9 / CT-8.3.1.3: a participating-activatable ability may be played by the attack chara', () => {
    const t = me(
      { partner: ['test-participant'] },
      { partner: ['test-dummy'] },
      { activePlayer: 0, turn: 3, phase: 'battle' },
    );
    passUntil(t, 'battle.attack').choose('attack:test-participant:partner').choose('no');
    expect(keys(t)).toContain('activate:test-participant/rally:partner');
    t.choose('activate:test-participant/rally:partner');
    expect(t.card('partner@0:test-participant').characteristics.attack).toBe(4);
  });

  it('CT-4.1.10: an EX-activation ability works while its card is public in the extra deck, not while hidden', () => {
    const hidden = me({ extra: ['ex-watcher'], partner: ['test-big'] });
    expect(hidden.card('partner@0:test-big').characteristics.attack).toBe(6);
    const shown = me({ extra: [{ def: 'ex-watcher', revealedTo: [0, 1] }], partner: ['test-big'] });
    expect(shown.card('partner@0:test-big').characteristics.attack).toBe(7);
  });
});

describe('effects (CT-9)', () => {
  it('CT-9.3.5: invalidating an ability does not undo continuous effects its earlier resolution created', () => {
    const t = me({ hand: ['test-silence'], partner: ['test-pump'] });
    t.choose('activate:test-pump/pump:partner');
    expect(t.card('partner@0:test-pump').characteristics.attack).toBe(4);
    t.choose('event:test-silence').select(['partner@0:test-pump']);
    expect(t.card('partner@0:test-pump').characteristics.abilities).toContain('test-pump/pump');
    expect(t.card('partner@0:test-pump').characteristics.invalidAbilities).toEqual(['*']);
    expect(t.card('partner@0:test-pump').characteristics.attack).toBe(4);
  });

  it(
    "CT-9.3.8 / CT-13.4.3: a はるかさん chara is not affected by the opponent's event cards (even face down), " +
      "but is by its master's",
    () => {
      const t = me(
        { hand: ['test-blast5', 'test-blast5'], partner: ['test-big'], front1: ['haruka-mujaki'] },
        { partner: ['test-dummy'], front1: ['haruka-mujaki'] },
      );
      // CT-9.3.8: the opponent's haruka may not be chosen as a target (face up or down); one's own may.
      t.choose('event:test-blast5');
      const offered = t.pending!.options.map((o) => o.value);
      expect(offered).not.toContain(t.card('front1@1:haruka-mujaki').id);
      expect(offered).toContain(t.card('front1@0:haruka-mujaki').id);
      t.select(['front1@0:haruka-mujaki']);
      expect(t.card('front1@0:haruka-mujaki').status.face).toBe('down');
    },
  );

  it(
    "CT-9.3.8 / CT-13.4.3: the core's choose and move instructions ask the one immunity point — an " +
      "opponent's event can neither target a はるかさん chara nor move it to the WR",
    () => {
      const t = me(
        { hand: ['test-bounce', 'test-friend-sweep'], partner: ['test-big'] },
        { partner: ['test-dummy'], front1: ['haruka-mujaki'], front2: ['haruka-amagami'], back1: ['test-dummy2'] },
      );
      // A targeted core `choose`: the はるかさん chara with the append rule is not offered; the one without it is.
      t.choose('event:test-bounce');
      const offered = t.pending!.options.map((o) => o.value);
      expect(offered).not.toContain(t.card('front1@1:haruka-mujaki').id);
      expect(offered).toContain(t.card('front2@1:haruka-amagami').id);
      t.select(['front2@1:haruka-amagami']);
      expect(t.zone('hand@1')).toContain('haruka-amagami');
      // An untargeted core `move` of several charas at once: the others go, the protected one stays.
      t.choose('event:test-friend-sweep');
      expect(t.zone('wr@1')).toEqual(['test-dummy2']);
      expect(t.zone('front1@1')).toEqual(['haruka-mujaki']);
    },
  );

  it('CT-9.3.10 / CT-9.3.11: with increases invalidated, "+2" is skipped but "set to 5" and "−3" apply', () => {
    const t = me({ hand: ['test-plus2', 'test-set5', 'test-minus3'], partner: ['test-stoic'] });
    t.choose('event:test-plus2').select(['partner@0:test-stoic']);
    expect(t.card('partner@0:test-stoic').characteristics.attack).toBe(3);
    t.choose('event:test-set5').select(['partner@0:test-stoic']);
    expect(t.card('partner@0:test-stoic').characteristics.attack).toBe(5);
    t.choose('event:test-minus3').select(['partner@0:test-stoic']);
    expect(t.card('partner@0:test-stoic').characteristics.attack).toBe(2);
  });

  it('CT-9.3.10 / CT-9.3.11: with decreases invalidated, "−3" is skipped but "+2" and "set to 5" apply', () => {
    const t = me({ hand: ['test-minus3', 'test-plus2', 'test-set5'], partner: ['test-unbowed'] });
    t.choose('event:test-minus3').select(['partner@0:test-unbowed']);
    expect(t.card('partner@0:test-unbowed').characteristics.attack).toBe(3);
    t.choose('event:test-plus2').select(['partner@0:test-unbowed']);
    expect(t.card('partner@0:test-unbowed').characteristics.attack).toBe(5);
    // The newer "set to 5" applies after the +2 (timestamp order): neither increase nor decrease (CT-9.3.10).
    t.choose('event:test-set5').select(['partner@0:test-unbowed']);
    expect(t.card('partner@0:test-unbowed').characteristics.attack).toBe(5);
  });

  it('CT-9.5.4.3 / CT-3.11.10: choosing from a hidden zone may choose nothing; looking does not reveal', () => {
    const t = table({
      players: [
        { zones: { deck: ['sw-mio', 'test-big', 'sw-sanya'], partner: ['test-dummy2'], front1: ['nitro-okabe'] } },
        { zones: { deck: filler(5), partner: ['test-dummy'] } },
      ],
    });
    t.choose('activate:nitro-okabe/reading:front1');
    expect(t.pending?.min).toBe(0);
    t.select([]);
    expect(t.state.zones['deck@0'].every((id) => t.state.objects[id].revealedTo.length === 0)).toBe(true);
  });

  it('CT-9.5.4.4: "that target" refers to what the earlier "target" chose', () => {
    const t = me({
      hand: ['aqua-ev-recall'],
      partner: [{ def: 'test-big', status: { pose: 'rest' }, counters: { damage: 2 } }],
    });
    t.choose('event:aqua-ev-recall').select(['partner@0:test-big']);
    expect(t.card('partner@0:test-big').status.pose).toBe('stand');
    expect(t.card('partner@0:test-big').counters.damage ?? 0).toBe(0);
  });

  it('CT-9.6.6: a delayed trigger created by an effect triggers once at the stated time', () => {
    const t = me({ hand: ['test-later'], partner: ['test-big'] });
    t.choose('event:test-later');
    expect(t.state.delayed.length).toBe(1);
    t.choose('pass');
    passUntil(t, 'battle.attack').choose('end');
    passUntil(t, 'playTiming');
    expect(t.state.zones['hand@0'].length).toBe(1);
    expect(t.state.delayed.length).toBe(0);
  });

  it('CT-9.6.9: a "turns face down" trigger needing the card\'s info uses its info while face up', () => {
    const t = me(
      { hand: ['test-blast5'], partner: ['test-mourner'] },
      { partner: ['test-dummy'], front1: ['sw-lynette'] },
    );
    t.choose('event:test-blast5').select(['front1@1:sw-lynette']);
    expect(t.card('front1@1:sw-lynette').status.face).toBe('down');
    expect(t.state.zones['hand@0'].length).toBe(1);
  });

  it('CT-9.8.5: an effect invalidating continuous effects stops them from applying', () => {
    const t = me({ hand: ['test-plus2', 'test-nullify'], partner: ['test-big'] });
    t.choose('event:test-plus2').select(['partner@0:test-big']);
    expect(t.card('partner@0:test-big').characteristics.attack).toBe(8);
    t.choose('event:test-nullify').select(['partner@0:test-big']);
    expect(t.card('partner@0:test-big').characteristics.attack).toBe(6);
  });

  it('CT-9.8.6: an effect prohibiting changes to info stops later numeric effects on it', () => {
    const t = me({ hand: ['test-lock', 'test-plus2'], partner: ['test-big'] });
    t.choose('event:test-lock')
      .select(['partner@0:test-big'])
      .choose('event:test-plus2')
      .select(['partner@0:test-big']);
    expect(t.card('partner@0:test-big').characteristics.attack).toBe(6);
  });

  it('CT-9.8.7: an effect granting an ability applies in the abilities layer', () => {
    const t = me({ hand: ['test-gift', 'test-blast5'], partner: ['test-big'] });
    t.choose('event:test-gift')
      .select(['partner@0:test-big'])
      .choose('event:test-blast5')
      .select(['partner@0:test-big']);
    expect(t.card('partner@0:test-big').counters.damage).toBe(2);
  });

  it('CT-9.8.8 / CT-9.8.10: one effect with a trait change and an attack change applies each in its own layer', () => {
    const t = me({ hand: ['test-angelize'], partner: ['test-big'] });
    t.choose('event:test-angelize').select(['partner@0:test-big']);
    const c = t.card('partner@0:test-big').characteristics;
    expect(c.traits).toEqual(['天使']);
    expect(c.attack).toBe(7);
  });

  it('CT-9.8.11: an effect that depends on another in its layer applies after it, whatever their timestamps', () => {
    const t = me({ hand: ['test-halo', 'test-angelize'], partner: ['test-big'] });
    t.choose('event:test-halo').choose('event:test-angelize').select(['partner@0:test-big']);
    expect((t.card('partner@0:test-big').characteristics.traits as string[]).sort()).toEqual(['光', '天使'].sort());
  });
});

const BATTLE = { activePlayer: 0, turn: 3, phase: 'battle' };

describe('append rules (CT-13)', () => {
  it('CT-13.2.1: a 俺嫁 card has every work title, as base definition, in every zone', () => {
    const t = me({ hand: ['oreyome-bride'], partner: ['test-big'] });
    expect((t.card('hand@0:oreyome-bride').characteristics.work as string[]).length).toBe(ALL_WORKS.length);
  });

  it(
    'CT-13.3.4: a [BETA] guard becomes rested and takes no battle damage from male or female トータル・イクリプス ' +
      'charas',
    () => {
      const t = me(
        { partner: ['te-yuuya'] },
        { partner: ['beta-laser'], front1: ['beta-tank'] },
        { activePlayer: 0, turn: 3, phase: 'battle' },
      );
      passUntil(t, 'battle.attack').choose('attack:te-yuuya:partner').choose('no');
      passUntil(t, 'battle.guard').choose('guard:beta-tank:front1');
      expect(t.card('front1@1:beta-tank').status.pose).toBe('rest');
      passUntil(t, 'battle.attack');
      expect(t.card('front1@1:beta-tank').counters.damage ?? 0).toBe(0);
      expect(t.card('front1@1:beta-tank').status.face).toBe('up');
      // The guard still deals its 3 damage: ユウヤ (durability 3) is face down.
      expect(t.card('partner@0:te-yuuya').status.face).toBe('down');
    },
  );

  it('CT-13.3.4: only a male or female トータル・イクリプス chara deals a [BETA] no battle damage, and only a BETA', () => {
    /** Player 1's guard in front 1 after `attacker` (player 0's partner) attacks and it guards: damage, face. */
    const damageOn = (attacker: string, guard: string) => {
      const t = me({ partner: [attacker] }, { partner: ['test-zero'], front1: [guard] }, BATTLE);
      passUntil(t, 'battle.attack').choose(`attack:${attacker}:partner`);
      if (t.pending?.prompt === 'battle.attackDraw') t.choose('no');
      passUntil(t, 'battle.guard').choose(`guard:${guard}:front1`);
      passUntil(t, 'battle.attack');
      const guarded = t.card(`front1@1:${guard}`);
      return `${guarded.counters.damage ?? 0} ${guarded.status.face as string}`;
    };
    // 篁唯依 is female: no damage, as from the male ユウヤ.
    expect(damageOn('te-yui', 'beta-tank')).toBe('0 up');
    // 光線級 is a トータル・イクリプス chara with no gender: its 2 damage is dealt.
    expect(damageOn('beta-laser', 'beta-tank')).toBe('2 up');
    // So does one whose gender is something else: "male or female" is not "has a gender".
    expect(damageOn('test-te-machine', 'beta-tank')).toBe('2 up');
    // Another work's chara damages a BETA (6 on durability 4: face down), and a トータル・イクリプス chara
    // damages a chara that is not one.
    expect(damageOn('test-big', 'beta-tank')).toBe('0 down');
    expect(damageOn('te-yuuya', 'test-big')).toBe('3 up');
  });

  it("CT-13.8.3: a standing ソルラルチャージ card is not rested by the opponent's card effect", () => {
    const t = me(
      { hand: ['nitro-ev-atlach'], partner: ['test-big'] },
      { partner: ['test-dummy'], front1: [{ def: 'solar-kurou', attached: [{ def: 'nitro-kurou', kind: 'base' }] }] },
    );
    t.choose('event:nitro-ev-atlach').select(['front1@1:solar-kurou']);
    expect(t.card('front1@1:solar-kurou').status.pose).toBe('stand');
  });

  it('CT-13.10.1 / CT-13.14.1: アラガミ and 幻想郷 cards never appear', () => {
    const t = me({ extra: ['aragami-vajra', 'gensokyo-reimu'], partner: ['test-big'] });
    expect(keys(t).some((k) => k.startsWith('extra:'))).toBe(false);
  });

  it('CT-13.10.1: an effect that puts an アラガミ card into an area does nothing; another extra card goes', () => {
    const call = (card: string) => {
      const t = me({ hand: ['test-extra-call'], extra: [card], partner: ['test-big'] });
      t.choose('event:test-extra-call').select([`extra@0:${card}`]);
      expect(t.pending?.prompt).not.toBe('call');
      return [t.zone('extra@0'), t.zone('back2@0')];
    };
    expect(call('aragami-vajra')).toEqual([['aragami-vajra'], []]);
    expect(call('test-ex-watcher')).toEqual([[], ['test-ex-watcher']]);
  });
});

describe('other rules (CT-14)', () => {
  it(
    'CT-14.2.1: "end the battle phase" during a battle goes to the battle end step, then to the completion ' + 'step',
    () => {
      const t = me(
        { partner: ['test-big'], front1: ['test-dummy2'] },
        { partner: ['test-dummy'], hand: ['nitro-ev-hyperborea'] },
        { activePlayer: 0, turn: 3, phase: 'battle' },
      );
      passUntil(t, 'battle.attack').choose('attack:test-big:partner').choose('no');
      t.choose('pass').choose('event:nitro-ev-hyperborea');
      // CT-14.2.1 (a)/(b): no more play timing in this battle;
      // the battle end step, then the completion step and the end phase.
      passUntil(t, 'playTiming');
      expect(t.state.turn.activePlayer).toBe(1);
      expect(t.log.some((l) => l.message === 'end of battle')).toBe(true);
      expect(t.state.zones['wr@1'].length).toBe(1);
      expect(t.log.some((l) => l.message === 'start of battleDamageStep')).toBe(false);
    },
  );

  it('CT-14.2.1 (a): "end the battle phase" in the third ability step: no battle damage is dealt', () => {
    const t = me(
      { partner: ['test-big'], front1: ['test-dummy2'] },
      { partner: ['test-dummy'], hand: ['nitro-ev-hyperborea'] },
      { activePlayer: 0, turn: 3, phase: 'battle' },
    );
    passUntil(t, 'battle.attack').choose('attack:test-big:partner').choose('no');
    t.choose('pass').choose('pass').choose('noGuard');
    expect(t.state.turn.step).toBe('thirdAbility');
    const zones = (p: number) =>
      Object.keys(t.state.zones).filter((z) => z.endsWith(`@${p}`) && !z.startsWith('hand') && !z.startsWith('wr'));
    const before: Record<string, string[]> = Object.fromEntries(zones(1).map((z) => [z, t.zone(z)]));
    t.choose('pass').choose('event:nitro-ev-hyperborea');
    passUntil(t, 'playTiming');
    expect(t.state.turn.activePlayer).toBe(1);
    expect(t.log.some((l) => l.message === 'start of battleDamageStep')).toBe(false);
    // Test-big's 6 unguarded damage would have moved player 1's cards; only the turn's draw left the deck.
    expect(Object.fromEntries(zones(1).map((z) => [z, t.zone(z)]))).toEqual({
      ...before,
      'deck@1': before['deck@1'].slice(1),
    });
  });

  it('CT-14.2.2: "end the main phase": after the check timing the main phase ends and the battle phase begins', () => {
    const t = me({ hand: ['test-end-main', 'sw-mio'], partner: ['test-big'] });
    t.choose('event:test-end-main');
    expect(t.state.turn.phase).toBe('battle');
    expect(t.log.some((l) => l.message === 'end of mainPhase')).toBe(true);
    passUntil(t, 'battle.attack');
    expect(t.state.data.endingPhase).toBeUndefined();
  });

  it('CT-14.3.2 / CT-14.3.3: when looking is prohibited, a look effect does nothing to the looked-at cards', () => {
    const t = table({
      players: [
        {
          zones: { deck: ['sw-mio', 'test-big', 'sw-sanya'], partner: ['test-dummy2'], front1: ['nitro-okabe'] },
          data: { cannotLook: true },
        },
        { zones: { deck: filler(5), partner: ['test-dummy'] } },
      ],
    });
    t.choose('activate:nitro-okabe/reading:front1');
    expect(t.pending?.prompt).toBe('playTiming');
    expect(t.zone('hand@0')).toEqual([]);
  });

  it('CT-14.4.1: a "cannot be used as a cost" card cannot be chosen to pay a cost', () => {
    const t = me({ hand: ['sw-ev-barrage', 'test-fragile'], partner: ['test-big'] });
    expect(keys(t)).not.toContain('event:sw-ev-barrage');
  });

  it(
    "CT-14.5.1 / CT-14.5.4: a unit appearance uses the turn's normal appearance; the unit is a new chara " +
      'on the same stack',
    () => {
      const t = me({
        hand: ['nitro-kageaki', 'sw-mio', 'test-dummy'],
        partner: ['test-big'],
        front1: ['nitro-muramasa'],
      });
      expect(keys(t).some((k) => k.startsWith('appear:sw-mio'))).toBe(true);
      t.choose('unit:nitro-kageaki:front1').select(['hand@0:test-dummy']);
      expect(t.pending?.prompt).toBe('playTiming');
      expect(t.card('front1@0[0]').def).toBe('nitro-kageaki');
      // It appeared (CT-14.5.1): what "when a chara appears" abilities see, saying how and on what.
      const appeared = t.events.filter((e) => e.event.kind === 'appear').map((e) => e.event);
      expect(appeared).toEqual([expect.objectContaining({ how: 'unit', rule: 'CT-14.5.1' })]);
      // The turn's one normal appearance is used: the chara left in the hand is no longer offered.
      expect(t.zone('hand@0')).toEqual(['sw-mio']);
      expect(keys(t).some((k) => k.startsWith('appear:'))).toBe(false);
    },
  );

  it(
    "CT-14.6.1 / CT-14.6.2 / CT-14.6.3 / CT-14.6.4: a pseudo-card copies an event's effect for its user, " +
      'who makes its choices; it is not a card and vanishes',
    () => {
      const t = me(
        { partner: ['test-big'], hand: ['aqua-ev-mimic'] },
        { partner: ['test-dummy'], wr: ['aqua-ev-rooftop'] },
        { activePlayer: 0, turn: 3, phase: 'battle' },
      );
      t.choose('event:aqua-ev-mimic').select(['wr@1:aqua-ev-rooftop']);
      expect(t.pending?.player).toBe(0);
      t.select(['partner@1:test-dummy']);
      expect(t.card('partner@1:test-dummy').status.face).toBe('down');
      expect(t.zone('wr@1')).toEqual(['aqua-ev-rooftop']);
      expect(t.log.filter((l) => l.message.includes('plays event')).length).toBe(1);
      expect(t.log.some((l) => l.rule === 'CT-14.6.2')).toBe(true);
    },
  );
});

describe('infinite loops (CT-14.1)', () => {
  it(
    'CT-14.1.1: a loop neither player can stop (mandatory triggers that undo each other) ends the game in ' + 'a draw',
    () => {
      const t = table({
        players: [
          { zones: { deck: filler(8), partner: ['test-big'], front1: ['test-seesaw'] } },
          { zones: { deck: filler(8), partner: ['test-dummy'] } },
        ],
      });
      t.choose('activate:test-seesaw/tip:front1');
      expect(t.state.result).toMatchObject({ winners: [], draw: true, rule: 'CT-14.1.1' });
      expect(t.pending).toBeNull();
      expect(t.log.at(-1)?.message).toContain('infinite loop');
    },
  );
});

describe('infinite loops a player can stop (CT-14.1.2, CT-14.1.3)', () => {
  /** Answers by key prefix until the loop-count declaration comes; returns the answers given. */
  const untilDeclared = (t: ReturnType<typeof table>, pick: (keys: string[], player: number) => string) => {
    let n = 0;
    while (t.pending?.prompt !== 'loop.count' && n < 200) {
      t.choose(
        pick(
          t.pending!.options.map((o) => o.key),
          t.pending!.player,
        ),
      );
      n++;
    }
    return n;
  };

  it(
    'CT-14.1.2: swapping two areas back and forth is a loop only its player can stop: a count is declared, ' +
      'performed, then the loop is barred from the same position',
    () => {
      const t = table({
        players: [
          { zones: { deck: filler(8), partner: ['test-juggler'], front1: ['test-dummy'], back1: ['test-dummy2'] } },
          { zones: { deck: filler(8), partner: ['test-dummy'] } },
        ],
      });
      untilDeclared(t, () => 'activate:test-juggler/juggle');
      // CT-1.3.7: any whole number, here one the former fixed menu (0, 1, 2, 3, 5, 10, …) lacked.
      expect(t.pending).toMatchObject({ player: 0, prompt: 'loop.count', rule: 'CT-14.1.2', kind: 'number', min: 0 });
      const front = t.zone('front1@0');
      t.number(7);
      // Two more rounds of two swaps leave the areas as they were; the loop may not be chosen again from here.
      expect(t.zone('front1@0')).toEqual(front);
      expect(t.pending).toMatchObject({ player: 0, prompt: 'playTiming' });
      expect(t.pending!.options.some((o) => o.key === 'activate:test-juggler/juggle')).toBe(false);
      expect(
        t.log.some((l) => l.rule === 'CT-14.1.2' && l.message.includes('performed 7 more time(s); player 0 may not')),
      ).toBe(true);
    },
  );

  it(
    'CT-14.1.3: when both players keep swapping in the battle phase, the main player declares first, the ' +
      "smaller count is performed and the larger count's player is barred",
    () => {
      const t = table({
        start: { activePlayer: 0, turn: 3, phase: 'battle' },
        players: [
          { zones: { deck: filler(8), partner: ['test-juggler'], front1: ['test-dummy'], back1: ['test-dummy2'] } },
          { zones: { deck: filler(8), partner: ['test-juggler'], front1: ['test-dummy'], back1: ['test-dummy2'] } },
        ],
      });
      untilDeclared(t, () => 'activate:test-juggler/juggle');
      expect(t.pending).toMatchObject({ player: 0, prompt: 'loop.count', rule: 'CT-14.1.3' });
      t.number(1);
      expect(t.pending).toMatchObject({ player: 1, prompt: 'loop.count', rule: 'CT-14.1.3', kind: 'number' });
      t.number(13, 1);
      expect(
        t.log.some((l) => l.rule === 'CT-14.1.3' && l.message.includes('performed 1 more time(s); player 1 may not')),
      ).toBe(true);
      // Player 0 (the smaller count) must make the stopping choice;
      // it may, and player 1 may not swap again from the same position.
      expect(t.pending?.player).toBe(0);
      t.choose('pass');
      expect(t.pending?.player).toBe(1);
      expect(t.pending!.options.some((o) => o.key === 'activate:test-juggler/juggle')).toBe(false);
    },
  );
});
