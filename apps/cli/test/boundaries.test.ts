import { describe, it, expect, beforeAll } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, truncateSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameRecord } from '@tcgkit/core';

/** The "Every input boundary holds" issue, CLI side: each test runs the built binary. */
const BIN = new URL('../bin/tcgkit.js', import.meta.url).pathname;
const tmp = mkdtempSync(join(tmpdir(), 'tcgkit-bounds-'));

function run(args: string[], input?: string) {
  const r = spawnSync('node', [BIN, ...args], {
    encoding: 'utf8',
    input,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const file = (name: string, text: string) => {
  const path = join(tmp, name);
  writeFileSync(path, text);
  return path;
};

/** A legal 60-card Pokémon deck in the text form (`4x card` and `N card` lines). */
const WATER_TEXT = [
  '# a water deck',
  '4x poliwag',
  '3 poliwhirl',
  '2 poliwrath',
  '4 samurott',
  '4 marill',
  '4 potion',
  '4 switch',
  '4 professors-letter',
  '2 hard-charm',
  '2 muscle-band',
  'silent-lab',
  'fighting-stadium',
  '4 double-colorless-energy',
  '21 water-energy',
].join('\n');

const noStack = (s: string) => expect(s).not.toMatch(/\n\s+at /);

describe('tcgkit at its input boundaries (built binary)', () => {
  beforeAll(() => {
    expect(existsSync(new URL('../dist/main.js', import.meta.url))).toBe(true);
  });

  it('--version prints the CLI package version', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(run(['--version'])).toMatchObject({ code: 0, out: `${pkg.version}\n` });
  });

  it('deck check reads the text form (4x card) via the core reader; each problem as file:line: field: message', () => {
    const ok = file('water.txt', WATER_TEXT);
    expect(run(['deck', 'check', 'pokemon', ok])).toMatchObject({
      code: 0,
      out: `${ok}: legal pokemon deck (60 cards)\n`,
    });
    const bad = file('bad.yaml', 'deck:\n  - 4 poliwag\n  - 4\n  - 500 water-energy\nsideboard:\n  - 2 marill\n');
    const r = run(['deck', 'check', 'pokemon', bad]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${bad}:3: deck.1: "4" is not "card-id" or "N card-id"`);
    expect(r.err).toMatch(new RegExp(`${bad.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:4: deck\\.2: 500 copies`));
    expect(r.err).toContain(`${bad}:5: sideboard: unknown zone "sideboard"`);
    noStack(r.err);
    const foreign = file('foreign.json', JSON.stringify({ ruleset: 'chaos', zones: { deck: ['4 poliwag'] } }));
    expect(run(['deck', 'check', 'pokemon', foreign]).err).toContain(
      `${foreign}:1: ruleset: the deck is for "chaos", not "pokemon"`,
    );
  });

  it('deck check refuses an 8 GiB deck file from its size, without reading it', () => {
    // Sparse: no disk used. A parser that read the file first could not (Node refuses to read
    // more than 2 GiB into one buffer) and would fail otherwise; no clock is needed to tell.
    const huge = join(tmp, 'huge.json');
    writeFileSync(huge, '');
    truncateSync(huge, 8 * 1024 ** 3);
    const r = run(['deck', 'check', 'pokemon', huge]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `tcgkit: ${huge}: 8589934592 bytes: a deck file is at most 65536 bytes (INPUT_LIMITS.deckBytes)\n`,
    );
  });

  it('deck-rule problems keep their rule ID; sim and play take deck files (--deck0/--deck1) and check them', () => {
    const illegal = file('six.txt', '6 poliwag\n54 water-energy\n');
    expect(run(['deck', 'check', 'pokemon', illegal])).toMatchObject({
      code: 1,
      out: `${illegal}: PK-C.5: 6 cards named "Poliwag" (at most 4) [Poliwag]\n`,
    });
    const water = file('water2.txt', WATER_TEXT);
    const sim = run(['sim', 'pokemon', '--deck0', water, '--deck1', water, '--games', '2', '--jobs', '1']);
    expect(sim.code).toBe(0);
    expect(sim.out).toMatch(/│ games\s+│ 2\s+│/);
    const refused = run(['sim', 'pokemon', '--deck1', illegal, '--games', '1']);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain(`tcgkit: --deck1: ${illegal} is not a legal pokemon deck with options {}:`);
    expect(refused.err).toContain(`tcgkit: ${illegal}: PK-C.5: 6 cards named "Poliwag" (at most 4) [Poliwag]`);
    expect(refused.out).toBe('');
    const play = run(['play', 'pokemon', '--deck0', water, '--deck1', water, '--seed', '3'], 'q\n');
    expect(play.code).toBe(0);
    expect(play.out).toContain(`You are player 0 (${water}) against the bot (${water}), seed 3.`);
    expect(run(['play', 'pokemon', '--deck0', join(tmp, 'none.txt')]).err).toMatch(
      /none\.txt: cannot read deck file: ENOENT \(no such file\)/,
    );
  });

  it('--jobs defaults to and is capped at os.availableParallelism(), saying so when it caps', () => {
    const cores = availableParallelism();
    const r = run(['sim', 'goofspiel', '--games', '2', '--jobs', String(cores + 3)]);
    expect(r.code).toBe(0);
    expect(r.err).toContain(
      `tcgkit: --jobs ${cores + 3}: capped at ${cores}, ` +
        'the parallelism this machine offers (os.availableParallelism())',
    );
    expect(run(['sim', 'goofspiel', '--games', '2']).err).not.toContain('capped');
    expect(run(['sim', 'goofspiel', '--games', '2', '--jobs', '0'])).toMatchObject({ code: 2 });
  });

  it('results give each player their own reason, in sim, replay and showcase', () => {
    const records = join(tmp, 'gs-records');
    const sim = run(['sim', 'goofspiel', '--games', '2', '--agents', 'bot,random', '--records', records]);
    expect(sim.out).toMatch(/ended: player 0 wins \(player 1: lower winnings\) \[GS-3\.1\]/);
    const rec = join(records, readdirSync(records)[0]);
    expect(run(['replay', rec]).out).toContain('result: player 0 wins (player 1: lower winnings) [GS-3.1]');
    const show = run(['showcase']);
    expect(show.out).toMatch(/Result: player [01] wins \(player [01]: lower winnings\) \[GS-3\.1\] after \d+ turns/);
    expect(show.out).not.toMatch(/wins — /);
  });

  it('replay --view draws the board as that player sees it: names, stats, own hand, counts of hidden zones', () => {
    const records = join(tmp, 'pk-records');
    expect(run(['sim', 'pokemon', '--games', '1', '--seed', '5', '--records', records]).code).toBe(0);
    const rec = join(records, readdirSync(records)[0]);
    const r = run(['replay', rec, '--view', '1']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('board as player 1 sees it at the end:');
    expect(r.out).toMatch(/Player 1 \(the viewer\):\n {2}deck: \d+ card\(s\)\n {2}hand \(\d+\): /);
    expect(r.out).toMatch(/Player 0:\n {2}deck: \d+ card\(s\)\n {2}hand: \d+ card\(s\)/);
    expect(r.out).toMatch(/active \(1\): [A-Z][\w é'-]+ \d+\/\d+ HP/);
    const early = run(['replay', rec, '--view', '0', '--at', '3']);
    expect(early.out).toContain('board as player 0 sees it after answer 3:');
    expect(run(['replay', rec, '--view', '7'])).toMatchObject({ code: 2 });
  });

  it('exit codes: an unfinished record says where it stops (3), a refused record is a failed check (1)', () => {
    const records = join(tmp, 'gs-records');
    const rec = JSON.parse(readFileSync(join(records, readdirSync(records)[0]), 'utf8')) as GameRecord;
    const cut = { ...rec, answers: rec.answers.slice(0, 5), hashes: rec.hashes.slice(0, 5) };
    delete (cut as Partial<GameRecord>).result;
    const r = run(['replay', file('cut.json', JSON.stringify(cut))]);
    expect(r.code).toBe(3);
    expect(r.out).toMatch(
      new RegExp(
        "unfinished: the record stops after answer 5; the game goes on at answer 6, player [01]'s decision bid " +
          '\\[GS-2\\.2\\]',
      ),
    );
    const claims = { ...cut, result: rec.result };
    const refused = run(['replay', file('claims.json', JSON.stringify(claims))]);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/refused: .*claims\.json \(result\): the record says player 0 winning/);
  });

  it('--records that is a file or cannot be created is bad input naming the path, before any game', () => {
    const blocker = file('blocker', 'a file');
    for (const dir of [blocker, join(blocker, 'below')]) {
      const r = run(['sim', 'goofspiel', '--games', '1', '--records', dir]);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(new RegExp(`^tcgkit: --records ${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `));
      expect(r.err).not.toMatch(/EEXIST|ENOTDIR/);
      expect(r.out).toBe('');
    }
    expect(run(['sim', 'goofspiel', '--games', '1', '--out', blocker]).code).toBe(2);
  });

  it('every error message escapes control characters: a hostile file name cannot drive the terminal', () => {
    const hostile = join(tmp, 'evil\u001b]0;owned\u0007\u009b2J.json');
    const r = run(['deck', 'check', 'pokemon', hostile]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('evil\\x1b]0;owned\\x07\\x9b2J.json: cannot read deck file: ENOENT');
    // eslint-disable-next-line no-control-regex -- looking for raw control characters is the point
    expect(r.err + r.out).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    const card = file('card.txt', '4 poli\u001b[31mwag\n');
    // An unknown card name is refused where it is read (its line), as bad input.
    const c = run(['deck', 'check', 'pokemon', card]);
    expect(c.code).toBe(2);
    expect(c.err).toContain(':1: deck.0: no card "poli\\x1b[31mwag"');
    // eslint-disable-next-line no-control-regex -- as above
    expect(c.out + c.err).not.toMatch(/\u001b/);
  });

  it('a reader that closes the pipe early (replay | head -1) ends the command quietly with exit 0', () => {
    const records = join(tmp, 'pk-records');
    const rec = join(records, readdirSync(records)[0]);
    const r = spawnSync(
      'bash',
      ['-c', 'node "$0" replay "$1" --step | head -1; echo "status ${PIPESTATUS[0]}" >&2', BIN, rec],
      {
        encoding: 'utf8',
      },
    );
    expect(r.stdout.split('\n')).toHaveLength(2);
    expect(r.stderr).toBe('status 0\n');
  });

  it('play: the menu header counts apart from option numbers, and equal labels get their option key', () => {
    const r = run(['play', 'pokemon', '--seed', '29'], '0\n\nq\n');
    expect(r.out).toContain(
      'Decision: setup.bench [PK-G.5] (select 0 to 2 of options 0..1, numbers separated by commas)',
    );
    expect(r.out).not.toContain('(select 0..2)');
    expect(r.out).toMatch(/ {2}0\. poliwag \(poliwag:o\d+\)\n {2}1\. poliwag \(poliwag:o\d+\)/);
  });

  it('play: undo is refused once the player has seen something hidden (a bid, a draw, a shuffle), else allowed', () => {
    // Goofspiel: after your bid the bids (and the next prize) are shown: no taking it back.
    const gs = run(['play', 'goofspiel', '--seed', '1'], '0\nu\nq\n');
    expect(gs.out).toMatch(/cannot undo: you have seen the card \S+ \(o\d+\) since your last answer/);
    expect(gs.out).not.toContain('Undid');
    // Pokémon: a coin flip (who goes first) and the first draw since your last setup answer: refused. Attaching an
    // Energy in your own turn shows you nothing new and nobody else answers: allowed.
    const pk = run(['play', 'pokemon', '--seed', '8'], '0\n0\nu\n0\nu\nq\n');
    expect(pk.out).toContain(
      'cannot undo: you have seen a random outcome (a shuffle, a coin flip or a random pick) since your last answer',
    );
    expect(pk.out).toContain('Undid your last answer.');
    const afterUndo = pk.out.slice(pk.out.indexOf('Undid your last answer.'));
    expect(afterUndo).toContain('0. attach water-energy to Samurott (Active)');
    // ChaosTCG: a mulligan shuffles and draws a new hand: refused.
    const ct = run(['play', 'chaos', '--seed', '1'], '0\n1\nu\nq\n');
    expect(ct.out).toMatch(/cannot undo: you have seen (a random outcome|the card)/);
    expect(ct.out).not.toContain('Undid');
  });

  it('Ctrl-C at a play prompt exits quietly with 130 (on a terminal)', async () => {
    const script = spawnSync('script', ['--version'], { encoding: 'utf8' });
    if (script.status !== 0) return; // util-linux's script gives the CLI a terminal; without it there is none
    const p = spawn('script', ['-qec', `node ${BIN} play goofspiel --seed 1`, '/dev/null'], { stdio: 'pipe' });
    let out = '';
    const code = await new Promise<number | null>((resolve) => {
      p.stdout.on('data', (d: Buffer) => {
        const first = !out.includes('bid Bid Ace');
        out += d.toString();
        // Ctrl-C once the menu is up.
        if (first && out.includes('bid Bid Ace')) setTimeout(() => p.stdin.write('\u0003'), 200);
      });
      p.on('exit', resolve);
    });
    expect(code).toBe(130);
    expect(out).not.toMatch(/ExitPromptError|\n\s+at /);
  });
});
