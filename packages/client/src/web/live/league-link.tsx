import { useEffect, useState } from 'preact/hooks';
import type { DugoutClient } from '../../client.js';
import { currentLocale } from '../i18n/index.js';

/**
 * Once a league match is over: a link to its post-game screen. Nothing for a match outside leagues. The
 * league's words load with it (their own chunk), so matches outside leagues never fetch them.
 */
export function LeaguePostGameLink(props: { client: DugoutClient; matchId: string; over: boolean }) {
  const [link, setLink] = useState<{ href: string; text: string } | null>(null);
  useEffect(() => {
    if (!props.over) return;
    let gone = false;
    props.client
      .leagueFixtureOfMatch(props.matchId)
      .then(async (f) => {
        if (!f) return;
        const { lt, loadLeagueMessages } = await import('../league/i18n.js');
        await loadLeagueMessages(currentLocale()).catch(() => undefined);
        if (!gone)
          setLink({ href: `#/post-game/${f.leagueId}/${f.fixtureId}`, text: lt('fixtures.post-game') });
      })
      .catch(() => undefined);
    return () => {
      gone = true;
    };
  }, [props.client, props.matchId, props.over]);
  return link ? (
    <a href={link.href} data-link="post-game">
      {link.text}
    </a>
  ) : null;
}
