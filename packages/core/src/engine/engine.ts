import type { GameState } from '../contracts/game-state.js';
import type { PlayerId, ObjectId } from '../contracts/ids.js';
import type { Json, JsonObject } from '../contracts/json.js';
import type { CoreServices } from '../contracts/ruleset-parts.js';
import type { ViewService } from '../views/view-service.js';
import type { PlayerView } from '../contracts/player-view.js';
import type { Decision } from '../contracts/decision.js';
import type { Characteristics } from '../contracts/characteristics.js';
import type { CardDefinition, DeckProblem, RulesetManifest, Agent, Invariant } from '../contracts/extension-points.js';
import type { RunContext } from '../contracts/ruleset-parts.js';
import { GameConfigSchema, type CardPlacement } from '../contracts/game-config.js';
import { compactState } from '../state/compact-objects.js';
import { readOwnSavedState, readSavedState } from '../state/saved-state.js';
import { GameRecordSchema, type GameRecord } from '../records/game-record.js';
import { savedFormHash, stateHash } from '../records/state-hash.js';
import { cloneJson } from '../contracts/json.js';
import { copyCardObject, copyObjects } from '../state/copy-card-object.js';
import { NO_CHARACTERISTICS } from '../state/copy-on-write-fields.js';
import { definitionIdsOf, shareDefinitionIds } from '../state/shared-definition-ids.js';
import { seedRandom } from '../random/seeded-random.js';
import { validateAnswer } from '../decisions/answer-validation.js';
import { runProcedures, endGame } from '../runtime/procedures/procedure-runner.js';
import { GAME } from '../runtime/timing/game-flow.js';
import { NULL_SINK, type EventSink } from '../contracts/event-sink.js';
import { redactLogEntry } from '../views/log-redaction.js';
import { revealedSince } from '../views/reveals-since.js';
import type { LogEntry } from '../contracts/log-entry.js';
import {
  InputError,
  ReplayDivergenceError,
  AnswerError,
  DeckError,
  RulesetFailure,
  type PlayerDeckProblem,
} from '../contracts/errors.js';
import { INPUT_LIMITS } from '../contracts/input-limits.js';
import { parseDeckFile } from '../decks/deck-file.js';
import { CardNameIndex } from '../decks/card-name-index.js';
import { nestsDeeperThan } from '../limits/json-depth.js';
import { LoopGuard } from './loop-guard.js';
import { placeStartCard } from './start-position.js';
import { askAgain, rebuildPendingProblem } from './pending-rebuild.js';
import { redealHidden, stringsIn } from './determinization.js';
import { hiddenObjects, type HiddenObject } from '../views/hidden-objects.js';
import { jsonEqual } from '../contracts/json-equal.js';
import { CardTextsSchema } from '../contracts/card-detail.js';
import { checkStateConsistency, type StateFacts } from '../state/state-consistency.js';
import { checkTextInput } from '../limits/text-input.js';

/**
 * The engine of one ruleset: stateless, shared by any number of games. The game is the plain
 * `GameState` you hold; the engine runs it until a decision is pending or the game ends.
 */
export class Engine {
  /** The pool's definition ids, each by itself (see {@link shareDefinitionIds}); made on first use. */
  private definitionIds: ReadonlyMap<string, string> | null = null;

  constructor(
    private readonly svc: CoreServices,
    private readonly views: ViewService,
  ) {}

  get manifest(): RulesetManifest {
    return this.svc.parts.manifest;
  }

  /** The card pool. */
  cards(): readonly CardDefinition[] {
    return this.svc.parts.pool.cards;
  }

  /**
   * Starts a game: validates the config (throws {@link InputError} naming the field), places
   * each player's cards, runs setup and returns the state at the first decision.
   */
  createGame(config: unknown, sink: EventSink = NULL_SINK): GameState {
    checkCardCounts(config);
    const parsed = GameConfigSchema.safeParse(config);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new InputError('game config', issue?.path.join('.') ?? '', issue?.message ?? 'invalid');
    }
    const cfg = parsed.data;
    const m = this.manifest;
    if (cfg.players.length !== m.players)
      throw new InputError(
        'game config',
        'players',
        `${m.id} is played by ${m.players} players, not ${cfg.players.length}`,
      );
    let options: JsonObject = cfg.options ?? {};
    if (m.options) {
      const o = m.options.safeParse(options);
      if (!o.success)
        throw new InputError(
          'game config',
          `options.${o.error.issues[0]?.path.join('.')}`,
          o.error.issues[0]?.message ?? 'invalid option',
        );
      options = o.data;
    }
    if (nestsDeeperThan(cfg, INPUT_LIMITS.jsonDepth))
      throw new InputError('game config', '', `nested deeper than ${INPUT_LIMITS.jsonDepth} (INPUT_LIMITS.jsonDepth)`);
    const known = new Set(this.cards().map((c) => c.id));
    const checkCard = (c: string | CardPlacement, path: string) => {
      const def = typeof c === 'string' ? c : c.def;
      if (!known.has(def)) throw new InputError('game config', path, `unknown card "${def}"`);
      if (typeof c !== 'string') (c.attached ?? []).forEach((a, k) => checkCard(a, `${path}.attached.${k}`));
    };
    cfg.players.forEach((p, i) => {
      for (const [zone, ids] of Object.entries(p.cards)) {
        if (!this.svc.zones.definitions.some((z) => z.id === zone))
          throw new InputError('game config', `players.${i}.cards.${zone}`, `unknown zone "${zone}"`);
        ids.forEach((c, j) => checkCard(c, `players.${i}.cards.${zone}.${j}`));
      }
    });
    if (cfg.start) {
      if (cfg.start.activePlayer >= m.players)
        throw new InputError('game config', 'start.activePlayer', `no player ${cfg.start.activePlayer}`);
      if (!this.svc.parts.turn.phases.some((p) => p.id === cfg.start!.phase))
        throw new InputError(
          'game config',
          'start.phase',
          `unknown phase "${cfg.start.phase}" (phases: ${this.svc.parts.turn.phases.map((p) => p.id).join(', ')})`,
        );
    }
    if (cfg.deckRules !== 'skip') this.checkDecks(cfg.players, options);
    const state: GameState = {
      format: 1,
      ruleset: { id: m.id, version: m.version, options },
      version: 0,
      seq: { object: 1, timestamp: 1, effect: 1, decision: 0, trigger: 1 },
      rng: seedRandom(cfg.seed),
      players: cfg.players.map((p, i) => ({ id: i, lost: null, data: cloneJson((p.data ?? {}) as JsonObject) })),
      zones: Object.fromEntries(this.svc.zones.allKeys().map((k) => [k, []])),
      objects: {},
      lastKnown: {},
      effects: [],
      replacements: [],
      waiting: [],
      delayed: [],
      usedThisTurn: [],
      turn: {
        number: cfg.start ? cfg.start.turn - 1 : 0,
        activePlayer: cfg.start?.activePlayer ?? 0,
        phase: null,
        step: null,
      },
      stack: [{ proc: GAME, step: 0, locals: cfg.start ? { startPhase: cfg.start.phase } : {} }],
      pending: null,
      result: null,
      data: cloneJson((cfg.data ?? {}) as JsonObject),
      ...(cfg.random
        ? {
            fixedRandom: {
              coins: (cfg.random.coins ?? []).map((c) => c === 'heads'),
              shuffles: cfg.random.shuffles ?? 'random',
            },
          }
        : {}),
    };
    cfg.players.forEach((p, i) => {
      for (const [zone, cards] of Object.entries(p.cards)) {
        const key = this.svc.zones.key(zone, this.svc.zones.definition(zone).scope === 'shared' ? null : i);
        for (const c of cards) placeStartCard(this.svc, state, c, i, key, cfg.start?.turn ?? 0);
      }
    });
    this.shareDefinitionIds(state);
    runProcedures(this.ctx(state, sink));
    return state;
  }

  /** Every deck-rule problem of every player's cards (zone → definition ids), as one {@link DeckError}. */
  private checkDecks(
    players: readonly { cards: Record<string, readonly (string | CardPlacement)[]> }[],
    options: JsonObject,
  ) {
    const problems: PlayerDeckProblem[] = [];
    players.forEach((p, player) => {
      const deck = Object.fromEntries(
        Object.entries(p.cards).map(([zone, cards]) => [zone, cards.map((c) => (typeof c === 'string' ? c : c.def))]),
      );
      for (const d of this.validateDeck(deck, options)) problems.push({ player, ...d });
    });
    if (problems.length > 0) throw new DeckError('game config', problems);
  }

  private readonly loops = new LoopGuard();

  /**
   * Answers the pending decision. An illegal, malformed or out-of-turn answer throws
   * {@link AnswerError} and leaves the state exactly as it was. A ruleset that fails while running
   * an accepted answer (a runaway procedure, a bug) throws {@link RulesetFailure}; the state is
   * then half-run and must be replaced by a saved copy ({@link GameSession.submit} does so).
   */
  submit(state: GameState, player: PlayerId, answer: unknown, sink: EventSink = NULL_SINK): void {
    const accepted = validateAnswer(state, player, answer);
    try {
      this.run(state, player, accepted, sink);
    } catch (e) {
      if (e instanceof AnswerError) throw e;
      // No copy is taken before each answer (it would cost more than most answers): a host that
      // must survive a ruleset bug keeps its last saved form, as GameSession and servers do.
      const what = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
      throw new RulesetFailure(
        `the ruleset failed while running the answer; the game is left as the failure found it: ` +
          `restore its last saved form (${what})`,
        e,
      );
    }
  }

  private run(
    state: GameState,
    player: PlayerId,
    { value, answer: parsed }: ReturnType<typeof validateAnswer>,
    sink: EventSink,
  ): void {
    if (this.loops.declaring(state)) return this.declareLoopCount(state, Number(value), sink);
    if (this.loops.startsLoop(state, player, parsed)) {
      // CT-14.1.2 / CT-14.1.3: the same answer from the same position again — a loop. Counts first.
      state.pending = this.loops.nextDeclaration(state, state.seq.decision++, this.loopRules());
      sink.log({
        rule: state.pending!.rule,
        message: `player ${player} would repeat a loop: its players declare how many more times to perform it`,
        turn: state.turn.number,
      });
      return;
    }
    this.apply(state, value, sink);
  }

  private loopRules(): { one: string; both: string } {
    return { one: this.svc.cite('loop.declare'), both: this.svc.cite('loop.declareBoth') };
  }

  /** Gives an accepted answer's value to the waiting procedure and runs on. */
  private apply(state: GameState, value: unknown, sink: EventSink, filterBarred = true): void {
    const frame = state.stack[state.stack.length - 1];
    const into = frame.locals.$into as string;
    delete frame.locals.$into;
    delete frame.locals.$asked;
    // The frame's own copy: the option it came from stays in the decision's record, and a saved
    // game (plain JSON) could not keep the two as one object.
    frame.locals[into] = cloneJson(value) as JsonObject;
    state.pending = null;
    runProcedures(this.ctx(state, sink));
    if (filterBarred) this.loops.filterBarred(state);
  }

  /**
   * Records one declared loop count; after the last, performs the loop the smaller number of
   * times by replaying its recorded answers (stopping if the game goes elsewhere), then gives the
   * decision back with the loop answer barred for the player with the larger count (CT-14.1.2,
   * CT-14.1.3).
   */
  private declareLoopCount(state: GameState, count: number, sink: EventSink): void {
    this.loops.declare(state, count);
    const next = this.loops.nextDeclaration(state, state.seq.decision++, this.loopRules());
    if (next) {
      state.pending = next;
      return;
    }
    const { held, replay, rounds, barredPlayer, bars, both } = this.loops.finishDeclaration(state);
    state.pending = { ...held, id: state.seq.decision++ };
    sink.log({
      rule: both ? this.loopRules().both : this.loopRules().one,
      message:
        `the loop is performed ${rounds} more time(s); player ${barredPlayer} may not choose it ` +
        `again from this position`,
      turn: state.turn.number,
    });
    for (const step of replay) {
      if (!state.pending || state.result || this.loops.at(state) !== step.at) break;
      // Recorded answers are option indices: the options of an equal position are the same, unfiltered.
      let value: unknown;
      try {
        value = validateAnswer(state, state.pending.player, { ...step.raw, decision: state.pending.id }).value;
      } catch (e) {
        if (e instanceof AnswerError) break;
        throw e;
      }
      this.apply(state, value, sink, false);
    }
    this.loops.bar(state, bars);
    this.loops.filterBarred(state);
  }

  /** Like {@link submit}, returning the error instead of throwing it. */
  trySubmit(state: GameState, player: PlayerId, answer: unknown, sink: EventSink = NULL_SINK): AnswerError | null {
    try {
      this.submit(state, player, answer, sink);
      return null;
    } catch (e) {
      if (e instanceof AnswerError) return e;
      throw e;
    }
  }

  /** Concession (any time, immediate, cannot be replaced): the player loses now. */
  concede(state: GameState, player: PlayerId, rule: string, sink: EventSink = NULL_SINK): void {
    if (state.result) throw new AnswerError('game-over', 'the game is over');
    if (!state.players[player]) throw new AnswerError('malformed', `no player ${player}`, 'player');
    state.players[player].lost = { reason: 'concession', rule };
    state.version++;
    endGame(this.ctx(state, sink));
  }

  /** What one player may see. */
  viewFor(state: GameState, player: PlayerId): PlayerView {
    return this.views.viewFor(state, player);
  }

  /**
   * What `player` has learnt since `before` that it hid from them (see {@link revealedSince}), or
   * null: a host may take the game back to `before` for that player (an undo) only when null.
   */
  revealedSince(before: GameState, after: GameState, player: PlayerId): string | null {
    return revealedSince((s, p) => this.views.viewFor(s, p), before, after, player);
  }

  /**
   * A log entry as `player` may read it: hidden moves lose the card's identity. Give the `state`
   * the entry is shown with: a move into a zone the player sees, of a card the ruleset's view
   * policy hides from them there (face down), is then hidden too, and so is a change of player
   * data that `ViewPolicy.playerData` keeps from them (its value is left out). Without it only the
   * zones are looked at.
   */
  logFor(entry: LogEntry, player: PlayerId, state?: GameState): LogEntry {
    const policy = this.svc.parts.view;
    const event = entry.data?.event as { kind?: unknown; player?: unknown; key?: unknown } | undefined;
    if (state && policy.playerData && event?.kind === 'playerData' && typeof event.key === 'string') {
      const owner = Number(event.player);
      const shown = state.players[owner] ? policy.playerData(state, owner, player) : {};
      if (!(event.key in shown))
        return {
          rule: entry.rule,
          message: `player ${owner} ${event.key} changes`,
          turn: entry.turn,
          ...(entry.story
            ? { story: { kind: entry.story.kind, actor: owner, turnPlayer: entry.story.turnPlayer } }
            : {}),
        };
    }
    const hiddenNow =
      state && policy.hidden
        ? (id: string) => {
            const obj = state.objects[id];
            return !!obj && !obj.revealedTo.includes(player) && policy.hidden!(state, obj, player);
          }
        : undefined;
    return redactLogEntry(entry, player, this.svc.zones, hiddenNow, (def) => this.cardNaming(def));
  }

  /** A card definition's printed name, and its names per language when the pool gives them. */
  private cardNaming(def: string): { name?: string; names?: Record<string, string> } {
    const known = this.namingByDef.get(def);
    if (known) return known;
    const card = (this.poolById ??= new Map(this.cards().map((c) => [c.id, c]))).get(def);
    if (!card) return {};
    // A card's name in other languages is its `i18n` texts' `name` (CardTexts): a field named
    // `names` belongs to the ruleset (a card's other names, say), not to the log.
    const texts = CardTextsSchema.safeParse(card.i18n);
    const names = texts.success
      ? Object.fromEntries(Object.entries(texts.data).flatMap(([lang, t]) => (t.name ? [[lang, t.name]] : [])))
      : {};
    const naming = { name: card.name, ...(Object.keys(names).length > 0 ? { names } : {}) };
    this.namingByDef.set(def, naming);
    return naming;
  }

  /** Computed characteristics of a card object (CT-9.8). */
  characteristics(state: GameState, id: ObjectId): Characteristics {
    return this.svc.layers.characteristics(state, id);
  }

  /** The saved form of a game: JSON, with card objects in columns (see {@link compactState}). */
  serialize(state: GameState): string {
    return JSON.stringify(compactState(state));
  }

  /**
   * Restores a serialized state; throws {@link InputError} naming the field when it is not a state
   * of this ruleset that can continue (see {@link checkStateConsistency}), breaks one of the
   * ruleset's invariants, or exceeds {@link INPUT_LIMITS}. Nothing else is changed.
   */
  restore(json: string, source = 'saved state'): GameState {
    checkTextInput(json, source);
    let raw: unknown;
    try {
      raw = JSON.parse(json);
    } catch (e) {
      throw new InputError(source, '', `not JSON: ${(e as Error).message}`);
    }
    const state = readSavedState(raw, source);
    this.shareDefinitionIds(state);
    if (state.ruleset.id !== this.manifest.id)
      throw new InputError(source, 'ruleset.id', `state is for "${state.ruleset.id}", not "${this.manifest.id}"`);
    if (state.ruleset.version !== this.manifest.version)
      throw new InputError(
        source,
        'ruleset.version',
        `state is for version ${state.ruleset.version}, engine is ${this.manifest.version}`,
      );
    checkStateConsistency(state, this.stateFacts(), source);
    this.checkInvariants(state, source);
    this.checkPending(state, source);
    return state;
  }

  /**
   * Restores a state this host saved itself: when `hash` (the one the host stored beside the save)
   * is the {@link savedFormHash} of `json`, the text is the host's own `serialize` output, so the
   * checks {@link restore} makes of untrusted input (every field, the state's consistency, the
   * ruleset's invariants, the pending decision rebuilt) are skipped. Any other text — a save
   * changed after it was written, or one from elsewhere — is restored the checked way.
   */
  restoreOwn(json: string, hash: string, source = 'saved state'): GameState {
    if (savedFormHash(json) !== hash) return this.restore(json, source);
    const state = readOwnSavedState(JSON.parse(json), source);
    if (state.ruleset.id !== this.manifest.id || state.ruleset.version !== this.manifest.version)
      return this.restore(json, source);
    this.shareDefinitionIds(state);
    return state;
  }

  /**
   * The pending decision is not trusted: it is rebuilt from the procedure stack (and, while a
   * loop's counts are declared, from the loop's record) and must be the same decision, so a
   * forged option is refused.
   */
  private checkPending(state: GameState, source: string): void {
    try {
      this.rebuildPending(state, source);
    } catch (e) {
      if (e instanceof InputError) throw e;
      // Loop records and locals are read as the engine wrote them: other content cannot be rebuilt.
      const why = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
      throw new InputError(source, 'pending', `the pending decision cannot be rebuilt from the state (${why})`);
    }
  }

  private rebuildPending(state: GameState, source: string): void {
    const d = state.pending;
    if (!d) return;
    if (d.id !== state.seq.decision - 1)
      throw new InputError(
        source,
        'pending.id',
        `decision ${d.id} is not the last one asked (${state.seq.decision - 1})`,
      );
    let problem: string | null;
    let field = 'pending';
    if (this.loops.declaring(state)) {
      const declaration = this.loops.nextDeclaration(state, d.id, this.loopRules());
      problem =
        declaration && jsonEqual(declaration as unknown as Json, d as unknown as Json)
          ? null
          : 'is not the loop-count declaration its loop asks for';
      const held = this.loops.held(state);
      if (problem === null && held) {
        field = 'loop.declaring.held';
        problem = rebuildPendingProblem(state, held, this.svc, (s) => this.loops.filterBarred(s));
      }
    } else {
      problem = rebuildPendingProblem(state, d, this.svc, (s) => this.loops.filterBarred(s));
    }
    if (problem) throw new InputError(source, field, `the pending decision is not the one the game asks: ${problem}`);
  }

  /**
   * The ruleset's own invariants hold in every state a game reaches (the fuzzer checks them after
   * every step), so a saved state that breaks one is no state of a game: refused like any other
   * wrong field. An invariant that cannot even read the state says the same.
   */
  private checkInvariants(state: GameState, source: string): void {
    for (const inv of this.svc.parts.invariants) {
      let problems: string[];
      try {
        problems = inv.check(state);
      } catch (e) {
        problems = [`cannot be checked (${e instanceof Error ? `${e.name}: ${e.message}` : String(e)})`];
      }
      if (problems.length > 0) throw new InputError(source, '', `breaks the invariant ${inv.id}: ${problems[0]}`);
    }
  }

  private facts: StateFacts | undefined;

  /** The ruleset's fixed facts a restored state is checked against (built once per engine). */
  private stateFacts(): StateFacts {
    const options = this.manifest.options;
    return (this.facts ??= {
      players: this.manifest.players,
      cards: new Set(this.cards().map((c) => c.id)),
      zoneKeys: this.svc.zones.allKeys(),
      procedures: (id) => {
        try {
          this.svc.procedure(id);
          return true;
        } catch {
          return false;
        }
      },
      options: options
        ? (o) => {
            const r = options.safeParse(o);
            return r.success ? null : `${r.error.issues[0]?.path.join('.')}: ${r.error.issues[0]?.message}`;
          }
        : null,
    });
  }

  /**
   * A full state consistent with everything `viewer` knows of `state` (a determinization, for
   * search that must not cheat, and for proving that a host's choice depends on nothing hidden):
   * the cards hidden from `viewer` dealt again within their owner's hidden zones (deck order, the
   * other hand, hidden prizes) and, apart from those, among the face-down cards of one visible zone
   * (a face-down card on the field stays one of that zone's: the zone may admit only some cards);
   * the random generator seeded anew; another player's pending decision asked again over the new
   * cards. The cards the viewer's own pending decision shows (when a deal would change what it
   * asks) stay. `viewFor(result, viewer)` equals
   * `viewFor(state, viewer)`. Null when the deal is no state the game could be in (the pending
   * decision cannot be asked again, or one of the ruleset's invariants breaks): draw another seed.
   */
  determinize(state: GameState, viewer: PlayerId, seed: number): GameState | null {
    const hidden = hiddenObjects(state, this.svc.zones, this.svc.parts.view, viewer);
    const own = state.pending?.player === viewer ? state.pending : null;
    let dealt = this.deal(state, viewer, seed, hidden, new Set());
    // The viewer's own decision may show hidden cards (a search of the deck names what it offers):
    // when a deal changes what it asks, the cards it names are known to the viewer and stay.
    if (own && dealt && !this.asksTheSame(dealt, own))
      dealt = this.deal(state, viewer, seed, hidden, stringsIn(own.options));
    return dealt;
  }

  private deal(
    state: GameState,
    viewer: PlayerId,
    seed: number,
    hidden: readonly HiddenObject[],
    pinned: ReadonlySet<ObjectId>,
  ): GameState | null {
    const copy = this.clone(state);
    redealHidden(copy, hidden, seed, pinned);
    if (copy.pending && copy.pending.player !== viewer && !this.loops.declaring(copy)) {
      const again = askAgain(copy, copy.pending.id, this.svc, (s) => this.loops.filterBarred(s));
      if ('problem' in again) return null;
      copy.pending = again.decision;
    }
    try {
      this.checkInvariants(copy, 'determinization');
    } catch {
      return null;
    }
    return copy;
  }

  /** Whether the pending decision of `dealt`, asked again, is `own` (its options and texts unchanged). */
  private asksTheSame(dealt: GameState, own: Decision): boolean {
    if (this.loops.declaring(dealt)) return true;
    return rebuildPendingProblem(dealt, own, this.svc, (s) => this.loops.filterBarred(s)) === null;
  }

  /**
   * An independent deep copy (for search and what-ifs). The state is plain JSON, so a JSON copy is
   * complete; card objects are copied by {@link copyCardObject}, which keeps sharing the frozen
   * empty fields (copy on write) instead of making four new empty values per object.
   */
  clone(state: GameState): GameState {
    const out: Record<string, unknown> = {};
    // Key by key, in the state's own order: a copy serializes and hashes like the original.
    for (const k in state) {
      const key = k as keyof GameState;
      if (key === 'objects') out[k] = copyObjects(state.objects);
      else if (key === 'lastKnown') {
        const lastKnown: GameState['lastKnown'] = {};
        for (const id in state.lastKnown) {
          const lk = state.lastKnown[id];
          lastKnown[id] = {
            object: copyCardObject(lk.object),
            characteristics:
              lk.characteristics === NO_CHARACTERISTICS ? NO_CHARACTERISTICS : cloneJson(lk.characteristics),
            turn: lk.turn,
          };
        }
        out[k] = lastKnown;
      } else out[k] = cloneJson(state[key]);
    }
    return out as unknown as GameState;
  }

  hash(state: GameState): string {
    return stateHash(state);
  }

  /**
   * Reads a deck file's text (JSON, YAML or the `N card-id` text form) for this ruleset: zone →
   * card ids. A card may be given by id, printed name or a deck-list name of the pool
   * (`CardPool.deckNames`), through {@link cardNames}. Throws {@link DeckFileError} listing every
   * problem with its line; the deck rules are {@link validateDeck}'s.
   */
  readDeck(text: string, source = 'deck'): Record<string, string[]> {
    return parseDeckFile(text, {
      source,
      ruleset: this.manifest.id,
      zones: this.svc.zones.definitions.map((z) => z.id),
      cards: this.cardNames(),
    });
  }

  private names: CardNameIndex | undefined;

  /** The pool's cards by id, printed name and the pool's deck-list names (built on first use). */
  cardNames(): CardNameIndex {
    const pool = this.svc.parts.pool;
    return (this.names ??= new CardNameIndex(
      pool.cards.map((c) => ({ id: c.id, name: c.name, aliases: pool.deckNames?.(c) ?? [] })),
      pool.deckNameFallback?.bind(pool),
    ));
  }

  private poolById: ReadonlyMap<string, CardDefinition> | undefined;
  private readonly namingByDef = new Map<string, { name?: string; names?: Record<string, string> }>();

  /** Checks a deck (zone id → card ids) against every deck rule of the ruleset. */
  validateDeck(deck: Record<string, readonly string[]>, options: JsonObject = {}): DeckProblem[] {
    // The pool never changes for an engine: indexed once, on the first check.
    const pool = (this.poolById ??= new Map(this.cards().map((c) => [c.id, c])));
    const problems: DeckProblem[] = [];
    // One problem once: a rule that finds the same fault in many copies reports it many times.
    const seen = new Set<string>();
    for (const r of this.svc.parts.deckRules)
      for (const p of r.check(deck, pool, options)) {
        const key = `${p.rule}\u0000${p.message}\u0000${p.card ?? ''}`;
        if (seen.has(key)) continue;
        seen.add(key);
        problems.push(p);
      }
    return problems;
  }

  /** The ruleset's own invariants (runners add the generic ones). */
  invariants(): readonly Invariant[] {
    return this.svc.parts.invariants;
  }

  /**
   * The ruleset's evaluation of `state` for `player` in [-1, 1] (clamped), or null when the ruleset
   * binds none (the `PositionEvaluation` extension point). It reads the whole state: search calls it on its own deals.
   */
  evaluate(state: GameState, player: PlayerId): number | null {
    const e = this.svc.parts.evaluation;
    if (!e) return null;
    const v = e.evaluate(state, player, (id) => this.characteristics(state, id));
    return Number.isFinite(v) ? Math.max(-1, Math.min(1, v)) : 0;
  }

  /** The ruleset's bot, if it has one. */
  bot(seed: number): Agent | null {
    return this.svc.parts.bot?.create(seed) ?? null;
  }

  /**
   * Replays a record, checking the state hash before the first answer and after every answer.
   * Throws {@link InputError} for a malformed record, one beyond {@link INPUT_LIMITS}, or one whose
   * stored result is not the replayed one, and {@link ReplayDivergenceError} at the first step
   * whose hash differs. A record without a result may be unfinished: the returned state says.
   */
  replay(record: unknown, onStep?: (state: GameState, step: number) => void, sink: EventSink = NULL_SINK): GameState {
    const answers = (record as { answers?: unknown } | null)?.answers;
    if (Array.isArray(answers) && answers.length > INPUT_LIMITS.answersPerRecord)
      throw new InputError(
        'record',
        'answers',
        `${answers.length} answers: at most ${INPUT_LIMITS.answersPerRecord} (INPUT_LIMITS.answersPerRecord)`,
      );
    if (nestsDeeperThan(record, INPUT_LIMITS.jsonDepth))
      throw new InputError('record', '', `nested deeper than ${INPUT_LIMITS.jsonDepth} (INPUT_LIMITS.jsonDepth)`);
    const parsed = GameRecordSchema.safeParse(record);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new InputError('record', issue?.path.join('.') ?? '', issue?.message ?? 'invalid record');
    }
    const rec: GameRecord = parsed.data;
    if (rec.ruleset.id !== this.manifest.id)
      throw new InputError('record', 'ruleset.id', `record is for "${rec.ruleset.id}", not "${this.manifest.id}"`);
    if (rec.ruleset.version !== this.manifest.version)
      throw new InputError(
        'record',
        'ruleset.version',
        `record is for version ${rec.ruleset.version}, engine is ${this.manifest.version}`,
      );
    const state = this.createGame(rec.config, sink);
    const h0 = stateHash(state);
    if (h0 !== rec.initialHash) throw new ReplayDivergenceError(0, rec.initialHash, h0);
    rec.answers.forEach((a, i) => {
      try {
        this.submit(state, a.player, a.answer, sink);
      } catch (e) {
        if (e instanceof AnswerError) throw new InputError('record', `answers.${i}`, `answer rejected: ${e.message}`);
        throw e;
      }
      const h = stateHash(state);
      if (h !== rec.hashes[i]) throw new ReplayDivergenceError(i + 1, rec.hashes[i], h);
      onStep?.(state, i + 1);
    });
    // A record that states its result must end with it: a changed result is not the game played.
    if (rec.result !== undefined && !sameResult(rec.result, state.result))
      throw new InputError(
        'record',
        'result',
        `the record says ${describeResult(rec.result)}, but its answers give ${describeResult(state.result)}`,
      );
    return state;
  }

  /** Services for ruleset code that runs outside a procedure (tests, tools). */
  get services(): CoreServices {
    return this.svc;
  }

  /** Points the state's card objects at the pool's own definition-id strings (one copy per id, not per game). */
  private shareDefinitionIds(state: GameState): void {
    shareDefinitionIds(state, (this.definitionIds ??= definitionIdsOf(this.cards())));
  }

  private ctx(state: GameState, sink: EventSink): RunContext {
    return { state, svc: this.svc, sink };
  }
}

function sameResult(a: GameState['result'], b: GameState['result']): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.draw === b.draw &&
    a.reason === b.reason &&
    a.rule === b.rule &&
    a.winners.length === b.winners.length &&
    a.winners.every((w, i) => w === b.winners[i])
  );
}

/** A game result in words, for errors about records. */
function describeResult(r: GameState['result'] | undefined): string {
  if (!r) return 'an unfinished game';
  return r.draw ? `a draw (${r.reason})` : `player ${r.winners.join(', ')} winning (${r.reason})`;
}

/**
 * Refuses more than {@link INPUT_LIMITS.cardsPerPlayer} cards for one player, read from the raw
 * config before it is parsed: a million-card deck costs a count, not a validation of every entry.
 */
function checkCardCounts(config: unknown): void {
  const players = (config as { players?: unknown } | null)?.players;
  if (!Array.isArray(players)) return;
  players.forEach((p: unknown, i) => {
    const cards = (p as { cards?: unknown } | null)?.cards;
    if (typeof cards !== 'object' || cards === null) return;
    let count = 0;
    for (const zone of Object.values(cards)) if (Array.isArray(zone)) count += zone.length;
    if (count > INPUT_LIMITS.cardsPerPlayer)
      throw new InputError(
        'game config',
        `players.${i}.cards`,
        `${count} cards: at most ${INPUT_LIMITS.cardsPerPlayer} (INPUT_LIMITS.cardsPerPlayer)`,
      );
  });
}
