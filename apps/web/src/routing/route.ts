import { useEffect, useState } from 'preact/hooks';

/** A page of the client, read from the address so that links and reloads land on it. */
export type Route =
  | { page: 'lobby' }
  | { page: 'play'; match: string; seat: number | null }
  | { page: 'replay'; match: string | null }
  | { page: 'decks' };

/** The route an address names: `/`, `/match/<id>[?seat=n]`, `/replay[/<id>][?step=n]`, `/decks`. */
export function parseRoute(pathname: string, search: string): Route {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] === 'match' && parts[1]) {
    const seat = new URLSearchParams(search).get('seat');
    return { page: 'play', match: parts[1], seat: seat !== null && /^\d$/.test(seat) ? Number(seat) : null };
  }
  if (parts[0] === 'replay') return { page: 'replay', match: parts[1] ?? null };
  if (parts[0] === 'decks') return { page: 'decks' };
  return { page: 'lobby' };
}

/** Goes to another page of the client without reloading it. */
export function navigate(path: string): void {
  history.pushState(null, '', path);
  dispatchEvent(new PopStateEvent('popstate'));
}

/** The current route, following back/forward and {@link navigate}. */
export function useRoute(): Route {
  const read = () => parseRoute(location.pathname, location.search);
  const [route, setRoute] = useState(read);
  useEffect(() => {
    const onPop = () => setRoute(read());
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  return route;
}
