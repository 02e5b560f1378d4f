import { describe, it, expect } from 'vitest';
import { engine } from './support/harness.js';
import { bareRuleset } from './support/bare-ruleset.js';
import {
  RulesetRegistry,
  procedure,
  DeckError,
  InputError,
  RulesetFailure,
  RUN_STEP_LIMIT,
  INPUT_LIMITS,
  GameSession,
} from '../src/index.js';

const decks = (deck0: string[], deck1: string[] = ['vanilla']) => ({
  seed: 3,
  players: [{ cards: { deck: deck0 } }, { cards: { deck: deck1 } }],
});

describe('createGame checks the decks with the ruleset’s deck rules before any state exists', () => {
  it('a deck that breaks a deck rule is refused with every problem of every player, with its rule ID', () => {
    let error: unknown;
    try {
      engine.createGame(decks(Array<string>(21).fill('vanilla'), Array<string>(25).fill('big')));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DeckError);
    expect(error).toBeInstanceOf(InputError);
    expect((error as DeckError).problems).toEqual([
      { player: 0, rule: 'CT-6.1.1', message: 'at most 20 cards' },
      { player: 1, rule: 'CT-6.1.1', message: 'at most 20 cards' },
    ]);
    expect((error as DeckError).field).toBe('players.0.cards');
  });

  it('a legal deck starts; deckRules: skip starts an illegal one, for tests and puzzles, when asked', () => {
    expect(engine.createGame(decks(Array<string>(20).fill('vanilla'))).pending).not.toBeNull();
    const puzzle = engine.createGame({ ...decks(Array<string>(21).fill('vanilla')), deckRules: 'skip' });
    expect(puzzle.pending).not.toBeNull();
  });

  it(
    `more than INPUT_LIMITS.cardsPerPlayer (${INPUT_LIMITS.cardsPerPlayer}) cards are refused even when ` +
      `deck rules are skipped`,
    () => {
      const many = (n: number) => ({ ...decks(Array<string>(n).fill('vanilla')), deckRules: 'skip' });
      expect(() => engine.createGame(many(INPUT_LIMITS.cardsPerPlayer + 1))).toThrow(/INPUT_LIMITS\.cardsPerPlayer/);
      expect(engine.createGame(many(INPUT_LIMITS.cardsPerPlayer)).pending).not.toBeNull();
    },
  );

  it('a config nested deeper than INPUT_LIMITS.jsonDepth is refused', () => {
    let data: unknown = 1;
    for (let i = 0; i < 200; i++) data = [data];
    expect(() => engine.createGame({ ...decks(['vanilla']), data: { deep: data } })).toThrow(/INPUT_LIMITS\.jsonDepth/);
  });
});

/** A ruleset whose one action never ends: a procedure that goes back to its own step forever. */
const spinning = bareRuleset(
  'spin',
  [
    procedure('spin.forever', [
      [
        'count and go round',
        (ctx, f) => {
          // Changes the game on every round, so that a failure half-way leaves a visible change.
          ctx.state.data.rounds = ((ctx.state.data.rounds as number | undefined) ?? 0) + 1;
          f.locals.n = ((f.locals.n as number | undefined) ?? 0) + 1;
          return { goto: 'count and go round' };
        },
      ],
    ]),
  ],
  [{ id: 'spin', procedure: 'spin.forever', enumerate: () => [{ key: 'spin', label: 'spin', value: null }] }],
);

describe('a ruleset that fails while running an answer', () => {
  const spin = new RulesetRegistry().register(spinning).engine('spin');
  const spinAnswer = (state: { pending: { id: number; player: number; options: { key: string }[] } | null }) => {
    const pending = state.pending!;
    return {
      player: pending.player,
      answer: { decision: pending.id, choice: pending.options.findIndex((o) => o.key === 'spin') },
    };
  };

  it('Engine.submit reports a runaway procedure as a typed RulesetFailure', () => {
    const state = spin.createGame({ seed: 1, players: [{ cards: {} }, { cards: {} }] });
    const { player, answer } = spinAnswer(state);
    expect(() => spin.submit(state, player, answer)).toThrow(RulesetFailure);
    // Stopped by the step bound (deterministic, not by the clock): the loop went round as many
    // times as the bound allows, less the few steps that led to it.
    const rounds = state.data.rounds as number;
    expect(rounds).toBeLessThanOrEqual(RUN_STEP_LIMIT);
    expect(rounds).toBeGreaterThan(RUN_STEP_LIMIT - 50);
  });

  it(
    'GameSession puts the game back as it was before the answer: the same saved game and hash, and it ' +
      'still answers',
    () => {
      const session = GameSession.create(spin, { seed: 1, players: [{ cards: {} }, { cards: {} }] }).start();
      const state = session.state;
      const saved = spin.serialize(state);
      const hash = spin.hash(state);
      const pending = state.pending!;
      const { player, answer } = spinAnswer(state);
      expect(() => session.submit(player, answer)).toThrow(RulesetFailure);
      expect(session.state).toBe(state);
      expect(spin.serialize(state)).toBe(saved);
      expect(spin.hash(state)).toBe(hash);
      expect(state.data).toEqual({});
      expect(session.record().answers).toHaveLength(0);
      // The same decision is still pending and takes another answer.
      const other = pending.options.findIndex((o) => o.key !== 'spin');
      expect(state.pending?.id).toBe(pending.id);
      session.submit(pending.player, { decision: pending.id, choice: other });
      expect(state.pending?.id).toBeGreaterThan(pending.id);
    },
  );
});

describe('replay compares the stored result with the replayed one', () => {
  /** A finished game's record: both players always take the first option. */
  function finishedRecord() {
    const session = GameSession.create(engine, decks(['vanilla', 'big', 'ping'], ['big', 'vanilla'])).start();
    for (let i = 0; i < 2000 && session.state.pending; i++) {
      const d = session.state.pending;
      const answer =
        d.kind === 'choose'
          ? { decision: d.id, choice: 0 }
          : d.kind === 'order'
            ? { decision: d.id, order: d.options.map((_, k) => k) }
            : d.kind === 'distribute'
              ? { decision: d.id, picks: [0], amounts: [d.total ?? 1] }
              : d.kind === 'number'
                ? { decision: d.id, number: d.min ?? 0 }
                : { decision: d.id, picks: Array.from({ length: d.min ?? 0 }, (_, k) => k) };
      session.submit(d.player, answer);
    }
    expect(session.state.result).not.toBeNull();
    return session.record();
  }

  it('an unchanged finished record replays to its result', () => {
    const record = finishedRecord();
    expect(engine.replay(record).result).toEqual(record.result);
  });

  it('a changed result is refused, naming the field', () => {
    const record = finishedRecord();
    const changed = { ...record, result: { ...record.result!, winners: [1 - record.result!.winners[0]] } };
    expect(() => engine.replay(changed)).toThrow(/\(result\): the record says player .* winning/);
    const drawn = { ...record, result: { ...record.result!, winners: [], draw: true } };
    expect(() => engine.replay(drawn)).toThrow(InputError);
  });

  it('a record cut short, still claiming the result, is refused; cut without one it replays as unfinished', () => {
    const record = finishedRecord();
    const cut = { ...record, answers: record.answers.slice(0, 3), hashes: record.hashes.slice(0, 3) };
    expect(() => engine.replay(cut)).toThrow(/its answers give an unfinished game/);
    const { result: _result, ...unfinished } = cut;
    expect(engine.replay(unfinished).result).toBeNull();
  });

  it(`more than INPUT_LIMITS.answersPerRecord answers are refused before anything is replayed`, () => {
    const record = finishedRecord();
    const answers = Array.from({ length: INPUT_LIMITS.answersPerRecord + 1 }, () => record.answers[0]);
    expect(() => engine.replay({ ...record, answers })).toThrow(/INPUT_LIMITS\.answersPerRecord/);
  });
});
