import { useEffect, useRef, useState } from 'preact/hooks';
import { GameConnection } from './game-connection';
import { INITIAL_SNAPSHOT, type GameSnapshot } from './game-state';

/**
 * The live state of a match for this page, and the connection to answer through. The log comes
 * back whole after a reload: the server sends the connection's log history on every hello.
 */
export function useGame(match: string, credential: string | null, enabled: boolean, invitation: string | null = null) {
  const [snapshot, setSnapshot] = useState<GameSnapshot>(INITIAL_SNAPSHOT);
  const connection = useRef<GameConnection | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const c = new GameConnection(match, credential, setSnapshot, invitation);
    connection.current = c;
    c.open();
    // A handle for the browser tests (dropping the link as a network failure would).
    (window as { tcgkitConnection?: GameConnection }).tcgkitConnection = c;
    return () => c.close();
  }, [match, credential, enabled]);
  return { snapshot, connection };
}
