import type { InstructionHandler } from '@tcgkit/core';
import type { CardIndex } from '../cards/card-index.js';
import { discardEnergyInstruction } from './discard-energy.js';
import { gustInstruction } from './gust.js';
import { inflictInstruction } from './inflict.js';
import { placeCountersInstruction } from './place-counters.js';
import { rareCandyInstruction } from './rare-candy.js';
import { switchActiveInstruction } from './switch-active.js';
import { healInstruction } from './heal.js';
import { devolveInstruction } from './devolve.js';
import { attackFailsInstruction } from './attack-fails.js';
import { coinsUntilTailsInstruction } from './coins-until-tails.js';
import { returnInstruction } from './return-to-hand.js';
import { attackDamageInstruction } from './attack-damage.js';
import { moveCountersInstruction } from './move-counters.js';
import { protectedFrom } from './protected-from.js';

/**
 * Instructions of the Pokémon card language, one file each in this folder (schema, handler and doc
 * together; a new one goes in its own file and is added here).
 */
export function pokemonInstructions(cards: CardIndex): InstructionHandler[] {
  return [
    inflictInstruction,
    discardEnergyInstruction(cards),
    placeCountersInstruction,
    switchActiveInstruction,
    gustInstruction,
    rareCandyInstruction(cards),
    healInstruction,
    devolveInstruction,
    attackFailsInstruction,
    coinsUntilTailsInstruction,
    returnInstruction,
    attackDamageInstruction,
    moveCountersInstruction(protectedFrom),
  ];
}
