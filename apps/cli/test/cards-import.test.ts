import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

const BIN = new URL('../bin/tcgkit.js', import.meta.url).pathname;
// Invented set files in the community database's format (the real data is not committed).
const FIXTURES = new URL('../../../plugins/pokemon/test/fixtures/import/', import.meta.url).pathname;
const sets = ['sets.json', 'tst1.json', 'tst2.json'].map((f) => join(FIXTURES, f));
const tmp = mkdtempSync(join(tmpdir(), 'tcgkit-import-'));

function run(...args: string[]) {
  const r = spawnSync('node', [BIN, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
const write = (name: string, text: string) => {
  const p = join(tmp, name);
  writeFileSync(p, text);
  return p;
};

/** A 60-card deck of imported cards in the official clients' export format (a reprint named by its other print). */
const EXPORTED = `****** Pokémon Trading Card Game Deck List ******

##Pokémon - 26

* 4 Puddlepup TST 1
* 4 Puddlehound TST 2
* 4 Sparkmouse TST 3
* 4 Benchzapper TST 4
* 4 Twincoin TST 5
* 4 Mendmoss TST 6
* 2 Titanhorn-EX TST 7

##Trainer Cards - 12

* 4 Quick Notes TSR 3
* 4 Field Bandage TST 11
* 4 Trade Places TST 12

##Energy - 22

* 4 Twin Colorless Energy TST 14
* 6 Water Energy TST 15
* 6 Lightning Energy XY 135
* 3 Grass Energy XY 132
* 3 Fighting Energy XY 137

Total Cards - 60
`;

describe('tcgkit cards import: real-format set files → a pool that hosts, checks and plays', () => {
  const pool = join(tmp, 'pool.json');
  const imported = run('cards', 'import', 'pokemon', ...sets, '--out', pool, '--report');

  it('writes a pool file naming its ruleset, and reports per set with the unmatched sentences', () => {
    expect(imported.err).toBe('');
    expect(imported.code).toBe(0);
    expect(imported.out).toMatch(/^TST +xy +15 +11 +1 +3 +80\.0 %$/m);
    expect(imported.out).toContain("Your opponent's Active Pokémon is now invisible to all Trainers.");
    const file = JSON.parse(readFileSync(pool, 'utf8')) as { ruleset: string; cards: { name: string }[] };
    expect(file.ruleset).toBe('pokemon');
    expect(file.cards.map((c) => c.name)).toContain('Puddlehound');
    expect(file.cards.map((c) => c.name)).not.toContain('Riddlewisp');
  });

  it('the pool joins the card list (tcgkit cards <ruleset> --cards)', () => {
    expect(run('cards', 'pokemon', '--cards', pool, '--search', 'puddle').out).toMatch(/Puddlehound[\s\S]*3 card\(s\)/);
  });

  it('an exported deck list of imported cards passes the deck rules and plays full games against the bot', () => {
    const deck = write('exported.txt', EXPORTED);
    expect(run('deck', 'check', 'pokemon', deck, '--cards', pool)).toMatchObject({ code: 0 });
    const sim = run('sim', 'pokemon', '--cards', pool, '--deck0', deck, '--deck1', deck, '--games', '3', '--jobs', '1');
    expect(sim.code).toBe(0);
    expect(sim.out).toMatch(/failed games\s*│\s*0/);
  });

  it('a line naming a card that was not imported is refused with its line number', () => {
    const text = `${EXPORTED}\n* 1 Riddlewisp TST 8\n`;
    const line = text.split('\n').indexOf('* 1 Riddlewisp TST 8') + 1;
    const r = run('deck', 'check', 'pokemon', write('unsupported.txt', text), '--cards', pool);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(new RegExp(`unsupported\\.txt:${line}: deck\\.15: no card "Riddlewisp TST 8"`));
  });

  it('bad input is refused: no importer input, no --out', () => {
    expect(run('cards', 'import', 'pokemon', join(FIXTURES, 'tst1.json'), '--out', join(tmp, 'x.json')).err).toMatch(
      /no set list names set "tst1"/,
    );
    expect(run('cards', 'import', 'pokemon', ...sets).code).not.toBe(0);
  });
});
