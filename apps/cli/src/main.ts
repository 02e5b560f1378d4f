import 'reflect-metadata';
import { Command, CommanderError } from 'commander';
import { discoverRulesets } from './discover-rulesets.js';
import { CliError } from './cli-error.js';
import { rulesetsCommand, cardsCommand } from './commands/list.js';
import { deckCheckCommand } from './commands/deck-check.js';
import { simCommand } from './commands/sim.js';
import { replayCommand } from './commands/replay.js';
import { scenarioCommand } from './commands/scenario.js';
import { showcaseCommand } from './commands/showcase.js';
import { playCommand } from './commands/play.js';

const int = (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n)) throw new CliError(`"${v}" is not an integer`);
  return n;
};

/** Runs the `tcgkit` command line; returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  const debug = argv.includes('--debug');
  const print = (s: string): void => {
    process.stdout.write(`${s}\n`);
  };
  let code = 0;
  const program = new Command('tcgkit')
    .description('Host, simulate, replay and test trading card games on the tcgkit core.')
    .option('--debug', 'show stack traces')
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) });
  const registryOf = () => discoverRulesets();

  program
    .command('rulesets')
    .description('list the registered rulesets with their options')
    .action(async () => print(rulesetsCommand((await registryOf()).registry)));
  program
    .command('cards')
    .argument('<ruleset>')
    .option('--search <text>', 'filter by id, name or text')
    .description('list the card pool')
    .action(async (ruleset: string, o: { search?: string }) =>
      print(cardsCommand((await registryOf()).registry, ruleset, o.search)),
    );
  program
    .command('deck')
    .description('deck tools')
    .command('check')
    .argument('<ruleset>')
    .argument('<deck-file>')
    .description('check a deck against every deck rule')
    .option('--options <json>', 'ruleset options as JSON (an era has its own deck rules)')
    .action(async (ruleset: string, file: string, o: { options?: string }) => {
      const r = deckCheckCommand((await registryOf()).registry, ruleset, file, o.options);
      print(r.text);
      if (!r.ok) code = 1;
    });
  program
    .command('sim')
    .argument('<ruleset>')
    .description('play headless games and summarise them')
    .option('--games <n>', 'number of games', int, 100)
    .option('--seed <s>', 'seed of the first game', int, 1)
    .option('--decks <a,b>', 'sample deck names for the two players')
    .option('--agents <a,b>', 'bot or random for each player', 'bot,random')
    .option('--jobs <k>', 'worker threads', int, 1)
    .option('--out <dir>', 'where failed games are written as records', 'tcgkit-failures')
    .option('--options <json>', 'ruleset options as JSON')
    .option('--records <dir>', "also write every game's record here")
    .action(
      async (
        ruleset: string,
        o: {
          games: number;
          seed: number;
          decks?: string;
          agents: string;
          jobs: number;
          out: string;
          records?: string;
          options?: string;
        },
      ) => {
        const { registry, found } = await registryOf();
        if (!(await simCommand(registry, found, ruleset, o, print))) code = 1;
      },
    );
  program
    .command('replay')
    .argument('<record>')
    .option('--step', 'print each step with its hash')
    .option('--view <player>', "print a player's view at the end")
    .description('re-run a record, checking every step hash')
    .action(async (file: string, o: { step?: boolean; view?: string }) => {
      if (!replayCommand((await registryOf()).registry, file, o, print)) code = 1;
    });
  program
    .command('scenario')
    .argument('<paths...>')
    .description('run scenario files (files or folders)')
    .action(async (paths: string[]) => {
      if (!scenarioCommand((await registryOf()).registry, paths, print)) code = 1;
    });
  program
    .command('play')
    .argument('<ruleset>')
    .description('play against a bot in the terminal (you are player 0)')
    .option('--deck <name>', 'your sample deck')
    .option('--opponent <kind>', 'bot or random', 'bot')
    .option('--seed <n>', 'seed', int, 1)
    .option('--options <json>', 'ruleset options as JSON')
    .action(async (ruleset: string, o: { deck?: string; opponent: string; seed: number; options?: string }) => {
      const { registry, found } = await registryOf();
      await playCommand(registry, found, ruleset, o, print);
    });
  program
    .command('showcase')
    .description('play one bot-vs-bot game of each ruleset (what npm start runs)')
    .action(async () => {
      const { registry, found } = await registryOf();
      if (!showcaseCommand(registry, found, print)) code = 1;
    });

  try {
    await program.parseAsync(argv);
    return code;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
    if (e instanceof CliError) {
      process.stderr.write(`tcgkit: ${e.message}\n`);
      if (debug) process.stderr.write(`${e.stack}\n`);
      return e.exitCode;
    }
    process.stderr.write(
      `tcgkit: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}${debug ? '' : ' (run with --debug for details)'}\n`,
    );
    if (debug && e instanceof Error) process.stderr.write(`${e.stack}\n`);
    return 1;
  }
}
