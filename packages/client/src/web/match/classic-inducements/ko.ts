import type { ClassicInducementMessages } from './en.js';

export const classicInducementsKo: ClassicInducementMessages = {
  'classic-inducements.title': 'LRB6 인듀스먼트',
  'classic-inducements.purse':
    '팀 가치가 낮은 팀이 그 차액을 쓸 수 있고, 다른 팀은 아무것도 받지 않습니다. 쓰지 않은 금화는 사라집니다.',
  'classic-inducements.bloodweiser-babes': '0–2개, 각 50k: 베이브 하나당 팀의 녹아웃 회복 굴림 +1.',
  'classic-inducements.bribes': '0–3개, 각 100k (고블린은 50k): 퇴장당한 선수가 D6 2+로 남습니다.',
  'classic-inducements.extra-team-training': '0–4개, 각 100k: 하프마다 팀 리롤 하나 추가.',
  'classic-inducements.halfling-master-chef':
    '0–1개, 300k (하플링은 100k): 각 하프 시작에 3D6, 4+마다 상대의 팀 리롤 하나를 가져옵니다.',
  'classic-inducements.igor':
    '0–1개, 100k, 약제사를 고용할 수 없는 팀만: 경기 중 한 번 실패한 리제너레이션 굴림을 리롤합니다.',
  'classic-inducements.mercenary':
    '포지션 비용 + 30k, 일반 카테고리 스킬 하나에 +50k; 로너를 가지고 뛰며, 선수는 16명을 넘을 수 없습니다.',
  'classic-inducements.wandering-apothecary':
    '0–2개, 각 100k, 약제사를 고용할 수 있는 팀만: 각각 한 번 약제사로 일합니다.',
};
