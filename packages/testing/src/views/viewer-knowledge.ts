import {
  hiddenObjects,
  type Engine,
  type EventSink,
  type GameRecord,
  type GameState,
  type ObjectId,
  type PlayerId,
} from '@tcgkit/core';

/** A card hidden from a viewer: what stands behind its object id. */
export interface HiddenCard {
  def: string;
  owner: PlayerId;
}

/** What a viewer sees of one state. */
export interface ViewerSight {
  /** The card objects whose identity the viewer does not see, by object id. */
  hidden: Map<ObjectId, HiddenCard>;
  /** The definitions of the cards the viewer sees. */
  shown: Set<string>;
}

/** What a viewer may know at one version of a game. */
export interface ViewerAtVersion extends ViewerSight {
  /**
   * The definitions the viewer has seen by this version: its deck list, those shown to it in any
   * state up to this one, and those a reveal event showed it.
   */
  seen: Set<string>;
}

/** What one viewer may know during a whole game. */
export interface ViewerKnowledge {
  viewer: PlayerId;
  /** Its deck list: the definition ids the game's config gives it (none for a spectator). */
  deck: Set<string>;
  /**
   * The definitions of the cards it owns when the game ends: its deck, and any card the ruleset
   * gave it (Goofspiel's prize cards are seat 0's).
   */
  owned: Set<string>;
  /** At each version: 0 before the first answer, then one more per answer. */
  at: ViewerAtVersion[];
}

/**
 * What `viewer` sees of `state`, from the zone definitions and the ruleset's view policy (the
 * core's `hiddenObjects`: a card of a zone hidden from the viewer unless revealed to them, a card
 * the policy hides, the cards attached to a card not seen). Not through `viewFor`: this is what a
 * test checks `viewFor`, the server and the client against.
 */
export function viewerSight(engine: Engine, state: GameState, viewer: PlayerId): ViewerSight {
  const hidden = new Map<ObjectId, HiddenCard>();
  for (const { id } of hiddenObjects(state, engine.services.zones, engine.services.parts.view, viewer)) {
    const { def, owner } = state.objects[id];
    hidden.set(id, { def, owner });
  }
  // Every card object is in a zone or attached to a card in one (card conservation): the ones
  // not hidden are the ones the viewer sees.
  const shown = new Set<string>();
  for (const obj of Object.values(state.objects)) if (!hidden.has(obj.id)) shown.add(obj.def);
  return { hidden, shown };
}

/**
 * Replays a game's record and works out, at every version, what each of `viewers` (players, or
 * any other id for a spectator) may know: the cards hidden from them, and the definitions they
 * have seen so far. A reveal event shows its card to the players it names, and to everyone when
 * it names none. Throws as `Engine.replay` does when the record does not replay.
 */
export function viewerKnowledge(engine: Engine, record: GameRecord, viewers: readonly PlayerId[]): ViewerKnowledge[] {
  const revealed: { def: string; to: readonly PlayerId[] | null }[] = [];
  const sink: EventSink = {
    event: ({ event, outcome }) => {
      if (event.kind === 'reveal' && typeof outcome.def === 'string')
        revealed.push({ def: outcome.def, to: Array.isArray(event.to) ? (event.to as PlayerId[]) : null });
    },
    log: () => undefined,
  };
  const players = record.config.players;
  const known: ViewerKnowledge[] = viewers.map((viewer) => ({
    viewer,
    deck: new Set(
      Object.values(players[viewer]?.cards ?? {})
        .flat()
        .filter((c) => typeof c === 'string'),
    ),
    owned: new Set(),
    at: [],
  }));
  const seen = known.map((k) => new Set(k.deck));
  // Called with the same state object at every version: everything kept is copied out of it.
  const look = (state: GameState, version: number) => {
    const reveals = revealed.splice(0);
    known.forEach((k, i) => {
      for (const r of reveals) if (r.to === null || r.to.includes(k.viewer)) seen[i].add(r.def);
      const sight = viewerSight(engine, state, k.viewer);
      for (const def of sight.shown) seen[i].add(def);
      k.at[version] = { ...sight, seen: new Set(seen[i]) };
    });
  };
  look(engine.createGame(record.config, sink), 0);
  // The replay creates its game again (its start's reveals come once more, with version 1: they
  // were seen already) and checks every state hash of the record.
  const end = engine.replay(record, look, sink);
  for (const k of known) for (const obj of Object.values(end.objects)) if (obj.owner === k.viewer) k.owned.add(obj.def);
  return known;
}
