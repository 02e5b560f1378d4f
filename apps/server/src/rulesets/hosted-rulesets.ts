import { z } from 'zod';
import { cardDetailData, type Engine, type RulesetRegistry, type DiscoveredRuleset } from '@tcgkit/core';
import type { CardPage, CardSearch, PresentationResult, RulesetList } from '@tcgkit/protocol';
import { ClientError } from '../errors/client-error.js';
import { CardCatalogueIndex } from './card-catalogue.js';

/** The rulesets a server hosts: one engine per ruleset (stateless, serving every match), and their sample decks. */
export class HostedRulesets {
  /** Each ruleset's card browser index, built on first use (the cards do not change while the node runs). */
  private readonly catalogues = new Map<string, CardCatalogueIndex>();
  private described: RulesetList['rulesets'] | undefined;

  constructor(
    private readonly registry: RulesetRegistry,
    private readonly found: ReadonlyMap<string, DiscoveredRuleset>,
    private readonly only: readonly string[] | null = null,
  ) {
    for (const id of only ?? [])
      if (!registry.has(id))
        throw new Error(`--rulesets: no ruleset "${id}" is installed (${registry.ids().join(', ')})`);
  }

  ids(): string[] {
    return this.registry.ids().filter((id) => this.only === null || this.only.includes(id));
  }

  /** The engine of a hosted ruleset; a client error for any other id. */
  engine(id: string): Engine {
    // The id is not repeated: an error never echoes the request.
    if (!this.ids().includes(id)) throw new ClientError('unknown-ruleset', 'no such ruleset is hosted here');
    return this.registry.engine(id);
  }

  sampleDecks(id: string): Record<string, Record<string, string[]>> {
    return this.found.get(id)?.sampleDecks ?? {};
  }

  /**
   * What the lobby says of each ruleset: manifest, options as JSON Schema and in words, sample decks.
   * Built once: the hosted rulesets do not change while the node runs, and a JSON Schema is costly.
   */
  describe(): RulesetList['rulesets'] {
    return (this.described ??= this.ids().map((id) => {
      const m = this.registry.engine(id).manifest;
      return {
        id,
        name: m.name,
        version: m.version,
        description: m.description,
        players: m.players,
        options: m.options ? z.toJSONSchema(m.options, { io: 'input', unrepresentable: 'any' }) : {},
        optionDocs: m.optionDocs ?? {},
        optionWords: this.registry.presentation(id).gameOptions,
        descriptionWords: this.registry.presentation(id).description,
        sampleDeckNames: this.registry.presentation(id).sampleDeckNames,
        sampleDecks: this.sampleDecks(id),
      };
    }));
  }

  /** A page of a hosted ruleset's cards matching the query (see card-catalogue.ts). */
  cards(id: string, query: CardSearch): CardPage {
    const engine = this.engine(id);
    let index = this.catalogues.get(id);
    if (!index) {
      index = new CardCatalogueIndex(id, engine.cards(), this.registry.presentation(id).catalogue);
      this.catalogues.set(id, index);
    }
    return index.search(query);
  }

  /**
   * How a client draws a ruleset (its plugin's presentation data), with the printed value of each
   * card face stat that names one, per card definition, so that a client can mark computed values
   * an effect changed.
   */
  presentation(id: string): PresentationResult {
    const engine = this.engine(id);
    const presentation = this.registry.presentation(id);
    const printed: Record<string, Record<string, number>> = {};
    const cards: PresentationResult['cards'] = {};
    for (const card of engine.cards()) {
      cards[card.id] = cardDetailData(card, presentation.detail, presentation.face.titlePath);
      const values: Record<string, number> = {};
      for (const stat of presentation.face.stats) {
        const value = stat.printed === undefined ? undefined : card[stat.printed];
        if (typeof value === 'number') values[stat.key] = value;
      }
      if (Object.keys(values).length > 0) printed[card.id] = values;
    }
    return { ruleset: id, presentation, printed, cards };
  }
}
