/**
 * The names the players of the match on screen chose, by seat (set by the play page from each
 * update): every place that names a seat shows the player's name when they gave one.
 */
let names: readonly (string | null)[] = [];

export const seatNames = {
  set(next: readonly (string | null)[]): void {
    names = next;
  },
  /** The name seat `seat`'s player chose, or null. */
  of(seat: number): string | null {
    return names[seat] ?? null;
  },
};
