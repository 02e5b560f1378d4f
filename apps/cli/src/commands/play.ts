import { createInterface } from 'node:readline';
import { select, checkbox, number as askNumber } from '@inquirer/prompts';
import { RandomAgent } from '@tcgkit/testing';
import { SearchAgent } from '@tcgkit/ai';
import {
  AnswerError,
  type Agent,
  type Answer,
  type Decision,
  type Engine,
  type GameState,
  type LogEntry,
  type RecordedAnswer,
  type RulesetRegistry,
  type DiscoveredRuleset,
} from '@tcgkit/core';
import { CliError } from '../cli-error.js';
import { rulesetOptions, legalSampleDeck } from './ruleset-options.js';
import { engineOf } from './list.js';
import { renderBoard } from './board.js';
import { legalDeckFile } from '../io/deck-input.js';
import { resultText } from '../io/result-text.js';
import { terminalText } from '../io/terminal-text.js';

export interface PlayOptions {
  deck?: string;
  /** Your deck from a deck file (instead of the sample deck `deck`). */
  deck0?: string;
  /** The opponent's deck from a deck file (instead of the first other legal sample deck). */
  deck1?: string;
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
 * (select; order lists all), `n:amount` pairs (distribute), a whole number (number); `u` undoes your last answer, `q`
 * quits. Anything else is reported and asked again.
 */
export function parseLine(line: string, d: Decision): Input | { error: string } {
  const t = line.trim().toLowerCase();
  if (t === 'u' || t === 'undo') return { undo: true };
  if (t === 'q' || t === 'quit') return { quit: true };
  const nums = t.length ? t.split(/[\s,]+/) : [];
  if (d.kind === 'number') {
    // The engine checks the bounds; here only the form (an integer, CT-1.3.7).
    if (nums.length !== 1 || !/^-?\d+$/.test(nums[0])) return { error: `${decisionHeader(d)}, u or q` };
    return { answer: { decision: d.id, number: Number(nums[0]) } };
  }
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

/**
 * The options' labels as shown: a label that two options of the decision share gets the option's
 * key appended, so that the player can tell them apart (the ruleset's labels should differ, but a
 * menu must never offer two choices that read the same).
 */
export function optionLabels(d: Decision): string[] {
  const count = new Map<string, number>();
  for (const o of d.options) count.set(o.label, (count.get(o.label) ?? 0) + 1);
  return d.options.map((o) => ((count.get(o.label) ?? 0) > 1 ? `${o.label} (${o.key})` : o.label));
}

/**
 * What the decision asks for in words, with the option numbers it takes: how many options to pick
 * is a count, not an option number, so the two are never written alike (`select 0..3` over options
 * numbered 0..2 read as if there were an option 3).
 */
export function decisionHeader(d: Decision): string {
  const last = d.options.length - 1;
  const numbers = `options 0..${last}`;
  const min = d.min ?? 0;
  const max = d.max ?? d.options.length;
  const howMany = min === max ? `${min}` : `${min} to ${max}`;
  switch (d.kind) {
    case 'choose':
      return `choose one of ${numbers}`;
    case 'select':
      return `select ${howMany} of ${numbers}, numbers separated by commas`;
    case 'order':
      return `order: all of ${numbers}, first to last, separated by commas`;
    case 'distribute':
      return `distribute ${d.total ?? 0} among ${howMany} of ${numbers}, as option:amount pairs`;
    case 'number':
      return `type a whole number from ${min} to ${d.max ?? min}`;
  }
}

async function askTty(d: Decision): Promise<Input> {
  // The prompts write to the terminal themselves: their text is escaped like everything printed.
  const labels = optionLabels(d).map(terminalText);
  const prompt = terminalText(d.prompt);
  const extra = [
    { name: '↶ undo my last answer', value: 'undo' },
    { name: '✕ quit', value: 'quit' },
  ];
  if (d.kind === 'choose') {
    const v = await select({
      message: `${prompt} [${terminalText(d.rule)}]`,
      choices: [...labels.map((name, i) => ({ name, value: String(i) })), ...extra],
      pageSize: 20,
    });
    return v === 'undo'
      ? { undo: true }
      : v === 'quit'
        ? { quit: true }
        : { answer: { decision: d.id, choice: Number(v) } };
  }
  if (d.kind === 'number') {
    const n = await askNumber({
      message: `${prompt} [${terminalText(d.rule)}] (${decisionHeader(d)})`,
      min: d.min ?? 0,
      max: d.max ?? d.min ?? 0,
      step: 1,
      required: true,
    });
    return { answer: { decision: d.id, number: n } };
  }
  if (d.kind === 'select' || d.kind === 'order') {
    const picks = await checkbox({
      message: `${prompt} [${terminalText(d.rule)}] (${decisionHeader(d)})`,
      choices: labels.map((name, i) => ({ name, value: i })),
    });
    return d.kind === 'order' ? { answer: { decision: d.id, order: picks } } : { answer: { decision: d.id, picks } };
  }
  const picks = await checkbox({
    message: `${prompt}: choose targets for ${d.total}`,
    choices: labels.map((name, i) => ({ name, value: i })),
  });
  const amounts: number[] = [];
  for (const p of picks) amounts.push((await askNumber({ message: `amount for ${labels[p]}` })) ?? 0);
  return { answer: { decision: d.id, picks, amounts } };
}

/** Your game at one of your decisions, kept so that an answer can be taken back (see `undoRefusal`). */
interface Mark {
  state: GameState;
  /** How many answers had been given then. */
  answers: number;
}

/**
 * Why going back to `mark` would leak what the player may not know, or null when it would not:
 * another player answered since (their answer was made knowing yours), or the player has learnt
 * something hidden since (a random outcome, a drawn card, the opponent's bid). Undo used to rebuild
 * the game from the seed: a player could see the bot's bid, undo, and bid again knowing it.
 */
function undoRefusal(
  engine: Engine,
  mark: Mark,
  now: GameState,
  answers: readonly RecordedAnswer[],
  me: number,
): string | null {
  const seen = engine.revealedSince(mark.state, now, me);
  if (seen) return `you have seen ${seen} since your last answer`;
  const other = answers.slice(mark.answers).find((a) => a.player !== me);
  if (other) return `player ${other.player} has answered since your last answer`;
  return null;
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
  if (o.deck !== undefined && o.deck0 !== undefined)
    throw new CliError('--deck and --deck0 both name your deck: give one');
  const mineName = o.deck0 ?? o.deck ?? names[0];
  if (o.deck0 === undefined && (!mineName || !samples[mineName]))
    throw new CliError(`--deck: no sample deck "${o.deck}" for ${ruleset} (available: ${names.join(', ') || 'none'})`);
  if (o.opponent !== 'bot' && o.opponent !== 'random' && o.opponent !== 'search')
    throw new CliError(`--opponent must be bot, random or search, not "${o.opponent}"`);
  const options = rulesetOptions(engine, o.options);
  const mine =
    o.deck0 !== undefined
      ? legalDeckFile(engine, '--deck0', o.deck0, options)
      : legalSampleDeck(engine, '--deck', mineName, samples[mineName], options);
  // The opponent plays --deck1, or the first other sample deck that is legal under the same options.
  const theirsName =
    o.deck1 ??
    names.find((n) => n !== mineName && engine.validateDeck(samples[n], options).length === 0) ??
    names.find((n) => engine.validateDeck(samples[n], options).length === 0);
  if (theirsName === undefined)
    throw new CliError(`no sample deck of ${ruleset} is legal with options ${JSON.stringify(options)}: give --deck1`);
  const theirs = o.deck1 !== undefined ? legalDeckFile(engine, '--deck1', o.deck1, options) : samples[theirsName];
  const config = { seed: o.seed, players: [{ cards: mine }, { cards: theirs }], options };
  const tty = Boolean(process.stdin.isTTY);
  const lines = tty ? null : new LineReader();
  const answers: RecordedAnswer[] = [];
  const marks: Mark[] = [];
  let log: LogEntry[] = [];
  const sink = { event: () => undefined, log: (l: LogEntry) => log.push(l) };
  let state: GameState = engine.createGame(config, sink);
  const agent: Agent =
    o.opponent === 'search'
      ? new SearchAgent({ engine, seed: o.seed + 1 })
      : o.opponent === 'bot'
        ? (engine.bot(o.seed + 1) ?? new RandomAgent(o.seed + 1))
        : new RandomAgent(o.seed + 1);
  print(`You are player 0 (${mineName}) against the ${o.opponent} (${theirsName}), seed ${o.seed}.`);
  while (state.pending) {
    const d = state.pending;
    if (d.player !== 0) {
      // The search deals from what its seat knows of the state (never reading the hidden cards).
      const a = agent.decideInGame ? agent.decideInGame(state, d) : agent.decide(engine.viewFor(state, d.player), d);
      engine.submit(state, d.player, a, sink);
      answers.push({ player: d.player, answer: a });
      continue;
    }
    // Only the view leaves the engine toward the player.
    const view = engine.viewFor(state, 0);
    for (const l of log) print(`  [${l.rule}] ${engine.logFor(l, 0, state).message}`);
    log = [];
    print(renderBoard(view));
    const mineD = view.pending as Decision;
    print(`Decision: ${mineD.prompt} [${mineD.rule}] (${decisionHeader(mineD)})`);
    optionLabels(mineD).forEach((label, i) => print(`  ${i}. ${label}`));
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
      const mark = marks[marks.length - 1];
      const refusal = mark ? undoRefusal(engine, mark, state, answers, 0) : 'you have not answered anything yet';
      if (refusal) {
        print(`cannot undo: ${refusal}`);
        continue;
      }
      // Back to your previous decision exactly as it was: nothing since was hidden from you.
      state = mark.state;
      marks.pop();
      answers.splice(mark.answers);
      log = [];
      print('Undid your last answer.');
      continue;
    }
    const before = engine.clone(state);
    try {
      engine.submit(state, 0, input.answer, sink);
      marks.push({ state: before, answers: answers.length });
      answers.push({ player: 0, answer: input.answer });
    } catch (e) {
      if (!(e instanceof AnswerError)) throw e;
      print(`invalid answer: ${e.message}`);
    }
  }
  for (const l of log) print(`  [${l.rule}] ${engine.logFor(l, 0, state).message}`);
  const r = state.result;
  print(
    r
      ? `Game over: ${resultText(r, engine.manifest.players)}: ` +
          (r.draw ? 'a draw' : r.winners.includes(0) ? 'you win' : 'you lose')
      : 'Game over.',
  );
}
