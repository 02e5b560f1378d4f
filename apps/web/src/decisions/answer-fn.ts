import type { Answer } from '@tcgkit/core';

/** Sends an answer to the pending decision (the server checks it; a refusal changes nothing). */
export type AnswerFn = (answer: Answer) => void;
