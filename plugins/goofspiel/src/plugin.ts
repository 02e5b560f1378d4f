import { ContainerModule } from 'inversify';
import { TOKENS, rulesetCards, type Citations, type RulesetManifest, type RulesetPlugin } from '@tcgkit/core';
import { compilePool, printed } from './cards/card-pool.js';
import { SAMPLE_POOL } from './cards/sample-pool.js';
import { CardSchema, type Card } from './cards/card-schema.js';
import { ZONES } from './rules/zones.js';
import { procedures, SETUP, TURN } from './rules/turn.js';
import { OptionsSchema } from './rules/options.js';
import { DECK_RULES } from './rules/deck-rules.js';
import { invariants } from './rules/invariants.js';
import { botFactory } from './bot/bot.js';
import { goofspielEvaluation } from './bot/evaluation.js';
import { GOOFSPIEL_PRESENTATION } from './rules/presentation.js';

/** The core's generic rules, cited with this game's rule IDs. */
const CITATIONS: Citations = {
  'game.end': 'GS-3.1',
  'game.draw': 'GS-3.1',
  turn: 'GS-2.6',
  random: 'GS-1.2',
  'zone.move': 'GS-2.1',
};

export const MANIFEST: RulesetManifest = {
  id: 'goofspiel',
  name: 'Goofspiel',
  // 0.3.0: a seed is mixed into the PRNG's state (the core's seedRandom), so a seed deals other cards than
  // under 0.2.0, whose records do not replay.
  // 0.4.0: a procedure frame no longer keeps a call's return value once the step after the call has run (the
  // core's procedure runner), so states — and the hashes records keep of them — differ from 0.3.0's.
  // 0.4.1: a batch of events records in its frame whether a replacement changed any of them (the core's
  // event batch), so a state suspended inside such a batch hashes differently from 0.4.0's.
  version: '0.4.1',
  players: 2,
  description: 'Goofspiel (the Game of Pure Strategy): simultaneous face-down bids for a shared row of prizes.',
  options: OptionsSchema,
  optionDocs: { ties: 'GS-2.5: carry (default: equal bids leave the prizes for the next round) or discard' },
  presentation: GOOFSPIEL_PRESENTATION,
};

/**
 * Builds the Goofspiel ruleset for a card pool (checked with the card schema): an inversify
 * `ContainerModule` binding each extension point of the core to this game's parts.
 */
export function goofspielRuleset(pool: readonly unknown[] = SAMPLE_POOL): RulesetPlugin {
  const { cards, definitions } = compilePool(pool);
  const byId: ReadonlyMap<string, Card> = new Map(cards.map((c) => [c.id, c]));
  const module = new ContainerModule(({ bind }) => {
    bind(TOKENS.Manifest).toConstantValue(MANIFEST);
    for (const z of ZONES) bind(TOKENS.Zones).toConstantValue(z);
    bind(TOKENS.CardPool).toConstantValue({
      cards: definitions,
      baseCharacteristics: (card: { id: string }) => printed(byId.get(card.id)!),
    });
    bind(TOKENS.Turn).toConstantValue(TURN);
    bind(TOKENS.Setup).toConstantValue({ procedure: SETUP, rule: 'GS-1.2' });
    bind(TOKENS.Citations).toConstantValue(CITATIONS);
    for (const p of procedures(byId)) bind(TOKENS.Procedures).toConstantValue(p);
    for (const r of DECK_RULES) bind(TOKENS.DeckRules).toConstantValue(r);
    for (const i of invariants(byId)) bind(TOKENS.Invariants).toConstantValue(i);
    bind(TOKENS.Bot).toConstantValue(botFactory(byId));
    bind(TOKENS.Evaluation).toConstantValue(goofspielEvaluation);
  });
  return { manifest: MANIFEST, module, cards: rulesetCards(CardSchema, pool, goofspielRuleset) };
}

export const goofspiel = goofspielRuleset();
