import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { engine } from './support/harness.js';
import { TEST_CARDS } from './support/test-cards.js';
import { lcg, randomLegalAnswer, randomIllegalAnswer, reachableObjects } from './support/random-answers.js';
import { GameSession, AnswerError, AnswerSchema, parseAnswer, type GameState } from '../src/index.js';

const ids = TEST_CARDS.map((c) => c.id);
const cards = fc.array(fc.constantFrom(...ids), { minLength: 0, maxLength: 4 });
const side = fc.record({
  deck: fc.array(fc.constantFrom(...ids), { minLength: 1, maxLength: 6 }),
  hand: cards,
  field: fc.array(fc.constantFrom(...ids), { maxLength: 3 }),
});
const gameInput = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 30 }),
  agent: fc.integer({ min: 1, max: 2 ** 30 }),
  p0: side,
  p1: side,
});

const MAX_ANSWERS = 250;

function hiddenIds(state: GameState, viewer: number): string[] {
  const out: string[] = [];
  for (const [key, list] of Object.entries(state.zones)) {
    const hidden = key.startsWith('deck@') || (key.startsWith('hand@') && !key.endsWith(`@${viewer}`));
    if (!hidden) continue;
    for (const id of list) if (!state.objects[id].revealedTo.includes(viewer)) out.push(id);
  }
  return out;
}

/** Runs one random game, checking the invariants after every step. */
type GameInput = typeof gameInput extends fc.Arbitrary<infer T> ? T : never;

function randomGame(input: GameInput) {
  const config = { seed: input.seed, players: [{ cards: input.p0 }, { cards: input.p1 }] };
  const session = GameSession.create(engine, config).start();
  const total = Object.keys(session.state.objects).length;
  const rnd = lcg(input.agent);
  const branchAt = Math.floor(rnd() * 40);
  let branch: { state: GameState; from: number } | null = null;
  const answers: object[] = [];
  for (let step = 0; step < MAX_ANSWERS && session.state.pending; step++) {
    const d = session.state.pending;
    // An illegal answer now and then: rejected with a typed error, the state byte-identical.
    if (rnd() < 0.2) {
      const before = engine.serialize(session.state);
      const bad = randomIllegalAnswer(d, rnd);
      expect(() => engine.submit(session.state, bad.player as number, bad.answer)).toThrow(AnswerError);
      expect(engine.serialize(session.state)).toBe(before);
    }
    if (step === branchAt) branch = { state: engine.restore(engine.serialize(session.state)), from: step };
    const a = randomLegalAnswer(d, rnd);
    answers.push(a);
    session.submit(d.player, a);
    // Card conservation: every object is in exactly one place and none appears or vanishes.
    const reachable = reachableObjects(session.state);
    expect(new Set(reachable).size).toBe(reachable.length);
    expect(reachable.sort()).toEqual(Object.keys(session.state.objects).sort());
    expect(reachable.length).toBe(total);
    // View redaction: no identifier of a card hidden from the viewer.
    for (const viewer of [0, 1]) {
      const view = engine.viewFor(session.state, viewer);
      const text = JSON.stringify(view);
      for (const id of hiddenIds(session.state, viewer)) expect(text.includes(`"${id}"`)).toBe(false);
      // Hidden zones show a count only (and cards revealed to the viewer): no definition leaks.
      for (const [key, z] of Object.entries(view.zones)) {
        const hidden = key.startsWith('deck@') || (key.startsWith('hand@') && !key.endsWith(`@${viewer}`));
        if (!hidden) continue;
        expect(z.cards).toBeUndefined();
        for (const c of z.revealed ?? []) expect(session.state.objects[c.id].revealedTo).toContain(viewer);
      }
    }
  }
  expect(session.state.result !== null || answers.length === MAX_ANSWERS).toBe(true);
  return { session, answers, branch };
}

describe('properties of the core over random games of the test ruleset', () => {
  it(
    'no card is lost or duplicated; illegal answers change nothing; views never leak hidden cards; ' +
      'serialize → restore → continue equals continuing; replays reproduce every hash',
    () => {
      fc.assert(
        fc.property(gameInput, (input) => {
          const { session, answers, branch } = randomGame(input);
          const record = session.record();
          // Replaying the record reproduces every step hash.
          const hashes: string[] = [];
          engine.replay(record, (s) => hashes.push(engine.hash(s)));
          expect(hashes).toEqual(record.hashes);
          // The restored branch, given the same answers, reaches the same states.
          if (branch) {
            for (let i = branch.from; i < answers.length; i++) {
              engine.submit(branch.state, branch.state.pending!.player, answers[i]);
              expect(engine.hash(branch.state)).toBe(record.hashes[i]);
            }
          }
        }),
        { numRuns: 40, seed: 20261129 },
      );
    },
    120_000,
  );
});

describe('answers as recorded', () => {
  // The common { decision, choice } answer is read without the schema: it must agree with it on everything.
  const near = fc.oneof(
    fc.record({
      decision: fc.oneof(fc.integer({ min: -3, max: 50 }), fc.double(), fc.constant('1')),
      choice: fc.oneof(fc.integer({ min: -3, max: 9 }), fc.double({ noNaN: false }), fc.constant(null)),
    }),
    fc.record({ decision: fc.nat(50), choice: fc.nat(9), picks: fc.array(fc.nat(9)) }, { requiredKeys: ['decision'] }),
    fc.anything(),
  );
  it('parseAnswer accepts exactly what AnswerSchema accepts, with the same value, as a fresh object', () => {
    fc.assert(
      fc.property(near, (raw) => {
        const schema = AnswerSchema.safeParse(raw);
        let ours: unknown;
        try {
          ours = parseAnswer(raw);
        } catch (e) {
          expect(e).toBeInstanceOf(AnswerError);
          expect(schema.success).toBe(false);
          return;
        }
        expect(schema.success).toBe(true);
        expect(JSON.stringify(ours)).toBe(JSON.stringify(schema.data));
        expect(ours).not.toBe(raw);
      }),
      { numRuns: 3000 },
    );
  });
});
