/**
 * The exit codes of `tcgkit` (documented in apps/cli/README.md): 0 success; 1 something checked
 * failed (a failed game, a scenario failure, a replay that diverges or a record refused); 2 bad
 * usage or bad input; 3 a record that replays cleanly but stops before the game ends; 70 an
 * internal error (a bug in the CLI, the core or a ruleset); 130 interrupted at a prompt (Ctrl-C).
 */
export const EXIT = {
  ok: 0,
  failed: 1,
  usage: 2,
  unfinished: 3,
  internal: 70,
  interrupted: 130,
} as const;

/** An error the user caused (bad input): printed as one line per problem, exit code 2 by default. */
export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    message: string,
    readonly exitCode: number = EXIT.usage,
  ) {
    super(message);
  }
}
