import { useState } from 'preact/hooks';
import type { ClassicAdvanceRequest, PlayerView, TeamDetail } from '../../league-protocol.js';
import type { LeagueApi } from './api.js';
import { clt } from './classic-i18n.js';
import { ErrorLine, useAction } from './common.js';
import { leagueErrorText } from './format.js';
import { lt } from './i18n.js';

/**
 * A classic (LRB6) player's oldest advance roll, made in the post-game: +1 to a characteristic the total
 * offers (12 ST, 11 AG, 10 MA or AV), or a skill (a double opens the double categories); the server refuses
 * what the roll does not allow, shown here.
 */
export function ClassicAdvancePanel(props: {
  api: LeagueApi;
  team: TeamDetail;
  player: PlayerView;
  onDone(team: TeamDetail): void;
  onClose(): void;
}) {
  const { api, team, player } = props;
  const roll = player.pendingAdvances?.[0];
  const [skill, setSkill] = useState('');
  const action = useAction(leagueErrorText);
  if (!roll) return null;
  const take = async (body: ClassicAdvanceRequest) => {
    const r = await action.run(() => api.classicAdvance(team.id, player.id, body));
    if (r) props.onDone(r.team);
  };
  return (
    <section class="advance-panel" data-panel="classic-advance" data-player={player.id}>
      <h3>{clt('classic.advance.title', { name: player.name, dice: roll.dice.join(' + ') })}</h3>
      {roll.double && <p class="muted">{clt('classic.advance.double')}</p>}
      <p>
        {roll.characteristics.map((c) => (
          <button
            key={c}
            type="button"
            class="primary"
            data-characteristic={c}
            disabled={action.busy}
            onClick={() => take({ characteristic: c })}
          >
            {clt('classic.advance.characteristic', { stat: lt(`roster.${c}`) })}
          </button>
        ))}
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void take({ skill: skill.trim() });
        }}
      >
        <label>
          {clt('classic.advance.skill')}
          <input
            value={skill}
            required
            maxLength={64}
            data-field="classic-skill"
            onInput={(e) => setSkill((e.target as HTMLInputElement).value)}
          />
        </label>{' '}
        <button type="submit" class="primary" disabled={action.busy}>
          {clt('classic.advance.take-skill')}
        </button>{' '}
        <button type="button" class="secondary" onClick={props.onClose}>
          ✕
        </button>
      </form>
      <ErrorLine text={action.error} />
    </section>
  );
}
