import { describe, it, expect } from 'vitest';
import { table, filler } from './support.js';

const keys = (t: ReturnType<typeof table>) => t.pending!.options.map((o) => o.key);

describe('extra chara appearance (CT-10.1)', () => {
  const eilaSanya = (extra: string[], me: Record<string, unknown[]>) =>
    table({
      players: [
        { zones: { deck: filler(10), extra, partner: ['sw-eila'], ...me } },
        { zones: { deck: filler(10), partner: ['test-dummy2'] } },
      ],
    });

  it(
    'CT-10.1.1 / CT-10.1.2 / CT-10.1.4 / CT-10.1.6 / CT-7.4.2.7: "&" costs: the base chara stays, the ' +
      'other designated charas go to the WR; once per turn',
    () => {
      const t = eilaSanya(['sw-ex-eila-sanya', 'sw-ex-yoshika'], { front1: ['sw-sanya'], front2: ['sw-mio'] });
      t.choose('extra:sw-ex-eila-sanya:partner');
      expect(t.pending?.prompt).toBe('extra.designate');
      // The decision says which conditions the base chara (エイラ) leaves to the designated cards.
      expect(t.pending?.params).toEqual({ extra: 'sw-ex-eila-sanya', unmet: [{ name: 'サーニャ' }] });
      t.select(['front1@0:sw-sanya']);
      expect(t.card('partner@0[0]').def).toBe('sw-ex-eila-sanya');
      expect(t.zone('front1@0')).toEqual([]);
      expect(t.zone('wr@0')).toEqual(['sw-sanya']);
      expect(t.state.players[0].data.extraAppeared).toBe(true);
      expect(keys(t).some((k) => k.startsWith('extra:'))).toBe(false);
    },
  );

  it(
    'CT-10.1.4: the cards offered for designation are the other arena charas and hand chara cards that ' +
      'meet a condition — never the base chara itself',
    () => {
      const t = eilaSanya(['sw-ex-eila-sanya'], {
        front1: ['sw-sanya'],
        front2: ['sw-mio'],
        hand: ['sw-sanya', 'sw-mio', 'sw-ev-scramble'],
      });
      t.choose('extra:sw-ex-eila-sanya:partner');
      expect(t.pending).toMatchObject({ prompt: 'extra.designate', min: 0, max: 2 });
      const offered = t.pending!.options.map((o) => o.value as string);
      expect(offered.map((id) => t.state.objects[id].def)).toEqual(['sw-sanya', 'sw-sanya']);
      expect(offered).toContain(t.state.zones['front1@0'][0]);
      expect(offered).not.toContain(t.state.zones['partner@0'][0]);
    },
  );

  it('CT-10.1.5: an excessive payment is invalid: nothing is paid and the extra card goes back hidden', () => {
    const t = eilaSanya(['sw-ex-eila-sanya'], { front1: ['sw-sanya'], hand: ['sw-sanya'] });
    t.choose('extra:sw-ex-eila-sanya:partner');
    t.select(['front1@0:sw-sanya', 'hand@0:sw-sanya']);
    expect(t.log.some((l) => l.rule === 'CT-10.1.5' && l.message.includes('excessive'))).toBe(true);
    expect(t.zone('front1@0')).toEqual(['sw-sanya']);
    expect(t.zone('hand@0')).toEqual(['sw-sanya']);
    const card = t.state.zones['extra@0'][0];
    expect(t.state.objects[card].revealedTo).toEqual([]);
    expect(t.state.players[0].data.extraAppeared).toBeUndefined();
  });

  it('CT-10.1.5: an insufficient payment is invalid', () => {
    const t = eilaSanya(['sw-ex-eila-sanya'], { front1: ['sw-sanya'] });
    t.choose('extra:sw-ex-eila-sanya:partner');
    t.select([]);
    expect(t.log.some((l) => l.rule === 'CT-10.1.5' && l.message.includes('insufficient'))).toBe(true);
    expect(t.zone('partner@0')).toEqual(['sw-eila']);
    expect(t.zone('extra@0')).toEqual(['sw-ex-eila-sanya']);
  });

  it('CT-10.1.3: with "か" one base chara meeting any one alternative is enough, and nothing else is designated', () => {
    // Another 美緒 in the hand could meet a condition too: with "か" no other card is asked for.
    const t = eilaSanya(['sw-ex-yoshika'], { front1: ['sw-mio'], hand: ['sw-mio'] });
    expect(keys(t)).toContain('extra:sw-ex-yoshika:front1');
    expect(keys(t)).not.toContain('extra:sw-ex-yoshika:partner');
    t.choose('extra:sw-ex-yoshika:front1');
    expect(t.pending?.prompt).not.toBe('extra.designate');
    expect(t.card('front1@0[0]').def).toBe('sw-ex-yoshika');
    expect(t.zone('hand@0')).toEqual(['sw-mio']);
    expect(t.zone('wr@0')).toEqual([]);
  });

  it(
    'CT-4.2.7.2 / CT-3.15.1: a condition needing a trait and a name is met by one card (Star Mine Girl, 3 ' +
      'names, 1 chara)',
    () => {
      const t = table({
        players: [
          { zones: { deck: filler(10), extra: ['spica-extra'], partner: ['star-mine-girl'] } },
          { zones: { deck: filler(10), partner: ['test-dummy2'] } },
        ],
      });
      expect(keys(t)).toContain('extra:spica-extra:partner');
      expect((t.card('partner@0:star-mine-girl').characteristics.names as string[]).length).toBe(3);
      const charaCount = t.state.zones['partner@0'].length + t.state.zones['front1@0'].length;
      expect(charaCount).toBe(1);
      // A card with the name but not the trait cannot be the base.
      const t2 = table({
        players: [
          { zones: { deck: filler(10), extra: ['spica-extra'], partner: ['test-dummy'] } },
          { zones: { deck: filler(10), partner: ['test-dummy2'] } },
        ],
      });
      expect(keys(t2).some((k) => k.startsWith('extra:'))).toBe(false);
    },
  );

  it('CT-4.2.7.2 / CT-3.8.1: names in an extra cost are base-definition names of the extra card', () => {
    const t = table({
      players: [
        { zones: { deck: filler(10), partner: ['test-dummy2'], front1: ['nitro-ex-demonbane'] } },
        { zones: { deck: filler(10), partner: ['test-dummy2'] } },
      ],
    });
    expect(t.card('front1@0:nitro-ex-demonbane').characteristics.names).toEqual(['九郎']);
  });

  it(
    'CT-10.1.7 / CT-10.1.8: the base chara\'s "another chara appears" triggers do not wait; effects on the ' +
      'base chara do not carry over',
    () => {
      const t = table({
        players: [
          {
            zones: {
              deck: filler(10),
              hand: ['test-plus2'],
              extra: ['test-ex-watcher'],
              partner: ['test-watcher'],
              front1: ['test-watcher2'],
            },
          },
          { zones: { deck: filler(10), partner: ['test-dummy2'] } },
        ],
      });
      t.choose('event:test-plus2').select(['partner@0:test-watcher']);
      expect(t.card('partner@0:test-watcher').characteristics.attack).toBe(3);
      t.choose('extra:test-ex-watcher:partner');
      // Only 見張り2 (front1) draws.
      expect(t.log.filter((l) => l.rule === 'CT-3.16.2').length).toBe(1);
      expect(t.card('partner@0[0]').characteristics.attack).toBe(3);
      expect(t.log.some((l) => l.message.includes('appears (extra)'))).toBe(true);
    },
  );

  it('CT-10.1.2: an extra card whose card name already appeared in your arena cannot be designated', () => {
    const t = eilaSanya(['sw-ex-yoshika'], { front1: ['sw-mio'], back1: ['sw-ex-yoshika'] });
    expect(keys(t).some((k) => k.startsWith('extra:sw-ex-yoshika'))).toBe(false);
  });
});

describe('extra cards outside the arena (CT-10.2)', () => {
  it(
    'CT-10.2.1 / CT-10.2.2 / CT-5.3.2 / CT-10.2.3 / CT-11.8.1: an extra chara leaving the arena goes to ' +
      'the extra deck, public; the base chara there goes to the WR; a public extra card cannot appear',
    () => {
      const t = table({
        players: [
          {
            zones: {
              deck: filler(10),
              hand: ['test-bounce'],
              partner: ['test-dummy2'],
              front1: [{ def: 'sw-ex-yoshika', attached: [{ def: 'sw-mio', kind: 'base' }] }],
            },
          },
          { zones: { deck: filler(10), partner: ['test-big'] } },
        ],
      });
      t.choose('event:test-bounce').select(['front1@0:sw-ex-yoshika']);
      expect(t.zone('hand@0')).toEqual([]);
      expect(t.zone('extra@0')).toEqual(['sw-ex-yoshika']);
      const card = t.state.zones['extra@0'][0];
      expect(t.state.objects[card].revealedTo).toEqual([0, 1]);
      expect(t.zone('wr@0')).toContain('sw-mio');
      // The move says which cards went along (old id → new id): the base went to the extra deck first (CT-3.10.7),
      // and from there to the WR (CT-11.8.1).
      const move = t.events.find((e) => e.event.kind === 'move' && e.outcome?.def === 'sw-ex-yoshika')!;
      const mio = t.state.zones['wr@0'].find((id) => t.state.objects[id].def === 'sw-mio')!;
      expect(Object.values(move.outcome.carried as Record<string, string>)).toEqual([t.state.objects[mio].previous]);
      expect(t.log.some((l) => l.rule === 'CT-11.8.1')).toBe(true);
      expect(keys(t).some((k) => k.startsWith('extra:'))).toBe(false);
    },
  );
});

describe('level up (CT-10.3)', () => {
  it(
    'CT-10.3.3 / CT-10.3.3.1 / CT-10.3.3.2: an extra chara levels up with a hidden same-name extra card, ' +
      'paying a hand card that meets its extra cost',
    () => {
      const t = table({
        players: [
          {
            zones: {
              deck: filler(10),
              hand: ['sw-sanya', 'test-dummy'],
              extra: ['sw-ex-eila-sanya'],
              partner: ['test-dummy2'],
              front1: [{ def: 'sw-ex-eila-sanya', status: { face: 'down', pose: 'rest' } }],
            },
          },
          { zones: { deck: filler(10), partner: ['test-big'] } },
        ],
      });
      t.choose('levelUp:extra:sw-ex-eila-sanya:front1');
      const c = t.card('front1@0:sw-ex-eila-sanya');
      expect(c.characteristics.level).toBe(2);
      expect(c.status).toMatchObject({ face: 'up', pose: 'stand' });
      expect(t.zone('wr@0')).toEqual(['sw-sanya']);
      expect(t.zone('extra@0')).toEqual([]);
      // Extra chara: base 4/4 + own +1/+1 + the level card's +1/+1.
      expect([c.characteristics.attack, c.characteristics.durability]).toEqual([6, 6]);
    },
  );

  it('CT-10.3.4 / CT-13.3.3: "cannot level up" and [BETA] work face down: no level up is offered', () => {
    const t = table({
      players: [
        { zones: { deck: filler(10), hand: ['stubborn'], partner: [{ def: 'stubborn', status: { face: 'down' } }] } },
        { zones: { deck: filler(10), partner: ['test-big'] } },
      ],
    });
    expect(keys(t).some((k) => k.startsWith('levelUp:'))).toBe(false);
    const beta = table({
      players: [
        { zones: { deck: filler(10), hand: ['beta-tank'], partner: ['beta-tank'] } },
        { zones: { deck: filler(10), partner: ['test-big'] } },
      ],
    });
    expect(keys(beta).some((k) => k.startsWith('levelUp:'))).toBe(false);
  });

  it('CT-14.5.3: a unit cannot level up', () => {
    const t = table({
      players: [
        {
          zones: {
            deck: filler(10),
            hand: ['nitro-kageaki'],
            partner: [{ def: 'nitro-kageaki', attached: [{ def: 'nitro-muramasa', kind: 'base' }] }],
          },
        },
        { zones: { deck: filler(10), partner: ['test-big'] } },
      ],
    });
    expect(keys(t).some((k) => k.startsWith('levelUp:'))).toBe(false);
  });
});

describe('moving friends (CT-10.5)', () => {
  it(
    'CT-10.5.1 / CT-10.5.2: a friend moves with every card stacked in its area; the partner cannot be ' +
      'chosen; an occupied area is not a destination',
    () => {
      const t = table({
        players: [
          {
            zones: {
              deck: filler(10),
              hand: ['nitro-ev-elder-sign'],
              partner: ['test-dummy2'],
              front1: [{ def: 'sw-mio', counters: { damage: 1 }, attached: [{ def: 'sw-set-mg42', kind: 'set' }] }],
              front2: ['test-big'],
            },
          },
          { zones: { deck: filler(10), partner: ['test-big'] } },
        ],
      });
      t.choose('event:nitro-ev-elder-sign');
      expect(t.pending!.options.map((o) => o.label).some((l) => l.startsWith('test-dummy2'))).toBe(false);
      t.select(['front1@0:sw-mio']);
      t.choose('back2');
      const mio = t.card('back2@0:sw-mio');
      expect(mio.counters.damage).toBe(1);
      expect(mio.characteristics.attack).toBe(5);
      expect(t.zone('front1@0')).toEqual([]);
    },
  );

  it('CT-10.5.2: a move onto a chara is not executed', () => {
    const t = table({
      players: [
        {
          zones: {
            deck: filler(10),
            hand: ['nitro-ev-elder-sign'],
            partner: ['test-dummy2'],
            front1: ['sw-mio'],
            front2: ['test-big'],
          },
        },
        { zones: { deck: filler(10), partner: ['test-big'] } },
      ],
    });
    t.choose('event:nitro-ev-elder-sign').select(['front1@0:sw-mio']).choose('front2');
    expect(t.zone('front1@0')).toEqual(['sw-mio']);
    expect(t.log.some((l) => l.rule === 'CT-10.5.2' && l.message.includes('not executed'))).toBe(true);
  });

  it(
    'CT-10.5.3 / CT-10.5.3.1: swapping areas moves each friend with its stack; with one area empty the ' +
      'swap still happens',
    () => {
      const t = table({
        players: [
          {
            zones: {
              deck: filler(10),
              hand: ['test-swap', 'test-swap'],
              partner: ['test-dummy2'],
              front1: [{ def: 'sw-mio', attached: [{ def: 'sw-set-mg42', kind: 'set' }] }],
              back1: ['test-big'],
            },
          },
          { zones: { deck: filler(10), partner: ['test-big'] } },
        ],
      });
      t.choose('event:test-swap');
      expect(t.zone('back1@0')).toEqual(['sw-mio']);
      expect(t.zone('front1@0')).toEqual(['test-big']);
      expect(t.card('back1@0:sw-mio').characteristics.attack).toBe(5);
      const one = table({
        players: [
          { zones: { deck: filler(10), hand: ['test-swap'], partner: ['test-dummy2'], front1: ['sw-mio'] } },
          { zones: { deck: filler(10), partner: ['test-big'] } },
        ],
      });
      one.choose('event:test-swap');
      expect(one.zone('back1@0')).toEqual(['sw-mio']);
      expect(one.zone('front1@0')).toEqual([]);
    },
  );

  it('CT-10.5.3.1 / CT-5.1.4: an extra chara swapped to another area keeps its base chara and set card', () => {
    const t = table({
      players: [
        {
          zones: {
            deck: filler(5),
            partner: ['test-juggler'],
            front1: [
              {
                def: 'sw-ex-yoshika',
                attached: [
                  { def: 'sw-mio', kind: 'base' },
                  { def: 'sw-set-mg42', kind: 'set' },
                ],
              },
            ],
            back1: ['test-dummy'],
          },
        },
        { zones: { deck: filler(5), partner: ['test-dummy2'] } },
      ],
    });
    t.choose('activate:test-juggler/juggle:partner');
    expect(t.zone('front1@0')).toEqual(['test-dummy']);
    expect(t.zone('back1@0')).toEqual(['sw-ex-yoshika']);
    const under = t.card('back1@0:sw-ex-yoshika');
    const stack = t.state.objects[under.id].attached.map((a) => [
      t.state.objects[a].def,
      t.state.objects[a].attachKind,
    ]);
    expect(stack).toEqual([
      ['sw-mio', 'base'],
      ['sw-set-mg42', 'set'],
    ]);
    expect(t.zone('wr@0')).toEqual([]);
  });
});
