/** The languages the client speaks. */
export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'tcgkit.language';

const isLanguage = (s: string | null): s is Language => s !== null && (LANGUAGES as readonly string[]).includes(s);

/** The stored choice of this browser, else the first of the browser's languages the client speaks, else English. */
export function initialLanguage(): Language {
  if (typeof window === 'undefined') return 'en';
  const stored = safeStorage()?.getItem(STORAGE_KEY) ?? null;
  if (isLanguage(stored)) return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** Keeps a player's choice for their next visit. */
export function rememberLanguage(lng: Language) {
  safeStorage()?.setItem(STORAGE_KEY, lng);
}

// Storage can be refused (private windows, blocked cookies): the choice then lasts for the page only.
function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
