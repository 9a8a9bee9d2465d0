import { useState } from 'preact/hooks';
import type { DraftProblem, DraftTeamRequest } from '../../league-protocol.js';
import type { LeagueApi } from './api.js';
import { ErrorLine } from './common.js';
import { draftProblems, errorText } from './format.js';
import { gold, lt } from './i18n.js';
import { ProblemList } from './team-fields.js';

/**
 * Sending a draft, either edition's: busy while it goes, then the team's page, or every problem the server
 * found (or the error, when it names none).
 */
export function useDraftSubmit(api: LeagueApi, leagueId: string, body: DraftTeamRequest) {
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: Event) {
    e.preventDefault();
    setBusy(true);
    setProblems([]);
    setFailure(null);
    try {
      const r = await api.draft(leagueId, body);
      window.location.hash = `#/teams/${r.team.id}`;
    } catch (err) {
      const found = draftProblems(err);
      setProblems(found);
      if (found.length === 0) setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  }
  return { problems, failure, busy, submit };
}

/** The foot of a draft form, either edition's: the running cost against the budget, the problems, submit. */
export function DraftFooter(props: {
  cost: number;
  budget: number;
  players: number;
  problems: DraftProblem[];
  failure: string | null;
  busy: boolean;
}) {
  const { cost, budget } = props;
  return (
    <>
      <p class={`running-cost ${cost > budget ? 'over' : ''}`} aria-live="polite" data-cost={cost}>
        {cost > budget
          ? lt('draft.over', { cost: gold(cost), budget: gold(budget), over: gold(cost - budget) })
          : lt('draft.total', { cost: gold(cost), budget: gold(budget), left: gold(budget - cost) })}
        {' · '}
        {lt('draft.players', { count: props.players })}
      </p>
      <ProblemList title={lt('draft.problems')} problems={props.problems} />
      <ErrorLine text={props.failure} />
      <button type="submit" class="primary" disabled={props.busy}>
        {props.busy ? lt('busy') : lt('draft.submit')}
      </button>
    </>
  );
}
