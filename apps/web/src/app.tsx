import { LobbyPage } from './lobby/lobby-page';
import { PlayPage } from './play/play-page';
import { ReplayPage } from './replay/replay-page';
import { DeckBuilderPage } from './deck-builder/deck-builder-page';
import { useRoute, navigate } from './routing/route';
import { LanguageSwitch } from './i18n/language-switch';
import { useT } from './i18n/use-t';

/** The client's shell: a header and the page the address names. */
export function App() {
  const route = useRoute();
  const t = useT();
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
          {t('app.replays')}
        </a>
        <a
          href="/decks"
          onClick={(e) => {
            e.preventDefault();
            navigate('/decks');
          }}
        >
          {t('deckBuilder.nav')}
        </a>
        <LanguageSwitch />
      </header>
      <main>
        {route.page === 'lobby' && <LobbyPage />}
        {route.page === 'play' && <PlayPage key={route.match} match={route.match} seatWanted={route.seat} />}
        {route.page === 'replay' && <ReplayPage key={route.match ?? ''} match={route.match} />}
        {route.page === 'decks' && <DeckBuilderPage />}
      </main>
    </div>
  );
}
