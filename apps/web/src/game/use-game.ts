import { useEffect, useRef, useState } from 'preact/hooks';
import { GameConnection } from './game-connection';
import { INITIAL_SNAPSHOT, type GameSnapshot, type LogLine } from './game-state';

/** The log survives a reload in sessionStorage: the server sends only what happens after a hello. */
const logKey = (match: string, credential: string | null) => `tcgkit:log:${match}:${credential ? 'seat' : 'watch'}`;

function savedLog(key: string): LogLine[] {
  try {
    const lines: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    return Array.isArray(lines) ? (lines as LogLine[]) : [];
  } catch {
    return [];
  }
}

/** The live state of a match for this page, and the connection to answer through. */
export function useGame(match: string, credential: string | null, enabled: boolean, invitation: string | null = null) {
  const [snapshot, setSnapshot] = useState<GameSnapshot>(INITIAL_SNAPSHOT);
  const connection = useRef<GameConnection | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const key = logKey(match, credential);
    let savedLength = -1;
    const c = new GameConnection(
      match,
      credential,
      savedLog(key),
      (next) => {
        setSnapshot(next);
        if (next.log.length !== savedLength) {
          savedLength = next.log.length;
          sessionStorage.setItem(key, JSON.stringify(next.log));
        }
      },
      invitation,
    );
    connection.current = c;
    c.open();
    // A handle for the browser tests (dropping the link as a network failure would).
    (window as { tcgkitConnection?: GameConnection }).tcgkitConnection = c;
    return () => c.close();
  }, [match, credential, enabled]);
  return { snapshot, connection };
}
