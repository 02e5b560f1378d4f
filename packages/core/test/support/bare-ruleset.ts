import {
  defineRuleset,
  procedure,
  PLAY_TIMING,
  playTimingLocals,
  type ActionProvider,
  type ProcedureDefinition,
  type RulesetPlugin,
  type Step,
} from '../../src/index.js';

/**
 * A two-player ruleset for the core paths the example ruleset cannot reach: one card, one hidden
 * deck per player, a setup that does nothing, and one phase whose procedure is `main` — by default a
 * play timing of the active player alone — beside the given procedures and actions.
 */
export function bareRuleset(
  id: string,
  procedures: readonly ProcedureDefinition[],
  actions: readonly ActionProvider[],
  main: ReadonlyArray<readonly [string, Step['run']]> = [
    ['play timing', (ctx) => ({ call: PLAY_TIMING, locals: playTimingLocals([ctx.state.turn.activePlayer], 'T-1') })],
  ],
): RulesetPlugin {
  return defineRuleset({
    manifest: { id, name: id, version: '1.0.0', players: 2 },
    zones: [{ id: 'deck', scope: 'player', visibility: 'hidden', ordered: true }],
    pool: { cards: [{ id: 'blank', name: 'Blank' }], baseCharacteristics: (card) => ({ name: card.name }) },
    turn: { phases: [{ id: 'main', rule: 'T-1', procedure: `${id}.main` }] },
    setup: { procedure: `${id}.setup`, rule: 'T-0' },
    procedures: [
      procedure(`${id}.setup`, [['nothing', () => ({ next: true })]]),
      procedure(`${id}.main`, main),
      ...procedures,
    ],
    actions: [...actions],
  });
}
