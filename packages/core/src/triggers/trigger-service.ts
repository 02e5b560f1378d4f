import type { RunContext } from '../contracts/ruleset-parts.js';
import { cloneJson } from '../contracts/json.js';
import type { GameEvent } from '../contracts/game-event.js';
import type { JsonObject } from '../contracts/json.js';
import type { GameState } from '../contracts/game-state.js';
import type { ObjectId, PlayerId } from '../contracts/ids.js';
import type { AbilityDefinition } from '../contracts/ability.js';
import type { LayerService } from '../contracts/layer-service.js';
import type { AbilityLookup } from '../contracts/ability-lookup.js';
import type { ZoneService } from '../contracts/zone-service.js';
import type { ExpressionService } from '../contracts/expression-service.js';
import type { EvalContext } from '../contracts/eval-context.js';
import { validAbilities } from '../contracts/characteristics.js';
import type { WaitingTrigger } from '../contracts/trigger.js';
import type { CoreRule } from '../contracts/extension-points.js';
import type { TriggerQueue } from '../contracts/ruleset-parts.js';
import { logText } from '../log/log-text.js';

type Triggered = Extract<AbilityDefinition, { kind: 'triggered' }>;

/**
 * Matches events against triggered abilities (synchronously, inside the pipeline) and keeps
 * the waiting queue in the state. Stateless.
 */
export class TriggerService implements TriggerQueue {
  constructor(
    private readonly layers: LayerService,
    private readonly abilities: AbilityLookup,
    private readonly zones: ZoneService,
    private readonly evaluator: ExpressionService,
    private readonly cite: (rule: CoreRule) => string,
  ) {}

  /** Waiting instances of one player. */
  waitingOf(state: GameState, player: PlayerId): readonly WaitingTrigger[] {
    // Usually every waiting trigger is this player's: the state's own list is then returned (read-only).
    // Stryker disable next-line ArrowFunction,ConditionalExpression: equivalent (the shortcut declining is the filter)
    return state.waiting.every((w) => w.controller === player)
      ? state.waiting
      : state.waiting.filter((w) => w.controller === player);
  }

  /**
   * Observe an applied event: every matching triggered ability of a card whose abilities
   * function becomes waiting once per match (CT-9.6.2). Leave-zone triggers (`lookBack`) read the
   * moved card as it last was (CT-9.6.5); delayed triggers fire once unless given a duration (CT-9.6.6).
   */
  observe(ctx: RunContext, event: GameEvent, outcome: JsonObject): void {
    const state = ctx.state;
    // No ability of this ruleset waits for this kind of event: nothing to match (and no need to
    // compute characteristics). Delayed triggers are still checked below.
    const abilitiesWatch = this.abilities.triggersOn(event.kind);
    // Stryker disable next-line ConditionalExpression: equivalent (not returning early, the loops below match nothing)
    if (!abilitiesWatch && !state.delayed.some((d) => 'on' in d.trigger && d.trigger.on === event.kind)) return;
    // Object.assign, not a double spread: events and outcomes come in many shapes, and V8's spread
    // of such objects takes a slow path (≈ 6 µs against 0.1 µs, on every event).
    const full: JsonObject = Object.assign({}, event, outcome);
    const printers = abilitiesWatch ? this.printersToCheck(ctx, event.kind) : null;
    // With the printing cards known, an object carrying none of them has no such trigger.
    const carries = (id: ObjectId): boolean => {
      const obj = state.objects[id];
      // A wrong "yes" only costs a full look at the object (`every` says yes at every leaf).
      // Stryker disable next-line ConditionalExpression,MethodExpression: equivalent, as above
      return obj !== undefined && (printers!.has(obj.def) || obj.attached.some(carries));
    };
    for (const key of abilitiesWatch ? this.zones.functioningKeys : []) {
      const zoneId = this.zones.defOfKey(key).id;
      const visit = (id: ObjectId) => {
        const obj = state.objects[id];
        if (!obj || (printers && !carries(id))) return;
        for (const aid of validAbilities(this.layers.view(state, id))) {
          const a = this.abilities.get(aid);
          if (a?.kind !== 'triggered' || !('on' in a.trigger) || a.trigger.lookBack) continue;
          if (a.trigger.on !== event.kind) continue;
          if (a.functionsIn && !a.functionsIn.includes(zoneId)) continue;
          if (this.evaluator.test(a.trigger.where, this.ctx(state, id, obj.master, full)))
            this.wait(ctx, a, id, obj.master, full);
        }
        for (const c of obj.attached) visit(c);
      };
      for (const id of state.zones[key]) visit(id);
    }
    // Stryker disable next-line ConditionalExpression: equivalent (with no ability watching, nothing matches)
    if (abilitiesWatch) this.observeLookBack(ctx, event, full);
    for (const d of [...state.delayed]) {
      if (!('on' in d.trigger) || d.trigger.on !== event.kind) continue;
      const ectx: EvalContext = { ...this.ctx(state, d.source, d.controller, full), vars: d.vars };
      if (!this.evaluator.test(d.trigger.where, ectx)) continue;
      state.waiting.push({
        id: `t${state.seq.trigger++}`,
        ability: null,
        program: cloneJson(d.program),
        source: d.source,
        controller: d.controller,
        event: cloneJson(full),
        stateTrigger: false,
        since: state.seq.timestamp++,
      });
      ctx.sink.log({
        rule: this.cite('trigger.delayed'),
        message: `delayed trigger ${d.id} waits`,
        data: { delayed: d.id },
        turn: state.turn.number,
      });
      if (d.duration === null) state.delayed = state.delayed.filter((x) => x !== d);
    }
  }

  /**
   * The cards that can carry a trigger on this event kind, when the ruleset says abilities come
   * from a card and its attachments and nothing in play can grant one; else null (check all).
   */
  private printersToCheck(ctx: RunContext, kind: string): ReadonlySet<string> | null {
    if (ctx.svc.parts.policies.abilitySources !== 'cardAndAttachments' || this.abilities.mayGrant(ctx.state))
      return null;
    return this.abilities.printedTriggersOn(kind);
  }

  /** Leave-zone triggers of cards that moved out of a functioning zone, matched on their last-known state. */
  private observeLookBack(ctx: RunContext, event: GameEvent, full: JsonObject): void {
    const state = ctx.state;
    const old = full.oldId;
    // A card that kept its id has no last-known copy under it (ids are never reused).
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, as that comment says
    if (typeof old !== 'string' || old === full.newId) return;
    const lk = state.lastKnown[old];
    if (!lk || !this.zones.functions(lk.object.zone)) return;
    for (const aid of validAbilities(lk.characteristics)) {
      const a = this.abilities.get(aid);
      if (a?.kind !== 'triggered' || !('on' in a.trigger) || !a.trigger.lookBack || a.trigger.on !== event.kind)
        continue;
      if (this.evaluator.test(a.trigger.where, this.ctx(state, old, lk.object.master, full)))
        this.wait(ctx, a, old, lk.object.master, full);
    }
  }

  /**
   * State triggers (CT-9.6.7): each whose condition holds and that is not already waiting
   * becomes waiting once. Returns whether any started waiting.
   */
  checkStateTriggers(ctx: RunContext): boolean {
    const state = ctx.state;
    let any = false;
    if (!this.abilities.hasStateTriggers()) return false;
    for (const key of this.zones.functioningKeys) {
      for (const id of state.zones[key]) {
        const obj = state.objects[id];
        for (const aid of validAbilities(this.layers.view(state, id))) {
          const a = this.abilities.get(aid);
          if (a?.kind !== 'triggered' || !('state' in a.trigger)) continue;
          if (state.waiting.some((w) => w.stateTrigger && w.ability === aid && w.source === id)) continue;
          if (!this.evaluator.test(a.trigger.state, this.ctx(state, id, obj.master, null))) continue;
          state.waiting.push({
            id: `t${state.seq.trigger++}`,
            ability: aid,
            program: null,
            source: id,
            controller: obj.master,
            event: null,
            stateTrigger: true,
            since: state.seq.timestamp++,
          });
          ctx.sink.log({
            rule: this.cite('trigger.state'),
            message: `state trigger ${aid} of ${id} waits`,
            data: { ability: aid, source: id },
            turn: state.turn.number,
          });
          any = true;
        }
      }
    }
    return any;
  }

  private wait(ctx: RunContext, a: Triggered, source: ObjectId, controller: PlayerId, event: JsonObject): void {
    const state = ctx.state;
    state.waiting.push({
      id: `t${state.seq.trigger++}`,
      ability: a.id,
      program: null,
      source,
      controller,
      event: cloneJson(event),
      stateTrigger: false,
      since: state.seq.timestamp++,
    });
    ctx.sink.log({
      rule: this.cite('trigger.wait'),
      message: `${a.id} of ${source} waits (${logText(event.kind)})`,
      data: { ability: a.id, source },
      turn: state.turn.number,
    });
  }

  private ctx(state: GameState, self: ObjectId | null, controller: PlayerId, event: JsonObject | null): EvalContext {
    return {
      state,
      self,
      source: self,
      controller,
      event: event ?? undefined,
      characteristics: (id) => this.layers.view(state, id),
    };
  }
}
