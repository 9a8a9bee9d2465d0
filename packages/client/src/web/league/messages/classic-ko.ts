import type { ClassicLeagueMessageKey } from './classic-en.js';

/** Classic (LRB6) league words in Korean (see `classic-en.ts`). */
export const classicLeagueKo: Readonly<Record<ClassicLeagueMessageKey, string>> = {
  'create.edition': '규칙',
  'league.edition': '규칙: {edition}',
  'team.edition': '팀 시트: {edition}',
  'draft.fan-factor': '팬 팩터 (1점에 {cost})',
  'team.fan-factor': '팬 팩터',
  'classic.advance': '어드밴스 받기',
  'classic.advance.title': '{name}: 어드밴스 굴림 {dice}',
  'classic.advance.double': '더블: 더블 카테고리도 고를 수 있습니다',
  'classic.advance.characteristic': '+1 {stat}',
  'classic.advance.skill': '또는 스킬 (LRB6 이름)',
  'classic.advance.take-skill': '스킬 받기',
  'classic.advance.waiting': '어드밴스 굴림 {count}개 대기 중',
  'classic.post-game': '클래식 경기 후',
  'classic.event.winnings': '{team}: 상금 {gold} (D6 {roll} + FAME {fame})',
  'classic.event.winnings.expenses':
    '{team}: 상금 {gold} (D6 {roll} + FAME {fame}, 늘어나는 지출 {expenses} 공제)',
  'classic.event.fan-factor': '{team}: 팬 팩터 {before} → {after}',
  'classic.event.mvp': '{team}: MVP {player}',
  'classic.event.spp': '{player}: SPP +{spp} ({total})',
  'classic.event.injury': '{player}: {result}',
  'classic.event.nurgles-rot': '{player}, 로터로 되살아남 (너글의 부패)',
  'classic.event.advance-rolled': '{player}: 어드밴스 굴림 {dice}',
  'classic.event.team-value': '{team}: 팀 가치 {before} → {after}',
  'classic.injury.seriously-hurt': '다음 경기 결장',
  'classic.injury.serious-injury': '니글링 인저리',
  'classic.injury.lasting-injury': '{stat} −1',
  'classic.injury.dead': '사망',
};
