import { describe, it, expect } from 'vitest';
import type { StateFacet } from '@tcgkit/core';
import { table, filler, passUntil, testEngine, tablesWith } from './support.js';

type T = ReturnType<typeof table>;
const keys = (t: T) => t.pending!.options.map((o) => o.key);
const me = tablesWith(5);

describe('card information (CT-2, CT-3)', () => {
  it("CT-2.1.1 / CT-2.1.3 / CT-3.15.1: names 「」 and traits “” are info; a set card's traits go to its chara", () => {
    const t = me({ hand: ['sw-set-striker'], partner: ['sw-mio'] });
    expect(t.card('partner@0:sw-mio').characteristics.names).toEqual(['美緒']);
    t.choose('set:sw-set-striker:partner');
    expect((t.card('partner@0:sw-mio').characteristics.traits as string[]).sort()).toEqual(['ウィッチ', '飛行'].sort());
  });

  it('CT-2.1.2: a name reference works only with a card of the same OS', () => {
    const t = me({ extra: ['nitro-ex-demonbane'], partner: ['test-kurou-other'] });
    expect(keys(t).some((k) => k.startsWith('extra:'))).toBe(false);
    const ok = me({ extra: ['nitro-ex-demonbane'], partner: ['nitro-kurou'] });
    expect(keys(ok)).toContain('extra:nitro-ex-demonbane:partner');
  });

  it(
    'CT-2.2.1 / CT-2.2.2 / CT-2.2.5: chara, extra (also chara) and partner (also chara) cards, set and ' +
      'event cards',
    () => {
      const t = me({
        partner: ['aqua-konomi-partner'],
        front1: [
          {
            def: 'sw-ex-yoshika',
            attached: [
              { def: 'sw-mio', kind: 'base' },
              { def: 'sw-set-mg42', kind: 'set' },
            ],
          },
        ],
      });
      expect(t.card('partner@0:aqua-konomi-partner').characteristics.types).toEqual(['chara', 'partner']);
      expect(t.card('front1@0:sw-ex-yoshika').characteristics.types).toEqual(['chara', 'extra']);
      expect(t.card('front1@0:sw-set-mg42').characteristics.types).toEqual(['set']);
    },
  );

  it('CT-2.2.3: gender is info; a partner card has the gender of the same-named chara card', () => {
    const t = me({ hand: ['aqua-konomi'], partner: ['aqua-konomi-partner'], front2: ['nitro-kurou'] });
    expect(t.card('partner@0:aqua-konomi-partner').characteristics.gender).toEqual(
      t.card('hand@0:aqua-konomi').characteristics.gender,
    );
    expect(t.card('partner@0:aqua-konomi-partner').characteristics.gender).toEqual(['female']);
    expect(t.card('front2@0:nitro-kurou').characteristics.gender).toEqual(['male']);
  });

  it(
    'CT-2.2.4 / CT-2.2.6 / CT-3.9.1: a level card is not a chara: it has type level and only its base ' +
      'definition and modifiers',
    () => {
      const t = me({ partner: [{ def: 'sw-mio', attached: [{ def: 'sw-perrine', kind: 'level' }] }] });
      const level = t.card('partner@0:sw-perrine');
      expect(level.characteristics.types).toEqual(['level']);
      expect(level.characteristics.attack).toBeUndefined();
      expect(level.characteristics.abilities).toEqual([]);
      expect(level.characteristics.names).toEqual(['ペリーヌ']);
      expect(level.characteristics.attackMod).toBe(1);
    },
  );

  it(
    'CT-2.3.2 / CT-2.3.4 / CT-2.4.1 / CT-2.4.2: work title, OS name and attributes are info; several ' +
      'attribute icons give several attributes',
    () => {
      const t = me({
        partner: ['nitro-kurisu'],
        front1: [{ def: 'sw-ex-eila-sanya', attached: [{ def: 'sw-eila', kind: 'base' }] }],
      });
      expect(t.card('partner@0:nitro-kurisu').characteristics.work).toEqual(['STEINS;GATE']);
      expect(t.card('partner@0:nitro-kurisu').characteristics.os).toEqual(['ニトロプラス']);
      expect(t.card('front1@0:sw-ex-eila-sanya').characteristics.attributes).toEqual(['water', 'dark']);
    },
  );

  it('CT-2.5.1: abilities of a chara work in the arena, not in the hand', () => {
    const inHand = me({ hand: ['sw-minna'], partner: ['sw-mio'] });
    expect(inHand.card('partner@0:sw-mio').characteristics.attack).toBe(3);
    const inArena = me({ partner: ['sw-mio'], front1: ['sw-minna'] });
    expect(inArena.card('partner@0:sw-mio').characteristics.attack).toBe(4);
  });

  it(
    'CT-2.5.3 / CT-4.1.6: a partner-icon ability works only while its chara is the partner; a friend-icon ' +
      'one only while a friend',
    () => {
      const alPartner = me({ partner: ['nitro-al'], front1: ['test-dummy2'] });
      expect(alPartner.card('front1@0:test-dummy2').characteristics.durability).toBe(3);
      // As a friend its [Partner] ability gives nothing: not to another friend, not to itself.
      const alFriend = me({ partner: ['test-dummy2'], front1: ['nitro-al'], front2: ['test-big'] });
      expect(alFriend.card('front2@0:test-big').characteristics.durability).toBe(6);
      expect(alFriend.card('front1@0:nitro-al').characteristics.durability).toBe(3);
      const minnaPartner = me({ partner: ['sw-minna'], front1: ['sw-mio'] });
      expect(minnaPartner.card('front1@0:sw-mio').characteristics.attack).toBe(3);
    },
  );

  it('CT-2.6.1 / CT-2.7.1: a partner card prints attack and durability per level, modifiers included', () => {
    const t = me({ hand: ['aqua-konomi', 'test-dummy'], partner: ['aqua-konomi-partner'] });
    expect([
      t.card('partner@0:aqua-konomi-partner').characteristics.attack,
      t.card('partner@0:aqua-konomi-partner').characteristics.durability,
    ]).toEqual([3, 3]);
    t.choose('levelUp:partner:aqua-konomi');
    const p = t.card('partner@0:aqua-konomi-partner');
    expect(p.characteristics.level).toBe(2);
    // Level 2 prints 4/5; the level card adds its +1/+1.
    expect([p.characteristics.attack, p.characteristics.durability]).toEqual([5, 6]);
  });

  it(
    "CT-2.8.1 / CT-2.9.1 / CT-3.10.3: a chara card's own modifiers apply only as partner, extra chara or " +
      'level card',
    () => {
      const friend = me({ partner: ['test-dummy2'], front1: ['sw-eila-bf109'] });
      expect([
        friend.card('front1@0:sw-eila-bf109').characteristics.attack,
        friend.card('front1@0:sw-eila-bf109').characteristics.durability,
      ]).toEqual([2, 3]);
      const partner = me({ partner: ['sw-eila-bf109'] });
      expect([
        partner.card('partner@0:sw-eila-bf109').characteristics.attack,
        partner.card('partner@0:sw-eila-bf109').characteristics.durability,
      ]).toEqual([3, 5]);
    },
  );

  it('CT-3.6.2: a card never has the same piece of info twice', () => {
    const t = me({ partner: [{ def: 'nitro-al', attached: [{ def: 'nitro-set-grimoire', kind: 'set' }] }] });
    expect(t.card('partner@0:nitro-al').characteristics.traits).toEqual(['魔導書']);
  });

  it('CT-3.6.3: a numeric info printed as a symbol only ("-") is 0', () => {
    const t = me({ partner: [{ def: 'sw-sanya', attached: [{ def: 'sw-sanya', kind: 'level' }] }] });
    expect(t.card('partner@0:sw-sanya#2').characteristics.attackMod).toBe(0);
  });

  it('CT-3.10.1 / CT-3.10.2: level = level cards + 1; the info of a chara stacked under another is ignored', () => {
    const t = me({
      partner: [
        {
          def: 'nitro-ex-demonbane',
          attached: [
            { def: 'nitro-kurou', kind: 'base' },
            { def: 'nitro-kurou', kind: 'level' },
            { def: 'nitro-kurou', kind: 'level' },
          ],
        },
      ],
    });
    expect(t.card('partner@0:nitro-ex-demonbane').characteristics.level).toBe(3);
    const base = t.card('partner@0:nitro-kurou');
    expect(base.characteristics.abilities).toEqual([]);
    expect(base.characteristics.attack).toBe(0);
  });

  it(
    "CT-3.10.5 / CT-3.10.6: a chara gains a set card's abilities except those about the set card itself, " +
      'which alone stay valid on it',
    () => {
      const t = me({ partner: [{ def: 'test-dummy2', attached: [{ def: 'test-set-grant', kind: 'set' }] }] });
      const chara = t.card('partner@0:test-dummy2');
      expect(chara.characteristics.abilities).toEqual(['test-set-grant/granted']);
      expect(chara.characteristics.durability).toBe(3);
      expect(chara.characteristics.attack).toBe(3);
      expect(t.card('partner@0:test-set-grant').characteristics.abilities).toEqual(['test-set-grant/own']);
    },
  );

  it('CT-3.11.1 / CT-3.11.2 / CT-3.11.8: placement state and face are independent', () => {
    const t = me({ partner: [{ def: 'test-big', status: { pose: 'reverse', face: 'down' } }] });
    expect(t.card('partner@0:test-big').status).toMatchObject({ pose: 'reverse', face: 'down' });
  });

  it(
    'CT-3.11.3 / CT-3.8.1: a face-down chara has its base definition, attack and durability 0, and no ' + 'abilities',
    () => {
      const t = me({
        partner: [{ def: 'sw-minna', status: { face: 'down' }, attached: [{ def: 'sw-set-mg42', kind: 'set' }] }],
        front1: ['sw-mio'],
      });
      const c = t.card('partner@0:sw-minna');
      expect(c.characteristics.names).toEqual(['ミーナ']);
      expect(c.characteristics.traits).toEqual(['ウィッチ']);
      expect([c.characteristics.attack, c.characteristics.durability]).toEqual([0, 0]);
      expect(c.characteristics.abilities).toEqual([]);
      expect(t.card('front1@0:sw-mio').characteristics.attack).toBe(3);
    },
  );

  it(
    'CT-3.11.4 / CT-9.2.4: effects on a chara do not apply while it is face down, and apply again when it ' +
      'turns face up within their duration',
    () => {
      // The partner's permanent "your friends get durability +1" and an event's "+2 attack" until end of turn.
      const t = me({
        hand: ['test-plus2', 'test-face-up'],
        partner: ['nitro-al'],
        front1: [{ def: 'test-dummy2', status: { face: 'down' } }],
      });
      t.choose('event:test-plus2').select(['front1@0:test-dummy2']);
      const stats = () => {
        const c = t.card('front1@0:test-dummy2').characteristics;
        return [c.attack, c.durability];
      };
      expect(stats()).toEqual([0, 0]);
      t.choose('event:test-face-up').select(['front1@0:test-dummy2']);
      expect(stats()).toEqual([4, 3]);
    },
  );

  it('CT-3.11.2: card text can tell a face-down chara from a face-up one (a face-down partner counts too)', () => {
    const t = me({
      hand: ['test-count-down'],
      partner: [{ def: 'test-big', status: { face: 'down' } }],
      front1: [{ def: 'test-dummy2', status: { face: 'down' } }],
      front2: ['sw-mio'],
    });
    t.choose('event:test-count-down');
    expect(t.zone('hand@0')).toHaveLength(2);
  });

  it(
    'CT-9.8.2 / CT-3.11.3: info is computed again when a card turns face down or changes stacking role, ' +
      'and kept when it only rests or stands (pose) or records its last hit',
    () => {
      const t = me({ partner: ['test-big'] });
      const reads = ['status:face', 'status:stackRole', 'status:pose', 'status:lastHit'].map((f) =>
        testEngine.services.layers.readsFacet(t.state, f as StateFacet),
      );
      expect(reads).toEqual([true, true, false, false]);
    },
  );

  it('CT-3.11.7 / CT-5.7.3: a face-down chara is public: the opponent sees what it is', () => {
    const t = me({ partner: [{ def: 'test-big', status: { face: 'down' } }] });
    expect(JSON.stringify(testEngine.viewFor(t.state, 1).zones['partner@0'])).toContain('test-big');
  });

  it(
    'CT-3.12.1 / CT-3.12.2 / CT-5.7.4: the chara in the partner area is the partner; it never moves to ' +
      'another zone',
    () => {
      const t = me({ hand: ['test-bounce'], partner: ['test-big'], front1: ['test-dummy2'] });
      expect(t.card('partner@0:test-big').characteristics.types).toEqual(['chara']);
      t.choose('event:test-bounce').select(['partner@0:test-big']);
      expect(t.zone('partner@0')).toEqual(['test-big']);
      expect(t.zone('hand@0')).toEqual([]);
    },
  );

  it(
    "CT-3.13.1 / CT-3.13.2: an event card's damage has that event card as its source, not the player's " +
      'partner or none',
    () => {
      const t = me({ hand: ['test-blast5'], partner: ['test-big'] }, { partner: ['test-big'] });
      t.choose('event:test-blast5').select(['partner@1:test-big']);
      expect(t.card('partner@1:test-big').counters.damage).toBe(5);
      const hit = t.events.find((e) => e.event.kind === 'damage')!;
      const source = hit.event.source as string;
      // The event card resolved and went to the WR since: its last known information names it.
      const def = t.state.objects[source]?.def ?? t.state.lastKnown[source]?.object.def;
      expect(def).toBe('test-blast5');
      expect(hit.event.tags).not.toContain('battle'); // non-battle damage (CT-3.13.2)
    },
  );

  it(
    'CT-3.14.1 / CT-3.14.3: damage adds up — two hits that only together reach durability turn the chara ' +
      'face down',
    () => {
      const t = me(
        { hand: ['test-blast4', 'test-blast4'], partner: ['test-big'] },
        { partner: ['test-dummy'], front1: ['test-pen-big'] },
      );
      // Durability 6: one hit of 4 leaves it face up with 4 damage …
      t.choose('event:test-blast4').select(['front1@1:test-pen-big']);
      expect(t.card('front1@1:test-pen-big').counters.damage).toBe(4);
      expect(t.card('front1@1:test-pen-big').status.face).not.toBe('down');
      // … the second makes 8 ≥ 6 (an engine replacing the damage would keep 4 and leave it face up).
      t.choose('event:test-blast4').select(['front1@1:test-pen-big']);
      expect(t.card('front1@1:test-pen-big').status.face).toBe('down');
      expect(t.card('front1@1:test-pen-big').counters.damage ?? 0).toBe(0); // CT-3.11.5
    },
  );

  it('CT-3.14.1: damage is added to the damage already received (2 + 4 reaches durability 6)', () => {
    const t = me(
      { hand: ['test-blast4'], partner: ['test-big'] },
      { partner: ['test-dummy'], front1: [{ def: 'test-pen-big', counters: { damage: 2 } }] },
    );
    t.choose('event:test-blast4').select(['front1@1:test-pen-big']);
    expect(t.card('front1@1:test-pen-big').status.face).toBe('down');
  });

  it('CT-3.14.9: "recovers N damage" subtracts up to N; "recovers all damage" sets 0', () => {
    const t = me({
      hand: ['aqua-ev-recall'],
      partner: [{ def: 'test-big', counters: { damage: 3 } }],
      front1: [{ def: 'nitro-mayuri' }],
      front2: [{ def: 'test-pen-big', counters: { damage: 5 } }],
    });
    t.choose('activate:nitro-mayuri/tuturu:front1').select(['partner@0:test-big']);
    expect(t.card('partner@0:test-big').counters.damage).toBe(1);
    t.choose('event:aqua-ev-recall').select(['front2@0:test-pen-big']);
    expect(t.card('front2@0:test-pen-big').counters.damage ?? 0).toBe(0);
  });

  it('CT-3.16.2 / CT-9.7.1: "draw N" draws 1 N times, exactly once per instruction', () => {
    const t = me({ hand: ['sw-ev-scramble'], partner: ['test-big'] });
    t.choose('event:sw-ev-scramble');
    expect(t.state.zones['hand@0'].length).toBe(2);
    expect(t.state.zones['deck@0'].length).toBe(3);
  });

  it('CT-3.16.3: "draw up to N": the player may stop before each draw', () => {
    const t = me({ hand: ['aqua-ev-festival'], partner: ['test-big'] });
    t.choose('event:aqua-ev-festival');
    expect(t.pending?.options.map((o) => o.key)).toEqual(['0', '1', '2']);
    t.choose('1');
    expect(t.state.zones['hand@0'].length).toBe(1);
  });

  it(
    'CT-3.16.4 / CT-14.3.1: looking at the top cards changes no zone, order or visibility; a taken card ' +
      'then moves',
    () => {
      const t = table({
        players: [
          {
            zones: {
              deck: ['sw-mio', 'test-big', 'sw-sanya', 'test-dummy'],
              partner: ['test-dummy2'],
              front1: ['nitro-okabe'],
            },
          },
          { zones: { deck: filler(5), partner: ['test-dummy'] } },
        ],
      });
      const before = [...t.state.zones['deck@0']];
      t.choose('activate:nitro-okabe/reading:front1');
      expect(t.pending?.options.length).toBe(3);
      expect(t.state.zones['deck@0']).toEqual(before);
      t.select(['deck@0:test-big']);
      expect(t.zone('hand@0')).toEqual(['test-big']);
      expect(t.zone('deck@0')).toEqual(['sw-mio', 'sw-sanya', 'test-dummy']);
    },
  );
});

describe('valid and invalid, layers (CT-9.3, CT-9.8)', () => {
  it('CT-9.3.1 / CT-9.3.4 / CT-9.8.4: invalidated abilities produce nothing, whatever grants them', () => {
    const t = me({ hand: ['test-silence'], partner: ['sw-mio'], front1: ['sw-minna'] });
    expect(t.card('partner@0:sw-mio').characteristics.attack).toBe(4);
    t.choose('event:test-silence').select(['front1@0:sw-minna']);
    expect(t.card('partner@0:sw-mio').characteristics.attack).toBe(3);
  });

  it(
    'CT-9.3.4: an ability granted after it was invalidated is still invalid (and one invalidated after the ' +
      'grant too)',
    () => {
      // 付与の剣 grants its chara "durability +1" (CT-3.10.5); テスト沈黙 invalidates the chara's abilities this turn.
      const grantThenSilence = me({
        hand: ['test-set-grant', 'test-silence'],
        partner: ['test-big'],
        front1: ['test-dummy2'],
      });
      grantThenSilence.choose('set:test-set-grant:front1');
      const granted = grantThenSilence.card('front1@0:test-dummy2').characteristics;
      expect(granted.abilities).toContain('test-set-grant/granted'); // something is really granted …
      expect(granted.durability).toBe(2 + 1); // … and works
      grantThenSilence.choose('event:test-silence').select(['front1@0:test-dummy2']);
      expect(grantThenSilence.card('front1@0:test-dummy2').characteristics.durability).toBe(2);
      // The other order: invalidated first, granted later. A timestamp-order engine would let the later grant win.
      const silenceThenGrant = me({
        hand: ['test-set-grant', 'test-silence'],
        partner: ['test-big'],
        front1: ['test-dummy2'],
      });
      silenceThenGrant.choose('event:test-silence').select(['front1@0:test-dummy2']);
      silenceThenGrant.choose('set:test-set-grant:front1');
      const after = silenceThenGrant.card('front1@0:test-dummy2').characteristics;
      expect(after.abilities).toContain('test-set-grant/granted');
      expect(after.durability).toBe(2);
      expect(after.attack).toBe(2 + 1); // the set card's modifier is no ability: it still applies
    },
  );

  it(
    'CT-3.1.3: "abilities" include those granted by effects: invalidating a chara\'s abilities takes the ' +
      'granted one, while its base definitions (names, traits) stay',
    () => {
      const t = me({ hand: ['test-set-grant', 'test-silence'], partner: ['test-big'], front1: ['star-mine-girl'] });
      t.choose('set:test-set-grant:front1');
      const before = t.card('front1@0:star-mine-girl').characteristics;
      expect(before.abilities).toEqual(['test-set-grant/granted']);
      expect([before.durability, before.names, before.traits]).toEqual([
        3 + 1,
        ['スピカ', 'ガーネット', 'ミラ'],
        ['魔女'],
      ]);
      t.choose('event:test-silence').select(['front1@0:star-mine-girl']);
      const after = t.card('front1@0:star-mine-girl').characteristics;
      // The granted "durability +1" is an ability: invalid now. The names and trait are base definition (CT-3.8): kept.
      expect([after.durability, after.names, after.traits]).toEqual([3, ['スピカ', 'ガーネット', 'ミラ'], ['魔女']]);
    },
  );

  it(
    "CT-9.1.4 / CT-9.2.2: a permanent ability's effect lasts exactly while the ability is effective; an " +
      'immediate effect is carried out once and is then over',
    () => {
      const t = me({
        hand: ['test-blast4', 'test-bounce'],
        partner: ['sw-mio'],
        front1: ['sw-minna'],
        front2: ['test-big'],
      });
      // ミーナ's permanent ability: 美緒 gets +1 while ミーナ is in the arena.
      expect(t.card('partner@0:sw-mio').characteristics.attack).toBe(4);
      t.choose('event:test-blast4').select(['front2@0:test-big']);
      expect(t.zone('wr@0')).toEqual(['test-blast4']);
      t.choose('event:test-bounce').select(['front1@0:sw-minna']);
      // The permanent effect stops with its ability (not a one-off +1 kept) …
      expect(t.card('partner@0:sw-mio').characteristics.attack).toBe(3);
      // … while the damage an immediate effect dealt stays after its card left, and is not dealt again.
      expect(t.card('front2@0:test-big').counters.damage).toBe(4);
      expect(t.events.filter((e) => e.event.kind === 'damage')).toHaveLength(1);
    },
  );

  it('CT-9.5.2: activated abilities and hand cards are offered to be played; a permanent ability never is', () => {
    const t = me({ hand: ['test-blast4'], partner: ['sw-mio'], front1: ['sw-minna'], front2: ['nitro-mayuri'] });
    const offered = t.pending?.options.map((o) => o.key) ?? [];
    expect(offered).toContain('activate:nitro-mayuri/tuturu:front2');
    expect(offered).toContain('event:test-blast4');
    // ミーナ's "command" is permanent: in effect (美緒 has +1) without being offered or played.
    expect(offered.filter((k) => k.includes('sw-minna'))).toEqual([]);
    expect(t.card('partner@0:sw-mio').characteristics.attack).toBe(4);
  });

  it('CT-9.3.2 / CT-4.2.9: an ability stated to be effective under a condition is invalid otherwise', () => {
    const t = me({ partner: ['test-dummy2'], front1: ['aqua-sasara'] });
    expect(t.card('front1@0:aqua-sasara').characteristics.attack).toBe(2);
    const three = me({ partner: ['test-dummy2'], front1: ['aqua-sasara'], front2: ['test-big'] });
    expect(three.card('front1@0:aqua-sasara').characteristics.attack).toBe(4);
  });

  it('CT-9.3.3: an invalid automatic ability does not become waiting', () => {
    const t = me({ hand: ['test-silence', 'test-dummy2'], partner: ['test-watcher'] });
    t.choose('event:test-silence').select(['partner@0:test-watcher']);
    const deck = t.zone('deck@0').length;
    t.choose('appear:test-dummy2:front1');
    expect(t.state.waiting).toEqual([]);
    expect(t.zone('hand@0')).toEqual([]);
    expect(t.zone('deck@0')).toHaveLength(deck);
    // The same appearance with the ability valid draws 1.
    const valid = me({ hand: ['test-dummy2'], partner: ['test-watcher'] });
    valid.choose('appear:test-dummy2:front1');
    expect(valid.zone('hand@0')).toHaveLength(1);
  });

  it(
    'CT-9.8.1 / CT-9.8.2 / CT-9.8.3 / CT-9.8.9 / CT-9.8.12: base, stack, then numeric effects in timestamp ' +
      'order ("set to 5" then "+2" is 7; "+2" then "set to 5" is 5)',
    () => {
      const a = me({
        hand: ['test-set5', 'test-plus2'],
        partner: [{ def: 'test-dummy2', attached: [{ def: 'sw-set-mg42', kind: 'set' }] }],
      });
      expect(a.card('partner@0:test-dummy2').characteristics.attack).toBe(4);
      a.choose('event:test-set5')
        .select(['partner@0:test-dummy2'])
        .choose('event:test-plus2')
        .select(['partner@0:test-dummy2']);
      expect(a.card('partner@0:test-dummy2').characteristics.attack).toBe(7);
      const b = me({ hand: ['test-set5', 'test-plus2'], partner: ['test-dummy2'] });
      b.choose('event:test-plus2')
        .select(['partner@0:test-dummy2'])
        .choose('event:test-set5')
        .select(['partner@0:test-dummy2']);
      expect(b.card('partner@0:test-dummy2').characteristics.attack).toBe(5);
    },
  );

  it('CT-9.2.3: a continuous effect of an event with no stated duration lasts until the end of the turn', () => {
    const t = me({ hand: ['test-plus2'], partner: ['test-dummy2'] });
    t.choose('event:test-plus2').select(['partner@0:test-dummy2']);
    t.choose('pass');
    passUntil(t, 'battle.attack').choose('end');
    passUntil(t, 'playTiming');
    expect(t.card('partner@0:test-dummy2').characteristics.attack).toBe(2);
  });

  it("CT-9.5.3.6 / CT-9.5.3.3: a used event passes through the resolution zone to its owner's WR", () => {
    const t = me({ hand: ['sw-ev-scramble'], partner: ['test-big'] });
    t.choose('event:sw-ev-scramble');
    expect(t.log.some((l) => l.rule === 'CT-9.5.3.3' && l.message.includes('resolution@0'))).toBe(true);
    expect(t.zone('wr@0')).toEqual(['sw-ev-scramble']);
  });

  it('CT-9.5.3.5 / CT-4.2.7.4: a cost that cannot be paid in full is not offered (nothing is paid partially)', () => {
    const t = me({ hand: ['sw-ev-barrage'], partner: ['test-big'] });
    expect(keys(t)).not.toContain('event:sw-ev-barrage');
  });

  it(
    'CT-9.5.4 / CT-9.5.4.1: "target" choices are made on resolution; as many as possible, none when there ' +
      'are none',
    () => {
      const t = me({ hand: ['nitro-ev-atlach'], partner: ['test-big'] }, { partner: ['test-dummy'] });
      t.choose('event:nitro-ev-atlach');
      expect(t.pending?.kind).toBe('select');
      expect(t.pending?.min).toBe(1);
      t.select(['partner@1:test-dummy']);
      expect(t.card('partner@1:test-dummy').status.pose).toBe('rest');
    },
  );

  it(
    'CT-9.1.3 / CT-9.6.1 / CT-9.6.2: an automatic ability waits when its trigger is met and is played at ' +
      'the next check timing',
    () => {
      const t = me({ hand: ['nitro-kurisu'], partner: ['test-big'] });
      t.choose('appear:nitro-kurisu:front1');
      expect(t.log.some((l) => l.rule === 'CT-9.6.2')).toBe(true);
      expect(t.state.zones['hand@0'].length).toBe(1);
    },
  );

  it('CT-9.6.7: a state trigger waits once when its state arises', () => {
    const t = me({ hand: ['sw-mio'], partner: ['aqua-harumi'] });
    // The hand is empty at the check timing after the appearance: はるみ draws 1, once.
    t.choose('appear:sw-mio:front1');
    expect(t.state.zones['hand@0'].length).toBe(1);
    expect(t.log.filter((l) => l.rule === 'CT-3.16.2').length).toBe(1);
  });

  it('CT-9.2.5 / CT-9.9.1 / CT-9.9.5: damage reduction is a replacement: the original damage never happened', () => {
    const t = me({ hand: ['test-blast5'], partner: ['test-big'] }, { partner: ['sw-eila-bf109'] });
    t.choose('event:test-blast5').select(['partner@1:sw-eila-bf109']);
    expect(t.card('partner@1:sw-eila-bf109').counters.damage).toBe(2);
    expect(t.log.some((l) => l.rule === 'CT-9.9.1')).toBe(true);
  });
});

describe('zones (CT-5)', () => {
  it('CT-5.1.1 / CT-5.6.1 / CT-5.7.1: each player has their own zones; an arena has five areas', () => {
    const t = me({ partner: ['test-big'] });
    for (const p of [0, 1])
      for (const z of [
        'deck',
        'extra',
        'hand',
        'wr',
        'front1',
        'front2',
        'back1',
        'back2',
        'partner',
        'backyard',
        'resolution',
      ])
        expect(t.state.zones[`${z}@${p}`]).toBeDefined();
  });

  it(
    'CT-5.1.2 / CT-5.1.3 / CT-5.2.1 / CT-5.4.1: deck and hand are hidden (counts only); the WR and arena ' +
      'are public',
    () => {
      const t = me({ hand: ['test-big'], partner: ['test-dummy2'], wr: ['sw-mio'] });
      const view = testEngine.viewFor(t.state, 1);
      expect(view.zones['hand@0'].cards).toBeUndefined();
      expect(view.zones['hand@0'].count).toBe(1);
      expect(view.zones['deck@0'].count).toBe(5);
      expect(JSON.stringify(view.zones['wr@0'])).toContain('sw-mio');
    },
  );

  it('CT-5.3.1: the extra deck is seen by its owner only', () => {
    const t = me({ extra: ['sw-ex-yoshika'], partner: ['test-big'] });
    expect(JSON.stringify(testEngine.viewFor(t.state, 0).zones['extra@0'])).toContain('sw-ex-yoshika');
    expect(testEngine.viewFor(t.state, 1).zones['extra@0'].cards).toBeUndefined();
  });

  it('CT-5.1.4: a card moving between zones (not area to area) is a new card; effects on it do not carry over', () => {
    const t = me({ hand: ['test-plus2', 'test-bounce'], partner: ['test-big'], front1: ['sw-mio'] });
    const before = t.card('front1@0:sw-mio').id;
    t.choose('event:test-plus2').select(['front1@0:sw-mio']);
    t.choose('event:test-bounce').select(['front1@0:sw-mio']);
    const inHand = t.state.zones['hand@0'][0];
    expect(inHand).not.toBe(before);
  });

  it('CT-5.5.1 / CT-5.8.1 / CT-5.9.1: new cards go on top of the WR and the backyard', () => {
    const t = me({ hand: ['aqua-karin', 'test-dummy'], partner: ['test-big'], wr: ['sw-mio', 'sw-sanya'] });
    t.choose('intrude:aqua-karin:front1');
    expect(t.zone('backyard@0')).toEqual(['sw-sanya', 'sw-mio']);
    expect(t.zone('front1@0')).toEqual(['aqua-karin']);
  });

  it('CT-5.7.5: a chara with cards stacked on it stays the same chara (state, damage and effects kept)', () => {
    const t = me({
      hand: ['sw-set-mg42', 'test-plus2'],
      partner: [{ def: 'sw-mio', counters: { damage: 1 }, status: { pose: 'rest' } }],
    });
    const id = t.card('partner@0:sw-mio').id;
    t.choose('event:test-plus2').select(['partner@0:sw-mio']);
    t.choose('set:sw-set-mg42:partner');
    const mio = t.card('partner@0:sw-mio');
    expect(mio.id).toBe(id);
    expect(mio.counters.damage).toBe(1);
    expect(mio.status.pose).toBe('rest');
    expect(mio.characteristics.attack).toBe(3 + 2 + 2);
  });

  it(
    'CT-5.7.7 / CT-9.5.3.4: a chara appears when it moves from outside the areas into an area (the area ' +
      'was chosen when playing it)',
    () => {
      const t = me({ hand: ['sw-mio'], partner: ['test-big'] });
      t.choose('appear:sw-mio:back2');
      expect(t.zone('back2@0')).toEqual(['sw-mio']);
      expect(t.log.some((l) => l.rule === 'CT-7.4.2.1' && l.message.includes('appears (appear)'))).toBe(true);
    },
  );
});
