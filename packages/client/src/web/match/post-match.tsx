import type { MatchState, PlayerState, Side } from '@dugout/rules';
import { useEffect, useState } from 'preact/hooks';
import type { DugoutClient } from '../../client.js';
import type { FixtureByMatchResponse, FixtureResponse, PostGameStatus } from '../../league-protocol.js';
import type { MatchResult, MatchSummary, VerifyResponse } from '../../protocol.js';
import { t } from '../i18n/index.js';
import { type CommitmentCheck, checkCommitment } from './commitment.js';
import { playerName, teamName } from './names.js';
import { pt, usePostMatchMessages } from './post-match-i18n.js';
import { type LeagueSpp, leagueSpp, postMatchSide, type SppLine } from './post-match-model.js';

export interface PostMatchProps {
  client: DugoutClient;
  matchId: string;
  state: MatchState;
  /** The match as the server listed it when this page joined: its commitment was published at creation. */
  summary: MatchSummary;
  result: MatchResult | null;
  /** The revealed seed (from the end-of-match message, or the summary of a match already over). */
  seed: string | null;
}

type Verification =
  | { kind: 'checking' }
  | { kind: 'done'; commitment: CommitmentCheck; server: VerifyResponse | null; error: string | null };

/** The browser's own commitment check beside the server's re-derivation of every roll. */
function useVerification(client: DugoutClient, matchId: string, seed: string | null, commitment: string) {
  const [v, setV] = useState<Verification>({ kind: 'checking' });
  useEffect(() => {
    if (!seed) return undefined;
    let gone = false;
    void Promise.all([
      checkCommitment(seed, commitment),
      client.verify(matchId).then(
        (r) => ({ server: r, error: null }),
        (e: unknown) => ({ server: null, error: e instanceof Error ? e.message : String(e) }),
      ),
    ]).then(([c, s]) => {
      if (!gone) setV({ kind: 'done', commitment: c, ...s });
    });
    return () => {
      gone = true;
    };
  }, [client, matchId, seed, commitment]);
  return v;
}

/** The league fixture of the match and its post-game, or null outside leagues. */
function useLeague(client: DugoutClient, matchId: string) {
  const [league, setLeague] = useState<{
    ref: FixtureByMatchResponse;
    postGame: PostGameStatus | null;
  } | null>(null);
  useEffect(() => {
    let gone = false;
    client
      .leagueFixtureOfMatch(matchId)
      .then(async (ref) => {
        if (!ref) return;
        const { fixture } = await client.call<FixtureResponse>(
          'GET',
          `/api/leagues/${encodeURIComponent(ref.leagueId)}/fixtures/${encodeURIComponent(ref.fixtureId)}`,
        );
        if (!gone) setLeague({ ref, postGame: fixture.postGame });
      })
      .catch(() => undefined);
    return () => {
      gone = true;
    };
  }, [client, matchId]);
  return league;
}

function sppReasons(line: SppLine): string {
  return line.reasons
    .map((r) => pt(`post.achievement.${r.achievement}`, { count: r.count, spp: r.spp }))
    .join(', ');
}

function SideColumn(props: { state: MatchState; side: Side; league: LeagueSpp | null; inLeague: boolean }) {
  const s = props.state;
  const { side, league } = props;
  const view = postMatchSide(s, side);
  const name = (p: PlayerState) => playerName(s, p);
  const mvp = league?.mvp[side];
  const mvpPlayer = mvp ? s.players.find((p) => p.team === side && p.number === mvp.number) : undefined;
  return (
    <section class={`post-side ${side}`} data-post-side={side}>
      <h3>
        {teamName(s.teams[side])} <span class="post-score">{s.teams[side].score}</span>
      </h3>
      <h4>{pt('post.scorers')}</h4>
      {view.scorers.length === 0 ? (
        <p class="muted">{pt('post.none')}</p>
      ) : (
        <ul data-list="scorers">
          {view.scorers.map((x) => (
            <li key={x.player.id} data-player={x.player.id}>
              {pt('post.scorer', { player: name(x.player), count: x.touchdowns })}
            </li>
          ))}
        </ul>
      )}
      <h4>{pt('post.casualties')}</h4>
      {view.casualties.length === 0 ? (
        <p class="muted">{pt('post.none')}</p>
      ) : (
        <ul data-list="casualties">
          {view.casualties.map((c) => {
            const injury = c.lasting
              ? pt('post.casualty.lasting', {
                  result: t(`casualty.${c.injury}`),
                  lasting: t(`lasting.${c.lasting}`),
                })
              : t(`casualty.${c.injury}`);
            const notes = [
              c.niggling ? pt('post.casualty.niggling') : null,
              c.missNextGame && c.injury !== 'dead' ? pt('post.casualty.miss') : null,
            ].filter((x): x is string => x !== null);
            return (
              <li key={c.player.id} data-player={c.player.id} data-injury={c.injury}>
                {c.by
                  ? pt('post.casualty.by', { player: name(c.player), result: injury, by: name(c.by) })
                  : pt('post.casualty', { player: name(c.player), result: injury })}
                {notes.length > 0 && <span class="muted"> ({notes.join(', ')})</span>}
              </li>
            );
          })}
        </ul>
      )}
      <h4>{pt('post.spp')}</h4>
      {props.inLeague && (
        <p class="post-mvp" data-mvp={mvp ? mvp.number : 'pending'}>
          {mvp
            ? pt('post.mvp', {
                player: mvpPlayer ? name(mvpPlayer) : `#${mvp.number}`,
                spp: mvp.spp,
              })
            : pt('post.mvp.pending')}
        </p>
      )}
      {view.spp.length === 0 ? (
        <p class="muted">{pt('post.none')}</p>
      ) : (
        <ul data-list="spp">
          {view.spp.map((line) => {
            const lost = league?.lost[side][line.player.number];
            const credited = league?.credited[side][line.player.number];
            return (
              <li key={line.player.id} data-player={line.player.id} data-spp={credited ?? line.amount}>
                {pt('post.spp.line', {
                  player: name(line.player),
                  spp: credited ?? line.amount,
                  reasons: sppReasons(line),
                })}
                {lost !== undefined && <span class="muted"> {pt('post.spp.lost')}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function VerificationPanel(props: { verification: Verification; seed: string | null; commitment: string }) {
  const v = props.verification;
  const status =
    !props.seed || v.kind === 'checking'
      ? 'checking'
      : v.commitment.kind === 'match' && v.server?.ok
        ? 'ok'
        : v.commitment.kind === 'unavailable' && v.server?.ok
          ? 'server-only'
          : 'failed';
  return (
    <section class={`post-verify ${status}`} data-verify={status}>
      <h3>{pt('post.verify.title')}</h3>
      <p class="post-verify-result">
        <strong>
          {status === 'checking'
            ? pt(props.seed ? 'post.verify.checking' : 'post.verify.no-seed')
            : status === 'failed'
              ? pt('post.verify.failed')
              : pt('post.verify.ok')}
        </strong>
      </p>
      {v.kind === 'done' && (
        <ul>
          <li data-check="commitment" data-result={v.commitment.kind}>
            {pt(`post.verify.commitment.${v.commitment.kind}`)}
          </li>
          {v.server && (
            <li data-check="dice" data-result={v.server.dice.ok ? 'ok' : 'failed'}>
              {v.server.dice.ok
                ? pt('post.verify.dice.ok', { rolls: v.server.dice.rollsChecked })
                : pt('post.verify.dice.failed', { problems: v.server.dice.problems.join('; ') })}
            </li>
          )}
          {v.server && (
            <li
              data-check="rulings"
              data-result={v.server.rulings.checked ? String(v.server.rulings.ok) : 'other'}
            >
              {!v.server.rulings.checked
                ? pt('post.verify.rulings.other', { version: v.server.rulings.version })
                : v.server.rulings.ok
                  ? pt('post.verify.rulings.ok', { commands: v.server.commandsChecked })
                  : pt('post.verify.rulings.failed', { problems: v.server.rulings.problems.join('; ') })}
            </li>
          )}
          {v.error && (
            <li data-check="server" data-result="error">
              {pt('post.verify.server-error', { message: v.error })}
            </li>
          )}
        </ul>
      )}
      <dl class="post-seed">
        <dt>{pt('post.verify.seed')}</dt>
        <dd>
          <code data-seed>{props.seed ?? '—'}</code>
        </dd>
        <dt>{pt('post.verify.commitment')}</dt>
        <dd>
          <code data-commitment>{props.commitment}</code>
        </dd>
      </dl>
    </section>
  );
}

/**
 * The screen at full time: the score and how the match ended, each team's scorers, casualties and Star
 * Player Points (the MVP in a league match), the dice verification, and where to go next.
 */
export function PostMatch(props: PostMatchProps) {
  const ready = usePostMatchMessages();
  const s = props.state;
  const commitment = props.summary.seedCommitment;
  const verification = useVerification(props.client, props.matchId, props.seed, commitment);
  const league = useLeague(props.client, props.matchId);
  const applied = league?.postGame?.applied ? leagueSpp(league.postGame.events) : null;
  const r = props.result;
  return (
    <section class="post-match card" data-post-match={props.matchId} data-ready={ready}>
      <h2>
        {t('match.finished', {
          home: teamName(s.teams.home),
          away: teamName(s.teams.away),
          homeScore: s.teams.home.score,
          awayScore: s.teams.away.score,
        })}
      </h2>
      {r && (
        <p class="post-result result" data-result={r.winner ?? 'draw'}>
          {r.winner
            ? t(`live.result.${r.reason}`, { coach: props.summary.seats[r.winner]?.name ?? r.winner })
            : t('live.result.draw')}
        </p>
      )}
      {!league && <p class="muted">{pt('post.spp.exhibition')}</p>}
      <div class="post-sides">
        {(['home', 'away'] as const).map((side) => (
          <SideColumn key={side} state={s} side={side} league={applied} inLeague={league !== null} />
        ))}
      </div>
      <VerificationPanel verification={verification} seed={props.seed} commitment={commitment} />
      <p class="post-links">
        <a href={`#/replay/${props.matchId}`} data-link="replay">
          {pt('post.link.replay')}
        </a>{' '}
        <a
          href={`/api/matches/${encodeURIComponent(props.matchId)}/verify`}
          target="_blank"
          rel="noreferrer"
          data-link="verify"
        >
          {pt('post.link.verify')}
        </a>
        {league && (
          <>
            {' '}
            <a
              href={`#/post-game/${league.ref.leagueId}/${league.ref.fixtureId}`}
              data-link="league-post-game"
            >
              {pt('post.link.post-game')}
            </a>
          </>
        )}
      </p>
    </section>
  );
}
