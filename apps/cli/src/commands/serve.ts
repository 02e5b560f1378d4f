import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { CliError, EXIT } from '../cli-error.js';

/** Flags of `tcgkit serve` as the command line gives them; the server checks them. */
export interface ServeFlags {
  port?: string;
  host?: string;
  db?: string;
  redis?: string;
  rulesets?: string;
  allowedOrigin?: string[];
  publicOrigin?: string[];
  trustProxy?: string;
  config?: string;
  logLevel?: string;
  /** Card pool files (each naming its ruleset), e.g. what `tcgkit cards import` writes. */
  cards?: string[];
}

/** The game server's own command, `tcgkit-server`, where the server package is installed. */
function serverCommand(): string {
  let pkg: string;
  try {
    pkg = createRequire(import.meta.url).resolve('@tcgkit/server/package.json');
  } catch {
    throw new CliError('the game server (@tcgkit/server) is not installed');
  }
  return join(dirname(pkg), 'bin', 'tcgkit-server.js');
}

/** The flags as `tcgkit-server` takes them (`--flag=value`, so that no value reads as a flag). */
export function serverArgs(flags: ServeFlags): string[] {
  const one: [string, string | undefined][] = [
    ['port', flags.port],
    ['host', flags.host],
    ['db', flags.db],
    ['redis', flags.redis],
    ['rulesets', flags.rulesets],
    ['trust-proxy', flags.trustProxy],
    ['config', flags.config],
    ['log-level', flags.logLevel],
  ];
  const many: [string, string[] | undefined][] = [
    ['public-origin', flags.publicOrigin],
    ['allowed-origin', flags.allowedOrigin],
    ['cards', flags.cards],
  ];
  return [
    ...one.filter(([, v]) => v !== undefined).map(([k, v]) => `--${k}=${v}`),
    ...many.flatMap(([k, vs]) => (vs ?? []).map((v) => `--${k}=${v}`)),
  ];
}

/** Signals passed on to the server: the terminal's and a supervisor's. */
const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
/** The same signal again within this time is one signal sent twice (say by npm and by the terminal). */
const REPEAT_MS = 500;

/**
 * `tcgkit serve` (what `npm start` runs): one game server node until SIGINT or SIGTERM. The CLI
 * does not import the server (apps never import apps): it runs the server's own command,
 * `tcgkit-server`, with the same flags, in a child process that has its own process group, and
 * passes it each stop signal once (a second Ctrl-C a moment later stops it at once, as it would the
 * server alone). Resolves with the server's exit code.
 */
export async function serveCommand(flags: ServeFlags): Promise<number> {
  const child = spawn(process.execPath, [serverCommand(), ...serverArgs(flags)], {
    stdio: 'inherit',
    detached: true,
  });
  const last = new Map<NodeJS.Signals, number>();
  const forward = (signal: NodeJS.Signals) => {
    const now = Date.now();
    if (now - (last.get(signal) ?? -Infinity) < REPEAT_MS) return;
    last.set(signal, now);
    child.kill(signal);
  };
  // The server never outlives the command that started it.
  const stopChild = () => child.kill('SIGTERM');
  for (const signal of FORWARDED) process.on(signal, forward);
  process.on('exit', stopChild);
  try {
    return await new Promise<number>((resolve, reject) => {
      child.once('error', (e) => reject(new CliError(`could not start the game server: ${e.message}`, EXIT.internal)));
      child.once('exit', (code, signal) =>
        resolve(code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : EXIT.internal)),
      );
    });
  } finally {
    for (const signal of FORWARDED) process.off(signal, forward);
    process.off('exit', stopChild);
  }
}
