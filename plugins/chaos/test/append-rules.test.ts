import { describe, it, expect } from 'vitest';
import { table, filler, passUntil } from './support.js';

const start = { activePlayer: 0, turn: 3, phase: 'battle' };

describe('ソルラルチャージ (CT-13.8)', () => {
  const solar = () => table({ start, players: [
    { zones: { deck: filler(8), extra: ['solar-kurou'], partner: [{ def: 'nitro-kurou', attached: [{ def: 'nitro-kurou', kind: 'level' }] }] } },
    { zones: { deck: filler(8), partner: ['test-dummy'] } },
  ] });

  it('CT-13.8.2 / CT-5.7.6: at the start of your battle phase it may appear on a same-named face-up standing partner; at the end of the turn it alone returns and the partner is again the chara', () => {
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
  });

  it('CT-13.8.4: while in the extra deck, no other effect or rule moves it (it cannot appear as an extra chara)', () => {
    const t = table({ players: [
      { zones: { deck: filler(8), extra: ['solar-kurou'], partner: ['nitro-kurou'] } },
      { zones: { deck: filler(8), partner: ['test-dummy'] } },
    ] });
    expect(t.pending!.options.some((o) => o.key.startsWith('extra:solar-kurou'))).toBe(false);
  });
});

describe('リフレイン (CT-13.5)', () => {
  const refrain = (backyard: number) => table({ players: [
    { zones: { deck: filler(8), partner: ['test-big'], front1: ['refrain-witch'], backyard: filler(backyard, 'refrain-echo') } },
    { zones: { deck: filler(8), partner: ['test-dummy'] } },
  ] });

  it('CT-13.5.1 / CT-13.5.2 / CT-13.5.3: with 6 リフレイン cards in the backyard, its own ability may be played again without its cost (even once-per-turn)', () => {
    const t = refrain(6);
    t.choose('activate:refrain-witch/chant:front1');
    expect(t.pending?.prompt).toBe('refrain');
    t.choose('yes');
    expect(t.state.zones['hand@0'].length).toBe(2);
    expect(t.log.some((l) => l.rule === 'CT-13.5.2')).toBe(true);
  });

  it('CT-13.5.1: with 5 it does not apply', () => {
    const t = refrain(5);
    t.choose('activate:refrain-witch/chant:front1');
    expect(t.pending?.prompt).toBe('playTiming');
    expect(t.state.zones['hand@0'].length).toBe(1);
  });

  it('CT-13.5.4: it may be played again even if the card turned face down in between', () => {
    const t = table({ players: [
      { zones: { deck: filler(8), partner: ['test-big'], front1: [{ def: 'refrain-witch', counters: { damage: 1 } }], backyard: filler(6, 'refrain-echo') } },
      { zones: { deck: filler(8), partner: ['test-dummy'] } },
    ] });
    t.choose('activate:refrain-witch/chant:front1');
    t.choose('yes');
    expect(t.state.zones['hand@0'].length).toBe(2);
  });
});

describe('契約者, original info, ordered placements', () => {
  it('CT-13.13.1: an effect puts a 契約者 card into an area as a loyalty card: a level card that counts for loyalty', () => {
    const t = table({ players: [
      { zones: { deck: filler(8), hand: ['contract-pact', 'contractor-rin'], partner: ['test-big'] } },
      { zones: { deck: filler(8), partner: ['test-dummy'] } },
    ] });
    t.choose('event:contract-pact').select(['hand@0:contractor-rin']);
    const p = t.card('partner@0:test-big');
    expect(p.characteristics.level).toBe(2);
    const loyal = t.state.objects[p.id].attached.filter((a) => t.state.objects[a].status.loyalty === true);
    expect(loyal.length).toBe(1);
  });

  it('CT-3.8.3: "original" info is the base definition / printed value', () => {
    const t = table({ players: [
      { zones: { deck: filler(8), hand: ['true-strength'], partner: ['test-big'] } },
      { zones: { deck: filler(8), partner: [{ def: 'sw-mio-guard', attached: [{ def: 'sw-set-mg42', kind: 'set' }] }] } },
    ] });
    expect(t.card('partner@1:sw-mio-guard').characteristics.attack).toBe(3);
    t.choose('event:true-strength').select(['partner@1:sw-mio-guard']);
    // The original attack is 1 (not 3 with MG42).
    expect(t.card('partner@1:sw-mio-guard').counters.damage).toBe(1);
  });

  it('CT-5.1.5: several cards put into a zone together are ordered by their master; the opponent does not learn the order', () => {
    const t = table({ players: [
      { zones: { deck: filler(8), hand: ['rewind', 'sw-mio', 'sw-sanya'], partner: ['test-big'] } },
      { zones: { deck: filler(8), partner: ['test-dummy'] } },
    ] });
    t.choose('event:rewind').select(['hand@0:sw-mio', 'hand@0:sw-sanya']);
    expect(t.pending?.kind).toBe('order');
    expect(t.pending?.player).toBe(0);
    t.order(['hand@0:sw-sanya', 'hand@0:sw-mio']);
    // sw-sanya was put on top and drawn; sw-mio is now the top card.
    expect(t.zone('hand@0')).toEqual(['sw-sanya']);
    expect(t.state.objects[t.state.zones['deck@0'][0]].def).toBe('sw-mio');
  });
});

describe('cards that become set cards (CT-2.2.8–2.2.10)', () => {
  it('CT-2.2.8 / CT-2.2.9: a chara that becomes a set card is type set only, without gender, attribute, text, attack or durability; its modifiers still count', () => {
    const t = table({ players: [
      { zones: { deck: filler(8), hand: ['striker-fusion'], partner: ['test-big'], front1: ['sw-eila-bf109'] } },
      { zones: { deck: filler(8), partner: ['test-dummy'] } },
    ] });
    t.choose('event:striker-fusion').select(['front1@0:sw-eila-bf109']);
    const set = t.card('partner@0:sw-eila-bf109').characteristics;
    expect(set.types).toEqual(['set']);
    expect([set.gender, set.attributes, set.abilities, set.attack, set.durability]).toEqual([[], [], [], undefined, undefined]);
    expect(set.names).toEqual(['エイラ']);
    const p = t.card('partner@0:test-big').characteristics;
    expect([p.attack, p.durability]).toEqual([7, 8]);
    expect(p.abilities).toEqual([]);
  });

  it('CT-2.2.10: an event that becomes a set card loses its text and has modifiers 0', () => {
    const t = table({ players: [
      { zones: { deck: filler(8), hand: ['charm-event'], partner: ['test-big'] } },
      { zones: { deck: filler(8), partner: ['test-dummy'] } },
    ] });
    t.choose('event:charm-event');
    expect(t.card('partner@0:charm-event').characteristics.types).toEqual(['set']);
    expect(t.card('partner@0:charm-event').characteristics.attackMod).toBe(0);
    expect(t.card('partner@0:test-big').characteristics.attack).toBe(6);
    expect(t.zone('wr@0')).toEqual([]);
  });
});

describe('abilities with an explicit zone (CT-2.5.2)', () => {
  it('CT-2.5.2: an ability stating that it works in the WR is offered there, and not in the arena', () => {
    const t = table({ players: [
      { zones: { deck: filler(8), hand: ['test-dummy'], partner: ['test-big'], front1: ['wr-returner'], wr: ['wr-returner'] } },
      { zones: { deck: filler(8), partner: ['test-dummy2'] } },
    ] });
    const keys = t.pending!.options.map((o) => o.key);
    expect(keys).toContain('activate:wr-returner/return:wr');
    expect(keys).not.toContain('activate:wr-returner/return:front1');
    t.choose('activate:wr-returner/return:wr');
    expect(t.zone('hand@0')).toEqual(['wr-returner']);
    expect(t.zone('wr@0')).toEqual(['test-dummy']);
  });
});
