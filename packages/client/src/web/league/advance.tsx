import { findPosition, isRosterId, parseSkillName } from '@dugout/rules';
import { useState } from 'preact/hooks';
import type { AdvanceRequest, PendingAdvancement, PlayerView, TeamDetail } from '../../league-protocol.js';
import { formatList } from '../i18n/index.js';
import { skillName } from '../i18n/names/index.js';
import type { LeagueApi } from './api.js';
import { ErrorLine, useAction } from './common.js';
import { advancementCosts, leagueErrorText, type Stat, skillChoices } from './format.js';
import { lt } from './i18n.js';

type Kind = AdvanceRequest['kind'];
/** The four ways to spend SPP (§4.8), in the order the panel offers them. */
const KINDS: readonly Kind[] = ['random-primary', 'chosen-primary', 'chosen-secondary', 'characteristic'];

/** A printed skill name from the server ("Block") in the coach's language. */
function printedSkill(name: string): string {
  try {
    return skillName(parseSkillName(name));
  } catch {
    return name;
  }
}

/**
 * Spending a player's SPP: random Primary (roll, then keep one of two), a chosen Primary or Secondary
 * skill, or a characteristic (D8, then raise one it allows or take a skill instead).
 */
export function AdvancePanel(props: {
  api: LeagueApi;
  team: TeamDetail;
  player: PlayerView;
  onDone(team: TeamDetail): void;
  onClose(): void;
}) {
  const { api, team, player } = props;
  const costs = advancementCosts(player);
  const position = isRosterId(team.rosterId) ? findPosition(team.rosterId, player.positionId) : undefined;
  const affordable = KINDS.filter((k) => player.spp >= costs[k]);
  const [kind, setKind] = useState<Kind>(affordable[0] ?? 'chosen-primary');
  const [category, setCategory] = useState<string>(position?.primary[0] ?? 'G');
  const choices = skillChoices(
    team,
    player,
    kind === 'chosen-secondary' ? 'secondary' : kind === 'characteristic' ? 'either' : 'primary',
  );
  const [skill, setSkill] = useState<string>('');
  const [pending, setPending] = useState<PendingAdvancement | null>(null);
  const action = useAction(leagueErrorText);
  const chosenSkill = skill || choices[0]?.value || '';
  const skillField = (label: string) => (
    <label>
      {label}
      <select value={chosenSkill} onChange={(e) => setSkill((e.target as HTMLSelectElement).value)}>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );

  async function send(body: AdvanceRequest) {
    const r = await action.run(() => api.advance(team.id, player.id, body));
    if (!r) return;
    if (r.pending) setPending(r.pending);
    else props.onDone(r.team);
  }

  return (
    <div class="advance-panel" role="dialog" aria-label={lt('manage.advance')} data-player={player.id}>
      <h3>{lt('advance.title', { number: player.number, name: player.name, spp: player.spp })}</h3>
      {!pending && (
        <>
          {KINDS.map((k) => (
            <label class="checkbox" key={k}>
              <input
                type="radio"
                name={`kind-${player.id}`}
                value={k}
                checked={kind === k}
                disabled={player.spp < costs[k]}
                onChange={() => setKind(k)}
              />
              {lt(`advance.kind.${k}`, { cost: costs[k] })}
            </label>
          ))}
          {kind === 'random-primary' && (
            <label>
              {lt('advance.category')}
              <select value={category} onChange={(e) => setCategory((e.target as HTMLSelectElement).value)}>
                {(position?.primary ?? []).map((c) => (
                  <option key={c} value={c}>
                    {lt(`advance.category.${c}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {(kind === 'chosen-primary' || kind === 'chosen-secondary') && skillField(lt('advance.skill'))}
          <p class="row">
            <button
              type="button"
              class="primary"
              disabled={action.busy || player.spp < costs[kind]}
              onClick={() =>
                send(
                  kind === 'random-primary'
                    ? { kind, category }
                    : kind === 'characteristic'
                      ? { kind }
                      : { kind, skill: chosenSkill },
                )
              }
            >
              {kind === 'random-primary' || kind === 'characteristic'
                ? lt('advance.roll')
                : lt('advance.take')}
            </button>{' '}
            <button type="button" class="secondary" onClick={props.onClose}>
              {lt('advance.cancel')}
            </button>
          </p>
        </>
      )}
      {pending?.kind === 'random-primary' && (
        <div class="pending" data-pending="random-primary">
          <p>{lt('advance.rolled', { rolls: formatList(pending.rolls.map(String)) })}</p>
          {pending.options.map((o) => (
            <button
              type="button"
              class="option"
              key={o}
              disabled={action.busy}
              onClick={() => send({ kind: 'random-primary', keep: o })}
            >
              {lt('advance.keep', { skill: printedSkill(o) })}
            </button>
          ))}
        </div>
      )}
      {pending?.kind === 'characteristic' && (
        <div class="pending" data-pending="characteristic">
          <p>{lt('advance.d8', { roll: pending.rolls[0] ?? 0 })}</p>
          {pending.options.map((o) => (
            <button
              type="button"
              class="option"
              key={o}
              disabled={action.busy}
              onClick={() => send({ kind: 'characteristic', characteristic: o as Stat })}
            >
              {lt('advance.raise', { stat: lt(`stat.${o as Stat}`) })}
            </button>
          ))}
          {skillField(lt('advance.instead'))}
          <button
            type="button"
            class="option"
            disabled={action.busy || !chosenSkill}
            onClick={() => send({ kind: 'characteristic', insteadSkill: chosenSkill })}
          >
            {lt('advance.take')}
          </button>
        </div>
      )}
      <ErrorLine text={action.error} />
    </div>
  );
}
