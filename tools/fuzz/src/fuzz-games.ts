import {
  AnswerError,
  ReplayDivergenceError,
  GameSession,
  type Engine,
  type GameConfig,
  type GameRecord,
  type Answer,
  type GameState,
} from '@tcgkit/core';
import {
  RandomAgent,
  SeededPicker,
  randomAnswer,
  cardConservation,
  viewRedaction,
  layerCoherence,
  stateIsTree,
  lazyView,
} from '@tcgkit/testing';

/**
 * How often the expensive checks run by default: layer coherence, tree shape, and restoring the
 * state, every 8th step (`--check-every 1` checks every step, at about twice the cost).
 */
export const DEFAULT_CHECK_EVERY = 8;

/** How often a fuzzed game runs its sampled checks (see {@link DEFAULT_CHECK_EVERY}). */
export interface FuzzGameChecks {
  /** Stop a game that is still going after this many decisions (3,000 by default). */
  maxDecisions?: number;
  /** Layer coherence and tree shape every this many steps (1: every step). */
  checkEvery?: number;
  /**
   * Save, restore and save again every this many steps (`checkEvery` by default). Apart because
   * a restore costs more than a coherence check: a long run can check coherence after every step
   * and still restore every 8th.
   */
  restoreEvery?: number;
}

/** A fuzz failure with the smallest prefix of answers that still shows it. */
export interface FuzzFailure {
  game: number;
  seed: number;
  kind: 'invariant' | 'error' | 'restore' | 'replay' | 'adversarial';
  message: string;
  record: GameRecord;
}

/** Illegal answers of every kind: malformed, out of turn, stale, out of range. */
function illegal(d: NonNullable<GameState['pending']>, pick: SeededPicker): { player: unknown; answer: unknown } {
  switch (pick.below(7)) {
    case 0:
      return { player: d.player, answer: { decision: d.id, choice: d.options.length + pick.below(9) } };
    case 1:
      return { player: 1 - d.player, answer: randomAnswer(d, pick) };
    case 2:
      return { player: d.player, answer: { decision: d.id + 1 + pick.below(5), choice: 0 } };
    case 3:
      return { player: d.player, answer: { decision: d.id, choice: 'x' } };
    case 4:
      return { player: d.player, answer: null };
    case 5:
      return { player: 'someone', answer: randomAnswer(d, pick) };
    default:
      return { player: d.player, answer: { decision: d.id, picks: [-1, 0, 0], amounts: [0] } };
  }
}

/** Plays one fuzzed game; returns a failure (unshrunk) or null, and how many adversarial answers it sent. */
export function fuzzGame(
  engine: Engine,
  config: GameConfig,
  seed: number,
  checks: FuzzGameChecks = {},
): {
  failure: (Omit<FuzzFailure, 'game' | 'record'> & { answers: number }) | null;
  adversarial: number;
  session: GameSession;
  answers: { player: number; answer: Answer }[];
  record: GameRecord | null;
} {
  const { maxDecisions = 3000, checkEvery = DEFAULT_CHECK_EVERY, restoreEvery = checkEvery } = checks;
  let session = GameSession.create(engine, config).start();
  const pick = new SeededPicker(seed);
  const agents = [new RandomAgent(seed * 3 + 1), new RandomAgent(seed * 3 + 2)];
  const invariants = [
    cardConservation(Object.keys(session.state.objects).length),
    viewRedaction(engine),
    ...engine.invariants(),
  ];
  // Recomputing every card's characteristics costs as much as the step itself, and a shared
  // object lives as long as the frame that holds it: these two every `checkEvery` steps.
  const sampled = [layerCoherence(engine), stateIsTree()];
  // At a random decision the game is saved and the rest is played on the restored copy; the
  // replay at the end (which never restores) must then match every later step's hash.
  const branchAt = pick.below(60);
  let resumedAt: number | null = null;
  const answers: { player: number; answer: Answer }[] = [];
  let adversarial = 0;
  const fail = (kind: FuzzFailure['kind'], message: string) => ({
    failure: { seed, kind, message, answers: answers.length },
    adversarial,
    session,
    answers,
    record: null,
  });
  for (let step = 0; step < maxDecisions && session.state.pending; step++) {
    const d = session.state.pending;
    if (pick.below(4) === 0) {
      const before = engine.serialize(session.state);
      const bad = illegal(d, pick);
      adversarial++;
      try {
        engine.submit(session.state, bad.player as number, bad.answer);
        return fail('adversarial', `illegal answer accepted: ${JSON.stringify(bad)}`);
      } catch (e) {
        if (!(e instanceof AnswerError)) return fail('adversarial', `illegal answer crashed: ${(e as Error).message}`);
      }
      if (engine.serialize(session.state) !== before) return fail('adversarial', 'a rejected answer changed the state');
    }
    if (step === branchAt) {
      try {
        // The game goes on from the restored state itself (not a replayed copy): that is what is
        // under test here; the replay at the end checks every hash after the resume.
        session = GameSession.resume(engine, session.suspend(), { verify: 'hash' });
      } catch (e) {
        return fail('restore', `saved at decision ${step}, the game did not resume: ${(e as Error).message}`);
      }
      resumedAt = step;
    }
    const a = agents[d.player].decide(lazyView(engine, session.state, d.player), d);
    try {
      session.submit(d.player, a);
    } catch (e) {
      answers.push({ player: d.player, answer: a });
      return fail('error', `${(e as Error).name}: ${(e as Error).message}`);
    }
    answers.push({ player: d.player, answer: a });
    const checkedStep = step % checkEvery === checkEvery - 1;
    const restoredStep = step % restoreEvery === restoreEvery - 1;
    for (const inv of checkedStep ? [...invariants, ...sampled] : invariants) {
      const problems = inv.check(session.state);
      if (problems.length) return fail('invariant', `${inv.id}: ${problems[0]}`);
    }
    // Every state a game reaches restores: its pending decision is rebuilt from the stack and must
    // be the same (a restore that refused a real game would strand it on a server).
    if (restoredStep && session.state.pending) {
      // Rebuilding reads the restored state in place: it must come out exactly as it was saved.
      const saved = engine.serialize(session.state);
      let again: string;
      try {
        again = engine.serialize(engine.restore(saved, `decision ${step}`));
      } catch (e) {
        return fail('restore', `a reached state does not restore: ${(e as Error).message}`);
      }
      if (again !== saved) return fail('restore', `decision ${step}: the restored state is not the saved one`);
    }
  }
  // The record replays with every hash; a step after the resume that differs means the restored
  // game went on differently from the one never saved.
  const record = session.record();
  try {
    engine.replay(record);
  } catch (e) {
    // The live game was checked (invariants read it) and resumed from a saved copy; the replay is
    // neither. A difference means restoring, or merely reading, changed where the game went.
    if (e instanceof ReplayDivergenceError && resumedAt !== null && e.step > resumedAt)
      return fail('restore', `resumed at decision ${resumedAt}, the game went elsewhere: ${e.message}`);
    return fail('replay', (e as Error).message);
  }
  return { failure: null, adversarial, session, answers, record };
}

/** Shrinks a failing game to the shortest prefix of its answers that still fails the same way. */
export function shrink(
  engine: Engine,
  config: GameConfig,
  answers: { player: number; answer: Answer }[],
  fails: (state: GameState) => boolean,
): { player: number; answer: Answer }[] {
  let lo = 0;
  let hi = answers.length;
  const failsAt = (n: number) => {
    const state = engine.createGame(config);
    try {
      for (let i = 0; i < n; i++) engine.submit(state, answers[i].player, answers[i].answer);
    } catch {
      return true;
    }
    return fails(state);
  };
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (failsAt(mid)) hi = mid;
    else lo = mid + 1;
  }
  return answers.slice(0, hi);
}
