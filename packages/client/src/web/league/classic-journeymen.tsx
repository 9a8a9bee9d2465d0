import type { TeamDetail } from '../../league-protocol.js';
import { positionName } from '../i18n/names/index.js';
import type { LeagueApi } from './api.js';
import { clt } from './classic-i18n.js';
import { ErrorLine, useAction } from './common.js';
import { leagueErrorText } from './format.js';
import { gold } from './i18n.js';

/**
 * Classic (LRB6) leagues: the Journeymen of the team's last match its coach may hire for good, each for
 * its position's cost from the treasury; the server refuses a full roster or a short treasury, shown here.
 */
export function ClassicJourneymenPanel(props: {
  api: LeagueApi;
  team: TeamDetail;
  onDone(team: TeamDetail): void;
}) {
  const { api, team } = props;
  const action = useAction(leagueErrorText);
  const offered = team.journeymen ?? [];
  if (offered.length === 0) return null;
  return (
    <section data-section="classic-journeymen">
      <h2>{clt('classic.journeymen', { count: offered.length })}</h2>
      <ul>
        {offered.map((j) => (
          <li key={j.number} data-journeyman={j.number}>
            {clt('classic.journeyman', {
              number: j.number,
              position: positionName(team.rosterId, j.positionId),
              spp: j.spp,
            })}{' '}
            <button
              type="button"
              data-action="hire-journeyman"
              disabled={action.busy}
              onClick={async () => {
                const r = await action.run(() => api.classicHire(team.id, j.number));
                if (r) props.onDone(r.team);
              }}
            >
              {clt('classic.journeyman.hire', { cost: gold(j.cost) })}
            </button>
          </li>
        ))}
      </ul>
      <ErrorLine text={action.error} />
    </section>
  );
}
