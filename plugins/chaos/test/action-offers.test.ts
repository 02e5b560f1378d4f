import { describe, it, expect } from 'vitest';
import { table, filler, passUntil, tablesWith } from './support.js';

type T = ReturnType<typeof table>;
const keys = (t: T) => t.pending!.options.map((o) => o.key);
const me = tablesWith(5);

describe('which actions play timing offers (CT-7.4.2, CT-8.2.2)', () => {
  it('CT-14.5.1 / CT-7.4.2.1: after the turn’s normal appearance, a unit can no longer appear either', () => {
    const t = me({
      hand: ['nitro-kageaki', 'sw-mio', 'test-dummy'],
      partner: ['test-big'],
      front1: ['nitro-muramasa'],
    });
    expect(keys(t)).toContain('unit:nitro-kageaki:front1');
    t.choose('appear:sw-mio:front2');
    expect(t.zone('front2@0')).toEqual(['sw-mio']);
    // The unit's cost could still be paid (test-dummy is in the hand): only the once-per-turn limit bars it.
    expect(t.zone('hand@0')).toEqual(['nitro-kageaki', 'test-dummy']);
    expect(keys(t).filter((k) => k.startsWith('unit:') || k.startsWith('appear:'))).toEqual([]);
  });

  it('CT-7.4.2.1 / CT-7.4.2.5: chara and partner cards may appear, set cards be set, events neither', () => {
    const t = me({ hand: ['sw-mio', 'aqua-konomi-partner', 'sw-ev-scramble', 'sw-set-mg42'], partner: ['sw-mio'] });
    const cardsOffered = (prefix: string) => [
      ...new Set(
        keys(t)
          .filter((k) => k.startsWith(prefix))
          .map((k) => k.split(':')[1]),
      ),
    ];
    expect(cardsOffered('appear:').sort()).toEqual(['aqua-konomi-partner', 'sw-mio']);
    expect(cardsOffered('set:')).toEqual(['sw-set-mg42']);
  });

  it('CT-7.4.2.3 / CT-10.3.1: one level up per turn, whichever chara: after the partner, no extra chara', () => {
    const t = me({
      hand: ['sw-mio', 'sw-sanya', 'test-dummy'],
      extra: ['sw-ex-eila-sanya'],
      partner: ['sw-mio'],
      front1: [{ def: 'sw-ex-eila-sanya', status: { face: 'down', pose: 'rest' } }],
    });
    expect(keys(t)).toEqual(
      expect.arrayContaining(['levelUp:partner:sw-mio', 'levelUp:extra:sw-ex-eila-sanya:front1']),
    );
    t.choose('levelUp:partner:sw-mio');
    expect(t.card('partner@0:sw-mio').characteristics.level).toBe(2);
    // The extra chara's level up could still be paid (sw-sanya in the hand, the extra card in the extra deck).
    expect(t.zone('hand@0')).toEqual(['sw-sanya', 'test-dummy']);
    expect(t.zone('extra@0')).toEqual(['sw-ex-eila-sanya']);
    expect(keys(t).some((k) => k.startsWith('levelUp:'))).toBe(false);
  });

  it('CT-7.4.2.2: intrusion is offered for the cards with a 【乱入】 cost, and only while it can be paid', () => {
    const t = me({ hand: ['sw-erica', 'sw-mio', 'test-dummy'], partner: ['test-big'] });
    const intruding = [
      ...new Set(
        keys(t)
          .filter((k) => k.startsWith('intrude:'))
          .map((k) => k.split(':')[1]),
      ),
    ];
    expect(intruding).toEqual(['sw-erica']);
    // Its cost (a discard) cannot be paid with nothing else in the hand.
    const alone = me({ hand: ['sw-erica'], partner: ['test-big'] });
    expect(keys(alone).some((k) => k.startsWith('intrude:'))).toBe(false);
    expect(keys(alone)).toContain('appear:sw-erica:front1');
  });

  it('CT-10.2.3: a public extra card in the extra deck cannot be designated for extra chara appearance', () => {
    const hidden = me({ extra: ['sw-ex-yoshika'], front1: ['sw-mio'], partner: ['test-dummy2'] });
    expect(keys(hidden)).toContain('extra:sw-ex-yoshika:front1');
    const open = me({
      extra: [{ def: 'sw-ex-yoshika', revealedTo: [0, 1] }],
      front1: ['sw-mio'],
      partner: ['test-dummy2'],
    });
    expect(keys(open).some((k) => k.startsWith('extra:'))).toBe(false);
    // Public to one player only, it is still hidden from the other: it may be designated.
    const half = me({
      extra: [{ def: 'sw-ex-yoshika', revealedTo: [0] }],
      front1: ['sw-mio'],
      partner: ['test-dummy2'],
    });
    expect(keys(half)).toContain('extra:sw-ex-yoshika:front1');
  });

  it(
    'CT-4.1.7: a once-per-turn activated ability whose cost can still be paid is not offered a second time ' +
      'that turn, and is again in its master’s next turn',
    () => {
      const t = me({ partner: ['test-pump'] });
      expect(keys(t)).toContain('activate:test-pump/pump:partner');
      t.choose('activate:test-pump/pump:partner');
      expect(t.card('partner@0:test-pump').characteristics.attack).toBe(4);
      expect(keys(t).some((k) => k.startsWith('activate:test-pump'))).toBe(false);
      for (let i = 0; i < 200 && !(t.state.turn.number === 5 && t.state.turn.phase === 'main'); i++)
        t.choose(keys(t).includes('pass') ? 'pass' : keys(t).includes('end') ? 'end' : keys(t)[0]);
      expect(keys(t)).toContain('activate:test-pump/pump:partner');
    },
  );

  it('CT-4.1.7: an activated ability without the once-per-turn icon is offered again in the same turn', () => {
    const t = me({ hand: ['test-dummy2'], partner: ['test-big'], front1: ['test-revealer'] });
    t.choose('activate:test-revealer/show:front1');
    if (t.pending?.prompt !== 'playTiming') t.select(['hand@0:test-dummy2']);
    expect(keys(t)).toContain('activate:test-revealer/show:front1');
  });

  it(
    'CT-8.2.2 / CT-4.1.4: in the battle step a battle-icon event is offered to either player, a main-icon ' +
      'one to neither',
    () => {
      const t = table({
        start: { activePlayer: 0, turn: 3, phase: 'main' },
        players: [
          { zones: { deck: filler(10), partner: ['test-dummy2'], hand: ['sw-ev-scramble', 'sw-ev-shield'] } },
          {
            zones: {
              deck: filler(10),
              partner: ['test-zero'],
              front1: ['test-dummy2'],
              hand: ['sw-ev-scramble', 'sw-ev-shield'],
            },
          },
        ],
      });
      // In the main phase the main player may use the main-icon event only.
      expect(keys(t)).toContain('event:sw-ev-scramble');
      expect(keys(t)).not.toContain('event:sw-ev-shield');
      passUntil(t, 'battle.attack').choose('attack:test-dummy2:partner');
      if (t.pending?.prompt === 'battle.attackDraw') t.choose('no');
      passUntil(t, 'battle.guard').choose('guard:test-dummy2:front1');
      expect(t.pending?.prompt).toBe('playTiming');
      expect(t.pending?.player).toBe(0);
      expect(keys(t)).toContain('event:sw-ev-shield');
      expect(keys(t)).not.toContain('event:sw-ev-scramble');
      t.choose('pass');
      expect(t.pending?.player).toBe(1);
      expect(keys(t)).toContain('event:sw-ev-shield');
      expect(keys(t)).not.toContain('event:sw-ev-scramble');
    },
  );
});
