import { writableStatus } from '@tcgkit/core';
import type { EventHandler } from '@tcgkit/core';
import type { CardIndex } from '../cards/card-index.js';
import { options, text } from './board.js';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * A Pokémon stops being what it was (it went to the Bench, evolved, devolved, levelled up): its
 * Special Conditions and the effects on it disappear (PK-A03.4, PK-A05.3, PK-II-C03, PK-II-C13,
 * PK-PR-12). In the DP era the effects of Poké-Powers stay when it goes to the Bench (PK-PR-18,
 * PK-X-12).
 */
export function clearEffectsEvent(cards: CardIndex): EventHandler {
  return {
    kind: 'pokemon.clearEffects',
    rule: (e) => str(e.rule) || 'PK-A03.4',
    affected: (e, s) => s.objects[str(e.pokemon)]?.master ?? null,
    apply: (e, ctx) => {
      const id = str(e.pokemon);
      const s = ctx.state;
      const toBench = e.rule === 'PK-A03.4' || e.rule === 'PK-II-C03';
      const keepPowers = toBench && options(s).powerEffectsOnBench === 'continue';
      const removed = s.effects
        .filter(
          (x) =>
            'objects' in x.affects && x.affects.objects.includes(id) && !(keepPowers && cards.isPokePower(x.ability)),
        )
        .map((x) => x.id);
      s.effects = s.effects.filter((x) => !removed.includes(x.id));
      const obj = s.objects[id];
      const cleared: string[] = [];
      for (const k of [
        'poisoned',
        'burned',
        'asleep',
        'paralyzed',
        'confused',
        'paralyzedAt',
        'cantRetreat',
        'cantAttack',
      ]) {
        if (obj && obj.status[k] !== undefined) {
          delete writableStatus(obj)[k];
          cleared.push(k);
        }
      }
      return { removed, cleared };
    },
    describe: (e, o) =>
      `${text(e.pokemon)}: effects and Special Conditions ` +
      `removed${(o.cleared as string[]).length ? ` (${(o.cleared as string[]).join(', ')})` : ''}`,
  };
}

/** A Pokémon is Knocked Out (PK-D.3 step 2: "when Knocked Out" effects look for this). */
export const knockOutEvent: EventHandler = {
  kind: 'pokemon.knockOut',
  rule: () => 'PK-D.3',
  affected: (e, s) => s.objects[str(e.pokemon)]?.master ?? null,
  // Stamped on the owner for "if any of your Pokémon were Knocked Out during your opponent's last turn" (PK-II-E11).
  apply: (e, ctx) => {
    const obj = ctx.state.objects[str(e.pokemon)];
    if (obj) ctx.state.players[obj.master].data.knockedOutTurn = ctx.state.turn.number;
    return {};
  },
  describe: (e) => `${text(e.name)} (${text(e.pokemon)}) is Knocked Out`,
  story: (e, _o, s) => ({
    kind: 'knockOut',
    actor: s.objects[str(e.pokemon)]?.master ?? null,
    cards: { card: str(e.pokemon) },
  }),
};

/**
 * The Active and a Benched Pokémon trade places in one step (both stay the same Pokémon: the
 * Active Spot and the Bench are one place), so a full Bench does not block a retreat (PK-A03.3).
 */
export const swapEvent: EventHandler = {
  kind: 'pokemon.swap',
  rule: (e) => str(e.rule) || 'PK-A03.5',
  affected: (e, s) => s.objects[str(e.active)]?.master ?? null,
  apply: (e, ctx) => {
    const s = ctx.state;
    const active = s.objects[str(e.active)];
    const benched = s.objects[str(e.benched)];
    const [aKey, bKey] = [active.zone, benched.zone];
    s.zones[aKey] = s.zones[aKey].map((id) => (id === active.id ? benched.id : id));
    s.zones[bKey] = s.zones[bKey].map((id) => (id === benched.id ? active.id : id));
    const retag = (id: string, key: string) => {
      const o = s.objects[id];
      o.zone = key;
      for (const a of o.attached) retag(a, key);
    };
    retag(active.id, bKey);
    retag(benched.id, aKey);
    // "If this Pokémon moved from your Bench to the Active Spot this turn" (PK-II-E24): by any means.
    writableStatus(benched).cameActiveTurn = s.turn.number;
    return { toActive: benched.id, toBench: active.id };
  },
  describe: (_e, o) => `${text(o.toActive)} becomes the Active Pokémon; ${text(o.toBench)} goes to the Bench`,
  story: (e, o, s) => ({
    kind: 'switch',
    actor: s.objects[str(e.active)]?.master ?? null,
    cards: { active: str(o.toActive), bench: str(o.toBench) },
  }),
};
