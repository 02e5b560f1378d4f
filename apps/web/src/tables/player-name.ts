const KEY = 'tcgkit:name';

/** The name this browser's player chose last (offered again at the next table). */
export const playerName = {
  get(): string {
    return localStorage.getItem(KEY) ?? '';
  },
  set(name: string): void {
    localStorage.setItem(KEY, name.trim());
  },
};

/** The longest name the server takes (it counts characters after trimming). */
export const NAME_MAX = 24;
