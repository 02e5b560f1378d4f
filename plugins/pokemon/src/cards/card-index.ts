import { RulesetError, frozenTemplate, type CardObject, type GameState, type Characteristics } from '@tcgkit/core';
import type { PokemonTcgCard, PokemonCard } from './card-schema.js';
import type { Provision } from './energy-provision.js';

/** Card definitions by id, and the reads every part of the plugin needs. */
export class CardIndex {
  private readonly byId: Map<string, PokemonTcgCard>;

  constructor(readonly cards: readonly PokemonTcgCard[]) {
    this.byId = new Map(cards.map((c) => [c.id, c]));
  }

  get(id: string): PokemonTcgCard {
    const c = this.byId.get(id);
    if (!c) throw new RulesetError(`unknown card "${id}"`);
    return c;
  }

  /** The card that is the Pokémon now: the top evolution card, else the object's own card. */
  topCard(state: GameState, obj: CardObject): PokemonTcgCard {
    const evolutions = obj.attached.map((id) => state.objects[id]).filter((o) => o?.attachKind === 'evolution');
    return this.get(evolutions.length > 0 ? evolutions[evolutions.length - 1].def : obj.def);
  }

  /**
   * The cards whose attacks and Abilities the Pokémon has: its top card, and under a LV.X also
   * the card it levelled up from (PK-PR-11) — never earlier pre-evolutions (PK-PR-07).
   */
  usableCards(state: GameState, obj: CardObject): PokemonTcgCard[] {
    const stack = [
      obj.def,
      ...obj.attached.filter((id) => state.objects[id]?.attachKind === 'evolution').map((id) => state.objects[id].def),
    ].map((d) => this.get(d));
    const top = stack[stack.length - 1];
    return top.kind === 'pokemon' && top.stage === 'levelUp' && stack.length > 1
      ? [top, stack[stack.length - 2]]
      : [top];
  }

  /** The attacks the Pokémon can use now, with the card each is printed on (PK-PR-11). */
  attacksOf(state: GameState, obj: CardObject): { card: PokemonCard; attack: PokemonCard['attacks'][number] }[] {
    return this.usableCards(state, obj).flatMap((c) =>
      c.kind === 'pokemon' ? c.attacks.map((attack) => ({ card: c, attack })) : [],
    );
  }

  /** Whether an ability id is a Poké-Power on some card of the pool (PK-X-05). */
  isPokePower(abilityId: string | null): boolean {
    return (
      abilityId !== null && this.cards.some((c) => c.kind === 'pokemon' && c.abilityLabels?.[abilityId] === 'pokePower')
    );
  }

  /** What an attached Energy card provides (Rainbow is every type only while attached, PK-II-D08). */
  provision(state: GameState, energyId: string): Provision {
    const obj = state.objects[energyId];
    const card = this.get(obj.def);
    if (card.kind !== 'energy') return { card: energyId, units: [] };
    if (card.allTypesWhileAttached && obj.attachedTo !== null) return { card: energyId, units: [{ types: '*' }] };
    if (card.typesWhileAttached && obj.attachedTo !== null)
      return { card: energyId, units: [{ types: [...card.typesWhileAttached] }] };
    return { card: energyId, units: card.provides.map((t) => ({ types: [t] })) };
  }

  /** The Energy attached to a Pokémon in play, with what each provides. */
  attachedEnergy(state: GameState, pokemon: string): Provision[] {
    return (state.objects[pokemon]?.attached ?? [])
      .filter((id) => state.objects[id].attachKind === 'energy')
      .map((id) => this.provision(state, id));
  }

  /** The Tool attached to a Pokémon, if any. */
  tool(state: GameState, pokemon: string): string | null {
    return (state.objects[pokemon]?.attached ?? []).find((id) => state.objects[id].attachKind === 'tool') ?? null;
  }

  /** Printed information plus the modifier keys the damage calculation sums (all 0 to start). */
  baseCharacteristics(state: GameState, obj: CardObject): Characteristics {
    const inPlay = obj.zone.startsWith('active@') || obj.zone.startsWith('bench@');
    // Pure in the card, where it is, what it is attached as and the Evolution cards on it:
    // computed once per combination.
    // The key is built without intermediate lists: this runs for every object at every layer pass.
    let key = `${obj.def}|${inPlay}|${obj.attachKind ?? ''}|`;
    if (inPlay) {
      let first = true;
      for (const id of obj.attached) {
        const a = state.objects[id];
        if (a?.attachKind !== 'evolution') continue;
        key += first ? a.def : `,${a.def}`;
        first = false;
      }
    }
    let tpl = this.baseCache.get(key);
    if (!tpl) this.baseCache.set(key, (tpl = frozenTemplate(this.computeBase(state, obj, inPlay))));
    // Shared and frozen: the layer engine copies it only for a Pokémon an effect changes.
    return tpl;
  }

  private readonly baseCache = new Map<string, Characteristics>();

  private computeBase(state: GameState, obj: CardObject, inPlay: boolean): Characteristics {
    const card = inPlay ? this.topCard(state, obj) : this.get(obj.def);
    // An evolution card under a Pokémon is part of that Pokémon, not a Pokémon with Abilities of its own (PK-A05.4).
    const abilities =
      obj.attachKind === 'evolution'
        ? []
        : (inPlay ? this.usableCards(state, obj) : [card]).flatMap((c) => (c.abilities ?? []).map((a) => a.id));
    if (card.kind === 'pokemon') {
      const p: PokemonCard = card;
      return {
        name: p.name,
        kind: 'pokemon',
        stage: p.stage,
        evolvesFrom: p.evolvesFrom ?? null,
        hp: p.hp,
        types: [...p.types],
        weakness: p.weakness ?? null,
        resistance: p.resistance ?? null,
        retreat: p.retreat,
        attacks: (inPlay ? this.attacksOf(state, obj).map((a) => a.attack) : p.attacks).map((a) => a.name),
        tags: [...p.tags],
        abilities,
        dc2All: 0,
        dc2VsOpponentActive: 0,
        dc5All: 0,
        dc5VsOpponent: 0,
        noAttackDamage: false,
        noAttackEffects: false,
        cantRetreat: false,
        cantAttack: false,
        attackFailCoin: false,
        focusSash: false,
      };
    }
    if (card.kind === 'trainer') return { name: card.name, kind: 'trainer', trainerType: card.trainerType, abilities };
    return { name: card.name, kind: 'energy', energyKind: card.energyKind, provides: [...card.provides], abilities };
  }
}
