import type { Agent, Answer, Decision, PlayerView, BotFactory, CardView } from '@tcgkit/core';
import type { ChaosCards } from '../cards/card-index.js';
import type { CardCondition } from '../cards/card-schema.js';

/** Preference of an action at a play timing (higher first). */
const PRIORITY: [RegExp, number][] = [
  [/^levelUp:/, 90],
  [/^extra:/, 85],
  [/^unit:/, 80],
  [/^appear:/, 70],
  [/^set:/, 60],
  [/^intrude:/, 55],
  [/^event:/, 40],
  [/^activate:/, 35],
  [/^pass$/, 0],
];

const defOf = (key: string) => key.split(':')[1] ?? '';
const areaOf = (key: string) => key.split(':').at(-1) ?? '';

/**
 * A heuristic ChaosTCG bot: levels up and makes extra charas appear whenever it can, fills empty
 * areas with its strongest charas (front first), sets cards, attacks with its strongest standing
 * chara and guards only when the guard survives the hit; it always auto-levels-up and pays
 * maintenance costs.
 */
export class ChaosBot implements Agent {
  readonly name = 'chaos-heuristic';

  constructor(private readonly cards: ChaosCards) {}

  decide(view: PlayerView, d: Decision): Answer {
    const option = (i: number): Answer => ({ decision: d.id, choice: i });
    if (d.kind === 'select') {
      const n =
        d.prompt === 'extra.designate' ? this.designate(d) : Math.max(d.min ?? 0, Math.min(d.max ?? 1, d.min ?? 0));
      if (Array.isArray(n)) return { decision: d.id, picks: n };
      // Discard / pay with the weakest cards (the options' cards by printed attack).
      const ranked = d.options
        .map((o, i) => ({ i, v: this.value(o.key.split(':')[0]) }))
        .sort((a, b) => a.v - b.v)
        .map((x) => x.i);
      return { decision: d.id, picks: ranked.slice(0, n) };
    }
    if (d.kind === 'distribute') return { decision: d.id, picks: [0], amounts: [d.total ?? 1] };
    // A number (a loop's count, CT-14.1.2): the least allowed, so that a loop ends as soon as it may.
    if (d.kind === 'number') return { decision: d.id, number: d.min ?? 0 };
    if (d.kind === 'order') return { decision: d.id, order: d.options.map((_, i) => i) };
    switch (d.prompt) {
      case 'setup.partner':
        return option(this.best(d.options.map((o) => o.key)));
      case 'setup.mulligan':
        return option(this.weakHand(view) ? 1 : 0);
      case 'playTiming':
        return option(this.bestAction(view, d));
      case 'battle.attack':
        return option(this.bestAttacker(d));
      case 'battle.guard':
        return option(this.guard(view, d));
      case 'battle.attackDraw':
        return option(this.deckSize(view) > 20 ? 0 : 1);
      case 'autoLevelUp':
      case 'maintain':
        return option(0);
      default:
        return option(0);
    }
  }

  private value(def: string): number {
    if (!this.cards.has(def)) return 0;
    const c = this.cards.get(def);
    return (
      (c.attack ?? c.partnerLevels?.[0]?.attack ?? 0) * 2 +
      (c.durability ?? c.partnerLevels?.[0]?.durability ?? 0) +
      c.attackMod +
      c.durabilityMod
    );
  }

  private best(keys: string[]): number {
    let best = 0;
    keys.forEach((k, i) => {
      if (this.value(k.split(':')[0]) > this.value(keys[best].split(':')[0])) best = i;
    });
    return best;
  }

  private weakHand(view: PlayerView): boolean {
    const hand = (view.zones[`hand@${view.viewer}`]?.cards ?? []) as CardView[];
    return !hand.some((c) => c.def && this.cards.has(c.def) && this.cards.get(c.def).type === 'chara');
  }

  private occupied(view: PlayerView, area: string): boolean {
    return ((view.zones[`${area}@${view.viewer}`]?.cards ?? []) as CardView[]).length > 0;
  }

  /** Actions taken this turn with the board unchanged (an action that was cancelled is not tried again). */
  private tried = new Set<string>();
  private triedTurn = -1;

  private bestAction(view: PlayerView, d: Decision): number {
    if (view.turn.number !== this.triedTurn) {
      this.tried.clear();
      this.triedTurn = view.turn.number;
    }
    const board = JSON.stringify(Object.fromEntries(Object.entries(view.zones).map(([k, z]) => [k, z.count])));
    let best = d.options.length - 1;
    let bestScore = -Infinity;
    d.options.forEach((o, i) => {
      let score = PRIORITY.find(([re]) => re.test(o.key))?.[1] ?? 10;
      if (this.tried.has(`${board}|${o.key}`)) score = -2;
      if (/^(appear|intrude):/.test(o.key)) {
        // Never bury an own chara by chara duplication; fronts first; stronger charas first.
        if (this.occupied(view, areaOf(o.key))) score = -1;
        else score += (areaOf(o.key).startsWith('front') ? 3 : 0) + this.value(defOf(o.key)) / 100;
      }
      if (score > bestScore) [best, bestScore] = [i, score];
    });
    this.tried.add(`${board}|${d.options[best].key}`);
    return best;
  }

  private bestAttacker(d: Decision): number {
    let best = d.options.length - 1;
    let bestValue = -1;
    d.options.forEach((o, i) => {
      if (!o.key.startsWith('attack:')) return;
      const v = this.value(defOf(o.key));
      if (v > bestValue) [best, bestValue] = [i, v];
    });
    return best;
  }

  /** A card of the arena by id, from the view. */
  private arenaCard(view: PlayerView, id: string): CardView | null {
    for (const z of Object.values(view.zones)) for (const c of z.cards ?? []) if ('id' in c && c.id === id) return c;
    return null;
  }

  /**
   * Damage to a player mills their deck (the way games are lost) while a face-down chara comes
   * back: guard whenever possible, with the chara that survives the hit, else the least valuable.
   */
  private guard(view: PlayerView, d: Decision): number {
    const battle = view.data.battle as { attacker?: string } | undefined;
    const attacker = battle?.attacker ? this.arenaCard(view, battle.attacker) : null;
    const incoming = Number(attacker?.characteristics.attack ?? 3);
    let best = 0;
    let bestScore = -Infinity;
    d.options.forEach((o, i) => {
      if (!o.key.startsWith('guard:')) return;
      const area = areaOf(o.key);
      const card = ((view.zones[`${area}@${view.viewer}`]?.cards ?? []) as CardView[])[0];
      const left = Number(card?.characteristics.durability ?? 0) - Number(card?.counters.damage ?? 0);
      const survives = left > incoming;
      const score =
        (survives ? 100 : 0) +
        (survives ? left : -Number(card?.characteristics.attack ?? 0)) +
        (area === 'partner' ? -5 : 0);
      if (score > bestScore) [best, bestScore] = [i, score];
    });
    return best;
  }

  private deckSize(view: PlayerView): number {
    return view.zones[`deck@${view.viewer}`]?.count ?? 0;
  }

  /** Extra appearance with "&": for each condition the base chara leaves unmet, one card that meets it (CT-10.1.5). */
  private designate(d: Decision): number[] {
    const unmet = (d.params.unmet ?? []) as CardCondition[];
    const picks: number[] = [];
    for (const cond of unmet) {
      const i = d.options.findIndex(
        (o, j) =>
          !picks.includes(j) && this.cards.meets(this.cards.baseDefinition(this.cards.get(o.key.split(':')[0])), cond),
      );
      if (i >= 0) picks.push(i);
    }
    return picks;
  }
}

export const chaosBotFactory = (cards: ChaosCards): BotFactory => ({ create: () => new ChaosBot(cards) });
