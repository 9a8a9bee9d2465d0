import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { DugoutClient } from '../../client.js';
import { t } from '../i18n/index.js';
import { lazyComponent } from '../lazy.js';

export interface LiveScreenProps {
  client: DugoutClient;
  matchId: string;
  spectate: boolean;
}

const loading = () => <p class="muted live-loading">{t('live.joining')}</p>;
const lazyScreen = (load: () => Promise<ComponentType<LiveScreenProps>>) => lazyComponent(load, loading);

const LiveMatch = lazyScreen(() => import('./live-match.js').then((m) => m.LiveMatch));

/** Each game's live screen, loaded on first use; a game without one gets Blood Bowl's, which says so. */
const SCREENS: Record<string, ComponentType<LiveScreenProps>> = {
  'trench-crusade': lazyScreen(() => import('../trench-crusade/trench-match.js').then((m) => m.TrenchMatch)),
};

/** The live screen of a match's game: the match summary names the game, then its screen joins. */
export function GameMatch(props: LiveScreenProps) {
  const [game, setGame] = useState<string | null>(null);
  useEffect(() => {
    let closed = false;
    props.client.match(props.matchId).then(
      (m) => !closed && setGame(m.game),
      // The screen's own join reports what is wrong (no such match, network).
      () => !closed && setGame('blood-bowl'),
    );
    return () => {
      closed = true;
    };
  }, [props.client, props.matchId]);
  if (!game) return loading();
  const Screen = SCREENS[game] ?? LiveMatch;
  return <Screen {...props} />;
}
