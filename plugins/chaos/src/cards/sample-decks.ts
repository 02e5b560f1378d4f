/** A deck as zone → card ids: `deck` is the main deck (50), `extra` the extra deck (≤ 10). */
export type SampleDeck = { deck: string[]; extra: string[] };

const build = (counts: Record<string, number>): string[] =>
  Object.entries(counts).flatMap(([id, n]) => Array.from({ length: n }, () => id));

/** Three legal sample decks (CT-6.1) that the bot plays to a finish. */
export const SAMPLE_DECKS: Readonly<Record<'witches' | 'demonbane' | 'toheart', SampleDeck>> = {
  witches: {
    deck: build({
      'sw-eila-bf109': 4,
      'sw-eila': 4,
      'sw-perrine': 4,
      'sw-sanya': 4,
      'sw-yoshika': 4,
      'sw-lynette': 3,
      'sw-mio': 3,
      'sw-minna': 3,
      'sw-gertrud': 3,
      'sw-erica': 3,
      'sw-shirley': 3,
      'sw-francesca': 2,
      'sw-ev-scramble': 3,
      'sw-ev-shield': 2,
      'sw-ev-barrage': 2,
      'sw-ev-cheer': 1,
      'sw-set-striker': 2,
    }),
    extra: build({ 'sw-ex-eila-sanya': 2, 'sw-ex-yoshika': 2 }),
  },
  demonbane: {
    deck: build({
      'nitro-kurou': 4,
      'nitro-al': 4,
      'nitro-ruri': 3,
      'nitro-winfield': 4,
      'nitro-west': 3,
      'nitro-elsa': 4,
      'nitro-kurisu': 3,
      'nitro-okabe': 3,
      'nitro-mayuri': 3,
      'nitro-muramasa': 3,
      'nitro-kageaki': 2,
      'nitro-takumi': 3,
      'nitro-set-fingias': 3,
      'nitro-set-grimoire': 2,
      'nitro-ev-atlach': 2,
      'nitro-ev-hyperborea': 2,
      'nitro-ev-lemegeton': 1,
      'nitro-ev-elder-sign': 1,
    }),
    extra: build({ 'nitro-ex-demonbane': 2, 'nitro-ex-demonbane-al': 2 }),
  },
  toheart: {
    deck: build({
      'aqua-konomi-partner': 1,
      'aqua-konomi': 3,
      'aqua-tamaki': 4,
      'aqua-manaka': 4,
      'aqua-yuma': 4,
      'aqua-sasara': 4,
      'aqua-lucy': 3,
      'aqua-ikuno': 3,
      'aqua-karin': 3,
      'aqua-harumi': 3,
      'aqua-yuki': 3,
      'aqua-set-ribbon': 3,
      'aqua-set-racket': 2,
      'aqua-ev-festival': 3,
      'aqua-ev-recall': 2,
      'aqua-ev-rooftop': 2,
      'aqua-ev-counter': 2,
      'aqua-ev-mimic': 1,
    }),
    extra: build({ 'aqua-ex-konomi': 2, 'aqua-ex-tamaki': 2 }),
  },
};
