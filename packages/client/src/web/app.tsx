import { useEffect, useState } from 'preact/hooks';
import { DugoutApiError, DugoutClient } from '../client.js';
import type { Coach } from '../protocol.js';
import { AuthScreen } from './auth-screen.js';
import { t } from './i18n/index.js';
import { Lobby } from './lobby.js';
import { seedFromRoute } from './practice/engine.js';
import { PracticeScreen } from './practice/practice-screen.js';

/** The screen named by the address's hash: `#/practice` is the local practice match, anything else the lobby. */
function useHashRoute(): string {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const onChange = () => setHash(window.location.hash);
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return hash.replace(/^#\/?/, '');
}

const client = new DugoutClient();

export function App() {
  const [coach, setCoach] = useState<Coach | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const route = useHashRoute();

  useEffect(() => {
    client.me().then(setCoach, (e: unknown) => {
      setCoach(null);
      setError(e instanceof DugoutApiError ? e.message : String(e));
    });
  }, []);

  return (
    <div class={`shell ${route.startsWith('practice') ? 'wide' : ''}`}>
      <header class="topbar">
        <span class="brand">{t('app.name')}</span>
        <span class="tagline">{t('app.tagline')}</span>
        {coach && (
          <button
            type="button"
            class="link"
            onClick={async () => {
              await client.logout();
              setCoach(null);
            }}
          >
            {t('auth.logout')}
          </button>
        )}
      </header>
      <main>
        {route === 'practice' || route.startsWith('practice?') ? (
          <PracticeScreen seed={seedFromRoute(route)} />
        ) : coach === undefined ? null : coach ? (
          <Lobby client={client} coach={coach} />
        ) : (
          <AuthScreen client={client} onLoggedIn={setCoach} initialError={error} />
        )}
      </main>
    </div>
  );
}
