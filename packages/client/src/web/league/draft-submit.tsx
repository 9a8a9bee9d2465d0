import type { DraftProblem } from '../../league-protocol.js';
import { ErrorLine } from './common.js';
import { gold, lt } from './i18n.js';
import { ProblemList } from './team-fields.js';

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
