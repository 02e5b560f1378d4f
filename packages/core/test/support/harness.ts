import {
  RulesetRegistry,
  type GameState,
  type LogEntry,
  type ObservedEvent,
  type EventSink,
  type Decision,
  type JsonObject,
  type ObjectId,
  type AnswerError,
  type Engine,
} from '../../src/index.js';
import { testRuleset } from './test-ruleset.js';

export const registry = new RulesetRegistry().register(testRuleset());
export const engine = registry.engine('test');
const defaultEngine = engine;
/**
 * The same rules with `abilitySources: 'cardAndAttachments'`: the trigger matcher searches only objects
 * carrying a card that prints an ability for the event; it must find exactly what a full search finds.
 */
export const printersOnly = new RulesetRegistry()
  .register(testRuleset('test-printers', { abilitySources: 'cardAndAttachments' }))
  .engine('test-printers');

type Zones = Partial<Record<'deck' | 'hand' | 'field' | 'reserve' | 'grave', string[]>>;

/** A test game driven through the public engine API, with its log collected. */
export class TestGame {
  readonly log: LogEntry[] = [];
  readonly events: ObservedEvent[] = [];
  readonly sink: EventSink = { event: (e) => this.events.push(e), log: (l) => this.log.push(l) };
  state: GameState;

  constructor(
    p0: Zones,
    p1: Zones = {},
    options: JsonObject = {},
    seed = 1,
    readonly engine: Engine = defaultEngine,
  ) {
    this.state = this.engine.createGame({ seed, players: [{ cards: p0 }, { cards: p1 }], options }, this.sink);
  }

  get pending(): Decision {
    if (!this.state.pending) throw new Error(`no pending decision (result: ${JSON.stringify(this.state.result)})`);
    return this.state.pending;
  }

  optionKeys(): string[] {
    return this.pending.options.map((o) => o.key);
  }

  /** Answers a choose decision by option key (or key prefix). */
  choose(key: string, player = this.pending.player): this {
    const i = this.pending.options.findIndex((o) => o.key === key || o.key.startsWith(key));
    if (i < 0) throw new Error(`no option "${key}" in ${this.optionKeys().join(', ')}`);
    this.engine.submit(this.state, player, { decision: this.pending.id, choice: i }, this.sink);
    return this;
  }

  /** Answers a number decision. */
  number(n: number, player = this.pending.player): this {
    this.engine.submit(this.state, player, { decision: this.pending.id, number: n }, this.sink);
    return this;
  }

  /** Answers a select decision with the given object ids. */
  select(ids: ObjectId[], player = this.pending.player): this {
    const picks = ids.map((id) => this.pending.options.findIndex((o) => o.value === id));
    this.engine.submit(this.state, player, { decision: this.pending.id, picks }, this.sink);
    return this;
  }

  play(def: string): this {
    return this.choose(`play:${def}`);
  }

  pass(player = this.pending.player): this {
    return this.choose('pass', player);
  }

  /** Submits a raw answer and returns the error, if any. */
  tryAnswer(player: number, answer: unknown): AnswerError | null {
    return this.engine.trySubmit(this.state, player, answer, this.sink);
  }

  /** The id of the first card with this definition in a zone instance. */
  id(def: string, zone = 'field', player = 0): ObjectId {
    const id = (this.state.zones[`${zone}@${player}`] ?? []).find((x) => this.state.objects[x].def === def);
    if (!id) throw new Error(`no ${def} in ${zone}@${player}`);
    return id;
  }

  ids(zone: string, player = 0): ObjectId[] {
    return [...(this.state.zones[`${zone}@${player}`] ?? [])];
  }

  defs(zone: string, player = 0): string[] {
    return this.ids(zone, player).map((id) => this.state.objects[id].def);
  }

  chars(id: ObjectId): JsonObject {
    return this.engine.characteristics(this.state, id);
  }

  counter(id: ObjectId, key: string): number {
    return this.state.objects[id]?.counters[key] ?? 0;
  }

  rules(): string[] {
    return this.log.map((l) => l.rule);
  }

  messages(rule: string): string[] {
    return this.log.filter((l) => l.rule === rule).map((l) => l.message);
  }
}
