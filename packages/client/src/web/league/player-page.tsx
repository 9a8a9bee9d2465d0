import type { Coach } from '../../protocol.js';
import { speakEdition } from '../i18n/index.js';
import { positionName } from '../i18n/names/index.js';
import type { LeagueApi } from './api.js';
import { LoadingPage, Page, useLoad } from './common.js';
import {
  advancementCostText,
  advancementText,
  playerMarks,
  skillText,
  statChange,
  statsOf,
  statText,
} from './format.js';
import { lt } from './i18n.js';
import { FixtureRow } from './league-page.js';

/** `#/players/<id>`: career (games, SPP by kind), characteristics, advancements and injuries. */
export function PlayerPage(props: { api: LeagueApi; coach: Coach | null; playerId: string }) {
  const { data, error } = useLoad(() => props.api.player(props.playerId), [props.playerId]);
  if (error || !data) return <LoadingPage title={lt('roster.name')} error={error} />;
  const { player: p, team } = data;
  speakEdition(team.edition);
  const marks = playerMarks(p);
  const career = [
    ['games', p.career.games],
    ['touchdowns', p.career.touchdowns],
    ['casualties', p.career.casualties],
    ['completions', p.career.completions],
    ['interceptions', p.career.interceptions],
    ['mvps', p.career.mvps],
    ['spp-earned', p.sppEarned],
    ['spp', p.spp],
  ] as const;
  return (
    <Page
      title={lt('player.title', { number: p.number, name: p.name })}
      crumbs={[
        { href: `#/leagues/${team.league.id}`, text: team.league.name },
        { href: `#/teams/${team.id}`, text: team.name },
      ]}
    >
      <p class="muted">
        {lt('player.meta', {
          position: positionName(team.rosterId, p.positionId, undefined, { full: true }),
          team: team.name,
        })}
      </p>
      {p.status !== 'active' && p.endedByMatchId && (
        <p class="notice">
          {lt(`roster.status.${p.status}`)} ·{' '}
          <a href={`#/replay/${p.endedByMatchId}`}>{lt('player.ended')}</a>
        </p>
      )}
      <h2>{lt('player.characteristics')}</h2>
      <table class="roster stats" data-edition={team.edition}>
        <thead>
          <tr>
            {statsOf(team.edition).map((s) => (
              <th key={s}>{lt(`stat.${s}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {statsOf(team.edition).map((s) => (
              <td key={s} class={`stat ${statChange(p, s, team.edition) ?? ''}`} data-stat={s}>
                {statText(s, p.base[s], team.edition)}
                {p.base[s] !== p.current[s] && ` → ${statText(s, p.current[s], team.edition)}`}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <p class="skills">{p.skills.map((s) => skillText(s)).join(', ')}</p>
      <h2>{lt('player.career')}</h2>
      <dl class="team-stats career">
        {career.map(([k, v]) => (
          <div key={k} data-career={k}>
            <dt>{lt(`player.${k}`)}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <h2>{lt('player.injuries')}</h2>
      {marks.length === 0 ? (
        <p class="muted">{lt('player.no-injuries')}</p>
      ) : (
        <ul class="injuries" data-marks={marks.map((m) => m.kind).join(' ')}>
          {marks.map((m, i) => (
            <li key={i} class={`mark ${m.kind}`}>
              {m.text}
            </li>
          ))}
        </ul>
      )}
      <h2>{lt('player.advancements')}</h2>
      {p.advancements.length === 0 ? (
        <p class="muted">{lt('player.no-advancements')}</p>
      ) : (
        <ol class="advancements">
          {p.advancements.map((a, i) => (
            <li key={i}>
              {advancementText(a)} <small class="muted">{advancementCostText(a)}</small>
            </li>
          ))}
        </ol>
      )}
      <h2>{lt('player.matches')}</h2>
      {data.matches.length === 0 ? (
        <p class="muted">{lt('fixtures.empty')}</p>
      ) : (
        <ul class="fixtures">
          {data.matches.map((f) => (
            <FixtureRow key={f.id} fixture={f} coachId={props.coach?.id ?? null} />
          ))}
        </ul>
      )}
    </Page>
  );
}
