import { describe, it, expect } from 'vitest';
import { tablesWith } from './support.js';

const me = tablesWith(8);

describe('replacements, costs and plays in detail (CT-9)', () => {
  it(
    'CT-9.9.4: an optional replacement is applied only if its master chooses to and its choice can be ' + 'carried out',
    () => {
      const yes = me({ hand: ['test-blast5'], partner: ['test-big'] }, { partner: ['test-dodger'] });
      yes.choose('event:test-blast5').select(['partner@1:test-dodger']);
      expect(yes.pending?.player).toBe(1);
      yes.answer({ choice: yes.pending!.options.findIndex((o) => o.value === true) }, 1);
      expect(yes.card('partner@1:test-dodger').status.pose).toBe('rest');
      expect(yes.card('partner@1:test-dodger').counters.damage ?? 0).toBe(0);
      const no = me({ hand: ['test-blast5'], partner: ['test-big'] }, { partner: ['test-dodger'] });
      no.choose('event:test-blast5').select(['partner@1:test-dodger']);
      no.answer({ choice: no.pending!.options.findIndex((o) => o.value === false) }, 1);
      expect(no.card('partner@1:test-dodger').status.face).toBe('down');
      // Already rested: the choice cannot be carried out, so it is not even offered.
      const rested = me(
        { hand: ['test-blast5'], partner: ['test-big'] },
        { partner: [{ def: 'test-dodger', status: { pose: 'rest' } }] },
      );
      rested.choose('event:test-blast5').select(['partner@1:test-dodger']);
      expect(rested.card('partner@1:test-dodger').status.face).toBe('down');
    },
  );

  it('CT-9.9.1.1 / CT-4.2.7 / CT-4.2.8: a cost action changed by a replacement still counts as paid', () => {
    const t = me({ hand: ['sw-erica', 'test-dummy2'], partner: ['test-redirect'] });
    t.choose('intrude:sw-erica:front1');
    expect(t.zone('front1@0')).toEqual(['sw-erica']);
    expect(t.zone('backyard@0')).toEqual(['test-dummy2']);
    expect(t.zone('wr@0')).toEqual([]);
  });

  it('CT-9.5.3.7: a card that did not leave the resolution zone returns to the zone it came from', () => {
    const t = me({ hand: ['sw-mio'], partner: ['test-big'] }, { partner: ['test-barrier'] });
    t.choose('appear:sw-mio:front1');
    expect(t.zone('front1@0')).toEqual([]);
    expect(t.zone('hand@0')).toEqual(['sw-mio']);
    expect(t.log.some((l) => l.rule === 'CT-9.5.3.7')).toBe(true);
  });

  it('CT-9.5.3.8 / CT-9.6.8: a waiting ability is still played after its card left the arena', () => {
    const t = me(
      { hand: ['test-bouncer'], partner: ['test-big'] },
      { partner: ['test-dummy'], front1: ['test-watcher'] },
    );
    t.choose('appear:test-bouncer:front1').select(['front1@1:test-watcher']);
    expect(t.zone('hand@1').filter((d) => d === 'test-watcher').length).toBe(1);
    // 見張り's trigger (another chara appeared) was waiting: it still resolves and player 1 draws.
    expect(t.state.zones['hand@1'].length).toBe(2);
  });

  it('CT-9.6.5: a trigger on a chara leaving the arena uses its info in the arena', () => {
    const t = me(
      {
        hand: ['test-sacrifice'],
        partner: ['test-elegist'],
        front1: [{ def: 'sw-mio', attached: [{ def: 'sw-set-mg42', kind: 'set' }] }],
      },
      { partner: ['test-pen-big'] },
    );
    t.choose('event:test-sacrifice').select(['front1@0:sw-mio']).select(['partner@1:test-pen-big']);
    // 美緒 has attack 5 only with MG42 in the arena (3 in the WR): the trigger still sees 5.
    expect(t.state.zones['hand@0'].length).toBe(1);
  });

  it('CT-9.8.14: an effect on cards in a zone applies as a card enters it, and a trigger on entering sees it', () => {
    const front = me({ hand: ['sw-mio'], partner: ['test-banner'] });
    front.choose('appear:sw-mio:front1');
    expect(front.card('front1@0:sw-mio').characteristics.traits).toContain('先鋒');
    expect(front.state.zones['hand@0'].length).toBe(1);
    const back = me({ hand: ['sw-mio'], partner: ['test-banner'] });
    back.choose('appear:sw-mio:back1');
    expect(back.state.zones['hand@0'].length).toBe(0);
  });

  it('CT-9.3.7: effects of a particular source can be invalidated for specified cards only', () => {
    const t = me({ hand: ['test-nullify-source'], partner: ['sw-mio'], front1: ['sw-minna'], front2: ['test-big'] });
    expect(t.card('partner@0:sw-mio').characteristics.attack).toBe(4);
    t.choose('event:test-nullify-source').select(['front1@0:sw-minna']);
    expect(t.card('partner@0:sw-mio').characteristics.attack).toBe(3);
    expect(t.card('front2@0:test-big').characteristics.attack).toBe(7);
  });

  it('CT-3.16.1: cards moved together move simultaneously; a "1 card moves" trigger waits once per card', () => {
    const t = me({ hand: ['test-purge', 'test-dummy', 'test-dummy2', 'sw-mio'], partner: ['test-counter'] });
    t.choose('event:test-purge');
    for (let i = 0; i < 3 && t.pending?.prompt === 'trigger.choose'; i++) t.answer({ choice: 0 });
    expect(t.zone('hand@0')).toEqual([]);
    expect(t.card('partner@0:test-counter').characteristics.attack).toBe(1 + 3);
  });
});

describe('invalidation during resolution (CT-9.3.6)', () => {
  it('CT-9.3.6: when the resolving ability becomes invalid, the rest of its resolution stops', () => {
    const t = me({ partner: ['test-big'], front1: ['test-self-silence'] });
    t.choose('activate:test-self-silence/bind:front1');
    expect(t.state.zones['hand@0'].length).toBe(1);
    expect(t.log.some((l) => l.rule === 'CT-9.3.6' && l.message.includes('stops'))).toBe(true);
  });
});

describe('costs are not effects (CT-9.3.9)', () => {
  it(
    "CT-9.3.9 / CT-9.3.8: a chara not affected by event cards can still pay an event's cost, though the " +
      "event's effects cannot touch it",
    () => {
      const t = me({ hand: ['test-tribute', 'test-blast5'], partner: ['test-big'], front1: ['test-aloof'] });
      // Not affected by event cards: not even its master's event may choose it as a target (CT-9.3.8).
      t.choose('event:test-blast5');
      expect(t.pending!.options.map((o) => o.value)).not.toContain(t.card('front1@0:test-aloof').id);
      expect(t.pending!.options.map((o) => o.value)).toContain(t.card('partner@0:test-big').id);
      t.select(['partner@0:test-big']);
      t.choose('event:test-tribute');
      expect(t.zone('wr@0').sort()).toEqual(['test-aloof', 'test-blast5', 'test-tribute']);
      expect(t.state.zones['hand@0'].length).toBe(2);
    },
  );
});
