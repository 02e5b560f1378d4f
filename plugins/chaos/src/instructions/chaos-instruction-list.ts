import type { InstructionHandler } from '@tcgkit/core';
import type { ChaosCards } from '../cards/card-index.js';
import { becomeSetInstruction } from './become-set.js';
import { damageCharasInstruction } from './damage-charas.js';
import { damagePlayerInstruction } from './damage-player.js';
import { damageSplitInstruction } from './damage-split.js';
import { drawInstruction } from './draw.js';
import { drawUpToInstruction } from './draw-up-to.js';
import { endPhaseInstruction } from './end-phase.js';
import { handToDeckTopInstruction } from './hand-to-deck-top.js';
import { lookTopInstruction } from './look-top.js';
import { lookUpToInstruction } from './look-up-to.js';
import { loyaltyCardInstruction } from './loyalty-card.js';
import { maintainInstruction } from './maintain.js';
import { moveFriendInstruction } from './move-friend.js';
import { pseudoCardInstruction } from './pseudo-card.js';
import { rearrangeInstruction } from './rearrange.js';
import { recoverInstruction } from './recover.js';
import { setPoseInstruction } from './set-pose.js';
import { solarChargeInstruction } from './solar-charge.js';
import { swapAreasInstruction } from './swap-areas.js';
import { toExtraDeckInstruction } from './to-extra-deck.js';
import { turnFaceInstruction } from './turn-face.js';

/**
 * Instructions of the ChaosTCG effect language, one file each in this folder (schema, handler and
 * doc together; a new one goes in its own file and is added here).
 */
export function chaosInstructions(cards: ChaosCards): InstructionHandler[] {
  return [
    damageCharasInstruction,
    damageSplitInstruction,
    damagePlayerInstruction,
    drawInstruction,
    drawUpToInstruction,
    setPoseInstruction(cards),
    toExtraDeckInstruction,
    turnFaceInstruction,
    recoverInstruction,
    moveFriendInstruction,
    swapAreasInstruction,
    rearrangeInstruction,
    lookUpToInstruction,
    endPhaseInstruction,
    lookTopInstruction,
    pseudoCardInstruction(cards),
    solarChargeInstruction(cards),
    loyaltyCardInstruction(cards),
    handToDeckTopInstruction,
    becomeSetInstruction,
    maintainInstruction(cards),
  ];
}
