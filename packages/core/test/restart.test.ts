import { describe, it, expect } from 'vitest';
import { RulesetRegistry, type LogEntry, type EventSink } from '../src/index.js';
import { testRuleset } from './support/test-ruleset.js';

const engine = new RulesetRegistry().register(testRuleset('restarting', { restartOnDraw: true })).engine('restarting');

describe('a drawn game restarted by the ruleset (GameSetup.restartOnDraw)', () => {
  it('CT-1.2.5: instead of a draw, losses are undone, every card goes back, and the game runs from setup again', () => {
    const log: LogEntry[] = [];
    const versions: number[] = [];
    let atRestart = NaN;
    const sink: EventSink = {
      event: (e) => versions.push(e.version),
      log: (l) => {
        if (l.rule === 'CT-1.2.5') atRestart = versions.length;
        log.push(l);
      },
    };
    const state = engine.createGame(
      { seed: 1, players: [{ cards: { deck: ['big'], hand: ['vanilla'] } }, { cards: { deck: ['big'] } }] },
      sink,
    );
    state.players[0].data.deckedOut = true;
    state.players[1].data.deckedOut = true;
    engine.submit(
      state,
      0,
      { decision: state.pending!.id, choice: state.pending!.options.findIndex((o) => o.key === 'pass') },
      sink,
    );
    expect(state.result).toBeNull();
    expect(log.some((l) => l.rule === 'CT-1.2.5' && l.message === 'the game starts over: a draw is played again')).toBe(
      true,
    );
    expect(state.players.map((p) => p.lost)).toEqual([null, null]);
    expect(state.players.map((p) => p.data)).toEqual([{}, {}]);
    expect(state.data.restarted).toBe(true);
    expect(state.turn.number).toBe(1); // setup ran again, then the first turn
    expect(state.zones['hand@0']).toEqual([]);
    expect(state.zones['deck@0'].map((id) => state.objects[id].def).sort()).toEqual(['big', 'vanilla']);
    expect(state.pending?.prompt).toBe('playTiming');
    // Starting over is a change of state of its own: the first event after it is two versions on, not one.
    expect(versions[atRestart] - versions[atRestart - 1]).toBe(2);
  });
});
