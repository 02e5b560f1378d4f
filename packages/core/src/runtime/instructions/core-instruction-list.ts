import type { InstructionHandler } from '../../contracts/ruleset-parts.js';
import { attachInstruction } from './attach.js';
import { callInstruction } from './call.js';
import { chooseInstruction } from './choose.js';
import { choosePlayerInstruction } from './choose-player.js';
import { coinInstruction } from './coin.js';
import { continuousInstruction } from './continuous.js';
import { counterInstruction } from './counter.js';
import { damageInstruction } from './damage.js';
import { delayedInstruction } from './delayed.js';
import { distributeInstruction } from './distribute.js';
import { eventInstruction } from './event.js';
import { forEachInstruction } from './for-each.js';
import { ifInstruction } from './if.js';
import { loseInstruction } from './lose.js';
import { mayInstruction } from './may.js';
import { moveInstruction } from './move.js';
import { moveTopInstruction } from './move-top.js';
import { repeatInstruction } from './repeat.js';
import { replacementInstruction } from './replacement.js';
import { setInstruction } from './set.js';
import { shuffleInstruction } from './shuffle.js';
import { statusInstruction } from './status.js';
import { concealInstruction, revealInstruction } from './visibility.js';

/**
 * The core's instructions, one file each in this folder (its schema, its handler, its doc);
 * rulesets add their own with the same contract (`defineInstruction`).
 */
export const CORE_INSTRUCTIONS: readonly InstructionHandler[] = [
  moveInstruction,
  moveTopInstruction,
  revealInstruction,
  concealInstruction,
  shuffleInstruction,
  damageInstruction,
  counterInstruction,
  statusInstruction,
  attachInstruction,
  loseInstruction,
  coinInstruction,
  eventInstruction,
  setInstruction,
  ifInstruction,
  repeatInstruction,
  mayInstruction,
  chooseInstruction,
  distributeInstruction,
  continuousInstruction,
  replacementInstruction,
  delayedInstruction,
  callInstruction,
  choosePlayerInstruction,
  forEachInstruction,
];
