import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import type { GameConfig } from '@tcgkit/core';
import { RandomAgent, playGame, stateIsTree } from '@tcgkit/testing';
import { engine, deck } from './support.js';

describe('complete games', () => {
  it('PK-E: random-agent games end by a rule with every invariant holding', () => {
    const reasons = new Map<string, number>();
    for (let seed = 1; seed <= 10; seed++) {
      const out = playGame({
        engine,
        config: { seed, players: [{ cards: { deck: deck('water') } }, { cards: { deck: deck('lightning') } }] },
        agents: [new RandomAgent(seed), new RandomAgent(seed + 77)],
      });
      expect(out.error).toBeNull();
      expect(out.violations).toEqual([]);
      expect(out.state.result).not.toBeNull();
      reasons.set(out.state.result!.rule, (reasons.get(out.state.result!.rule) ?? 0) + 1);
    }
    expect([...reasons.keys()].every((r) => ['PK-E.1', 'PK-E.2', 'PK-E.3', 'PK-E.4'].includes(r))).toBe(true);
  }, 60_000);
});

describe('saving in the middle of an attack', () => {
  it(
    'PK-II-C08: a game saved while an attack asks where to move damage counters from resumes into the same ' +
      'game, and no state object is shared',
    () => {
      const fixture = JSON.parse(readFileSync(new URL('./fixtures/mid-attack-save.json', import.meta.url), 'utf8')) as {
        config: GameConfig;
        answers: { player: number; answer: unknown }[];
      };
      const last = fixture.answers.length - 1;
      const live = engine.createGame(fixture.config);
      for (const a of fixture.answers.slice(0, last)) engine.submit(live, a.player, a.answer);
      expect(live.pending).toMatchObject({ prompt: 'move counters from', rule: 'PK-II-C08' });
      expect(stateIsTree().check(live)).toEqual([]);
      const restored = engine.restore(engine.serialize(live));
      const { player, answer } = fixture.answers[last];
      engine.submit(live, player, answer);
      engine.submit(restored, player, answer);
      // The attack's program wrote its choice into its own variables, not into the attack's.
      expect(engine.hash(restored)).toBe(engine.hash(live));
      expect(stateIsTree().check(live)).toEqual([]);
    },
  );
});
