import { describe, it, expect, beforeAll } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { GameRecord } from '@tcgkit/core';

const BIN = new URL('../bin/tcgkit.js', import.meta.url).pathname;
const SCENARIOS = new URL('../../../plugins/pokemon/scenarios', import.meta.url).pathname;
const tmp = mkdtempSync(join(tmpdir(), 'tcgkit-cli-'));

/** Runs the built binary as a subprocess. */
function run(...args: string[]) {
  const r = spawnSync('node', [BIN, ...args], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const water = JSON.stringify({
  deck: [
    '4 poliwag',
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
  ],
});

describe('the tcgkit command (built binary)', () => {
  beforeAll(() => {
    // The binary runs from dist: the workspace build must have happened (npm test builds first).
    execFileSync('node', [BIN, '--help'], { encoding: 'utf8' });
  });

  it('rulesets lists the discovered rulesets with their options', () => {
    const r = run('rulesets');
    expect(r.code).toBe(0);
    expect(r.out).toContain('pokemon');
    expect(r.out).toContain('era: xy (default), dp or legend');
  });

  it('cards lists the pool, filtered by --search', () => {
    const r = run('cards', 'pokemon', '--search', 'charm');
    expect(r.code).toBe(0);
    expect(r.out).toContain('hard-charm');
    expect(r.out).toContain('1 card(s)');
  });

  it('deck check accepts a legal deck and names the rule and card of each problem (PK-C.5)', () => {
    const ok = join(tmp, 'water.json');
    writeFileSync(ok, water);
    expect(run('deck', 'check', 'pokemon', ok)).toMatchObject({
      code: 0,
      out: `${ok}: legal pokemon deck (60 cards)\n`,
    });
    const bad = join(tmp, 'bad.yaml');
    writeFileSync(bad, 'deck:\n  - 6 poliwag\n  - 54 water-energy\n');
    const r = run('deck', 'check', 'pokemon', bad);
    expect(r.code).toBe(1);
    expect(r.out).toBe(`${bad}: PK-C.5: 6 cards named "Poliwag" (at most 4) [Poliwag]\n`);
  });

  it(
    'deck check judges a deck by the rules of the era given in --options: ' +
      'the 60-card deck is illegal in the legend era',
    () => {
      const ok = join(tmp, 'water-era.json');
      writeFileSync(ok, water);
      const r = run('deck', 'check', 'pokemon', ok, '--options', '{"era":"legend"}');
      expect(r.code).toBe(1);
      expect(r.out.split('\n')[0]).toMatch(new RegExp(`^${ok.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: PK-`));
      expect(run('deck', 'check', 'pokemon', ok, '--options', '{"era":"xy"}').code).toBe(0);
    },
  );

  it(
    'sim and play refuse a sample deck that is illegal under the options, ' +
      'naming the deck and the rule, before playing',
    () => {
      const sim = run('sim', 'pokemon', '--decks', 'water,fire', '--options', '{"era":"legend"}', '--games', '1');
      expect(sim.code).toBe(2);
      expect(sim.err).toMatch(
        /^tcgkit: --decks: sample deck "water" is not legal with options \{"era":"legend"\}: PK-[^:]+: /,
      );
      expect(sim.out).toBe('');
      const play = run('play', 'pokemon', '--deck', 'legend');
      expect(play.code).toBe(2);
      expect(play.err).toMatch(/^tcgkit: --deck: sample deck "legend" is not legal with options \{\}: PK-/);
      const legend = run(
        'sim',
        'pokemon',
        '--decks',
        'legend,legend',
        '--options',
        '{"era":"legend"}',
        '--games',
        '1',
        '--agents',
        'random,random',
      );
      expect(legend.code).toBe(0);
    },
  );

  it('sim prints the same summary for --jobs 1 and --jobs 2 and twice in a row; every record replays', () => {
    const records = join(tmp, 'records');
    const a = run('sim', 'pokemon', '--games', '4', '--seed', '3', '--records', records);
    const b = run('sim', 'pokemon', '--games', '4', '--seed', '3', '--jobs', '2');
    const c = run('sim', 'pokemon', '--games', '4', '--seed', '3');
    expect(a.code).toBe(0);
    expect(a.out).toContain('failed games');
    expect(a.out).toBe(b.out);
    expect(a.out).toBe(c.out);
    expect(a.err).toMatch(/games\/s/);
    const files = readdirSync(records);
    expect(files).toHaveLength(4);
    const replay = run('replay', join(records, files[0]), '--view', '1');
    expect(replay.code).toBe(0);
    expect(replay.out).toContain('every hash matches');
    expect(replay.out).toMatch(/\[PK-G\.7\] player [01] goes first/);
    expect(replay.out).toMatch(/board as player 1 sees it at the end:\n/);
  });

  it('sim --agents search,random: the search plays with its budget, one summary every time, records replay', () => {
    const records = join(tmp, 'search-records');
    const args = ['sim', 'goofspiel', '--agents', 'search,random', '--games', '2', '--iterations', '20'];
    const a = run(...args, '--records', records);
    const b = run(...args, '--jobs', '2');
    expect(a.code).toBe(0);
    expect(a.out).toMatch(/player 0 wins \(search\)/);
    expect(a.out).toMatch(/search budget\s+│ 20 iterations per decision/);
    expect(a.out).toBe(b.out);
    for (const f of readdirSync(records)) expect(run('replay', join(records, f)).out).toContain('every hash matches');
    expect(run('sim', 'goofspiel', '--agents', 'search,bot', '--iterations', '0').err).toMatch(
      /--iterations must be a positive integer/,
    );
  });

  it('replay reports the first divergent step of a tampered record', () => {
    const records = join(tmp, 'records');
    const file = join(records, readdirSync(records)[1]);
    const rec = JSON.parse(readFileSync(file, 'utf8')) as GameRecord;
    rec.hashes[5] = '0000000000000000';
    const bad = join(tmp, 'tampered.json');
    writeFileSync(bad, JSON.stringify(rec));
    const r = run('replay', bad);
    expect(r.code).toBe(1);
    expect(r.out).toContain('diverged at step 6: expected hash 0000000000000000');
  });

  it('scenario runs files and folders, with a diff for a failure and a non-zero exit', () => {
    expect(run('scenario', SCENARIOS)).toMatchObject({ code: 0 });
    const broken = join(tmp, 'broken.yaml');
    writeFileSync(
      broken,
      readFileSync(join(SCENARIOS, 'deck-out.yaml'), 'utf8').replace('winners: [0]', 'winners: [1]'),
    );
    const r = run('scenario', broken);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`FAIL ${broken}`);
    expect(r.out).toContain('result.winners: expected [1], got [0]');
  });

  it('showcase plays one finished bot-vs-bot game per ruleset with a rule-cited log', () => {
    const r = run('showcase');
    expect(r.code).toBe(0);
    expect(r.out).toContain('=== Pokémon Card Game (pokemon): bot vs bot, seed 1 ===');
    expect(r.out).toMatch(/Result: player [01] wins \(player [01]: .*\) \[PK-E\.\d\] after \d+ turns/);
  });

  it(
    "play (scripted input): a board from the player's view, the options as a menu, " +
      'invalid answers asked again, undo, quit',
    () => {
      const r = spawnSync('node', [BIN, 'play', 'pokemon', '--seed', '8'], {
        input: 'xyz\n0\n\nu\n0\n\nq\n',
        encoding: 'utf8',
      });
      expect(r.status).toBe(0);
      expect(r.stdout).toContain('You are player 0 (water) against the bot (lightning), seed 8.');
      expect(r.stdout).toContain('Decision: setup.active [PK-G.4]');
      expect(r.stdout).toContain('invalid answer: type one option number (0..3), u or q');
      // Undo back over the opponent's setup (and the shuffles of setup) is refused: see boundaries.test.ts.
      expect(r.stdout).toMatch(/cannot undo: /);
      expect(r.stdout).toContain('You left the game.');
      // The opponent's draws are never shown, only that a card moved; their Active is face down.
      expect(r.stdout).toContain('[PK-G.3] a card moves deck@1 → hand@1');
      expect(r.stdout).not.toMatch(/moves deck@1 → hand@1 as/);
      expect(r.stdout).toContain('active (1): (face down)');
    },
  );

  it('bad input gets one clear line and a non-zero exit code, no stack trace', () => {
    const cases: [string[], RegExp][] = [
      [['cards', 'nope'], /^tcgkit: unknown ruleset "nope" \(known: chaos, goofspiel, pokemon\)\n$/],
      [['deck', 'check', 'pokemon', join(tmp, 'missing.json')], /missing\.json: cannot read deck file: ENOENT/],
      [
        ['deck', 'check', 'pokemon', (writeFileSync(join(tmp, 'junk.json'), '{ nope'), join(tmp, 'junk.json'))],
        /junk\.json:\d+: Flow map must end with a \}/,
      ],
      [
        [
          'deck',
          'check',
          'pokemon',
          (writeFileSync(join(tmp, 'shape.json'), '{"deck": "poliwag"}'), join(tmp, 'shape.json')),
        ],
        /shape\.json.*: /,
      ],
      [
        ['replay', (writeFileSync(join(tmp, 'rec.json'), '{"format": 2}'), join(tmp, 'rec.json'))],
        /rec\.json \(format\): /,
      ],
      [['sim', 'pokemon', '--agents', 'bot,genius'], /--agents takes two of bot,random/],
      [['sim', 'pokemon', '--games', 'many'], /"many" is not an integer/],
      [['sim', 'pokemon', '--options', '{"era":"ancient"}'], /--options \(era\): /],
      [['scenario', join(tmp, 'nowhere')], /nowhere: no such file or folder/],
      [['play', 'pokemon', '--deck', 'nope'], /--deck: no sample deck "nope" for pokemon/],
      [['play', 'pokemon', '--opponent', 'genius'], /--opponent must be bot, random or search/],
    ];
    for (const [args, pattern] of cases) {
      const r = run(...args);
      expect(r.code, args.join(' ')).not.toBe(0);
      expect(r.err, args.join(' ')).toMatch(pattern);
      expect(r.err).not.toMatch(/\n\s+at /);
    }
    expect(run('frobnicate').code).toBe(2);
  });
});
