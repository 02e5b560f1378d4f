import { playGarden } from '@tcgkit/core/examples/play-garden';

/**
 * `npm start` until the CLI lands: plays one game of the core's example ruleset and prints its
 * rule-cited log and the result.
 */
const lines: string[] = [];
const state = playGarden(1, (l) => lines.push(l));
for (const l of lines) console.log(l);
const r = state.result;
console.log(r ? (r.draw ? `Result: draw (${r.reason})` : `Result: player ${r.winners.join(', ')} wins — ${r.reason} [${r.rule}]`) : 'Result: unfinished');
process.exitCode = r ? 0 : 1;
