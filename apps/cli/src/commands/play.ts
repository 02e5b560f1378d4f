import { createInterface } from 'node:readline';
import { select, checkbox, number as askNumber } from '@inquirer/prompts';
import { RandomAgent } from '@tcgkit/testing';
import {
  AnswerError,
  type Answer,
  type Decision,
  type Engine,
  type GameState,
  type LogEntry,
  type RecordedAnswer,
  type RulesetRegistry,
} from '@tcgkit/core';
import type { DiscoveredRuleset } from '../discover-rulesets.js';
import { CliError } from '../cli-error.js';
import { rulesetOptions, legalSampleDeck } from './ruleset-options.js';
import { engineOf } from './list.js';
import { renderBoard } from './board.js';

export interface PlayOptions {
  deck?: string;
  opponent: string;
  seed: number;
  /** Ruleset options as JSON text (an era). */
  options?: string;
}

/** What the human typed: an answer, undo, or quit. */
type Input = { answer: Answer } | { undo: true } | { quit: true };

/** Reads lines from a piped stdin (one answer per line; see `parseLine`). */
class LineReader {
  private readonly lines: string[] = [];
  private waiting: ((l: string | null) => void) | null = null;
  private closed = false;

  constructor() {
    const rl = createInterface({ input: process.stdin });
    rl.on('line', (l) => (this.waiting ? (this.waiting(l), (this.waiting = null)) : this.lines.push(l)));
    rl.on('close', () => {
      this.closed = true;
      this.waiting?.(null);
    });
  }

  next(): Promise<string | null> {
    if (this.lines.length) return Promise.resolve(this.lines.shift()!);
    if (this.closed) return Promise.resolve(null);
    return new Promise((r) => (this.waiting = r));
  }
}

/**
 * A line answers the pending decision: an option number (choose), numbers separated by commas
 * (select; order lists all), `n:amount` pairs (distribute); `u` undoes your last answer, `q`
 * quits. Anything else is reported and asked again.
 */
export function parseLine(line: string, d: Decision): Input | { error: string } {
  const t = line.trim().toLowerCase();
  if (t === 'u' || t === 'undo') return { undo: true };
  if (t === 'q' || t === 'quit') return { quit: true };
  const nums = t.length ? t.split(/[\s,]+/) : [];
  if (d.kind === 'choose') {
    if (nums.length !== 1 || !/^\d+$/.test(nums[0]))
      return { error: `type one option number (0..${d.options.length - 1}), u or q` };
    return { answer: { decision: d.id, choice: Number(nums[0]) } };
  }
  if (d.kind === 'distribute') {
    const pairs = nums.map((n) => /^(\d+):(\d+)$/.exec(n));
    if (pairs.some((p) => !p)) return { error: 'type option:amount pairs, e.g. 0:2,1:1' };
    return {
      answer: { decision: d.id, picks: pairs.map((p) => Number(p![1])), amounts: pairs.map((p) => Number(p![2])) },
    };
  }
  if (nums.some((n) => !/^\d+$/.test(n))) return { error: 'type option numbers separated by commas' };
  return d.kind === 'order'
    ? { answer: { decision: d.id, order: nums.map(Number) } }
    : { answer: { decision: d.id, picks: nums.map(Number) } };
}

async function askTty(d: Decision): Promise<Input> {
  const extra = [
    { name: '↶ undo my last answer', value: 'undo' },
    { name: '✕ quit', value: 'quit' },
  ];
  if (d.kind === 'choose') {
    const v = await select({
      message: `${d.prompt} [${d.rule}]`,
      choices: [...d.options.map((o, i) => ({ name: o.label, value: String(i) })), ...extra],
      pageSize: 20,
    });
    return v === 'undo'
      ? { undo: true }
      : v === 'quit'
        ? { quit: true }
        : { answer: { decision: d.id, choice: Number(v) } };
  }
  if (d.kind === 'select' || d.kind === 'order') {
    const picks = await checkbox({
      message: `${d.prompt} [${d.rule}] (${d.min ?? 0}..${d.max ?? d.options.length})`,
      choices: d.options.map((o, i) => ({ name: o.label, value: i })),
    });
    return d.kind === 'order' ? { answer: { decision: d.id, order: picks } } : { answer: { decision: d.id, picks } };
  }
  const picks = await checkbox({
    message: `${d.prompt}: choose targets for ${d.total}`,
    choices: d.options.map((o, i) => ({ name: o.label, value: i })),
  });
  const amounts: number[] = [];
  for (const p of picks) amounts.push((await askNumber({ message: `amount for ${d.options[p].label}` })) ?? 0);
  return { answer: { decision: d.id, picks, amounts } };
}

/** `tcgkit play <ruleset>`: you are player 0 against the bot (or the random agent). */
export async function playCommand(
  registry: RulesetRegistry,
  found: Map<string, DiscoveredRuleset>,
  ruleset: string,
  o: PlayOptions,
  print: (s: string) => void,
): Promise<void> {
  const engine: Engine = engineOf(registry, ruleset);
  const samples = found.get(ruleset)?.sampleDecks ?? {};
  const names = Object.keys(samples);
  const mine = o.deck ?? names[0];
  if (!mine || !samples[mine])
    throw new CliError(`--deck: no sample deck "${o.deck}" for ${ruleset} (available: ${names.join(', ') || 'none'})`);
  if (o.opponent !== 'bot' && o.opponent !== 'random')
    throw new CliError(`--opponent must be bot or random, not "${o.opponent}"`);
  const options = rulesetOptions(engine, o.options);
  legalSampleDeck(engine, '--deck', mine, samples[mine], options);
  // The opponent plays the first other sample deck that is legal under the same options.
  const theirs = names.find((n) => n !== mine && engine.validateDeck(samples[n], options).length === 0) ?? mine;
  const config = { seed: o.seed, players: [{ cards: samples[mine] }, { cards: samples[theirs] }], options };
  const tty = Boolean(process.stdin.isTTY);
  const lines = tty ? null : new LineReader();
  const answers: RecordedAnswer[] = [];
  let log: LogEntry[] = [];
  const sink = { event: () => undefined, log: (l: LogEntry) => log.push(l) };
  let state: GameState = engine.createGame(config, sink);
  const opponent = () =>
    o.opponent === 'bot' ? (engine.bot(o.seed + 1) ?? new RandomAgent(o.seed + 1)) : new RandomAgent(o.seed + 1);
  let agent = opponent();
  print(`You are player 0 (${mine}) against the ${o.opponent} (${theirs}), seed ${o.seed}.`);
  while (state.pending) {
    const d = state.pending;
    if (d.player !== 0) {
      const a = agent.decide(engine.viewFor(state, d.player), d);
      engine.submit(state, d.player, a, sink);
      answers.push({ player: d.player, answer: a });
      continue;
    }
    // Only the view leaves the engine toward the player.
    const view = engine.viewFor(state, 0);
    for (const l of log) print(`  [${l.rule}] ${engine.logFor(l, 0).message}`);
    log = [];
    print(renderBoard(view));
    const mineD = view.pending as Decision;
    print(
      `Decision: ${mineD.prompt} [${mineD.rule}]${mineD.kind !== 'choose' ? ` (${mineD.kind} ${mineD.min ?? 0}..${mineD.max ?? mineD.options.length}${mineD.total ? `, total ${mineD.total}` : ''})` : ''}`,
    );
    mineD.options.forEach((opt, i) => print(`  ${i}. ${opt.label}`));
    let input: Input | { error: string };
    if (lines) {
      const line = await lines.next();
      if (line === null) {
        print('input ended: quitting');
        return;
      }
      input = parseLine(line, mineD);
    } else input = await askTty(mineD);
    if ('error' in input) {
      print(`invalid answer: ${input.error}`);
      continue;
    }
    if ('quit' in input) {
      print('You left the game.');
      return;
    }
    if ('undo' in input) {
      const last = answers.map((a) => a.player).lastIndexOf(0);
      if (last < 0) {
        print('nothing to undo');
        continue;
      }
      // Replaying the answers before your last one rebuilds the game exactly (same seed, same answers).
      answers.splice(last);
      log = [];
      state = engine.createGame(config);
      agent = opponent();
      for (const a of answers) {
        if (a.player !== 0) agent.decide(engine.viewFor(state, a.player), state.pending!);
        engine.submit(state, a.player, a.answer);
      }
      print('Undid your last answer.');
      continue;
    }
    try {
      engine.submit(state, 0, input.answer, sink);
      answers.push({ player: 0, answer: input.answer });
    } catch (e) {
      if (!(e instanceof AnswerError)) throw e;
      print(`invalid answer: ${e.message}`);
    }
  }
  for (const l of log) print(`  [${l.rule}] ${engine.logFor(l, 0).message}`);
  const r = state.result;
  print(
    r
      ? `Game over: ${r.draw ? 'a draw' : r.winners.includes(0) ? 'you win' : 'you lose'} — ${r.reason} [${r.rule}]`
      : 'Game over.',
  );
}
