/** A seat this browser holds in a match: its number and credential (shown once by the server). */
export interface HeldSeat {
  seat: number;
  credential: string;
}

const key = (match: string) => `tcgkit:seat:${match}`;

/**
 * Keeps seat credentials per match in localStorage, so that a reload (or a new tab of the same
 * browser) resumes the seat. The credential is the only way back into the seat.
 */
export const seatStore = {
  get(match: string): HeldSeat | null {
    try {
      const value: unknown = JSON.parse(localStorage.getItem(key(match)) ?? 'null');
      if (value && typeof value === 'object' && 'seat' in value && 'credential' in value) {
        const { seat, credential } = value as Record<string, unknown>;
        if (typeof seat === 'number' && typeof credential === 'string') return { seat, credential };
      }
    } catch {
      // A damaged entry is no seat.
    }
    return null;
  },
  set(match: string, held: HeldSeat): void {
    localStorage.setItem(key(match), JSON.stringify(held));
  },
  forget(match: string): void {
    localStorage.removeItem(key(match));
  },
};
