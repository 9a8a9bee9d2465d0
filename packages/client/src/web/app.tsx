import { useEffect, useState } from 'preact/hooks';
import { DugoutClient } from '../client.js';
import type { Coach } from '../protocol.js';
import { AuthScreen } from './auth-screen.js';
import { errorText } from './error-text.js';
import { type Locale, loadLocale, t } from './i18n/index.js';
import { initialLocale, rememberLocale } from './i18n/preference.js';
import { LanguageSwitch } from './language-switch.js';
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
  const [locale, setLocale] = useState<Locale | null>(null);
  const route = useHashRoute();

  /** Shows `next` (loading its catalogue first) and remembers it in this browser. */
  async function show(wanted: Locale): Promise<void> {
    let next = wanted;
    try {
      await loadLocale(next);
    } catch {
      // The language's chunk did not load (offline?): English is built in.
      next = 'en';
      await loadLocale(next);
    }
    rememberLocale(next);
    document.documentElement.lang = next;
    document.title = `${t('app.name')} · ${t('app.tagline')}`;
    setLocale(next);
  }

  /** A coach who logs in gets the language their account remembers; a first choice is saved to it. */
  function loggedIn(next: Coach | null): void {
    setCoach(next);
    if (!next) return;
    if (next.locale) void show(next.locale);
    else if (locale) client.updateMe({ locale }).then(setCoach, () => {});
  }

  useEffect(() => {
    void show(initialLocale()).then(() =>
      client.me().then(loggedIn, (e: unknown) => {
        setCoach(null);
        setError(errorText(e));
      }),
    );
  }, []);

  async function switchTo(next: Locale): Promise<void> {
    await show(next);
    if (coach) client.updateMe({ locale: next }).then(setCoach, () => {});
  }

  if (!locale) return null;

  return (
    <div class={`shell ${route.startsWith('practice') ? 'wide' : ''}`}>
      <header class="topbar">
        <span class="brand">{t('app.name')}</span>
        <span class="tagline">{t('app.tagline')}</span>
        <LanguageSwitch locale={locale} onChange={switchTo} />
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
          <AuthScreen client={client} onLoggedIn={loggedIn} initialError={error} />
        )}
      </main>
    </div>
  );
}
