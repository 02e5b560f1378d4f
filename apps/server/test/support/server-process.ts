import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/tcgkit-server.js', import.meta.url));
const DIST = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

/** A server node in its own process (`tcgkit-server`), for kill and restart tests. */
export interface ServerProcess {
  address: string;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
  /** Everything it has printed so far, stdout and stderr. */
  output(): string;
}

/** Starts `tcgkit-server` with these flags on an ephemeral port; resolves once it prints its address. */
export function startServerProcess(flags: string[]): Promise<ServerProcess> {
  if (!existsSync(DIST)) throw new Error('build the server first: npx nx run server:build');
  const child = spawn(process.execPath, [BIN, '--port', '0', '--log-level', 'warn', ...flags], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let out = '';
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += String(d)));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      out += String(d);
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve({ address: m[1], child, exited, output: () => out + err });
    });
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening: ${err}`)));
  });
}
