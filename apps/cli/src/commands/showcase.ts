import { GameSession, type RulesetRegistry, type LogEntry, type DiscoveredRuleset } from '@tcgkit/core';
import { resultText } from '../io/result-text.js';

/** Log entries worth reading in a showcase: the game's actions and results, not bookkeeping. */
const NOISE = /(playerData|boundary|turn\.start|phase\.|is shuffled|revealed| = )/;

/**
 * `tcgkit showcase` (what `npm start` runs): one complete bot-vs-bot game of each ruleset with
 * its sample decks, printing a short rule-cited log and the result.
 */
export function showcaseCommand(
  registry: RulesetRegistry,
  found: Map<string, DiscoveredRuleset>,
  print: (s: string) => void,
  lines = 40,
): boolean {
  let ok = true;
  for (const id of registry.ids()) {
    const engine = registry.engine(id);
    const decks = Object.values(found.get(id)?.sampleDecks ?? {});
    if (decks.length === 0) continue;
    const session = GameSession.create(engine, {
      seed: 1,
      players: [{ cards: decks[0] }, { cards: decks[1] ?? decks[0] }],
    });
    const log: LogEntry[] = [];
    session.log$.subscribe((l) => log.push(l));
    session.start();
    const bots = [engine.bot(1), engine.bot(2)];
    for (let n = 0; session.state.pending && n < 10_000; n++) {
      const d = session.state.pending;
      session.submit(d.player, bots[d.player]!.decide(engine.viewFor(session.state, d.player), d));
    }
    const readable = log.filter((l) => !NOISE.test(l.message));
    print(`=== ${engine.manifest.name} (${id}): bot vs bot, seed 1 ===`);
    const shown =
      readable.length > lines
        ? [
            ...readable.slice(0, lines / 2),
            { rule: '…', message: `${readable.length - lines} more entries`, turn: 0 },
            ...readable.slice(-lines / 2),
          ]
        : readable;
    for (const l of shown) print(`  [${l.rule}] ${l.message}`);
    const r = session.state.result;
    print(
      r
        ? `Result: ${resultText(r, engine.manifest.players)} after ${session.state.turn.number} turns\n`
        : 'Result: unfinished\n',
    );
    ok &&= r !== null;
  }
  return ok;
}
