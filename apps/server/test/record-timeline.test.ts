import { describe, expect, it } from 'vitest';
import type { GameRecord, GameState } from '@tcgkit/core';
import { replayTimeline, timelineStep } from '../src/replays/record-timeline.js';
import { spectatorView } from '../src/views/spectator.js';
import { rulesets } from './support/test-server.js';

describe('a replayed record shows any step from its checkpoints as a replay from the start would', async () => {
  const { registry, found } = await rulesets;
  it('chaos: every step of a bot game, for a seat and for a spectator', () => {
    const engine = registry.engine('chaos');
    const decks = found.get('chaos')!.sampleDecks;
    const config = { seed: 31, players: [{ cards: decks.witches }, { cards: decks.toheart }], options: {} };
    const state: GameState = engine.createGame(config);
    const bots = [engine.bot(1)!, engine.bot(2)!];
    const answers: GameRecord['answers'] = [];
    const hashes: string[] = [];
    const initialHash = engine.hash(state);
    while (state.pending && !state.result) {
      const p = state.pending.player;
      const answer = bots[p].decide(engine.viewFor(state, p), state.pending);
      engine.submit(state, p, answer);
      answers.push({ player: p, answer });
      hashes.push(engine.hash(state));
    }
    const record: GameRecord = {
      format: 1,
      ruleset: { id: 'chaos', version: engine.manifest.version },
      config,
      answers,
      initialHash,
      hashes,
      result: state.result ?? undefined,
    };
    expect(answers.length).toBeGreaterThan(40);
    const timeline = replayTimeline((id) => registry.engine(id), record);
    expect(timeline.firstMismatch).toBeNull();
    // From the start, answer by answer: the view and hash check of every step (off the checkpoints too).
    const fresh = engine.createGame(config);
    for (let step = 0; step <= answers.length; step++) {
      if (step > 0) engine.submit(fresh, answers[step - 1].player, answers[step - 1].answer);
      const shown = timelineStep(timeline, step, step % 2 === 0 ? 0 : undefined);
      expect(shown.check.actual, `step ${step}`).toBe(engine.hash(fresh));
      const expected = step % 2 === 0 ? engine.viewFor(fresh, 0) : spectatorView(engine, fresh);
      expect(JSON.stringify(shown.view), `step ${step}`).toBe(JSON.stringify(expected));
    }
  });
});
