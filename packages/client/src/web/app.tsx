import type { ComponentType, VNode } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { DugoutClient } from '../client.js';
import type { Coach } from '../protocol.js';
import { AuthScreen } from './auth-screen.js';
import { errorText } from './error-text.js';
import { type Locale, loadLocale, t } from './i18n/index.js';
import { initialLocale, rememberLocale } from './i18n/preference.js';
import { LanguageSwitch } from './language-switch.js';
import { lazyComponent } from './lazy.js';
import { GameMatch } from './live/game-match.js';
import { Lobby } from './lobby/lobby.js';

/** What a route's screen gets: the API client, the logged-in coach (null: nobody) and the route's match. */
export interface RouteContext {
  client: DugoutClient;
  coach: Coach | null;
  params: RegExpExecArray;
}

export interface Route {
  /** Matched against the hash without its `#/`. */
  pattern: RegExp;
  /** The screen needs a logged-in coach (the log-in form is shown first). */
  login: boolean;
  /** The screen uses the whole width (the pitch). */
  wide?: boolean;
  render(ctx: RouteContext): VNode;
}

/** A screen loaded on first use, as its own chunk of the bundle (the replay is not needed at first paint). */
const lazyScreen = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazyComponent(load, () => <p class="muted">{t('app.loading')}</p>);

// The match screens (and the rules engine they run for previews) are not needed to log in or see the lobby.
const ReplayScreen = lazyScreen(() => import('./replay/replay-screen.js').then((m) => m.ReplayScreen));
const BloodBoundLive = lazyScreen(() => import('./blood-bound/live.js').then((m) => m.BloodBoundLive));
const BloodBoundReplay = lazyScreen(() => import('./blood-bound/replay.js').then((m) => m.BloodBoundReplay));
const PracticeScreen = lazyScreen(() =>
  import('./practice/practice-screen.js').then((m) => m.PracticeScreen),
);
// The league pages (issue 8) are a chunk of their own too: leagues, teams, players, commissioner tools, post-game.
const LeagueScreen = lazyScreen(() => import('./league/league-screen.js').then((m) => m.LeagueScreen));

/** `practice?seed=<64 hex digits>` replays the same dice (tests, bug reports). */
function seedFromRoute(route: string): Uint8Array | null {
  const hex = /[?&]seed=([0-9a-f]{64})(?:&|$)/i.exec(route)?.[1];
  if (!hex) return null;
  return Uint8Array.from(hex.match(/../g) as string[], (h) => Number.parseInt(h, 16));
}

/**
 * The screens, by the address's hash; the first whose pattern matches wins, the lobby is the fallback.
 * Add a screen by adding a row.
 */
export const ROUTES: Route[] = [
  {
    pattern: /^practice(?:\?.*)?$/,
    login: false,
    wide: true,
    render: ({ params }) => <PracticeScreen seed={seedFromRoute(params[0])} />,
  },
  {
    pattern: /^match\/([0-9a-f-]{36})(\?watch)?$/i,
    login: false,
    wide: true,
    render: ({ client, params }) => (
      <GameMatch
        key={`${params[1]}${params[2] ?? ''}`}
        client={client}
        matchId={params[1] as string}
        spectate={params[2] !== undefined}
      />
    ),
  },
  {
    // Blood Bound's own live screen (issue 19); `#/match/<id>` of a Blood Bound match comes here.
    pattern: /^blood-bound\/([0-9a-f-]{36})(\?watch)?$/i,
    login: false,
    wide: true,
    render: ({ client, params }) => (
      <BloodBoundLive
        key={`${params[1]}${params[2] ?? ''}`}
        client={client}
        matchId={params[1] as string}
        spectate={params[2] !== undefined}
      />
    ),
  },
  {
    pattern: /^blood-bound\/([0-9a-f-]{36})\/replay$/i,
    login: false,
    wide: true,
    render: ({ client, params }) => (
      <BloodBoundReplay key={params[1]} client={client} matchId={params[1] as string} />
    ),
  },
  {
    pattern: /^replay\/([0-9a-f-]{36})$/i,
    login: false,
    wide: true,
    render: ({ client, params }) => (
      <ReplayScreen key={params[1]} client={client} matchId={params[1] as string} />
    ),
  },
  {
    // `leagues`, `leagues/<id>`, `leagues/<id>/admin`, `leagues/<id>/draft`, `teams/<id>`, `players/<id>`,
    // `post-game/<league id>/<fixture id>`: league-screen.tsx tells them apart.
    pattern: /^(?:leagues(?:\/.*)?|teams\/.+|players\/.+|post-game\/.+)$/,
    login: false,
    render: ({ client, coach, params }) => <LeagueScreen client={client} coach={coach} path={params[0]} />,
  },
];

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

  let params: RegExpExecArray | null = null;
  const screen = ROUTES.find((r) => {
    params = r.pattern.exec(route);
    return params !== null;
  });
  const ctx: RouteContext | null = params ? { client, coach: coach ?? null, params } : null;

  return (
    <div class={`shell ${screen?.wide ? 'wide' : ''}`}>
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
        {screen && ctx && (!screen.login || coach) ? (
          screen.render(ctx)
        ) : coach === undefined ? null : coach ? (
          <Lobby client={client} coach={coach} />
        ) : (
          <AuthScreen client={client} onLoggedIn={loggedIn} initialError={error} />
        )}
      </main>
    </div>
  );
}
