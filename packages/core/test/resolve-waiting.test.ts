import { describe, it, expect } from 'vitest';
import {
  RulesetRegistry,
  type LogEntry,
  procedure,
  RESOLVE_WAITING,
  type WaitingTrigger,
  type Program,
} from '../src/index.js';
import { bareRuleset } from './support/bare-ruleset.js';

/** Two programs that differ, so player 0's triggers are two options, not one counted twice. */
const NOTHING: Program = [];
const SHUFFLE: Program = [{ do: 'shuffle', zone: 'deck', player: 0 }];
const waiting = (id: string, controller: number, program: Program, since: number): WaitingTrigger => ({
  id,
  ability: null,
  program,
  source: null,
  controller,
  event: null,
  stateTrigger: false,
  since,
});

/**
 * A ruleset whose one action puts three triggers waiting — player 0's, player 1's, player 0's — and
 * plays them at a fixed step (RESOLVE_WAITING, as a "when Knocked Out" step does).
 */
const fixedStep = bareRuleset(
  'rw',
  [
    procedure('rw.go', [
      [
        'wait',
        (ctx) => {
          ctx.state.waiting.push(
            waiting('w1', 0, NOTHING, 1),
            waiting('w2', 1, NOTHING, 2),
            waiting('w3', 0, SHUFFLE, 3),
          );
          ctx.state.version++;
          return { call: RESOLVE_WAITING, locals: { rule: 'T-9' } };
        },
      ],
    ]),
  ],
  [{ id: 'go', procedure: 'rw.go', enumerate: () => [{ key: 'go', label: 'go', value: null }] }],
);

describe('triggers played at a fixed step (RESOLVE_WAITING)', () => {
  it('CT-9.6.3 the earliest waiting trigger’s controller orders only their own; the other player’s play after', () => {
    const engine = new RulesetRegistry().register(fixedStep).engine('rw');
    const state = engine.createGame({
      seed: 1,
      players: [{ cards: { deck: ['blank', 'blank', 'blank'] } }, { cards: { deck: ['blank'] } }],
    });
    let d = state.pending!;
    engine.submit(state, d.player, { decision: d.id, choice: d.options.findIndex((o) => o.key === 'go') });
    d = state.pending!;
    expect(d).toMatchObject({ player: 0, prompt: 'trigger.choose', rule: 'T-9' });
    expect(d.options.map((o) => o.value)).toEqual(['w1', 'w3']);
    const log: LogEntry[] = [];
    engine.submit(state, 0, { decision: d.id, choice: 1 }, { event: () => undefined, log: (l) => log.push(l) });
    expect(state.waiting).toEqual([]);
    const played = log
      .filter((l) => l.message.endsWith('is played'))
      .map((l) => (l.data as { trigger: string }).trigger);
    expect(played).toEqual(['w3', 'w1', 'w2']);
  });
});
