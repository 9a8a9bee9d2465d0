import type { Command, MatchState, Side } from '@dugout/rules';
import { useState } from 'preact/hooks';
import { t } from '../i18n/index.js';
import { formationCommands, formationOf, loadFormation, saveFormation } from './saved-formations.js';

/**
 * Set-up helpers beside the standard formations: save the set-up on the pitch as this roster's own
 * formation (in this browser), and apply it later. `send` resolves once the server accepted a command.
 */
export function SetupTools(props: {
  state: MatchState;
  side: Side;
  send(command: Command): Promise<boolean>;
}) {
  const roster = props.state.teams[props.side].roster ?? 'custom';
  const [saved, setSaved] = useState(() => loadFormation(roster));
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const onPitch = props.state.players.some((p) => p.team === props.side && p.at);

  return (
    <div class="setup-tools">
      {saved && saved.length > 0 && (
        <button
          type="button"
          class="option"
          data-command="saved-formation"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            for (const command of formationCommands(props.state, props.side, saved)) {
              if (!(await props.send(command))) break;
            }
            setBusy(false);
          }}
        >
          {t('setup.saved.apply')}
        </button>
      )}{' '}
      {onPitch && (
        <button
          type="button"
          class="secondary"
          onClick={() => {
            const slots = formationOf(props.state, props.side);
            saveFormation(roster, slots);
            setSaved(slots);
            setNote(t('setup.saved.done'));
          }}
        >
          {t('setup.saved.save')}
        </button>
      )}
      {note && <span class="muted"> {note}</span>}
      <p class="muted hint">{t('setup.drag.hint')}</p>
    </div>
  );
}
