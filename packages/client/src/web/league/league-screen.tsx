import type { ComponentType } from 'preact';
import { useMemo } from 'preact/hooks';
import type { DugoutClient } from '../../client.js';
import type { Coach } from '../../protocol.js';
import { lazyComponent } from '../lazy.js';
import { leagueApi } from './api.js';
import { useClassicLeagueMessages } from './classic-i18n.js';
import { Loading } from './common.js';
import { useLeagueMessages } from './i18n.js';
import { LEAGUE_CSS } from './league-css.js';

/**
 * Each page is a chunk of its own (the build keeps every lazy chunk under 12 KB gzipped); this router, the
 * API, the English messages and the styles load first.
 */
const lazyPage = <P extends object>(load: () => Promise<ComponentType<P>>) => lazyComponent(load, Loading);

const LeagueList = lazyPage(() => import('./league-list.js').then((m) => m.LeagueList));
const LeaguePage = lazyPage(() => import('./league-page.js').then((m) => m.LeaguePage));
const TeamPage = lazyPage(() => import('./team-page.js').then((m) => m.TeamPage));
const PlayerPage = lazyPage(() => import('./player-page.js').then((m) => m.PlayerPage));
const AdminPage = lazyPage(() => import('./admin-page.js').then((m) => m.AdminPage));
const DraftPage = lazyPage(() => import('./draft-page.js').then((m) => m.DraftPage));
const RedraftPage = lazyPage(() => import('./redraft-page.js').then((m) => m.RedraftPage));
const PostGamePage = lazyPage(() => import('./post-game-page.js').then((m) => m.PostGamePage));

/** The league pages' styles arrive with their chunk (styles.css is loaded by every page). */
function injectStyles(): void {
  if (typeof document === 'undefined' || document.getElementById('league-css')) return;
  const style = document.createElement('style');
  style.id = 'league-css';
  style.textContent = LEAGUE_CSS;
  document.head.append(style);
}

const ID = '([0-9a-zA-Z_-]{1,64})';

/** The league routes, below `#/`; app.tsx sends every `leagues…`, `teams/…`, `players/…`, `post-game/…` here. */
export const LEAGUE_ROUTES = {
  list: /^leagues\/?$/,
  league: new RegExp(`^leagues/${ID}$`),
  admin: new RegExp(`^leagues/${ID}/admin$`),
  draft: new RegExp(`^leagues/${ID}/draft$`),
  team: new RegExp(`^teams/${ID}$`),
  redraft: new RegExp(`^teams/${ID}/redraft$`),
  player: new RegExp(`^players/${ID}$`),
  postGame: new RegExp(`^post-game/${ID}/${ID}$`),
} as const;

/** The league pages (issue 8): one lazy chunk, loaded by app.tsx on the first league address. */
export function LeagueScreen(props: { client: DugoutClient; coach: Coach | null; path: string }) {
  injectStyles();
  const api = useMemo(() => leagueApi(props.client), [props.client]);
  const ready = useLeagueMessages();
  const classicReady = useClassicLeagueMessages();
  if (!ready || !classicReady) return <Loading />;
  const { coach, path } = props;
  const page = (r: RegExp) => r.exec(path);
  const league = page(LEAGUE_ROUTES.league);
  if (league) return <LeaguePage key={league[1]} api={api} coach={coach} leagueId={league[1] as string} />;
  const admin = page(LEAGUE_ROUTES.admin);
  if (admin) return <AdminPage key={admin[1]} api={api} coach={coach} leagueId={admin[1] as string} />;
  const draft = page(LEAGUE_ROUTES.draft);
  if (draft) return <DraftPage key={draft[1]} api={api} coach={coach} leagueId={draft[1] as string} />;
  const team = page(LEAGUE_ROUTES.team);
  if (team) return <TeamPage key={team[1]} api={api} coach={coach} teamId={team[1] as string} />;
  const redraft = page(LEAGUE_ROUTES.redraft);
  if (redraft) return <RedraftPage key={redraft[1]} api={api} coach={coach} teamId={redraft[1] as string} />;
  const player = page(LEAGUE_ROUTES.player);
  if (player) return <PlayerPage key={player[1]} api={api} coach={coach} playerId={player[1] as string} />;
  const post = page(LEAGUE_ROUTES.postGame);
  if (post) {
    return (
      <PostGamePage
        key={post[2]}
        api={api}
        coach={coach}
        leagueId={post[1] as string}
        fixtureId={post[2] as string}
      />
    );
  }
  return <LeagueList api={api} coach={coach} />;
}
