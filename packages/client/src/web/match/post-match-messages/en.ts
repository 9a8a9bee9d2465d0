/** The post-match screen's English messages (their own catalogue: they load with the match screen only). */
export const postMatchEn = {
  'post.scorers': 'Touchdowns',
  'post.none': 'None',
  'post.scorer': '{player} ×{count}',
  'post.casualties': 'Casualties',
  'post.casualty': '{player}: {result}',
  'post.casualty.by': '{player}: {result}, caused by {by}',
  'post.casualty.lasting': '{result} ({lasting})',
  'post.casualty.niggling': 'a Niggling Injury',
  'post.casualty.miss': 'misses the next game',
  'post.spp': 'Star Player Points',
  'post.spp.line': '{player}: {spp} SPP ({reasons})',
  'post.spp.lost': 'lost: the team conceded',
  'post.spp.exhibition': 'An exhibition match: the SPP earned are shown here and kept by no team.',
  'post.achievement.touchdown': '{count}× Touchdown',
  'post.achievement.casualty': '{count}× Casualty',
  'post.achievement.completion': '{count}× completion',
  'post.achievement.interception': '{count}× Interception',
  'post.achievement.superb-throw': '{count}× superb throw',
  'post.achievement.safe-landing': '{count}× safe landing',
  'post.achievement.prayers-to-nuffle': '{count} from Prayers to Nuffle',
  'post.mvp': 'MVP: {player} (+{spp} SPP)',
  'post.mvp.pending': 'MVP: rolled in the league post-game once both coaches have nominated.',
  'post.verify.title': 'Dice verification',
  'post.verify.checking': 'Checking the dice…',
  'post.verify.no-seed': 'The seed is revealed when the match is over.',
  'post.verify.ok': 'Verified: every die came from the seed committed to before the match.',
  'post.verify.failed': 'Verification failed.',
  'post.verify.commitment.match':
    'Checked in this browser: SHA-256 of the revealed seed is the commitment published when the match was created.',
  'post.verify.commitment.mismatch':
    'Checked in this browser: SHA-256 of the revealed seed is not the commitment published when the match was created.',
  'post.verify.commitment.bad-seed': 'The revealed seed is not 32 bytes of hexadecimal.',
  'post.verify.commitment.unavailable':
    'This browser cannot compute SHA-256 on this page (it needs HTTPS); the server’s check is below.',
  'post.verify.dice.ok':
    'The server re-derived all {rolls} dice rolls from the seed: each matches the record.',
  'post.verify.dice.failed': 'The dice do not match the seed: {problems}',
  'post.verify.rulings.ok': 'Every command ({commands}) replayed by the rules gives the recorded result.',
  'post.verify.rulings.failed': 'The rulings do not replay: {problems}',
  'post.verify.rulings.other':
    'Played under rules version {version}; its rulings are checked with the release that runs it.',
  'post.verify.server-error': 'The server’s check could not be fetched: {message}',
  'post.verify.seed': 'Seed',
  'post.verify.commitment': 'Commitment (SHA-256)',
  'post.link.replay': 'Watch the replay',
  'post.link.verify': 'Verification report (JSON)',
  'post.link.post-game': 'League post-game',
} as const;

export type PostMatchMessageKey = keyof typeof postMatchEn;
