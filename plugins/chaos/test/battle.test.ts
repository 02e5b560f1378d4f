import { describe, it, expect } from 'vitest';
import { table, filler, passUntil } from './support.js';
import { battleOf } from '../src/game/board.js';

type T = ReturnType<typeof table>;
const setup = (me: Record<string, unknown[]>, them: Record<string, unknown[]>, turn = 3) =>
  table({
    start: { activePlayer: 0, turn, phase: 'battle' },
    players: [{ zones: { deck: filler(10), ...me } }, { zones: { deck: filler(10), ...them } }],
  });
/** Attack with the chara in `area`, then guard with `guard` (an option key suffix) or not. */
function fight(t: T, attacker: string, guard: string | null): T {
  passUntil(t, 'battle.attack').choose(`attack:${attacker}`);
  if (t.pending?.prompt === 'battle.opponentSelect') return t;
  if (t.pending?.prompt === 'battle.attackDraw') t.choose('no');
  passUntil(t, 'battle.guard').choose(guard ? `guard:${guard}` : 'noGuard');
  return passUntil(t, 'battle.attack');
}
const wr = (t: T, p: number) => t.state.zones[`wr@${p}`].length;
const dmg = (t: T, ref: string) => t.card(ref).counters.damage ?? 0;

describe('battle phase (CT-8)', () => {
  it('CT-8.5.1: only a face-up standing chara of the attacked player may guard: not a rested or face-down one', () => {
    const t = setup(
      { partner: ['test-big'] },
      {
        partner: ['test-dummy2'],
        front1: [{ def: 'test-dummy', status: { pose: 'rest' } }],
        front2: [{ def: 'test-fragile', status: { face: 'down' } }],
      },
    );
    passUntil(t, 'battle.attack').choose('attack:test-big:partner');
    if (t.pending?.prompt === 'battle.attackDraw') t.choose('no');
    passUntil(t, 'battle.guard');
    expect(t.pending!.options.map((o) => o.key)).toEqual(['noGuard', 'guard:test-dummy2:partner']);
    // Guarding does not rest the guard (only a [BETA] guard is rested, CT-13.3.4).
    t.choose('guard:test-dummy2:partner');
    passUntil(t, 'battle.attack');
    expect(t.card('partner@1:test-dummy2').status.pose).toBe('stand');
  });

  it(
    'CT-8.1.1 / CT-8.3.1.1 / CT-8.3.1.3: only face-up standing charas may attack; the attack chara rests ' +
      'and attacks the opponent player',
    () => {
      const t = setup(
        {
          partner: ['test-big'],
          front1: [{ def: 'test-dummy2', status: { pose: 'rest' } }],
          front2: [{ def: 'test-dummy', status: { face: 'down' } }],
        },
        { partner: ['test-dummy2'] },
      );
      passUntil(t, 'battle.attack');
      expect(t.pending!.options.map((o) => o.key)).toEqual(['attack:test-big:partner', 'end']);
      t.choose('attack:test-big:partner');
      expect(t.card('partner@0:test-big').status.pose).toBe('rest');
      expect(battleOf(t.state)?.target).toEqual({ player: 1 });
      expect(battleOf(t.state)?.participants).toEqual([t.card('partner@0:test-big').id]);
    },
  );

  it("CT-8.3.1.4: in the first player's first turn only the end of attacks can be declared", () => {
    const t = setup({ partner: ['test-big'] }, { partner: ['test-dummy2'] }, 1);
    passUntil(t, 'battle.attack');
    expect(t.pending!.options.map((o) => o.key)).toEqual(['end']);
  });

  it(
    "CT-8.3.1.2 / CT-1.2.3: an attacking partner's master may draw 1; from an empty deck the draw simply " + 'fails',
    () => {
      const t = setup({ partner: ['test-big'] }, { partner: ['test-dummy2'] });
      passUntil(t, 'battle.attack').choose('attack:test-big:partner');
      expect(t.pending?.prompt).toBe('battle.attackDraw');
      t.choose('draw');
      expect(t.state.zones['hand@0'].length).toBe(1);
      const empty = table({
        start: { activePlayer: 0, turn: 3, phase: 'battle' },
        players: [{ zones: { partner: ['test-big'] } }, { zones: { deck: filler(10), partner: ['test-dummy2'] } }],
      });
      passUntil(empty, 'battle.attack').choose('attack:test-big:partner').choose('draw');
      expect(empty.state.players[0].lost).toBeNull();
      passUntil(empty, 'battle.guard');
      expect(empty.state.result).toBeNull();
    },
  );

  it(
    'CT-8.5.1 / CT-8.5.2 / CT-8.7.1.7 / CT-3.14.1: a guard becomes the damage target; the attack chara and ' +
      'the guard deal damage equal to their attack to each other',
    () => {
      const t = fight(
        setup({ partner: ['test-big'] }, { partner: ['test-dummy2'], front1: ['sw-mio-guard'] }),
        'test-big:partner',
        'sw-mio-guard:front1',
      );
      // 扶桑の魔女 美緒: 1/5 with reflect; 6 damage turns it face down; test-big takes 1.
      expect(t.card('front1@1:sw-mio-guard').status.face).toBe('down');
      expect(dmg(t, 'partner@0:test-big')).toBe(1);
    },
  );

  it('CT-3.13.2 / CT-8.7.4: battle damage has the dealing chara as its source — each way of the exchange', () => {
    const t = fight(
      setup({ partner: ['test-big'] }, { partner: ['test-dummy2'], front1: ['sw-mio-guard'] }),
      'test-big:partner',
      'sw-mio-guard:front1',
    );
    const battle = t.events.filter((e) => e.event.kind === 'damage' && (e.event.tags as string[]).includes('battle'));
    const defOf = (id: unknown) => t.state.objects[id as string]?.def ?? t.state.lastKnown[id as string]?.object.def;
    // Each hit names the chara that dealt it, never the one that received it.
    expect(battle.map((e) => [defOf(e.event.source), defOf(e.event.target)])).toEqual(
      expect.arrayContaining([
        ['test-big', 'sw-mio-guard'],
        ['sw-mio-guard', 'test-big'],
      ]),
    );
    expect(battle).toHaveLength(2);
  });

  it('CT-3.14.2: battle damage is added to the damage the guard already had — 4 + 2 reaches its durability 6', () => {
    const t = fight(
      setup(
        { partner: ['test-dummy2'] },
        { partner: ['test-dummy'], front1: [{ def: 'test-pen-big', counters: { damage: 4 } }] },
      ),
      'test-dummy2:partner',
      'test-pen-big:front1',
    );
    // 2 battle damage alone would leave it face up; an engine replacing the damage would too.
    expect(t.card('front1@1:test-pen-big').status.face).toBe('down');
  });

  it(
    'CT-8.5.1 (b) / CT-3.14.4 / CT-8.7.4: with no guard the attack target player takes the damage: one ' +
      'card from the deck top to the WR per point',
    () => {
      const t = fight(setup({ partner: ['test-big'] }, { partner: ['test-dummy2'] }), 'test-big:partner', null);
      expect(wr(t, 1)).toBe(6);
      expect(t.state.zones['deck@1'].length).toBe(4);
      expect(t.log.some((l) => l.rule === 'CT-3.14.4' && l.message.includes('6 battle damage'))).toBe(true);
    },
  );

  it(
    'CT-3.14.5 / CT-1.2.4 / CT-11.2.3: damage with an empty deck makes that player lose at the next check ' + 'timing',
    () => {
      const t = table({
        start: { activePlayer: 0, turn: 3, phase: 'battle' },
        players: [
          { zones: { deck: filler(10), partner: ['test-big'] } },
          { zones: { deck: filler(3), partner: ['test-dummy2'] } },
        ],
      });
      passUntil(t, 'battle.attack').choose('attack:test-big:partner').choose('no');
      passUntil(t, 'battle.guard').choose('noGuard');
      t.choose('pass').choose('pass');
      expect(t.state.players[1].lost?.rule).toBe('CT-11.2.3');
      expect(t.state.result?.winners).toEqual([0]);
      expect(wr(t, 1)).toBe(3);
    },
  );

  it(
    'CT-8.5.2: the guard stays the damage target even when an effect turns it face down; CT-3.11.6: it ' +
      'then takes no damage',
    () => {
      const t = setup(
        { partner: ['test-big'], hand: ['test-flip'] },
        { partner: ['test-dummy2'], front1: ['test-zero'] },
      );
      passUntil(t, 'battle.attack').choose('attack:test-big:partner').choose('no');
      passUntil(t, 'battle.guard').choose('guard:test-zero:front1');
      // Third ability step: the attacker's master flips the guard.
      t.choose('event:test-flip').select(['front1@1:test-zero']);
      passUntil(t, 'battle.attack');
      expect(dmg(t, 'front1@1:test-zero')).toBe(0);
      expect(wr(t, 1)).toBe(0);
    },
  );

  it(
    'CT-8.7.1.1 / CT-8.7.1.2 / CT-8.7.1.3 / CT-8.7.1.4 / CT-8.7.1.8: the damage step: start triggers, ' +
      'check timing, "when battling", check timing, damage, check timing',
    () => {
      const t = fight(setup({ partner: ['test-big'] }, { partner: ['test-dummy2'] }), 'test-big:partner', null);
      const i = (pred: (m: string) => boolean) => t.log.findIndex((l) => pred(l.message));
      expect(i((m) => m === 'start of battleDamageStep')).toBeGreaterThan(-1);
      expect(i((m) => m.endsWith('battles'))).toBeGreaterThan(i((m) => m === 'start of battleDamageStep'));
    },
  );

  it(
    'CT-8.7.1.2 / CT-8.7.1.3 / CT-8.7.1.4: a start-of-step trigger resolves before "when battling" is ' +
      'checked, and that trigger before the damage',
    () => {
      // 奮起 (attack 2, first strike) gains “闘志” at the start of the damage step; "when battling", with “闘志”,
      // it gets +3. Without the check timing of CT-8.7.1.2 it has no “闘志” when it battles (2 damage); without
      // that of CT-8.7.1.4 the +3 comes after its first-strike damage (2 damage). The rules give 5.
      const t = fight(setup({ partner: ['test-rouser'] }, { partner: ['test-dummy2'] }), 'test-rouser:partner', null);
      expect(wr(t, 1)).toBe(5);
      const at = (pred: (m: string) => boolean) => t.log.findIndex((l) => pred(l.message));
      expect(at((m) => m.endsWith('battles'))).toBeGreaterThan(at((m) => m === 'start of battleDamageStep'));
    },
  );

  it(
    'CT-8.7.1.5 / CT-8.7.1.6 / CT-12.3.1: first strike deals damage first; a guard turned face down deals ' +
      'no normal damage',
    () => {
      const t = fight(
        setup({ partner: ['sw-sanya'] }, { partner: ['test-zero'], front1: ['test-dummy2'] }),
        'sw-sanya:partner',
        'test-dummy2:front1',
      );
      expect(t.card('front1@1:test-dummy2').status.face).toBe('down');
      expect(dmg(t, 'partner@0:sw-sanya')).toBe(0);
    },
  );

  it('CT-12.4.1: first defense: the guard deals its damage first; an attack chara turned face down deals none', () => {
    const t = fight(
      setup({ partner: ['test-dummy2'] }, { partner: ['test-dummy2'], front1: ['sw-shirley'] }),
      'test-dummy2:partner',
      'sw-shirley:front1',
    );
    expect(t.card('partner@0:test-dummy2').status.face).toBe('down');
    expect(dmg(t, 'front1@1:sw-shirley')).toBe(0);
  });

  it('CT-8.7.2: an attack chara that left the arena deals no damage', () => {
    const t = setup(
      { partner: ['test-dummy2'], front1: ['test-big'] },
      { partner: ['test-dummy2'], front1: ['test-zero'], hand: ['test-bounce'] },
    );
    passUntil(t, 'battle.attack').choose('attack:test-big:front1');
    passUntil(t, 'battle.guard').choose('guard:test-zero:front1');
    t.choose('pass').choose('event:test-bounce').select(['front1@0:test-big']);
    passUntil(t, 'battle.attack');
    expect(t.zone('hand@0')).toEqual(['test-big']);
    expect(dmg(t, 'front1@1:test-zero')).toBe(0);
  });

  it(
    'CT-8.7.3: a damage target that left the arena is replaced by a stand-in (attack 0, durability 0): ' +
      'nothing else is damaged',
    () => {
      const t = setup(
        { partner: ['test-dummy2'], front1: ['test-big'], hand: ['test-bounce'] },
        { partner: ['test-dummy2'], front1: ['test-dummy'] },
      );
      passUntil(t, 'battle.attack').choose('attack:test-big:front1');
      passUntil(t, 'battle.guard').choose('guard:test-dummy:front1');
      t.choose('event:test-bounce').select(['front1@1:test-dummy']);
      passUntil(t, 'battle.attack');
      expect(t.log.some((l) => l.rule === 'CT-8.7.3')).toBe(true);
      expect(wr(t, 1)).toBe(0);
      expect(dmg(t, 'front1@0:test-big')).toBe(0);
    },
  );

  it(
    'CT-8.1.2 / CT-8.8.1 / CT-8.8.2 / CT-8.2.1: after the battle end step the roles end and a new battle ' +
      'may start; battle-phase start triggers only once',
    () => {
      const t = fight(
        setup({ partner: ['test-big'], front1: ['test-dummy2'] }, { partner: ['test-dummy2'] }),
        'test-big:partner',
        null,
      );
      expect(battleOf(t.state)).toBeNull();
      expect(t.pending?.options.map((o) => o.key)).toEqual(['attack:test-dummy2:front1', 'end']);
      fight(t, 'test-dummy2:front1', null);
      expect(t.log.filter((l) => l.message === 'start of battlePhase').length).toBe(1);
      expect(t.log.filter((l) => l.rule === 'CT-8.3.1.1').length).toBe(2);
    },
  );

  it(
    "CT-8.8.1: the attack chara is still the attack chara in the battle end step's triggers, and no longer " +
      'after its expiry step',
    () => {
      // 古参: "at the end of the battle, if this chara is the attack chara, draw 1". An engine ending the roles
      // before the end procedure (or at its start) draws nothing.
      const t = setup({ partner: ['test-veteran'] }, { partner: ['test-dummy2'] });
      const hand = t.state.zones['hand@0'].length;
      fight(t, 'test-veteran:partner', null);
      expect(t.state.zones['hand@0'].length).toBe(hand + 1);
      expect(battleOf(t.state)?.participants ?? []).toEqual([]);
    },
  );

  it('CT-8.8.1 / CT-8.5.1: the guard chara too is still the guard chara in the battle end step', () => {
    // 歩哨: "at the end of the battle, if this chara is the guard chara, draw 1".
    const t = setup({ partner: ['test-dummy2'] }, { partner: ['test-dummy'], front1: ['test-sentry'] });
    const hand = t.state.zones['hand@1'].length;
    fight(t, 'test-dummy2:partner', 'test-sentry:front1');
    expect(t.state.zones['hand@1'].length).toBe(hand + 1);
  });

  it(
    'CT-7.2.2: "not yet met during this processing unit" is per battle: an "at the end of the battle" ability ' +
      'triggers again at the end of the next battle of the turn',
    () => {
      const t = setup({ partner: ['test-veteran'], front1: ['test-big'] }, { partner: ['test-dummy2'] });
      const hand = t.state.zones['hand@0'].length;
      fight(t, 'test-big:front1', null);
      // The first battle's trigger resolved (the veteran was not the attack chara: no draw).
      expect(t.state.zones['hand@0'].length).toBe(hand);
      fight(t, 'test-veteran:partner', null);
      // An engine that keeps the first battle's "met" record finds the trigger met already and draws nothing.
      expect(t.state.zones['hand@0'].length).toBe(hand + 1);
    },
  );

  it('CT-8.9.1: declaring the end of attacks runs the battle phase completion and goes to the end phase', () => {
    const t = setup({ partner: ['test-big'] }, { partner: ['test-dummy2'] });
    passUntil(t, 'battle.attack').choose('end');
    const starts = t.log.map((l) => l.message).filter((m) => m === 'end of battlePhase' || m === 'start of endPhase');
    expect(starts).toEqual(['end of battlePhase', 'start of endPhase']);
    // No battle took place: the partner never rested, and the turn passed to the opponent.
    expect(t.card('partner@0:test-big').status.pose).toBe('stand');
    expect(t.state.turn.activePlayer).toBe(1);
  });

  it(
    'CT-8.2.2 / CT-8.4.1 / CT-8.6.1: battle-icon abilities in the ability steps, but not of charas ' +
      'participating in the battle',
    () => {
      const t = setup(
        { partner: ['nitro-ruri'], front1: ['test-commander'], hand: ['test-dummy'] },
        { partner: ['test-dummy2'] },
      );
      expect(t.pending?.options.filter((o) => o.key.startsWith('activate:')).length).toBe(2);
      passUntil(t, 'battle.attack').choose('attack:test-commander:front1');
      // Second ability step: the attacking commander cannot play its ability.
      expect(t.pending?.options.filter((o) => o.key.startsWith('activate:')).map((o) => o.key)).toEqual([
        'activate:nitro-ruri/order:partner',
      ]);
      expect(t.state.turn.step).toBe('secondAbility');
    },
  );

  it('CT-3.14.8 / CT-9.9.5.1: damage of 0 is not dealt and nothing triggers on it', () => {
    const t = fight(setup({ partner: ['test-zero'] }, { partner: ['test-dummy2'] }), 'test-zero:partner', null);
    expect(wr(t, 1)).toBe(0);
    expect(t.log.some((l) => l.message.includes('receives 0'))).toBe(false);
  });
});

describe('skills (CT-12)', () => {
  it(
    "CT-12.1.1 / CT-12.2.1 / CT-12.2.2 / CT-12.2.3: opponent select makes an opponent's chara the attack " +
      'target; unguarded, it participates and deals damage back',
    () => {
      const t = setup({ partner: ['sw-gertrud'] }, { partner: ['test-zero'], front1: ['test-dummy2'] });
      passUntil(t, 'battle.attack').choose('attack:sw-gertrud:partner');
      expect(t.pending?.prompt).toBe('battle.opponentSelect');
      t.choose('chara:test-dummy2:front1');
      t.choose('no');
      passUntil(t, 'battle.guard').choose('noGuard');
      const target = t.card('front1@1:test-dummy2').id;
      expect(battleOf(t.state)?.participants).toContain(target);
      expect(battleOf(t.state)?.damageTarget).toEqual({ chara: target });
      passUntil(t, 'battle.attack');
      expect(t.card('front1@1:test-dummy2').status.face).toBe('down');
      expect(dmg(t, 'partner@0:sw-gertrud')).toBe(2);
      expect(wr(t, 1)).toBe(0);
    },
  );

  it('CT-12.2.4 / CT-12.5.5 / CT-12.6.4: duplicate skills are ignored (a chara has each skill once)', () => {
    const t = setup({ partner: ['test-pen2'] }, { partner: ['test-dummy2'] });
    expect(t.card('partner@0:test-pen2').characteristics.skills).toEqual([
      'penetrate',
      'reflect',
      'opponentSelect',
      'firstStrike',
    ]);
  });

  it(
    "CT-12.5.1 / CT-12.5.2 / CT-12.5.3: penetrate: excess damage over the guard's durability (its " +
      'cumulative damage counted) goes to the original attack target',
    () => {
      const t = fight(
        setup(
          { partner: ['sw-mio'] },
          { partner: ['test-zero'], front1: [{ def: 'test-dummy2', counters: { damage: 1 } }] },
        ),
        'sw-mio:partner',
        'test-dummy2:front1',
      );
      // 1 + 3 = 4 damage on durability 2: excess 2.
      expect(wr(t, 1)).toBe(2);
      expect(t.log.some((l) => l.rule === 'CT-12.5.2' && l.message.startsWith('2 excess'))).toBe(true);
    },
  );

  it('CT-12.5.3: when the original attack target is a chara (opponent select), the excess is dealt to it', () => {
    const t = setup(
      { partner: ['test-pen2'] },
      { partner: ['test-dummy2'], front1: ['test-zero'], front2: ['test-dummy'] },
    );
    passUntil(t, 'battle.attack').choose('attack:test-pen2:partner');
    t.choose('chara:test-zero:front1');
    if (t.pending?.prompt === 'battle.attackDraw') t.choose('no');
    passUntil(t, 'battle.guard').choose('guard:test-dummy:front2');
    passUntil(t, 'battle.attack');
    // 3 damage on the 1/1 guard: 2 over, dealt to 無力 (0/3), which stays face up; the player takes none.
    expect([dmg(t, 'front1@1:test-zero'), t.card('front1@1:test-zero').status.face, wr(t, 1)]).toEqual([2, 'up', 0]);
    expect(t.card('front2@1:test-dummy').status.face).toBe('down');
  });

  it('CT-12.5.2: damage that cannot turn the guard face down has no excess', () => {
    const t = fight(
      setup({ partner: ['sw-mio'] }, { partner: ['test-dummy2'], front1: ['test-big'] }),
      'sw-mio:partner',
      'test-big:front1',
    );
    expect(wr(t, 1)).toBe(0);
  });

  it('CT-12.5.2 / CT-12.5.3: a guard that stays face up passes nothing on to an opponent-selected target', () => {
    const t = setup(
      { partner: ['test-pen2'] },
      { partner: ['test-dummy2'], front1: [{ def: 'test-zero', counters: { damage: 1 } }], front2: ['test-big'] },
    );
    passUntil(t, 'battle.attack').choose('attack:test-pen2:partner');
    t.choose('chara:test-zero:front1');
    if (t.pending?.prompt === 'battle.attackDraw') t.choose('no');
    passUntil(t, 'battle.guard').choose('guard:test-big:front2');
    passUntil(t, 'battle.attack');
    // 3 damage on the 6/6 guard: nothing over, so 無力 keeps its 1 damage and no excess is logged.
    expect([dmg(t, 'front2@1:test-big'), dmg(t, 'front1@1:test-zero')]).toEqual([3, 1]);
    expect(t.log.some((l) => l.rule === 'CT-12.5.2' || l.rule === 'CT-12.5.3')).toBe(false);
  });

  it("CT-12.6.2: the excess a reflecting guard sends to the attack chara's master is battle damage", () => {
    // 戦場の護り reduces battle damage to its master by 1, and only battle damage.
    const t = fight(
      setup(
        { partner: ['test-dummy'], front1: ['test-battle-ward'] },
        { partner: ['test-dummy2'], front1: ['nitro-elsa'] },
      ),
      'test-dummy:partner',
      'nitro-elsa:front1',
    );
    // エルザ (2/4) deals 2 to the 1/1 attack chara: excess 1, reduced to 0.
    expect(t.card('partner@0:test-dummy').status.face).toBe('down');
    expect(wr(t, 0)).toBe(0);
  });

  it('CT-8.2–CT-8.6: the current step is named at each decision of a battle', () => {
    const t = setup({ partner: ['test-big'] }, { partner: ['test-dummy2'] });
    const steps: [string, string | null][] = [];
    for (let i = 0; i < 40 && t.pending; i++) {
      steps.push([t.pending.prompt, t.state.turn.step]);
      if (t.pending.prompt === 'battle.attack') {
        if (steps.filter(([p]) => p === 'battle.attack').length > 1) break;
        t.choose('attack:test-big:partner');
      } else if (t.pending.prompt === 'battle.attackDraw') t.choose('no');
      else if (t.pending.prompt === 'battle.guard') t.choose('noGuard');
      else t.choose('pass');
    }
    const distinct = steps.filter(([p, st], i) => i === 0 || steps[i - 1][0] !== p || steps[i - 1][1] !== st);
    expect(distinct).toEqual([
      ['playTiming', 'firstAbility'],
      ['battle.attack', 'attackDeclaration'],
      ['battle.attackDraw', 'attackDeclaration'],
      ['playTiming', 'secondAbility'],
      ['battle.guard', 'guardDeclaration'],
      ['playTiming', 'thirdAbility'],
      ['playTiming', 'firstAbility'],
      ['battle.attack', 'attackDeclaration'],
    ]);
  });

  it(
    'CT-8.8.1 / CT-7.2.4 / CT-7.2.5: "until the end of the battle" expires in the battle end step: the guard it ' +
      'kept up turns face down at the check timing the end procedure then repeats',
    () => {
      const t = setup(
        { partner: ['test-dummy2'] },
        { partner: ['test-zero'], front1: ['test-dummy2'], hand: ['sw-ev-shield'] },
      );
      passUntil(t, 'battle.attack').choose('attack:test-dummy2:partner');
      if (t.pending?.prompt === 'battle.attackDraw') t.choose('no');
      passUntil(t, 'battle.guard').choose('guard:test-dummy2:front1');
      t.choose('pass').choose('event:sw-ev-shield').select(['front1@1:test-dummy2']);
      expect(t.card('front1@1:test-dummy2').characteristics.durability).toBe(4);
      passUntil(t, 'battle.attack');
      // 2 damage on durability 2 + 2 kept it face up through the damage step; back at 2 it is face down.
      expect(t.card('front1@1:test-dummy2').status.face).toBe('down');
      const at = (message: string) => t.log.findIndex((l) => l.message === message);
      expect(at('end of battle')).toBeGreaterThan(at('start of battleDamageStep'));
      expect(t.log.findIndex((l, i) => i > at('end of battle') && l.rule === 'CT-11.7.1')).toBeGreaterThan(-1);
    },
  );

  it(
    'CT-7.2.5 / CT-8.8.1: a rule process left by the expiry step keeps the battle end procedure going: the guard ' +
      'turns face down in it, and what its trigger grants "until the end of the battle" expires in the same battle',
    () => {
      const t = setup(
        { partner: ['test-dummy2'] },
        { partner: ['test-zero'], front1: ['test-last-word'], hand: ['sw-ev-shield'] },
      );
      passUntil(t, 'battle.attack').choose('attack:test-dummy2:partner');
      if (t.pending?.prompt === 'battle.attackDraw') t.choose('no');
      passUntil(t, 'battle.guard').choose('guard:test-last-word:front1');
      t.choose('pass').choose('event:sw-ev-shield').select(['front1@1:test-last-word']);
      // 2 damage on durability 2 + 2; the shield expires at the end of the battle and the rule process remains.
      passUntil(t, 'target');
      expect(t.pending?.player).toBe(1);
      t.select(['partner@1:test-zero']);
      expect(t.card('front1@1:test-last-word').status.face).toBe('down');
      passUntil(t, 'battle.attack');
      // An engine that ends the procedure with the rule process still due turns the guard face down at the next
      // check timing, after the battle: the boost would then last until the end of the next battle.
      expect(t.card('partner@1:test-zero').characteristics.attack).toBe(0);
      const at = (message: string) => t.log.findIndex((l) => l.message === message);
      const faceDowns = t.log.flatMap((l, i) =>
        l.rule === 'CT-11.7.1' && l.message.endsWith('face becomes "down"') ? [i] : [],
      );
      expect(faceDowns[faceDowns.length - 1]).toBeGreaterThan(at('end of battle'));
    },
  );

  it('CT-14.2.1: "end the battle phase" in the third ability step skips the battle damage step', () => {
    const t = setup({ partner: ['test-big'] }, { partner: ['test-dummy2'], hand: ['nitro-ev-hyperborea'] });
    passUntil(t, 'battle.attack').choose('attack:test-big:partner');
    if (t.pending?.prompt === 'battle.attackDraw') t.choose('no');
    passUntil(t, 'battle.guard').choose('guard:test-dummy2:partner');
    expect(t.state.turn.step).toBe('thirdAbility');
    t.choose('pass').choose('event:nitro-ev-hyperborea');
    passUntil(t, 'playTiming', 10);
    expect(dmg(t, 'partner@1:test-dummy2')).toBe(0);
    expect(t.card('partner@1:test-dummy2').status.face).toBe('up');
    expect(t.log.some((l) => l.message === 'start of battleDamageStep')).toBe(false);
    expect(t.log.some((l) => l.message === 'end of battle')).toBe(true);
  });

  it('CT-12.5.4: with penetrate and a face-down guard, all damage goes to the original attack target', () => {
    const t = setup({ partner: ['sw-mio'], hand: ['test-flip'] }, { partner: ['test-dummy2'], front1: ['test-big'] });
    passUntil(t, 'battle.attack').choose('attack:sw-mio:partner').choose('no');
    passUntil(t, 'battle.guard').choose('guard:test-big:front1');
    t.choose('event:test-flip').select(['front1@1:test-big']);
    passUntil(t, 'battle.attack');
    expect(wr(t, 1)).toBe(3);
  });

  it(
    "CT-12.6.1 / CT-12.6.2: reflect: the guard's excess damage over the attack chara goes to the attack " +
      "chara's master",
    () => {
      const t = fight(
        setup({ partner: ['test-dummy'] }, { partner: ['test-dummy2'], front1: ['nitro-elsa'] }),
        'test-dummy:partner',
        'nitro-elsa:front1',
      );
      // エルザ (2/4) deals 2 to a 1/1 attack chara: excess 1 to player 0.
      expect(wr(t, 0)).toBe(1);
      expect(t.card('partner@0:test-dummy').status.face).toBe('down');
    },
  );

  it('CT-12.6.1: reflect works for a guard only: an unguarded opponent-selected target deals no excess', () => {
    const t = setup(
      { partner: [{ def: 'sw-gertrud', counters: { damage: 2 } }] },
      { partner: ['test-zero'], front1: ['nitro-elsa'] },
    );
    passUntil(t, 'battle.attack').choose('attack:sw-gertrud:partner');
    t.choose('chara:nitro-elsa:front1');
    if (t.pending?.prompt === 'battle.attackDraw') t.choose('no');
    passUntil(t, 'battle.guard').choose('noGuard');
    passUntil(t, 'battle.attack');
    // エルザ (2/4) deals 2 to ゲルトルート (3/3, 2 damage already): face down with 1 over, which stays there.
    expect(t.card('partner@0:sw-gertrud').status.face).toBe('down');
    expect(wr(t, 0)).toBe(0);
  });

  it("CT-12.6.3: reflecting onto a face-down attack chara sends all its damage to the attack chara's master", () => {
    const t = setup(
      { partner: ['test-dummy2'] },
      { partner: ['test-dummy2'], front1: ['nitro-elsa'], hand: ['test-flip'] },
    );
    passUntil(t, 'battle.attack').choose('attack:test-dummy2:partner').choose('no');
    passUntil(t, 'battle.guard').choose('guard:nitro-elsa:front1');
    t.choose('pass').choose('event:test-flip').select(['partner@0:test-dummy2']);
    passUntil(t, 'battle.attack');
    expect(wr(t, 0)).toBe(2);
  });
});

describe('auto level up (CT-3.14.6, CT-10.4)', () => {
  /** Passes until `prompt` like passUntil, returning every prompt met on the way. */
  const promptsUntil = (t: T, prompt: string): string[] => {
    const seen: string[] = [];
    for (let i = 0; i < 50 && t.pending && t.pending.prompt !== prompt; i++) {
      seen.push(t.pending.prompt);
      const keys = t.pending.options.map((o) => o.key);
      t.choose(keys.includes('pass') ? 'pass' : keys.includes('no') ? 'no' : keys[0]);
    }
    return seen;
  };
  const autoSetup = (partner: string, deckTop: string[]) =>
    table({
      start: { activePlayer: 0, turn: 3, phase: 'battle' },
      players: [
        { zones: { deck: filler(10), partner: ['test-big'] } },
        {
          zones: {
            deck: [...deckTop, ...filler(8)],
            partner: [{ def: partner, status: { face: 'down', pose: 'rest' }, counters: {} }],
          },
        },
      ],
    });

  it(
    "CT-3.14.6 / CT-10.4.1 / CT-10.4.2 / CT-10.4.3: a milled card with the partner's card name may level " +
      'the partner up instead; the rest of the damage is cancelled',
    () => {
      const t = autoSetup('sw-eila-bf109', ['test-dummy', 'sw-eila-bf109']);
      passUntil(t, 'battle.attack').choose('attack:test-big:partner').choose('no');
      passUntil(t, 'battle.guard').choose('noGuard');
      passUntil(t, 'autoLevelUp');
      expect(t.pending?.player).toBe(1);
      t.choose('yes');
      const p = t.card('partner@1:sw-eila-bf109');
      expect(p.characteristics.level).toBe(2);
      expect(p.status).toMatchObject({ face: 'up', pose: 'stand' });
      expect(wr(t, 1)).toBe(1);
      expect(t.state.zones['deck@1'].length).toBe(8);
      expect(t.log.some((l) => l.rule === 'CT-10.4.3' && l.message.includes('damage cancel'))).toBe(true);
    },
  );

  it('CT-10.4.1: declining puts the card into the WR and the damage goes on', () => {
    const t = autoSetup('sw-eila-bf109', ['sw-eila-bf109']);
    passUntil(t, 'battle.attack').choose('attack:test-big:partner').choose('no');
    passUntil(t, 'battle.guard').choose('noGuard');
    passUntil(t, 'autoLevelUp').choose('no');
    passUntil(t, 'battle.attack');
    expect(wr(t, 1)).toBe(6);
  });

  it('CT-10.4.5 / CT-10.3.4: "cannot auto level up" works even face down: no choice is offered', () => {
    const t = autoSetup('stubborn', ['stubborn']);
    passUntil(t, 'battle.attack').choose('attack:test-big:partner').choose('no');
    passUntil(t, 'battle.guard').choose('noGuard');
    expect(promptsUntil(t, 'battle.attack')).not.toContain('autoLevelUp');
    expect(wr(t, 1)).toBe(6);
  });

  it(
    'CT-13.3.3: a [BETA] partner never auto levels up, even face down — a same-name card milled by damage ' +
      'just goes to the WR',
    () => {
      // Everything else as in the CT-3.14.6 test, where the choice is offered: here it is not.
      const t = autoSetup('beta-tank', ['test-dummy', 'beta-tank']);
      passUntil(t, 'battle.attack').choose('attack:test-big:partner').choose('no');
      passUntil(t, 'battle.guard').choose('noGuard');
      // The choice is not even asked (passUntil would decline it and hide an engine that offers it).
      expect(promptsUntil(t, 'battle.attack')).not.toContain('autoLevelUp');
      expect(wr(t, 1)).toBe(6);
      expect(t.zone('wr@1')).toContain('beta-tank');
      expect(t.card('partner@1:beta-tank').characteristics.level).toBe(1);
    },
  );

  it("CT-10.4.4: a guarding partner that auto-levels-up during this battle's damage still deals its own damage", () => {
    const t = table({
      start: { activePlayer: 0, turn: 3, phase: 'battle' },
      players: [
        { zones: { deck: filler(10), partner: ['test-pen-big'] } },
        { zones: { deck: ['sw-eila', ...filler(8)], partner: ['sw-eila'] } },
      ],
    });
    passUntil(t, 'battle.attack').choose('attack:test-pen-big:partner').choose('no');
    passUntil(t, 'battle.guard').choose('guard:sw-eila:partner');
    // 6 damage on durability 4 (3+2+… partner modifiers):
    // excess 2 to player 1, whose first milled card levels the partner up.
    passUntil(t, 'autoLevelUp').choose('yes');
    passUntil(t, 'battle.attack');
    const p = t.card('partner@1:sw-eila');
    expect(p.characteristics.level).toBe(2);
    expect(p.status.face).toBe('up');
    // The levelled-up partner (attack 3 + 2 + 2 = 7) still deals its damage: the 6/6 attack chara is face down.
    expect(t.card('partner@0:test-pen-big').status.face).toBe('down');
  });
});
