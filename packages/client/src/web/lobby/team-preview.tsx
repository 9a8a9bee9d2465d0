import { buildStartingTeam, type RosterId } from '@dugout/rules';
import { useMemo } from 'preact/hooks';
import { currentLocale, formatList, t } from '../i18n/index.js';
import { positionName } from '../i18n/names/index.js';

/** The auto-built starting team of a roster, as a list of positions with counts. */
export function TeamPreview(props: { roster: RosterId }) {
  const lines = useMemo(() => {
    try {
      const sheet = buildStartingTeam(props.roster);
      const counts = new Map<string, number>();
      for (const p of sheet.players) counts.set(p.positionId, (counts.get(p.positionId) ?? 0) + 1);
      return {
        players: [...counts].map(([position, count]) =>
          t('lobby.team.preview.player', {
            count,
            position: positionName(props.roster, position, currentLocale(), { full: true }),
          }),
        ),
        rerolls: sheet.rerolls,
      };
    } catch {
      return null;
    }
  }, [props.roster, currentLocale()]);
  if (!lines) return null;
  return (
    <p class="team-preview muted" data-team-preview={props.roster}>
      {t('lobby.team.preview', { players: formatList(lines.players), rerolls: lines.rerolls })}
    </p>
  );
}
