import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { TestGame, engine } from './support/harness.js';
import { testRuleset } from './support/test-ruleset.js';
import {
  writableAttached,
  writableCounters,
  writableReveals,
  RulesetRegistry,
  GameSession,
  copyCardObject,
  InputError,
  ReplayDivergenceError,
  savedFormHash,
  type SavedStateSchema,
  type GameRecord,
  type GameState,
  type LogEntry,
  type SavedSession,
} from '../src/index.js';

const config = {
  seed: 11,
  players: [
    { cards: { deck: ['vanilla', 'big', 'ping', 'rally'], hand: ['splitter', 'watcher'], field: ['eila'] } },
    { cards: { deck: ['big', 'vanilla', 'ping'], hand: ['coin'], field: ['perrine', 'hurt-watcher'] } },
  ],
};

/** Plays a fixed policy (always the first option, first picks) for `n` answers through a session. */
function playSession(n: number): GameSession {
  const s = GameSession.create(engine, config).start();
  for (let i = 0; i < n && s.state.pending; i++) s.submit(s.state.pending.player, firstAnswer(s.state));
  return s;
}

function firstAnswer(state: GameState) {
  const d = state.pending!;
  if (d.kind === 'choose') return { decision: d.id, choice: 0 };
  if (d.kind === 'order') return { decision: d.id, order: d.options.map((_, i) => i) };
  if (d.kind === 'distribute') return { decision: d.id, picks: [0], amounts: [d.total ?? 1] };
  if (d.kind === 'number') return { decision: d.id, number: d.min ?? 0 };
  return { decision: d.id, picks: Array.from({ length: d.min ?? 0 }, (_, i) => i) };
}

/** A state as `engine.serialize` writes it: its card objects in columns. */
type SavedForm = z.input<typeof SavedStateSchema>;

/** JSON as the form `T` it was written in. Tests that corrupt it write wrong types through a wider type. */
const parsed = <T>(json: string) => JSON.parse(json) as T;

/** A function that restores `json` after `change` has edited its parsed form (for `toThrow`). */
const restoringChanged =
  <T = SavedForm>(json: string) =>
  (change: (saved: T) => void) => {
    const saved = parsed<T>(json);
    change(saved);
    return () => engine.restore(JSON.stringify(saved));
  };

describe('serializable state', () => {
  it('a game suspended at a decision restores in a fresh engine and continues identically', () => {
    const original = playSession(3);
    const json = engine.serialize(original.state);
    // A separate registry builds a separate container and engine, as another process would.
    const other = new RulesetRegistry().register(testRuleset()).engine('test');
    const restored = other.restore(json);
    expect(restored).toEqual(original.state);
    expect(JSON.stringify(restored)).toBe(JSON.stringify(original.state)); // same field order, so the same hashes
    expect(other.serialize(restored)).toBe(json);
    for (let i = 0; i < 40 && original.state.pending; i++) {
      const a = firstAnswer(original.state);
      original.submit(original.state.pending.player, a);
      other.submit(restored, restored.pending!.player, a);
      expect(engine.hash(restored)).toBe(engine.hash(original.state));
    }
  });

  it('restoring costs the state, not the history: the saved form holds no log and no answers', () => {
    const s = playSession(30);
    const saved = parsed<SavedForm>(engine.serialize(s.state));
    expect(Object.keys(saved).sort()).toEqual([
      'data',
      'delayed',
      'effects',
      'format',
      'lastKnown',
      'loop',
      'objects',
      'pending',
      'players',
      'replacements',
      'result',
      'rng',
      'ruleset',
      'seq',
      'stack',
      'turn',
      'usedThisTurn',
      'version',
      'waiting',
      'zones',
    ]);
    // The loop bookkeeping (CT-14.1.2) counts this turn's answers but records none in an ordinary turn.
    expect(saved.loop?.trail).toEqual([]);
  });

  it(
    'card objects are saved in columns: no zone (the lists say it), only the fields that differ from a ' +
      'fresh object',
    () => {
      const s = playSession(10);
      const saved = parsed<SavedForm>(engine.serialize(s.state));
      const objects = Object.values(s.state.objects);
      expect(saved.objects.ids).toEqual(objects.map((o) => o.id));
      expect(saved.objects.defs).toEqual(objects.map((o) => o.def));
      expect(saved.objects.owners).toEqual(objects.map((o) => o.owner));
      expect(saved.objects.enteredAt).toEqual(objects.map((o) => o.enteredAt));
      expect(saved.objects.previous).toEqual(objects.map((o) => o.previous));
      const [id, obj] = Object.entries(s.state.objects).find(
        ([, o]) => Object.keys(o.status).length > 0 && o.attached.length === 0,
      )!;
      expect(saved.objects.details[id]).toEqual({
        status: obj.status,
        ...(Object.keys(obj.counters).length ? { counters: obj.counters } : {}),
        ...(obj.attachedTo ? { attachedTo: obj.attachedTo, attachKind: obj.attachKind } : {}),
        ...(obj.revealedTo.length ? { revealedTo: obj.revealedTo } : {}),
        ...(obj.master !== obj.owner ? { master: obj.master } : {}),
      });
      const fresh = objects.find(
        (o) =>
          o.master === o.owner &&
          Object.keys(o.status).length === 0 &&
          Object.keys(o.counters).length === 0 &&
          o.attached.length === 0 &&
          o.attachedTo === null &&
          o.revealedTo.length === 0,
      )!;
      expect(saved.objects.details[fresh.id]).toBeUndefined();
      expect(engine.serialize(s.state).length).toBeLessThan(JSON.stringify(s.state).length * 0.6);
      // The full form is still read, and so is the earlier form with compact objects by id.
      expect(engine.restore(JSON.stringify(s.state))).toEqual(s.state);
      const byId = {
        ...saved,
        objects: Object.fromEntries(
          objects.map((o) => [
            o.id,
            {
              def: o.def,
              owner: o.owner,
              zone: o.zone,
              enteredAt: o.enteredAt,
              ...(o.previous ? { previous: o.previous } : {}),
              ...saved.objects.details[o.id],
            },
          ]),
        ),
      };
      expect(engine.restore(JSON.stringify(byId))).toEqual(s.state);
    },
  );

  it('saved columns that do not describe one place for every card are rejected with the field that is wrong', () => {
    const s = playSession(10);
    const restoreWith = restoringChanged(engine.serialize(s.state));
    expect(restoreWith((v) => v.objects.owners.pop())).toThrow(
      `saved state (objects.owners): ${Object.keys(s.state.objects).length - 1} entries for ` +
        `${Object.keys(s.state.objects).length} ids`,
    );
    expect(restoreWith((v) => ((v.objects.owners as unknown[])[2] = 'me'))).toThrow('saved state (objects.owners.2)');
    expect(restoreWith((v) => (v.objects.ids[1] = v.objects.ids[0]))).toThrow(
      `saved state (objects.ids.1): card object "${Object.keys(s.state.objects)[0]}" appears twice`,
    );
    expect(restoreWith((v) => (v.objects.ids[0] = '__proto__'))).toThrow(
      'saved state (objects.ids.0): "__proto__" is not a card object id',
    );
    expect(restoreWith((v) => v.zones['hand@0'].push('toString'))).toThrow(
      `saved state (zones.hand@0.${s.state.zones['hand@0'].length}): no card object "toString"`,
    );
    expect(restoreWith((v) => v.zones['hand@0'].push('o999'))).toThrow(
      `saved state (zones.hand@0.${s.state.zones['hand@0'].length}): no card object "o999"`,
    );
    const deckTop = s.state.zones['deck@0'][0];
    expect(restoreWith((v) => v.zones['hand@0'].push(deckTop))).toThrow(
      `saved state (zones.hand@0.${s.state.zones['hand@0'].length}): card object "${deckTop}" is listed twice`,
    );
    expect(restoreWith((v) => v.zones['deck@0'].shift())).toThrow(
      `saved state (objects.ids.${Object.keys(s.state.objects).indexOf(deckTop)}): card object "${deckTop}" ` +
        `is in no zone`,
    );
    expect(restoreWith((v) => (v.objects.details.o999 = { master: 1 }))).toThrow(
      'saved state (objects.details.o999): no card object "o999"',
    );
    expect(restoreWith((v) => ((v.objects.details as Record<string, object>)[deckTop] = { zone: 'hand@0' }))).toThrow(
      `saved state (objects.details.${deckTop})`,
    );
    // An attachment cycle is an object listed twice, not an endless walk.
    const [a, b] = s.state.zones['deck@0'];
    expect(
      restoreWith((v) => {
        v.zones['deck@0'].splice(1, 1);
        v.objects.details[a] = { attached: [b] };
        v.objects.details[b] = { attached: [a], attachedTo: a, attachKind: 'under' };
      }),
    ).toThrow(`saved state (objects.details.${b}.attached.0): card object "${a}" is listed twice`);
    // Host and attached card must agree on the attachment, both ways.
    expect(
      restoreWith((v) => {
        v.zones['deck@0'].splice(1, 1);
        v.objects.details[a] = { attached: [b] };
      }),
    ).toThrow(
      `saved state (objects.details.${a}.attached.0): card object "${b}" is attached to "${a}" but says it ` +
        `is attached to nothing`,
    );
    expect(restoreWith((v) => (v.objects.details[b] = { attachedTo: a, attachKind: 'under' }))).toThrow(
      `saved state (zones.deck@0.1): card object "${b}" is attached to "${a}" but listed in zone "deck@0"`,
    );
  });

  it(
    'a state saved in full form whose cards are not where its zone lists put them is rejected with the ' +
      'field that is wrong',
    () => {
      const s = playSession(10);
      const full = JSON.stringify(s.state);
      const restoreWith = restoringChanged<GameState>(full);
      const [a, b] = s.state.zones['deck@0'];
      expect(restoreWith((v) => (v.objects[a].zone = 'hand@0'))).toThrow(
        `saved state (objects.${a}.zone): card object "${a}" says it is in "hand@0" but is listed in "deck@0"`,
      );
      expect(restoreWith((v) => (v.objects[a].id = b))).toThrow(
        `saved state (objects.${a}.id): card object "${a}" says its id is "${b}"`,
      );
      expect(restoreWith((v) => v.zones['hand@0'].push(a))).toThrow(
        `saved state (zones.hand@0.${s.state.zones['hand@0'].length}): card object "${a}" is listed twice`,
      );
      expect(restoreWith((v) => v.zones['deck@0'].shift())).toThrow(
        `saved state (objects.${a}): card object "${a}" is in no zone`,
      );
      expect(restoreWith((v) => (v.objects[b].attachedTo = a))).toThrow(
        `saved state (zones.deck@0.1): card object "${b}" is attached to "${a}" but listed in zone "deck@0"`,
      );
      expect(
        restoreWith((v) => {
          v.zones['deck@0'].splice(1, 1);
          v.objects[a].attached = [b];
        }),
      ).toThrow(
        `saved state (objects.${a}.attached.0): card object "${b}" is attached to "${a}" but says it is ` +
          `attached to nothing`,
      );
      // A consistent full state still restores exactly.
      expect(engine.restore(full)).toEqual(s.state);
    },
  );

  it("a host's own save (its stored hash matches) restores to the same state as the checked way, at every step", () => {
    const s = GameSession.create(engine, config).start();
    for (let i = 0; i < 60 && s.state.pending; i++) {
      const json = engine.serialize(s.state);
      const own = engine.restoreOwn(json, savedFormHash(json));
      const checked = engine.restore(json);
      expect(own).toEqual(checked);
      // The same field order too: the states go on to the same hashes.
      expect(JSON.stringify(own)).toBe(JSON.stringify(checked));
      expect(engine.serialize(own)).toBe(json);
      const a = firstAnswer(own);
      engine.submit(own, own.pending!.player, a);
      s.submit(s.state.pending.player, a);
      expect(engine.hash(own)).toBe(engine.hash(s.state));
    }
  });

  it('a save whose text is not the one its stored hash names is checked like any input (a forged decision)', () => {
    const json = engine.serialize(playSession(2).state);
    const forged = parsed<SavedForm>(json);
    (forged.pending as { options: { label: string }[] }).options[0].label = 'win the game';
    const text = JSON.stringify(forged);
    // With the stored hash of the genuine save, the forged text is not trusted: the pending decision is rebuilt.
    expect(() => engine.restoreOwn(text, savedFormHash(json))).toThrow(InputError);
    expect(() => engine.restoreOwn(text, savedFormHash(json))).toThrow(/pending/);
  });

  it('a corrupt or foreign saved state is rejected with the field that is wrong', () => {
    const json = engine.serialize(playSession(1).state);
    expect(() => engine.restore('{not json')).toThrow(InputError);
    const bad = parsed<SavedForm>(json);
    (bad.objects.defs as unknown[])[0] = 7;
    expect(() => engine.restore(JSON.stringify(bad))).toThrow(
      'saved state (objects.defs.0): Invalid input: expected string, received number',
    );
    const listLocals = parsed<SavedForm>(json);
    (listLocals.stack[0] as { locals: unknown }).locals = [];
    expect(() => engine.restore(JSON.stringify(listLocals))).toThrow(
      'saved state (stack.0.locals): expected an object',
    );
    const noData = parsed<SavedForm>(json);
    (noData.players[1] as { data: unknown }).data = null;
    expect(() => engine.restore(JSON.stringify(noData))).toThrow('saved state (players.1.data): expected an object');
    const foreign = parsed<SavedForm>(json);
    foreign.ruleset.id = 'other';
    expect(() => engine.restore(JSON.stringify(foreign))).toThrow('state is for "other", not "test"');
    const unknownProc = parsed<SavedForm>(json);
    unknownProc.stack[0].proc = 'nope';
    expect(() => engine.restore(JSON.stringify(unknownProc))).toThrow(
      'saved state (stack.0.proc): unknown procedure "nope"',
    );
  });

  it('a clone is equal, hashes the same, continues identically, and shares nothing with the original', () => {
    const original = playSession(3);
    const copy = engine.clone(original.state);
    expect(copy).toEqual(original.state);
    expect(engine.hash(copy)).toBe(engine.hash(original.state));
    const someId = Object.keys(copy.objects)[0];
    writableCounters(copy.objects[someId]).probe = 1;
    copy.stack[0].locals.probe = 'x';
    expect(original.state.objects[someId].counters.probe).toBeUndefined();
    expect(original.state.stack[0].locals.probe).toBeUndefined();
    delete writableCounters(copy.objects[someId]).probe;
    delete copy.stack[0].locals.probe;
    const a = firstAnswer(original.state);
    engine.submit(original.state, original.state.pending!.player, a);
    engine.submit(copy, copy.pending!.player, a);
    expect(engine.serialize(copy)).toBe(engine.serialize(original.state));
  });
});

describe('last-known snapshots', () => {
  it(
    'CT-9.6.5: a card leaving the field is remembered as it last was, with the fields of a live card in ' +
      'the same order',
    () => {
      const g = new TestGame({ field: ['stacker'], hand: ['ping'] });
      const s = g.id('stacker');
      g.state.objects[s].status = { face: 'up', mark: { by: 'test', turns: [1, 2] } };
      g.state.objects[s].revealedTo = [1];
      g.state.version++;
      const expected = { ...g.state.objects[s], counters: { damage: 5 } };
      g.play('ping').select([s]); // 5 damage destroys it (defense 1)
      expect(g.state.objects[s]).toBeUndefined();
      expect(JSON.stringify(g.state.lastKnown[s].object)).toBe(JSON.stringify(expected));
    },
  );

  it('copyCardObject shares nothing with the card it copies', () => {
    const g = new TestGame({ field: ['vanilla', 'stacker'] });
    const [v, s] = g.ids('field');
    engine.services.zones.attach(g.state, s, v, 'under', () => undefined);
    const original = g.state.objects[v];
    original.status = { mark: { turns: [1] } };
    original.counters = { damage: 2 };
    original.revealedTo = [1];
    const before = JSON.stringify(original);
    const copy = copyCardObject(original);
    expect(copy).toEqual(original);
    (copy.status.mark as { turns: number[] }).turns.push(2);
    writableCounters(copy).damage = 0;
    writableAttached(copy).push('o999');
    writableReveals(copy).push(0);
    expect(JSON.stringify(original)).toBe(before);
  });
});

describe('records and replay', () => {
  it('replaying a record reproduces every step hash and the final state', () => {
    const s = playSession(60);
    const record = s.record();
    expect(record.hashes).toHaveLength(record.answers.length);
    const steps: string[] = [];
    const final = engine.replay(JSON.parse(JSON.stringify(record)), (st) => steps.push(engine.hash(st)));
    expect(steps).toEqual(record.hashes);
    expect(engine.serialize(final)).toBe(engine.serialize(s.state));
  });

  it("a saved form's hash is the state's step hash, at every step of a game", () => {
    const record = playSession(60).record();
    const fromText: string[] = [];
    engine.replay(record, (st) => fromText.push(savedFormHash(engine.serialize(st))));
    expect(fromText).toEqual(record.hashes);
    expect(new Set(fromText).size).toBeGreaterThan(30);
  });

  it('a divergence is reported at the exact step', () => {
    const record: GameRecord = playSession(12).record();
    const tampered = structuredClone(record);
    tampered.hashes[6] = '0000000000000000';
    expect(() => engine.replay(tampered)).toThrow(ReplayDivergenceError);
    try {
      engine.replay(tampered);
    } catch (e) {
      expect((e as ReplayDivergenceError).step).toBe(7);
    }
  });

  it('a corrupt record is rejected naming the field', () => {
    const record = playSession(5).record();
    expect(() => engine.replay({ ...record, answers: 'x' })).toThrow('record (answers): ');
    expect(() => engine.replay({ ...record, ruleset: { id: 'test', version: '9' } })).toThrow(
      'record (ruleset.version)',
    );
    const illegal = structuredClone(record);
    illegal.answers[2] = {
      player: illegal.answers[2].player,
      answer: { decision: illegal.answers[2].answer.decision, choice: 99 },
    };
    expect(() => engine.replay(illegal)).toThrow('record (answers.2): answer rejected');
  });
});

describe('views (viewFor)', () => {
  it(
    "shows counts only for hidden zones, never the other hand, and the other player's decision only in " + 'outline',
    () => {
      const g = new TestGame(
        { deck: ['big', 'vanilla'], hand: ['ping', 'rally'], field: ['eila'] },
        { deck: ['perrine'], hand: ['coin'] },
      );
      const v1 = engine.viewFor(g.state, 1);
      const text = JSON.stringify(v1);
      for (const id of [...g.ids('deck', 0), ...g.ids('hand', 0), ...g.ids('deck', 1)])
        expect(text).not.toContain(`"${id}"`);
      expect(text).not.toContain('"rally"');
      expect(v1.zones['hand@1'].cards?.map((c) => ('def' in c ? c.def : null))).toEqual(['coin']);
      expect(v1.zones['field@0'].cards?.[0]).toMatchObject({
        def: 'eila',
        characteristics: { attack: 2, defense: 10 },
      });
      expect(v1.pending).toEqual({ player: 0, kind: 'choose', prompt: 'playTiming' });
      const own = engine.viewFor(g.state, 0).pending;
      expect(own).toMatchObject({ id: g.pending.id });
      expect(own && 'options' in own ? own.options : null).toBeInstanceOf(Array);
    },
  );
});

describe('log redaction (logFor)', () => {
  it('a draw is readable by the drawer, and by the opponent only as "a card moves"', () => {
    const s = GameSession.create(engine, {
      seed: 1,
      players: [{ cards: { deck: ['big', 'ping'], hand: [] } }, { cards: { deck: ['vanilla', 'eila'] } }],
    });
    const log: LogEntry[] = [];
    s.log$.subscribe((l) => log.push(l));
    s.start();
    s.submit(0, { decision: s.state.pending!.id, choice: 0 }); // pass
    s.submit(1, { decision: s.state.pending!.id, choice: 0 }); // pass: turn 2, player 1 draws
    const draw = log.find((l) => l.rule === 'CT-3.16.2')!;
    expect(draw.message).toMatch(/^vanilla o\d+ moves deck@1 → hand@1 as o\d+$/);
    const newId = (draw.data!.outcome as { newId: string }).newId;
    const vanilla = engine.cards().find((c) => c.id === 'vanilla')!.name;
    // The drawer reads the trace as it is, and a story naming the card (and where it is on the board).
    const mine = engine.logFor(draw, 1);
    expect({ ...mine, story: undefined }).toEqual({ ...draw, story: undefined });
    expect(mine.story).toEqual({
      kind: 'move:deck>hand',
      actor: 1,
      turnPlayer: 1,
      cards: { card: { id: newId, name: vanilla } },
    });
    // The opponent reads that a card was drawn: neither its id nor its name nor its definition.
    const theirs = engine.logFor(draw, 0);
    expect(theirs).toEqual({
      rule: 'CT-3.16.2',
      message: 'a card moves deck@1 → hand@1',
      turn: 2,
      story: { kind: 'move:deck>hand', actor: 1, turnPlayer: 1, cards: { card: { hidden: true } } },
    });
    expect(JSON.stringify(theirs)).not.toMatch(/vanilla|o\d+/);
  });

  it('a card in a public zone is named in the story for every player; the written story keeps ids and zones', () => {
    const s = GameSession.create(engine, config);
    const log: LogEntry[] = [];
    s.log$.subscribe((l) => log.push(l));
    s.start();
    s.submit(0, {
      decision: s.state.pending!.id,
      choice: s.state.pending!.options.findIndex((o) => o.key === 'play:watcher'),
    });
    const played = log.find((l) => l.story?.kind.startsWith('move:hand>'))!;
    const written = played.story!.cards!.card;
    expect(written.def).toBe('watcher');
    expect(written.zones).toHaveLength(2);
    const name = engine.cards().find((c) => c.id === 'watcher')!.name;
    for (const viewer of [0, 1]) expect(engine.logFor(played, viewer, s.state).story!.cards!.card.name).toBe(name);
    s.close();
  });
});

describe('GameSession (rxjs streams for the outside world)', () => {
  it('publishes every applied event and every rule-cited log entry', () => {
    const s = GameSession.create(engine, config);
    const kinds: string[] = [];
    const rules: string[] = [];
    s.events$.subscribe((e) => kinds.push(e.event.kind));
    s.log$.subscribe((l) => rules.push(l.rule));
    s.start();
    s.submit(0, {
      decision: s.state.pending!.id,
      choice: s.state.pending!.options.findIndex((o) => o.key === 'play:watcher'),
    });
    expect(kinds).toContain('boundary');
    expect(kinds.filter((k) => k === 'move')).toHaveLength(1);
    expect(rules.every((r) => typeof r === 'string' && r.length > 0)).toBe(true);
    expect(rules).toContain('CT-9.5.3.6');
    s.close();
  });
});

describe('GameSession hashing modes', () => {
  it('a lazy session produces the same record as an eager one', () => {
    const eager = playSession(25).record();
    const lazy = GameSession.create(engine, config, { hashes: 'lazy' }).start();
    for (const a of eager.answers) lazy.submit(a.player, a.answer);
    expect(lazy.record()).toEqual(eager);
  });
});

describe('GameSession suspend and resume', () => {
  it(
    'a session suspended at a pending decision resumes in another engine, continues identically, and its ' +
      'record replays',
    () => {
      const live = playSession(6);
      expect(live.state.pending).not.toBeNull();
      const other = new RulesetRegistry().register(testRuleset()).engine('test');
      const resumed = GameSession.resume(other, live.suspend());
      expect(resumed.state).toEqual(live.state);
      expect(resumed.record()).toEqual(live.record());
      for (let i = 0; i < 30 && live.state.pending; i++) {
        const a = firstAnswer(live.state);
        live.submit(live.state.pending.player, a);
        resumed.submit(resumed.state.pending!.player, a);
      }
      expect(resumed.record()).toEqual(live.record());
      expect(engine.hash(engine.replay(resumed.record()))).toBe(engine.hash(live.state));
    },
  );

  it(
    'a saved session whose state is not where its record ends, or that is corrupt, is refused naming the ' + 'field',
    () => {
      const live = playSession(6);
      const saved = parsed<SavedSession>(live.suspend());
      const elsewhere = { ...saved, state: engine.serialize(playSession(4).state) };
      expect(() => GameSession.resume(engine, JSON.stringify(elsewhere))).toThrow(
        /saved session \(state\): the state is not the game its record replays to/,
      );
      expect(() => GameSession.resume(engine, JSON.stringify(elsewhere), { verify: 'hash' })).toThrow(
        /saved session \(state\): the state \(hash [0-9a-f]{16}\) is not where the record ends/,
      );
      expect(() => GameSession.resume(engine, '{"format":"tcgkit-session"')).toThrow(InputError);
      const noRecord = { ...saved, record: { ...saved.record, hashes: [] } };
      expect(() => GameSession.resume(engine, JSON.stringify(noRecord))).toThrow(
        /saved session \(record.hashes\): hashes and answers differ in length/,
      );
      const foreign = { ...saved, record: { ...saved.record, ruleset: { id: 'other', version: '1' } } };
      expect(() => GameSession.resume(engine, JSON.stringify(foreign))).toThrow(
        /saved session \(record.ruleset.id\): saved for "other"/,
      );
    },
  );

  it('a forged pending option is refused by restore itself: the decision is rebuilt from the procedure stack', () => {
    const live = playSession(6);
    const saved = parsed<SavedSession>(live.suspend());
    // A tool edits the saved state: the first option now carries another value (a card of the
    // deck), and the record's last hash is recomputed so that the hash check alone passes.
    const state = engine.restore(saved.state);
    const pending = state.pending!;
    const deckCard = state.zones['deck@0'][0];
    pending.options[0] = { ...pending.options[0], value: deckCard };
    const forgedState = engine.serialize(state);
    expect(() => engine.restore(forgedState)).toThrow(
      /saved state \(pending\): the pending decision is not the one the game asks/,
    );
    const hashes = [...saved.record.hashes];
    hashes[hashes.length - 1] = engine.hash(state);
    const forged = { ...saved, state: forgedState, record: { ...saved.record, hashes } };
    expect(() => GameSession.resume(engine, JSON.stringify(forged))).toThrow(InputError);
    // Trusting the hash (storage only the host writes) skips the replay, not the rebuild.
    expect(() => GameSession.resume(engine, JSON.stringify(forged), { verify: 'hash' })).toThrow(InputError);
    // The decision as the game asked it restores, also when a tool rewrote the file with the
    // options' keys in another order (the same decision).
    expect(engine.restore(saved.state).pending).toEqual(live.state.pending);
    const rewritten = parsed<{ pending: { options: Record<string, unknown>[] } }>(saved.state);
    rewritten.pending.options = rewritten.pending.options.map((o) => Object.fromEntries(Object.entries(o).reverse()));
    expect(engine.restore(JSON.stringify(rewritten)).pending).toEqual(live.state.pending);
  });
});
