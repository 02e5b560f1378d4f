import type { Agent, Answer, Decision, PlayerView, BotFactory, CardView } from '@tcgkit/core';
import type { ChaosCards } from '../cards/card-index.js';

/** Preference of an action at a play timing (higher first). */
const PRIORITY: [RegExp, number][] = [
  [/^levelUp:/, 90], [/^extra:/, 85], [/^unit:/, 80], [/^appear:/, 70], [/^set:/, 60], [/^intrude:/, 55], [/^event:/, 40], [/^activate:/, 35], [/^pass$/, 0],
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
      const n = d.prompt === 'extra.designate' ? this.designate(d) : Math.max(d.min ?? 0, Math.min(d.max ?? 1, d.min ?? 0));
      if (Array.isArray(n)) return { decision: d.id, picks: n };
      // Discard / pay with the weakest cards (the options' cards by printed attack).
      const ranked = d.options.map((o, i) => ({ i, v: this.value(o.key.split(':')[0]) })).sort((a, b) => a.v - b.v).map((x) => x.i);
      return { decision: d.id, picks: ranked.slice(0, n) };
    }
    if (d.kind === 'distribute') return { decision: d.id, picks: [0], amounts: [d.total ?? 1] };
    if (d.kind === 'order') return { decision: d.id, order: d.options.map((_, i) => i) };
    switch (d.prompt) {
      case 'setup.partner': return option(this.best(d.options.map((o) => o.key)));
      case 'setup.mulligan': return option(this.weakHand(view) ? 1 : 0);
      case 'playTiming': return option(this.bestAction(view, d));
      case 'battle.attack': return option(this.bestAttacker(d));
      case 'battle.guard': return option(this.guard(view, d));
      case 'autoLevelUp': case 'maintain': case 'battle.attackDraw': return option(0);
      default: return option(0);
    }
  }

  private value(def: string): number {
    if (!this.cards.has(def)) return 0;
    const c = this.cards.get(def);
    return (c.attack ?? c.partnerLevels?.[0]?.attack ?? 0) * 2 + (c.durability ?? c.partnerLevels?.[0]?.durability ?? 0) + c.attackMod + c.durabilityMod;
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

  private bestAction(view: PlayerView, d: Decision): number {
    let best = d.options.length - 1;
    let bestScore = -Infinity;
    d.options.forEach((o, i) => {
      let score = PRIORITY.find(([re]) => re.test(o.key))?.[1] ?? 10;
      if (/^(appear|intrude):/.test(o.key)) {
        // Never bury an own chara by chara duplication; fronts first; stronger charas first.
        if (this.occupied(view, areaOf(o.key))) score = -1;
        else score += (areaOf(o.key).startsWith('front') ? 3 : 0) + this.value(defOf(o.key)) / 100;
      }
      if (score > bestScore) [best, bestScore] = [i, score];
    });
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

  private guard(_view: PlayerView, d: Decision): number {
    // Guard with the sturdiest chara when it outlasts an average hit; otherwise take the damage.
    let best = 0;
    let bestDur = 3;
    d.options.forEach((o, i) => {
      if (!o.key.startsWith('guard:')) return;
      const c = this.cards.has(defOf(o.key)) ? this.cards.get(defOf(o.key)) : null;
      const dur = (c?.durability ?? c?.partnerLevels?.[0]?.durability ?? 0) + (c?.durabilityMod ?? 0);
      if (dur > bestDur) [best, bestDur] = [i, dur];
    });
    return best;
  }

  /** Extra appearance with "&": designate the smallest set meeting the remaining conditions (the first few). */
  private designate(d: Decision): number[] {
    return d.options.length > 0 ? [0] : [];
  }
}

export const chaosBotFactory = (cards: ChaosCards): BotFactory => ({ create: () => new ChaosBot(cards) });
