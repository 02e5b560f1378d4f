import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { parse as parseYaml, stringify as toYaml } from 'yaml';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { SAMPLE_POOL } from '@tcgkit/chaos';

const BIN = new URL('../bin/tcgkit.js', import.meta.url).pathname;
const CHAOS_SCENARIOS = new URL('../../../plugins/chaos/scenarios', import.meta.url).pathname;
const CHAOS_WITCHES = new URL('../../../plugins/chaos/decks/witches.json', import.meta.url).pathname;
const POKEMON_SCENARIOS = new URL('../../../plugins/pokemon/scenarios', import.meta.url).pathname;
const tmp = mkdtempSync(join(tmpdir(), 'tcgkit-cards-'));

function run(...args: string[]) {
  const r = spawnSync('node', [BIN, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
const write = (name: string, data: unknown) => {
  const p = join(tmp, name);
  writeFileSync(p, typeof data === 'string' ? data : JSON.stringify(data));
  return p;
};

// The target-player scenario brings its event card inline; here the card comes from --cards instead.
const scenario = parseYaml(readFileSync(join(CHAOS_SCENARIOS, 'target-player.yaml'), 'utf8')) as {
  cards: Record<string, unknown>[];
};
const { cards, ...withoutCards } = scenario;
const bare = write('target-player.yaml', toYaml(withoutCards));

describe('--cards: extra card definitions on the command line', () => {
  it('scenario --cards adds the cards to the ruleset the scenario runs; without them the card is unknown', () => {
    expect(run('scenario', bare).out).toMatch(/FAIL .*unknown card "scenario-target-burn"/);
    const file = write('cards.json', cards);
    const passed = run('scenario', bare, '--cards', file);
    expect(passed.code).toBe(0);
    expect(passed.out).toContain('1 passed');
    // The object form a scenario uses is accepted too.
    expect(run('scenario', bare, '--cards', write('cards-object.json', { cards }))).toMatchObject({ code: 0 });
  });

  it('a bad extra card is bad input (exit 2) naming the file, the entry and the field of the card schema', () => {
    const bad = write('bad.json', [{ ...cards[0], type: 'spell' }]);
    const r = run('deck', 'check', 'chaos', write('deck.json', { deck: ['scenario-target-burn'] }), '--cards', bad);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${bad} (0.type)`);
    const dup = write('dup.json', [{ ...cards[0], id: 'sw-mio' }]);
    expect(run('sim', 'chaos', '--games', '1', '--cards', dup).err).toContain(
      'a card with id "sw-mio" is already in the pool',
    );
  });

  it('a card program its instructions refuse is bad input too, naming the card and the field, before any game', () => {
    const program = [{ do: 'if', cond: true, then: [{ do: 'damagePlayer', player: 1, amout: 3 }] }];
    const bad = write('bad-program.json', [{ ...cards[0], effect: program }]);
    const r = run('sim', 'chaos', '--games', '1', '--cards', bad);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${bad} (0.effect.0.then.0.amout): card "${String(cards[0].id)}"`);
    expect(r.err).toContain('instruction "damagePlayer" has no parameter "amout"');
  });

  it('deck check, sim and play know the extra cards (the deck check judges the deck, not an unknown card)', () => {
    const file = write('cards.json', cards);
    const deck = write('deck.json', { deck: ['scenario-target-burn'] });
    // Without the extra cards the deck names a card the pool lacks: refused where it is read.
    expect(run('deck', 'check', 'chaos', deck).err).toContain('deck.0: no card "scenario-target-burn"');
    const checked = run('deck', 'check', 'chaos', deck, '--cards', file);
    expect(checked.code).toBe(1);
    expect(checked.out + checked.err).not.toContain('no card');
    expect(run('sim', 'chaos', '--games', '2', '--jobs', '2', '--cards', file, '--out', tmp)).toMatchObject({
      code: 0,
    });
    // play: the sample deck with its 4 Bf 109 Eilas swapped for 4 copies of the extra event card, so it is legal.
    const sample = JSON.parse(readFileSync(CHAOS_WITCHES, 'utf8')) as { zones: { deck: string[] } };
    const swapped = sample.zones.deck.map((line) => (line === '4 sw-eila-bf109' ? '4 scenario-target-burn' : line));
    expect(swapped).toContain('4 scenario-target-burn');
    const playDeck = write('play-deck.json', { ...sample, zones: { ...sample.zones, deck: swapped } });
    const refused = run('play', 'chaos', '--deck0', playDeck);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain(`${playDeck}:1: deck.0: no card "scenario-target-burn"`);
    // Piped stdin answers option 0 to every decision: with seed 1 that reaches the event and plays it.
    const played = spawnSync('node', [BIN, 'play', 'chaos', '--deck0', playDeck, '--cards', file, '--seed', '1'], {
      input: '0\n'.repeat(30),
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(played.status).toBe(0);
    expect(played.stdout).toContain(`You are player 0 (${playDeck}) against the bot (witches), seed 1.`);
    expect(played.stdout).toContain('player 0 plays event scenario-target-burn');
    expect(played.stdout).toContain('Decision: targetPlayer [CT-9.5.4]');
  });
});

describe('tcgkit schema <ruleset>: JSON Schema for editors, emitted by zod', () => {
  const schemaOf = (...args: string[]) => {
    const r = run('schema', ...args);
    expect(r.code).toBe(0);
    return JSON.parse(r.out) as Record<string, unknown>;
  };
  const ajv = new Ajv2020({ strict: false, allErrors: false });

  it('every scenario file of a ruleset is valid under its scenario schema; a bad inline card or ruleset is not', () => {
    for (const [ruleset, dir] of [
      ['chaos', CHAOS_SCENARIOS],
      ['pokemon', POKEMON_SCENARIOS],
    ] as const) {
      const valid = ajv.compile(schemaOf(ruleset));
      for (const f of readdirSync(dir).filter((n) => n.endsWith('.yaml'))) {
        const data = parseYaml(readFileSync(join(dir, f), 'utf8')) as Record<string, unknown>;
        expect(valid(data), `${ruleset}/${f}: ${JSON.stringify(valid.errors)}`).toBe(true);
      }
    }
    const valid = ajv.compile(schemaOf('chaos'));
    expect(valid({ ...scenario, cards: [{ ...cards[0], type: 'spell' }] })).toBe(false);
    expect(valid({ ...scenario, ruleset: 'pokemon' })).toBe(false);
    expect(valid({ ...scenario, options: { checkTiming: 'sometimes' } })).toBe(false);
  });

  it('the card schema accepts every card of the sample pool and refuses a card of the wrong shape', () => {
    const valid = ajv.compile(schemaOf('chaos', 'card'));
    for (const c of SAMPLE_POOL)
      expect(valid(c), `${(c as { id: string }).id}: ${JSON.stringify(valid.errors)}`).toBe(true);
    expect(valid({ ...(SAMPLE_POOL[0] as object), attack: 'strong' })).toBe(false);
    expect(run('schema', 'chaos', 'deck')).toMatchObject({ code: 2 });
  });
});
