import type { ClassicLeagueMessageKey } from './classic-en.js';

/** Classic (LRB6) league words in Japanese (see `classic-en.ts`). */
export const classicLeagueJa: Readonly<Record<ClassicLeagueMessageKey, string>> = {
  'create.edition': 'ルール',
  'league.edition': 'ルール：{edition}',
  'team.edition': 'チームシート：{edition}',
  'draft.fan-factor': 'ファンファクター（1点 {cost}）',
  'team.fan-factor': 'ファンファクター',
  'classic.advance': '成長を選ぶ',
  'classic.advance.title': '{name}：成長ロール {dice}',
  'classic.advance.double': 'ゾロ目：ダブルのカテゴリーも選べます',
  'classic.advance.characteristic': '{stat} +1',
  'classic.advance.skill': 'またはスキル（LRB6 の名前）',
  'classic.advance.take-skill': 'スキルを得る',
  'classic.advance.waiting': '成長ロール {count} 件が待っています',
  'classic.post-game': 'クラシックの試合後',
  'classic.event.winnings': '{team}：賞金 {gold}（D6 {roll} + FAME {fame}）',
  'classic.event.winnings.expenses':
    '{team}：賞金 {gold}（D6 {roll} + FAME {fame}、膨張する経費 {expenses} を差し引き）',
  'classic.event.fan-factor': '{team}：ファンファクター {before} → {after}',
  'classic.event.mvp': '{team}：MVP {player}',
  'classic.event.spp': '{player}：SPP +{spp}（{total}）',
  'classic.event.injury': '{player}：{result}',
  'classic.event.nurgles-rot': '{player} がロッターとして蘇る（ナーグルの腐敗）',
  'classic.event.advance-rolled': '{player}：成長ロール {dice}',
  'classic.event.team-value': '{team}：チームバリュー {before} → {after}',
  'classic.injury.seriously-hurt': '次の試合を欠場',
  'classic.injury.serious-injury': 'ニグリング・インジャリー',
  'classic.injury.lasting-injury': '{stat} −1',
  'classic.injury.dead': '死亡',
};
