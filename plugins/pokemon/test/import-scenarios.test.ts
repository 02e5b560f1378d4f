import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { RulesetRegistry } from '@tcgkit/core';
import { TestTable, type TableSetup } from '@tcgkit/testing';
import { importSets, pokemon } from '../src/index.js';

// Cards imported from invented set files: each scenario proves the translated program plays as its text says.
const fixture = (name: string) => ({
  name,
  data: JSON.parse(readFileSync(new URL(`fixtures/import/${name}`, import.meta.url), 'utf8')) as unknown,
});
const pool = importSets(['sets.json', 'tst1.json', 'tst3.json'].map(fixture));
const engine = new RulesetRegistry().register(pokemon.cards!.withCards(pool.cards)).engine('pokemon');
const id = (name: string) => pool.cards.find((c) => c.name === name)!.id;

type Zones = TableSetup['players'][0]['zones'];
const energy = { def: 'water-energy', kind: 'energy' };
const filler = Array<string>(10).fill('water-energy');
const table = (p0: Zones, p1: Zones, seed = 1) =>
  TestTable.start(engine, {
    seed,
    start: { activePlayer: 0, turn: 2, phase: 'main' },
    players: [
      { zones: { deck: filler, ...p0 }, data: { turnsTaken: 2 } },
      { zones: { deck: filler, ...p1 }, data: { turnsTaken: 1 } },
    ],
  });
const damage = (t: TestTable, ref: string) => t.card(ref).counters.damage ?? 0;
const coins = (t: TestTable) =>
  t.log.filter((l) => /flips a coin: (heads|tails)/.test(l.message)).map((l) => /heads/.test(l.message));

describe('imported cards play as their text says', () => {
  it('"20 damage to 1 of your opponent\'s Benched Pokémon": 20 there, no Weakness; printed 10 to the Active', () => {
    const t = table(
      { active: [{ def: id('Benchzapper'), attached: [energy] }] },
      { active: [id('Puddlehound')], bench: [id('Puddlepup')] },
    );
    t.choose('attack:Arc');
    t.expect({ pending: { kind: 'select', min: 1, max: 1, rule: 'PK-II-B08' } });
    t.answer({ picks: [0] });
    // Both are weak to Lightning: ×2 on the Active (10 → 20), not on the Bench (PK-II-B08).
    expect(damage(t, `active@1:${id('Puddlehound')}`)).toBe(20);
    expect(damage(t, `bench@1:${id('Puddlepup')}`)).toBe(20);
  });

  it('"Flip a coin. If heads, … is now Paralyzed.": Paralyzed exactly on heads (both outcomes seen)', () => {
    const seen = new Set<boolean>();
    for (let seed = 1; seed <= 12; seed++) {
      const t = table(
        { active: [{ def: id('Sparkmouse'), attached: [energy] }] },
        { active: [id('Puddlehound')] },
        seed,
      );
      t.choose('attack:Jolt');
      const [heads] = coins(t);
      seen.add(heads);
      expect(t.card(`active@1:${id('Puddlehound')}`).status.paralyzed ?? false).toBe(heads);
      expect(damage(t, `active@1:${id('Puddlehound')}`)).toBe(20); // 10, Weakness ×2
    }
    expect([...seen].sort()).toEqual([false, true]);
  });

  it('"If heads, 20 more damage. If tails, … Paralyzed.": one coin decides both (both outcomes seen)', () => {
    const seen = new Set<boolean>();
    for (let seed = 1; seed <= 12; seed++) {
      const t = table({ active: [{ def: id('Gambolt'), attached: [energy] }] }, { active: [id('Puddlehound')] }, seed);
      t.choose('attack:Double Or Stun');
      const flips = coins(t);
      expect(flips).toHaveLength(1);
      const [heads] = flips;
      seen.add(heads);
      // Weakness to Lightning ×2: (10 + 20) × 2 on heads, 10 × 2 on tails.
      expect(damage(t, `active@1:${id('Puddlehound')}`)).toBe(heads ? 60 : 20);
      expect(t.card(`active@1:${id('Puddlehound')}`).status.paralyzed ?? false).toBe(!heads);
    }
    expect([...seen].sort()).toEqual([false, true]);
  });

  it('"If heads, 30 more damage. If tails, … 20 damage to itself.": damage to itself only on tails', () => {
    const seen = new Set<boolean>();
    for (let seed = 1; seed <= 12; seed++) {
      const t = table(
        { active: [{ def: id('Recklessram'), attached: [energy] }] },
        { active: [id('Puddlehound')] },
        seed,
      );
      t.choose('attack:Wild Charge');
      const [heads] = coins(t);
      seen.add(heads);
      expect(damage(t, `active@1:${id('Puddlehound')}`)).toBe(heads ? 80 : 20);
      expect(damage(t, `active@0:${id('Recklessram')}`)).toBe(heads ? 0 : 20);
    }
    expect([...seen].sort()).toEqual([false, true]);
  });

  it('"This attack\'s damage isn\'t affected by Resistance.": Weakness applies, Resistance does not', () => {
    // Rustguard is weak (×2) and resistant (−20) to Metal: 30 × 2 = 60 (not 40 with Resistance, not 30 without both).
    const t = table({ active: [{ def: id('Steelpiercer'), attached: [energy] }] }, { active: [id('Rustguard')] });
    t.choose('attack:Pierce');
    expect(damage(t, `active@1:${id('Rustguard')}`)).toBe(60);
  });

  it('"30 damage to 1 of your opponent\'s Pokémon": Weakness on the Active only, the Benched without', () => {
    const active = `active@1:${id('Puddlehound')}`;
    const benched = `bench@1:${id('Puddlepup')}`;
    const results = [0, 1].map((pick) => {
      const t = table(
        { active: [{ def: id('Skysniper'), attached: [energy] }] },
        { active: [id('Puddlehound')], bench: [id('Puddlepup')] },
      );
      t.choose('attack:Snipe');
      t.expect({ pending: { kind: 'select', min: 1, max: 1, rule: 'PK-II-B08' } });
      t.answer({ picks: [pick] });
      return [damage(t, active), damage(t, benched)];
    });
    // Both are weak to Lightning: 30 × 2 on the Active, 30 on the Benched.
    expect(results.sort()).toEqual([
      [0, 30],
      [60, 0],
    ]);
  });

  it('"20 damage to each of your opponent\'s Pokémon": 40 to the weak Active, 20 to the Benched', () => {
    const t = table(
      { active: [{ def: id('Skysniper'), attached: [energy] }] },
      { active: [id('Puddlehound')], bench: [id('Puddlepup')] },
    );
    t.choose('attack:Storm');
    expect(damage(t, `active@1:${id('Puddlehound')}`)).toBe(40);
    expect(damage(t, `bench@1:${id('Puddlepup')}`)).toBe(20);
  });

  it('"10 damage times the number of damage counters on this Pokémon": counts its own, not the defender\'s', () => {
    const t = table(
      { active: [{ def: id('Grudgehorn'), attached: [energy], counters: { damage: 30 } }] },
      { active: [{ def: id('Puddlehound'), counters: { damage: 20 } }] },
    );
    t.choose('attack:Grudge');
    // 3 counters on Grudgehorn: 10 × 3 = 30, × 2 Weakness = 60 more on Puddlehound (not 2 × 10 × 2 = 40).
    expect(damage(t, `active@1:${id('Puddlehound')}`)).toBe(20 + 60);
  });

  it('"Heal from this Pokémon the same amount of damage you did": the damage after Weakness', () => {
    const t = table(
      { active: [{ def: id('Grudgehorn'), attached: [energy], counters: { damage: 60 } }] },
      { active: [id('Puddlehound')] },
    );
    t.choose('attack:Drain Bolt');
    // 20 × 2 Weakness = 40 done to Puddlehound; 40 healed from Grudgehorn (not the printed 20).
    expect(damage(t, `active@1:${id('Puddlehound')}`)).toBe(40);
    expect(damage(t, `active@0:${id('Grudgehorn')}`)).toBe(20);
  });

  it('"You may do 20 more damage. If you do, … 30 damage to itself.": both on yes, neither on no', () => {
    const hit = (answer: 'yes' | 'no') => {
      const t = table({ active: [{ def: id('Rashbolt'), attached: [energy] }] }, { active: [id('Puddlehound')] });
      t.choose('attack:Overload');
      t.expect({ pending: { rule: 'PK-II-B09' } }).choose(answer);
      return [damage(t, `active@1:${id('Puddlehound')}`), damage(t, `active@0:${id('Rashbolt')}`)];
    };
    // Weakness ×2: (10 + 20) × 2 = 60 and 30 to itself on yes; 10 × 2 = 20 and none on no.
    expect(hit('yes')).toEqual([60, 30]);
    expect(hit('no')).toEqual([20, 0]);
  });

  it('"Put 2 basic Energy cards from your discard pile into your hand.": two of yours, only Energy', () => {
    const salvage = (discard: string[]) => {
      const t = table(
        { active: [{ def: id('Scrapmole'), attached: [energy] }], discard },
        { active: [id('Puddlehound')], discard: ['water-energy'] },
      );
      t.choose('attack:Salvage');
      return t;
    };
    const t = salvage(['water-energy', 'water-energy', 'water-energy']);
    t.expect({ pending: { kind: 'select', min: 2, max: 2, rule: 'PK-II-A.4' } });
    t.answer({ picks: [0, 1] });
    expect(t.zone('hand@0')).toEqual(['water-energy', 'water-energy']);
    expect(t.zone('discard@0')).toEqual(['water-energy']);
    expect(t.zone('discard@1')).toEqual(['water-energy']);
    // A Pokémon in the discard pile is not a candidate: one Energy, so one card (the nearest number).
    salvage([id('Puddlepup'), 'water-energy']).expect({ pending: { kind: 'select', min: 1, max: 1 } });
  });

  it('"Flip 2 coins. This attack does 20 damage times the number of heads."', () => {
    const totals = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      const t = table({ active: [{ def: id('Twincoin'), attached: [energy] }] }, { active: [id('Puddlehound')] }, seed);
      t.choose('attack:Double Peck');
      const flips = coins(t);
      expect(flips).toHaveLength(2);
      const heads = flips.filter(Boolean).length;
      totals.add(heads);
      expect(damage(t, `active@1:${id('Puddlehound')}`)).toBe(20 * heads);
    }
    expect(totals.size).toBeGreaterThan(1);
  });

  it('"Heal 30 damage from this Pokémon." heals the attacker, not the Defending Pokémon', () => {
    const t = table(
      { active: [{ def: id('Mendmoss'), attached: [energy], counters: { damage: 50 } }] },
      { active: [{ def: id('Puddlehound'), counters: { damage: 40 } }] },
    );
    t.choose('attack:Regrow');
    expect(damage(t, `active@0:${id('Mendmoss')}`)).toBe(20);
    expect(damage(t, `active@1:${id('Puddlehound')}`)).toBe(60);
  });

  it('"If … already has any damage counters on it, this attack does 40 more damage."', () => {
    const hit = (counters: number) => {
      const t = table(
        { active: [{ def: id('Titanhorn-EX'), attached: [energy, { def: 'fighting-energy', kind: 'energy' }] }] },
        { active: [{ def: id('Titanhorn-EX'), counters: { damage: counters } }] },
      );
      t.choose('attack:Horn Crash');
      return damage(t, `active@1:${id('Titanhorn-EX')}`) - counters;
    };
    expect(hit(0)).toBe(60);
    expect(hit(10)).toBe(100);
  });

  it('a Supporter "Draw 3 cards." draws three', () => {
    const t = table({ active: [id('Puddlepup')], hand: [id('Quick Notes')] }, { active: [id('Puddlehound')] });
    t.choose(t.pending!.options.find((o) => o.key.startsWith('trainer:'))!.key);
    expect(t.state.zones['hand@0']).toHaveLength(3);
    expect(t.state.zones['deck@0']).toHaveLength(7);
  });

  it('"Discard an Energy attached to your opponent\'s Active Pokémon." takes one of theirs, none of yours', () => {
    const t = table(
      { active: [{ def: id('Sapsprout'), attached: [energy] }] },
      { active: [{ def: id('Puddlehound'), attached: [energy, energy] }] },
    );
    t.choose('attack:Pluck');
    if (t.pending?.player === 0 && t.pending.kind === 'select') t.answer({ picks: [0] });
    const attached = (ref: string) => t.state.objects[t.card(ref).id].attached.length;
    expect(attached(`active@1:${id('Puddlehound')}`)).toBe(1);
    expect(attached(`active@0:${id('Sapsprout')}`)).toBe(1);
    expect(t.zone('discard@1')).toEqual(['water-energy']);
  });

  it('"… is now Burned and Confused." conditions the Defending Pokémon, not the attacker', () => {
    const t = table({ active: [{ def: id('Gustling'), attached: [energy] }] }, { active: [id('Puddlehound')] });
    t.choose('attack:Knock');
    expect(t.card(`active@1:${id('Puddlehound')}`).status).toMatchObject({ burned: true, confused: true });
    expect(t.card(`active@0:${id('Gustling')}`).status.burned ?? false).toBe(false);
  });

  it('"Flip a coin until you get tails. … 20 damage times the number of heads." flips until the first tails', () => {
    const seen = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      const t = table(
        { active: [{ def: id('Streakfox'), attached: [energy] }] },
        { active: [id('Titanhorn-EX')] },
        seed,
      );
      t.choose('attack:Lucky Streak');
      const flips = coins(t);
      expect(flips.at(-1)).toBe(false);
      expect(flips.slice(0, -1).every(Boolean)).toBe(true);
      seen.add(flips.length - 1);
      expect(damage(t, `active@1:${id('Titanhorn-EX')}`)).toBe(20 * (flips.length - 1));
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('"This Pokémon does 10 damage to itself." damages the attacker as well as the Defending Pokémon', () => {
    const t = table({ active: [{ def: id('Rashbull'), attached: [energy] }] }, { active: [id('Titanhorn-EX')] });
    t.choose('attack:Reckless');
    expect(damage(t, `active@0:${id('Rashbull')}`)).toBe(10);
    expect(damage(t, `active@1:${id('Titanhorn-EX')}`)).toBe(40);
  });

  it('"10 damage to each of your opponent\'s Benched Pokémon" hits each of theirs and none of yours', () => {
    const t = table(
      { active: [{ def: id('Stormwing'), attached: [energy] }], bench: [id('Puddlepup')] },
      { active: [id('Titanhorn-EX')], bench: [id('Puddlepup'), id('Mendmoss')] },
    );
    t.choose('attack:Gale');
    expect(damage(t, `bench@1:${id('Puddlepup')}`)).toBe(10);
    expect(damage(t, `bench@1:${id('Mendmoss')}`)).toBe(10);
    expect(damage(t, `bench@0:${id('Puddlepup')}`)).toBe(0);
  });

  it('"The Defending Pokémon can\'t retreat during your opponent\'s next turn." (it can after another)', () => {
    const retreatsAfter = (attacker: string, attack: string) => {
      const t = table(
        { active: [{ def: id(attacker), attached: [energy] }] },
        { active: [{ def: id('Titanhorn-EX'), attached: [energy, energy, energy] }], bench: [id('Puddlepup')] },
      );
      t.choose(`attack:${attack}`);
      expect(t.pending?.player).toBe(1);
      return t.pending!.options.some((o) => o.key.startsWith('retreat'));
    };
    expect(retreatsAfter('Rashbull', 'Reckless')).toBe(true);
    expect(retreatsAfter('Mudfoot', 'Mud Trap')).toBe(false);
  });
});

describe('imported cards play as their text says: board conditions and Energy moves', () => {
  const fire = { def: 'fire-energy', kind: 'energy' };
  type Placed = NonNullable<Zones>[string][number];
  const hits = (attacker: Placed, defending: Placed, attack: string, p0: Zones = {}) => {
    const t = table({ active: [attacker], ...p0 }, { active: [defending] });
    t.choose(`attack:${attack}`);
    return t;
  };

  it('"If there is any Stadium card in play, … 30 more damage": any Stadium, whoever played it', () => {
    const dealt = (p0: Zones, p1: Zones) => {
      const t = table(
        { active: [{ def: id('Arenacrow'), attached: [energy] }], ...p0 },
        { active: [id('Puddlehound')], ...p1 },
      );
      t.choose('attack:Stage Peck');
      return damage(t, `active@1:${id('Puddlehound')}`);
    };
    expect(dealt({}, {})).toBe(20);
    expect(dealt({ stadium: ['silent-lab'] }, {})).toBe(50);
    expect(dealt({}, { stadium: ['silent-lab'] })).toBe(50);
  });

  it('"If this Pokémon has any Fire Energy attached to it, … 40 more damage": Fire, not any Energy', () => {
    const withWater = hits({ def: id('Emberkit'), attached: [energy] }, id('Titanhorn-EX'), 'Kindle');
    expect(damage(withWater, `active@1:${id('Titanhorn-EX')}`)).toBe(10);
    const withFire = hits({ def: id('Emberkit'), attached: [fire] }, id('Titanhorn-EX'), 'Kindle');
    expect(damage(withFire, `active@1:${id('Titanhorn-EX')}`)).toBe(50);
  });

  it('"If your opponent\'s Active Pokémon is affected by a Special Condition": the defender\'s, not its own', () => {
    const dealt = (mine: Record<string, unknown>, theirs: Record<string, unknown>) => {
      const t = hits(
        { def: id('Hexmoth'), attached: [energy], status: mine },
        { def: id('Titanhorn-EX'), status: theirs },
        'Hex Dust',
      );
      return damage(t, `active@1:${id('Titanhorn-EX')}`);
    };
    expect(dealt({}, {})).toBe(10);
    expect(dealt({ confused: true }, {})).toBe(10);
    expect(dealt({}, { asleep: true })).toBe(60);
    // A special Poison is recorded as its damage (PK-II-E16): still a Special Condition (60, then 30 at the Checkup).
    expect(dealt({}, { poisoned: 30 })).toBe(60 + 30);
  });

  it('"If this Pokémon … became your Active Pokémon this turn": this turn only', () => {
    const dealt = (cameActiveTurn: number) => {
      const t = hits(
        { def: id('Dashhare'), attached: [energy], status: { cameActiveTurn } },
        id('Titanhorn-EX'),
        'Rush In',
      );
      return damage(t, `active@1:${id('Titanhorn-EX')}`);
    };
    expect(dealt(2)).toBe(70);
    expect(dealt(1)).toBe(10);
  });

  it('"100 damage minus 10 for each damage counter on this Pokémon": its own counters, not the defender\'s', () => {
    const t = hits(
      { def: id('Wearyox'), attached: [energy], counters: { damage: 30 } },
      { def: id('Titanhorn-EX'), counters: { damage: 50 } },
      'Worn Horn',
    );
    expect(damage(t, `active@1:${id('Titanhorn-EX')}`)).toBe(50 + 70);
  });

  it('"Move an Energy from this Pokémon to 1 of your Benched Pokémon.": to your Bench, off the attacker', () => {
    const t = hits({ def: id('Relaysprite'), attached: [energy, fire] }, id('Titanhorn-EX'), 'Hand Off', {
      bench: [id('Puddlepup')],
    });
    while (t.pending?.player === 0 && t.pending.kind === 'select') t.answer({ picks: [0] });
    const attached = (ref: string) => t.state.objects[t.card(ref).id].attached.length;
    expect(attached(`active@0:${id('Relaysprite')}`)).toBe(1);
    expect(attached(`bench@0:${id('Puddlepup')}`)).toBe(1);
    expect(damage(t, `active@1:${id('Titanhorn-EX')}`)).toBe(20);
  });

  it('"Attach a Fire Energy card from your discard pile to 1 of your Benched Pokémon.": Fire only, benched', () => {
    const t = hits({ def: id('Kindlefox'), attached: [energy] }, id('Titanhorn-EX'), 'Rekindle', {
      bench: [id('Puddlepup')],
      discard: ['water-energy', 'fire-energy', 'water-energy'],
    });
    while (t.pending?.player === 0 && t.pending.kind === 'select') t.answer({ picks: [0] });
    const bench = t.card(`bench@0:${id('Puddlepup')}`).id;
    expect(t.state.objects[bench].attached.map((a) => t.state.objects[a].def)).toEqual(['fire-energy']);
    expect(t.state.objects[t.card(`active@0:${id('Kindlefox')}`).id].attached).toHaveLength(1);
    expect([...t.zone('discard@0')].sort()).toEqual(['water-energy', 'water-energy']);
  });

  it('"Discard a Fire Energy attached to your opponent\'s Active Pokémon.": the Fire one, not another', () => {
    const t = hits(
      { def: id('Scaldbeak'), attached: [energy] },
      { def: id('Titanhorn-EX'), attached: [energy, fire, energy] },
      'Scald Off',
    );
    if (t.pending?.player === 0 && t.pending.kind === 'select') t.answer({ picks: [0] });
    expect(t.zone('discard@1')).toEqual(['fire-energy']);
  });

  it('"This Pokémon can\'t use Big Blast during your next turn.": that attack only, in your next turn only', () => {
    const t = table(
      { active: [{ def: id('Blastmaw'), attached: [energy] }] },
      { active: [{ def: id('Wearyox'), attached: [energy] }] },
    );
    const attacks = () => t.pending!.options.filter((o) => o.key.startsWith('attack:')).map((o) => o.key);
    expect(attacks()).toEqual(['attack:Nip', 'attack:Big Blast']);
    t.choose('attack:Big Blast');
    expect(attacks()).toEqual(['attack:Worn Horn']);
    t.choose('pass');
    expect(t.pending?.player).toBe(0);
    expect(attacks()).toEqual(['attack:Nip']);
    t.choose('pass');
    t.choose('pass');
    expect(attacks()).toEqual(['attack:Nip', 'attack:Big Blast']);
  });

  it('a Mega Evolution (MEGA, its rule box) ends the turn when a Pokémon evolves into it; a Stage 1 does not', () => {
    const evolve = (into: string, from: string) => {
      const t = table({ active: [id(from)], hand: [id(into)] }, { active: [id('Puddlehound')] });
      t.choose(t.pending!.options.find((o) => o.key.startsWith(`evolve:${id(into)}:`))!.key);
      return t;
    };
    const mega = evolve('M Titanhorn-EX', 'Titanhorn-EX');
    expect(mega.log.some((l) => l.message === 'M Titanhorn-EX is a Mega Evolution: the turn ends')).toBe(true);
    expect(mega.pending?.player).toBe(1);
    expect(evolve('Puddlehound', 'Puddlepup').pending?.player).toBe(0);
  });

  it('a Mega Evolution imports as a Stage 1 Pokémon-EX tagged MEGA; its rule on another card is not read', () => {
    expect(pool.cards.find((c) => c.name === 'M Titanhorn-EX')).toMatchObject({
      stage: 'stage1',
      evolvesFrom: 'Titanhorn-EX',
      tags: ['EX', 'MEGA'],
    });
    expect(pool.unsupported.find((u) => u.name === 'Fakemega')?.sentence).toMatch(/^Mega Evolution rule/);
  });

  it('"Flip 3 coins. … 20 times the number of heads. If all of them are heads, prevent …": 3 heads only', () => {
    const seen = new Set<number>();
    for (let seed = 1; seed <= 16; seed++) {
      const t = table(
        { active: [{ def: id('Triplesting'), attached: [energy] }] },
        { active: [{ def: id('Wearyox'), attached: [energy] }] },
        seed,
      );
      t.choose('attack:Triple Sting');
      const heads = coins(t).filter(Boolean).length;
      seen.add(heads);
      expect(damage(t, `active@1:${id('Wearyox')}`)).toBe(20 * heads);
      // Worn Horn: 100 minus 10 for each of its 2 × heads counters, unless all three were heads.
      t.choose('attack:Worn Horn');
      expect(damage(t, `active@0:${id('Triplesting')}`)).toBe(heads === 3 ? 0 : 100 - 20 * heads);
    }
    expect(seen.size).toBeGreaterThan(2);
  });

  it('"… is now Poisoned. That Pokémon can\'t retreat during your opponent\'s next turn.": that defender', () => {
    const t = table(
      { active: [{ def: id('Pinchpede'), attached: [energy] }] },
      { active: [{ def: id('Titanhorn-EX'), attached: [energy, energy, energy] }], bench: [id('Puddlepup')] },
    );
    t.choose('attack:Pin Venom');
    expect(t.card(`active@1:${id('Titanhorn-EX')}`).status).toMatchObject({ poisoned: true });
    expect(t.pending?.player).toBe(1);
    expect(t.pending!.options.some((o) => o.key.startsWith('retreat'))).toBe(false);
  });

  it('"If Moonstone is on your Bench, … 30 more damage": that name, on your own Bench', () => {
    const dealt = (p0: Zones, p1: Zones) => {
      const t = table(
        { active: [{ def: id('Sunstone'), attached: [energy] }], ...p0 },
        { active: [id('Titanhorn-EX')], ...p1 },
      );
      t.choose('attack:Twin Shine');
      return damage(t, `active@1:${id('Titanhorn-EX')}`);
    };
    expect(dealt({ bench: [id('Moonstone')] }, {})).toBe(50);
    expect(dealt({ bench: [id('Puddlepup')] }, {})).toBe(20);
    expect(dealt({}, { bench: [id('Moonstone')] })).toBe(20);
  });

  it('"Put a card from your discard pile on top of your deck.": the chosen card is the next drawn', () => {
    const t = table(
      { active: [{ def: id('Tidescoop'), attached: [energy] }], discard: ['fire-energy'] },
      { active: [id('Titanhorn-EX')] },
    );
    t.choose('attack:Scoop Up');
    if (t.pending?.player === 0 && t.pending.kind === 'select') t.answer({ picks: [0] });
    expect(t.zone('discard@0')).toEqual([]);
    expect(t.state.objects[t.state.zones['deck@0'][0]].def).toBe('fire-energy');
  });

  it('"Discard an Energy attached to this Pokémon and heal all damage from it.": the attacker, all of it', () => {
    const t = table(
      { active: [{ def: id('Springbath'), attached: [energy, energy], counters: { damage: 70 } }] },
      { active: [{ def: id('Titanhorn-EX'), counters: { damage: 30 } }] },
    );
    t.choose('attack:Hot Spring');
    if (t.pending?.player === 0 && t.pending.kind === 'select') t.answer({ picks: [0] });
    expect(damage(t, `active@0:${id('Springbath')}`)).toBe(0);
    expect(damage(t, `active@1:${id('Titanhorn-EX')}`)).toBe(30);
    expect(t.state.objects[t.card(`active@0:${id('Springbath')}`).id].attached).toHaveLength(1);
  });

  it('"Heal 30 damage and remove all Special Conditions from this Pokémon.": its own, not the defender\'s', () => {
    const status = { poisoned: true, burned: true };
    const t = table(
      { active: [{ def: id('Calmpool'), attached: [energy], counters: { damage: 50 }, status }] },
      { active: [{ def: id('Titanhorn-EX'), counters: { damage: 50 }, status: { poisoned: true } }] },
    );
    t.choose('attack:Soothe');
    // Recovered before the Checkup: no Poison or Burn damage on it afterwards; the defender's Poison stays.
    expect(t.card(`active@0:${id('Calmpool')}`).status).not.toMatchObject({ poisoned: true });
    expect(t.card(`active@0:${id('Calmpool')}`).status).not.toMatchObject({ burned: true });
    expect(damage(t, `active@0:${id('Calmpool')}`)).toBe(20);
    expect(t.card(`active@1:${id('Titanhorn-EX')}`).status).toMatchObject({ poisoned: true });
    expect(damage(t, `active@1:${id('Titanhorn-EX')}`)).toBe(60);
  });

  it('"If your opponent\'s Active Pokémon has a Pokémon Tool card attached to it": theirs, not the attacker\'s', () => {
    const tool = { def: 'focus-sash', kind: 'tool' };
    const dealt = (mine: unknown[], theirs: unknown[]) => {
      const t = hits(
        { def: id('Toolsnap'), attached: [energy, ...mine] } as Placed,
        { def: id('Wearyox'), attached: theirs } as Placed,
        'Snap',
      );
      return damage(t, `active@1:${id('Wearyox')}`);
    };
    expect(dealt([], [])).toBe(20);
    expect(dealt([tool], [])).toBe(20);
    expect(dealt([], [tool])).toBe(60);
  });

  it('"… the same amount of Energy attached to them, this attack does 50 more damage."', () => {
    const dealt = (theirs: number) => {
      const t = hits(
        { def: id('Balancer'), attached: [energy, energy] },
        { def: id('Wearyox'), attached: Array(theirs).fill(energy) as Placed[] } as Placed,
        'Even Out',
      );
      return damage(t, `active@1:${id('Wearyox')}`);
    };
    expect(dealt(2)).toBe(70);
    expect(dealt(1)).toBe(20);
    expect(dealt(3)).toBe(20);
  });

  it('"During your opponent\'s next turn, this Pokémon has no Weakness.": not ×2 in that turn', () => {
    const t = table(
      { active: [{ def: id('Shellguard'), attached: [energy] }] },
      { active: [{ def: id('Puddlehound'), attached: [energy, energy] }] },
    );
    t.choose('attack:Harden');
    t.choose('attack:Soak');
    expect(damage(t, `active@0:${id('Shellguard')}`)).toBe(50);
  });

  it('"Return 2 Water Energy attached to this Pokémon to your hand.": two Water, the Fire stays', () => {
    const t = hits(
      { def: id('Ebbtide'), attached: [energy, { def: 'fire-energy', kind: 'energy' }, energy] },
      id('Titanhorn-EX'),
      'Ebb',
    );
    if (t.pending?.player === 0 && t.pending.kind === 'select') t.answer({ picks: [0, 1] });
    expect(t.zone('hand@0')).toEqual(['water-energy', 'water-energy']);
    const left = t.state.objects[t.card(`active@0:${id('Ebbtide')}`).id].attached;
    expect(left.map((a) => t.state.objects[a].def)).toEqual(['fire-energy']);
  });

  it('"… is now Poisoned. Put 3 damage counters instead of 1 … between turns.": 30 at the Checkup, not 10', () => {
    const t = table(
      { active: [{ def: id('Venomtail'), attached: [energy] }] },
      { active: [{ def: id('Hexmoth'), attached: [energy] }] },
    );
    t.choose('attack:Deep Venom');
    expect(damage(t, `active@1:${id('Hexmoth')}`)).toBe(30);
  });

  it('an Item "Flip a coin until you get tails. For each heads, draw a card." draws one per heads', () => {
    const seen = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      const t = table(
        { active: [id('Puddlepup')], hand: [id('Lucky Streak Charm')] },
        { active: [id('Puddlehound')] },
        seed,
      );
      t.choose(t.pending!.options.find((o) => o.key.startsWith('trainer:'))!.key);
      const heads = coins(t).filter(Boolean).length;
      seen.add(heads);
      expect(coins(t).at(-1)).toBe(false);
      expect(t.state.zones['hand@0']).toHaveLength(heads);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('"Flip a coin. If tails, this attack does nothing. If heads, prevent all effects …": both on the one coin', () => {
    const seen = new Set<boolean>();
    for (let seed = 1; seed <= 10; seed++) {
      const t = table(
        { active: [{ def: id('Shellcoin'), attached: [energy] }] },
        { active: [{ def: id('Wearyox'), attached: [energy] }] },
        seed,
      );
      t.choose('attack:Shell Gamble');
      const heads = coins(t)[0];
      seen.add(heads);
      expect(damage(t, `active@1:${id('Wearyox')}`)).toBe(heads ? 30 : 0);
      t.choose('attack:Worn Horn');
      expect(damage(t, `active@0:${id('Shellcoin')}`)).toBe(heads ? 0 : 100);
    }
    expect(seen.size).toBe(2);
  });

  it('an Item "Flip a coin. If heads, switch 1 of your opponent\'s Benched Pokémon …" needs a Benched Pokémon', () => {
    const playable = (p1: Zones) => {
      const t = table({ active: [id('Puddlepup')], hand: [id('Hook Coin')] }, { active: [id('Puddlehound')], ...p1 });
      return t.pending!.options.some((o) => o.key.startsWith('trainer:'));
    };
    expect(playable({})).toBe(false);
    expect(playable({ bench: [id('Puddlepup')] })).toBe(true);
  });

  it('"Discard a random card from your opponent\'s hand.": one of theirs, not always the same one', () => {
    const discarded = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const t = table(
        { active: [{ def: id('Pickpaw'), attached: [energy] }], hand: ['fire-energy'] },
        { active: [id('Titanhorn-EX')], hand: ['fire-energy', 'water-energy', 'fighting-energy'] },
        seed,
      );
      t.choose('attack:Pilfer');
      expect(t.zone('discard@1')).toHaveLength(1);
      discarded.add(t.zone('discard@1')[0]);
      expect(t.zone('hand@0')).toEqual(['fire-energy']);
    }
    expect(discarded.size).toBeGreaterThan(1);
  });
});
