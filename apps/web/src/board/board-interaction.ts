/** What the board lets a player do with cards: which are legal, which are picked, and a click. */
export interface BoardInteraction {
  /** Card id → the indices of the pending decision's options it stands for. */
  legal: ReadonlyMap<string, number[]>;
  /** Option indices picked so far (a select or distribute in progress). */
  picked: ReadonlySet<number>;
  onCard(cardId: string): void;
  /** A card that stands for no option was clicked: refused here, nothing is sent. */
  onOtherCard(cardId: string): void;
}

export const NO_INTERACTION: BoardInteraction = {
  legal: new Map(),
  picked: new Set(),
  onCard: () => undefined,
  onOtherCard: () => undefined,
};
