import { LobbyPage } from './lobby/lobby-page';
import { PlayPage } from './play/play-page';
import { ReplayPage } from './replay/replay-page';
import { useRoute, navigate } from './routing/route';

/** The client's shell: a header and the page the address names. */
export function App() {
  const route = useRoute();
  return (
    <div class="app">
      <header class="top">
        <a
          href="/"
          class="brand"
          onClick={(e) => {
            e.preventDefault();
            navigate('/');
          }}
        >
          tcgkit
        </a>
        <a
          href="/replay"
          onClick={(e) => {
            e.preventDefault();
            navigate('/replay');
          }}
        >
          Replays
        </a>
      </header>
      <main>
        {route.page === 'lobby' && <LobbyPage />}
        {route.page === 'play' && <PlayPage key={route.match} match={route.match} seatWanted={route.seat} />}
        {route.page === 'replay' && <ReplayPage key={route.match ?? ''} match={route.match} />}
      </main>
    </div>
  );
}
