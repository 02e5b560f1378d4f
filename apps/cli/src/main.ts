import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { InputError, discoverRulesets } from '@tcgkit/core';
import { CliError, EXIT } from './cli-error.js';
import { terminalText } from './io/terminal-text.js';
import { rulesetsCommand, cardsCommand } from './commands/list.js';
import { deckCheckCommand } from './commands/deck-check.js';
import { simCommand } from './commands/sim.js';
import { replayCommand } from './commands/replay.js';
import { scenarioCommand } from './commands/scenario.js';
import { showcaseCommand } from './commands/showcase.js';
import { playCommand } from './commands/play.js';
import { serveCommand, type ServeFlags } from './commands/serve.js';
import { schemaCommand } from './commands/schema.js';
import { readExtraCards, sourceName, withCardsFile } from './io/extra-cards.js';
import { cardsImportCommand } from './commands/cards-import.js';

const int = (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n)) throw new CliError(`"${v}" is not an integer`);
  return n;
};

/** The CLI package's own version (package.json sits beside dist/ in the workspace and in an install). */
function cliVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

/**
 * A reader that goes away (`tcgkit replay r.json | head -1`) closes the pipe: the rest of the
 * output has nowhere to go, which is not an error of the command. Exit quietly instead of dying
 * on the unhandled EPIPE with a stack trace.
 */
function exitQuietlyOnClosedPipe(): void {
  for (const stream of [process.stdout, process.stderr])
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') process.exit(EXIT.ok);
      throw e;
    });
}

/** An @inquirer/prompts prompt ended by Ctrl-C (or a closed terminal): the player left. */
const isPromptExit = (e: unknown): boolean => e instanceof Error && e.name === 'ExitPromptError';

/** Writes an error's lines to stderr, each as `tcgkit: …`, control characters escaped. */
function printError(message: string): void {
  for (const line of message.split('\n')) process.stderr.write(`tcgkit: ${terminalText(line)}\n`);
}

/** Runs the `tcgkit` command line; returns the exit code (see {@link EXIT}). */
export async function main(argv: string[]): Promise<number> {
  const debug = argv.includes('--debug');
  exitQuietlyOnClosedPipe();
  // Everything printed may hold text from files and records: escaped, so that it cannot drive the terminal.
  const print = (s: string): void => {
    process.stdout.write(`${terminalText(s)}\n`);
  };
  let code: number = EXIT.ok;
  const program = new Command('tcgkit')
    .description('Host, simulate, replay and test trading card games on the tcgkit core.')
    .version(cliVersion(), '-V, --version', "print the CLI's version")
    .option('--debug', 'show stack traces')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => process.stdout.write(terminalText(s)),
      writeErr: (s) => process.stderr.write(terminalText(s)),
    });
  const registryOf = () => discoverRulesets();

  program
    .command('rulesets')
    .description('list the registered rulesets with their options')
    .action(async () => print(rulesetsCommand((await registryOf()).registry)));
  const cards = program.command('cards').description('list the card pool, or import cards published elsewhere');
  cards
    .command('list', { isDefault: true })
    .argument('<ruleset>')
    .option('--search <text>', 'filter by id, name or text')
    .option('--cards <files...>', 'card pool files (JSON or YAML) added to the pool')
    .description('list the card pool (also: tcgkit cards <ruleset>)')
    .action(async (ruleset: string, o: { search?: string; cards?: string[] }) =>
      print(cardsCommand(withCardsFile((await registryOf()).registry, ruleset, o.cards), ruleset, o.search)),
    );
  cards
    .command('import')
    .argument('<ruleset>')
    .argument('<files...>', "card data files the ruleset's importer reads")
    .requiredOption('--out <file>', 'the pool file to write (what --cards takes)')
    .option('--report', 'print per set: cards, imported, unsupported, and the most frequent unmatched sentences')
    .description("import cards published elsewhere with the ruleset's importer (see the ruleset's README)")
    .action(async (ruleset: string, files: string[], o: { out: string; report?: boolean }) =>
      print(cardsImportCommand((await registryOf()).registry, ruleset, files, o)),
    );
  program
    .command('deck')
    .description('deck tools')
    .command('check')
    .argument('<ruleset>')
    .argument('<deck-file>')
    .description('check a deck against every deck rule')
    .option('--options <json>', 'ruleset options as JSON (an era has its own deck rules)')
    .option('--cards <files...>', 'card pool files (JSON or YAML) added to the pool, e.g. imported ones')
    .action(async (ruleset: string, file: string, o: { options?: string; cards?: string[] }) => {
      const registry = withCardsFile((await registryOf()).registry, ruleset, o.cards);
      const r = deckCheckCommand(registry, ruleset, file, o.options);
      print(r.text);
      if (!r.ok) code = EXIT.failed;
    });
  program
    .command('sim')
    .argument('<ruleset>')
    .description('play headless games and summarise them')
    .option('--games <n>', 'number of games', int, 100)
    .option('--seed <s>', 'seed of the first game', int, 1)
    .option('--decks <a,b>', 'sample deck names for the two players')
    .option('--deck0 <file>', "player 0's deck from a deck file (instead of a sample deck)")
    .option('--deck1 <file>', "player 1's deck from a deck file (instead of a sample deck)")
    .option('--agents <a,b>', 'bot, random or search for each player', 'bot,random')
    .option('--iterations <n>', 'search agent: iterations per decision', int, 200)
    .option('--search-ms <ms>', 'search agent: also at most this many milliseconds per decision', int)
    .option('--jobs <k>', 'worker threads (default and at most: os.availableParallelism())', int)
    .option('--out <dir>', 'where failed games are written as records', 'tcgkit-failures')
    .option('--options <json>', 'ruleset options as JSON')
    .option('--records <dir>', "also write every game's record here")
    .option('--cards <files...>', 'card pool files (JSON or YAML) added to the pool, e.g. imported ones')
    .action(
      async (
        ruleset: string,
        o: {
          games: number;
          seed: number;
          decks?: string;
          deck0?: string;
          deck1?: string;
          agents: string;
          iterations: number;
          searchMs?: number;
          jobs?: number;
          out: string;
          records?: string;
          options?: string;
          cards?: string[];
        },
      ) => {
        const { registry, found } = await registryOf();
        const cards = o.cards === undefined ? null : readExtraCards(o.cards);
        const withCards = cards === null ? registry : registry.withCards(ruleset, cards, sourceName(o.cards ?? []));
        const run = simCommand(withCards, found, ruleset, { ...o, cards }, print, (s) => printError(s));
        if (!(await run)) code = EXIT.failed;
      },
    );
  program
    .command('replay')
    .argument('<record>')
    .option('--step', 'print each step with its hash')
    .option('--view <player>', 'print the board as that player sees it at the end')
    .option('--at <answer>', 'with --view: the board after this answer instead')
    .description('re-run a record, checking every step hash')
    .action(async (file: string, o: { step?: boolean; view?: string; at?: string }) => {
      code = replayCommand((await registryOf()).registry, file, o, print);
    });
  program
    .command('scenario')
    .argument('<paths...>')
    .description('run scenario files (files or folders)')
    .option('--cards <files...>', "card pool files (JSON or YAML) added to each scenario's ruleset pool")
    .action(async (paths: string[], o: { cards?: string[] }) => {
      const cards = o.cards === undefined ? undefined : readExtraCards(o.cards);
      if (!scenarioCommand((await registryOf()).registry, paths, print, cards)) code = EXIT.failed;
    });
  program
    .command('schema')
    .argument('<ruleset>')
    .argument('[which]', 'scenario (a scenario file, its cards included) or card (one card)', 'scenario')
    .description("print the JSON Schema of the ruleset's scenario or card files (for editors)")
    .action(async (ruleset: string, which: string) => {
      print(schemaCommand((await registryOf()).registry, ruleset, which));
    });
  program
    .command('play')
    .argument('<ruleset>')
    .description('play against a bot in the terminal (you are player 0)')
    .option('--deck <name>', 'your sample deck')
    .option('--deck0 <file>', 'your deck from a deck file (instead of a sample deck)')
    .option('--deck1 <file>', "the opponent's deck from a deck file")
    .option('--opponent <kind>', 'bot, random or search (@tcgkit/ai, 200 iterations per decision)', 'bot')
    .option('--seed <n>', 'seed', int, 1)
    .option('--options <json>', 'ruleset options as JSON')
    .option('--cards <files...>', 'card pool files (JSON or YAML) added to the pool, e.g. imported ones')
    .action(
      async (
        ruleset: string,
        o: {
          deck?: string;
          deck0?: string;
          deck1?: string;
          opponent: string;
          seed: number;
          options?: string;
          cards?: string[];
        },
      ) => {
        const { registry, found } = await registryOf();
        await playCommand(withCardsFile(registry, ruleset, o.cards), found, ruleset, o, print);
      },
    );
  program
    .command('serve')
    .description('serve the lobby API and the game protocol (what npm start runs)')
    .option('--port <port>', 'TCP port (0: any free one)', '8080')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--db <url>', 'sqlite:<file> (the embedded default) or postgres://…', 'sqlite:./data/tcgkit.db')
    .option('--redis <url>', 'redis://… to run several nodes on one PostgreSQL database')
    .option('--rulesets <ids>', 'comma-separated ruleset ids to host (default: every installed one)')
    .option('--public-origin <origin...>', 'origins browsers reach this server at (e.g. https://play.example.com)')
    .option('--allowed-origin <origin...>', 'other sites’ origins allowed to open the game socket')
    .option(
      '--trust-proxy <proxies>',
      'behind proxies: their number (1) or addresses; client addresses from X-Forwarded-For',
    )
    .option('--config <file>', 'a JSON file of server settings (limits included); flags win')
    .option('--log-level <level>', 'pino level: fatal, error, warn, info, debug, trace, silent', 'info')
    .option('--cards <pools...>', 'card pool files to host (each names its ruleset), e.g. from tcgkit cards import')
    .action(async (o: ServeFlags) => {
      code = await serveCommand(o);
    });
  program
    .command('showcase')
    .description('play one bot-vs-bot game of each ruleset (what npm start runs)')
    .action(async () => {
      const { registry, found } = await registryOf();
      if (!showcaseCommand(registry, found, print)) code = EXIT.failed;
    });

  try {
    await program.parseAsync(argv);
    return code;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? EXIT.ok : EXIT.usage;
    if (isPromptExit(e)) return EXIT.interrupted;
    if (debug && e instanceof Error) process.stderr.write(`${terminalText(e.stack ?? '')}\n`);
    if (e instanceof CliError) {
      printError(e.message);
      return e.exitCode;
    }
    // The core's input errors name the input and the field: bad input, like the CLI's own.
    if (e instanceof InputError) {
      printError(e.message);
      return EXIT.usage;
    }
    printError(
      `internal error: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}` +
        (debug ? '' : ' (run with --debug for details)'),
    );
    return EXIT.internal;
  }
}
