import { buildStartingTeam, type EditionId, findPosition, type RosterId } from '@dugout/rules';
import { CLASSIC_STARTING_TEAMS } from '@dugout/rules/classic-starting-teams';
import type { ClassicRosterId } from '@dugout/rules/data';
import { useMemo } from 'preact/hooks';
import { currentLocale, formatList, type MessageKey, t } from '../i18n/index.js';
import { positionName } from '../i18n/names/index.js';

type Printed = { ma: number; st: number; ag: number; pa: number | null; av: number };
type Line = { positionId: string; count: number; stats: Printed | undefined };

/** A roster's starting team in an edition, position by position, with the words of its statistics. */
const EDITION_TEAMS: Readonly<
  Record<EditionId, { team(roster: string): { lines: Line[]; rerolls: number }; words: MessageKey }>
> = {
  bb2025: {
    team(roster) {
      const sheet = buildStartingTeam(roster as RosterId);
      const counts = new Map<string, number>();
      for (const p of sheet.players) counts.set(p.positionId, (counts.get(p.positionId) ?? 0) + 1);
      const lines = [...counts].map(([positionId, count]) => ({
        positionId,
        count,
        stats: findPosition(roster as RosterId, positionId),
      }));
      return { lines, rerolls: sheet.rerolls };
    },
    words: 'match.player.stats',
  },
  // The LRB6 team-building rules' result as data: the roster files would weigh on every live match's chunk.
  classic: {
    team(roster) {
      const team = CLASSIC_STARTING_TEAMS[roster as ClassicRosterId];
      const lines = team.players.map(([positionId, count, ma, st, ag, av]) => ({
        positionId,
        count,
        stats: { ma, st, ag, pa: null, av },
      }));
      return { lines, rerolls: team.rerolls };
    },
    words: 'classic.match.player.stats',
  },
};

/**
 * The auto-built starting team of a roster of the table's edition, as a list of positions with counts
 * (a classic table: the LRB6 roster's team, by the LRB6 team-building rules, in the classic words).
 */
export function TeamPreview(props: { roster: string; edition: EditionId }) {
  const lines = useMemo(() => {
    try {
      const rules = EDITION_TEAMS[props.edition];
      const team = rules.team(props.roster);
      return {
        players: team.lines.map(({ positionId: position, count, stats: p }) => {
          const stats = p ? t(rules.words, { ...p, pa: p.pa === null ? '–' : `${p.pa}+` }) : '';
          return t('lobby.team.preview.player', {
            count,
            position: positionName(props.roster, position, currentLocale(), {
              full: true,
              edition: props.edition,
            }),
            stats,
          });
        }),
        rerolls: team.rerolls,
      };
    } catch {
      return null;
    }
  }, [props.roster, props.edition, currentLocale()]);
  if (!lines) return null;
  return (
    <p class="team-preview muted" data-team-preview={props.roster} data-edition={props.edition}>
      {t('lobby.team.preview', { players: formatList(lines.players), rerolls: lines.rerolls })}
    </p>
  );
}
