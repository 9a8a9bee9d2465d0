/**
 * Blood Bound's terms in Korean, English and Japanese, for screens and logs. Korean comes from the seed
 * (`seed 002:<line>` and its words) wherever the seed names the thing; where it does not (the character
 * names, the Staff), the Korean is our usual rendering and says so. No Japanese source exists for this
 * game: the Japanese column is our translation throughout.
 */
export interface GlossaryTerm {
  /** The word in the rules package (a union member where there is one). */
  id: string;
  en: string;
  ko: string;
  ja: string;
  /** `seed 002:<line> “…”` when the seed uses `ko`; otherwise why the Korean was chosen. */
  source: string;
}

const SEED = 'seed 002';
const OURS = 'our rendering (the seed does not name it)';

export const GLOSSARY: readonly GlossaryTerm[] = [
  // Sides
  {
    id: 'phoenix',
    en: 'Phoenix clan',
    ko: '불사조 클랜',
    ja: '不死鳥の一族',
    source: `${SEED}:8 “불사조(phoenix) 클랜카드”`,
  },
  {
    id: 'gargoyle',
    en: 'Gargoyle clan',
    ko: '가고일 클랜',
    ja: 'ガーゴイルの一族',
    source: `${SEED}:8 “가고일 클랜카드”`,
  },
  {
    id: 'secret-order',
    en: 'Secret Order',
    ko: '비밀 결사',
    ja: '秘密結社',
    source: `${SEED}:16 writes “secret order” in English; 비밀 결사 is our rendering`,
  },
  {
    id: 'inquisitor',
    en: 'Inquisitor',
    ko: '탐문자',
    ja: '審問官',
    source: `${SEED}:93 “탐문자(Inquisitor) 카드”`,
  },
  { id: 'leader', en: 'leader', ko: '지도자', ja: '指導者', source: `${SEED}:81 “해당 클랜의 지도자”` },
  // Components
  {
    id: 'character-card',
    en: 'character card',
    ko: '인물카드',
    ja: '人物カード',
    source: `${SEED}:8 “인물카드”`,
  },
  {
    id: 'reference-card',
    en: 'reference card',
    ko: '참조카드',
    ja: '参照カード',
    source: `${SEED}:8 “참조카드 12장”`,
  },
  {
    id: 'rank',
    en: 'rank token',
    ko: '서열 토큰',
    ja: '階級トークン',
    source: `${SEED}:71 “서열 토큰” (also 랭크토큰, 9)`,
  },
  {
    id: 'affiliation',
    en: 'affiliation token',
    ko: '소속 토큰',
    ja: '所属トークン',
    source: `${SEED}:9 “소속 토큰”`,
  },
  {
    id: 'unknown',
    en: 'unknown affiliation token',
    ko: '알 수 없는 소속 토큰',
    ja: '不明の所属トークン',
    source: `${SEED}:9 “알 수 없는 소속 토큰 20개”`,
  },
  {
    id: 'wild',
    en: 'wild (any affiliation)',
    ko: '미지',
    ja: '任意',
    source: `${SEED}:110 “소속 아이콘은 미지(wild)”`,
  },
  {
    id: 'fleur-cross',
    en: 'fleur-cross',
    ko: '플뢰르 십자가',
    ja: 'フルール十字',
    source: `${SEED}:98 “플뢰르 십자가가 표시된 순위토큰”`,
  },
  {
    id: 'clan-icon',
    en: 'clan icon',
    ko: '클랜 아이콘',
    ja: '一族アイコン',
    source: `${SEED}:16 “클랜 아이콘”`,
  },
  {
    id: 'rank-icon',
    en: 'rank icon',
    ko: '랭크 아이콘',
    ja: '階級アイコン',
    source: `${SEED}:17 “랭크아이콘”`,
  },
  {
    id: 'affiliation-icon',
    en: 'affiliation icon',
    ko: '소속 아이콘',
    ja: '所属アイコン',
    source: `${SEED}:18 “소속 아이콘”`,
  },
  {
    id: 'clue',
    en: 'clue icon',
    ko: '단서 아이콘',
    ja: '手がかりアイコン',
    source: `${SEED}:43 “단서 아이콘” (also 클루 아이콘, 19)`,
  },
  { id: 'supply', en: 'supply', ko: '공급처', ja: 'サプライ', source: `${SEED}:71 “공급처”` },
  { id: 'dagger', en: 'dagger', ko: '단검', ja: '短剣', source: `${SEED}:11 “단검”` },
  {
    id: 'ability-card',
    en: 'ability card',
    ko: '능력카드',
    ja: '能力カード',
    source: `${SEED}:10 “능력카드”`,
  },
  { id: 'quill', en: 'Quill', ko: '깃펜', ja: '羽根ペン', source: `${SEED}:10 “깃펜(2장)”` },
  { id: 'sword', en: 'Sword', ko: '칼', ja: '剣', source: `${SEED}:10 “칼(2장)”` },
  { id: 'shield', en: 'Shield', ko: '방패', ja: '盾', source: `${SEED}:10 “방패(4장)”` },
  { id: 'fan', en: 'Fan', ko: '부채', ja: '扇', source: `${SEED}:10 “부채(4장)”` },
  {
    id: 'staff',
    en: 'Staff',
    ko: '지팡이',
    ja: '杖',
    source: `${SEED}:10 writes “staff(6장)” in English; 지팡이 is our rendering`,
  },
  {
    id: 'curse',
    en: 'Curse card',
    ko: '저주 카드',
    ja: '呪いカード',
    source: `${SEED}:10 “저주(4장)”, :100 “저주 능력 카드”`,
  },
  {
    id: 'true-curse',
    en: 'True Curse',
    ko: '진짜 저주',
    ja: '真の呪い',
    source: `${SEED}:114 “'진짜 저주'카드”`,
  },
  {
    id: 'false-curse',
    en: 'False Curse',
    ko: '가짜 저주',
    ja: '偽りの呪い',
    source: `${OURS}; the opposite of 진짜 저주 (114)`,
  },
  // Play
  { id: 'turn', en: 'turn', ko: '턴', ja: '手番', source: `${SEED}:52 “턴을 수행하게 됩니다”` },
  { id: 'attack', en: 'attack', ko: '공격', ja: '攻撃', source: `${SEED}:53 “공격”` },
  { id: 'pass', en: 'pass (the dagger)', ko: '패스', ja: 'パス', source: `${SEED}:55 “패스”` },
  { id: 'wound', en: 'wound', ko: '상처', ja: '傷', source: `${SEED}:61 “상처입음”` },
  { id: 'capture', en: 'capture', ko: '사로잡기', ja: '捕縛', source: `${SEED}:67 “사로잡기”` },
  { id: 'intervention', en: 'intervention', ko: '중재', ja: '介入', source: `${SEED}:70 “중재”` },
  { id: 'ability', en: 'ability', ko: '능력', ja: '能力', source: `${SEED}:75 “능력”` },
  { id: 'heal', en: 'heal', ko: '치유', ja: '治癒', source: OURS },
  // Characters (the seed names none of them)
  { id: 'elder', en: 'Elder', ko: '장로', ja: '長老', source: OURS },
  { id: 'assassin', en: 'Assassin', ko: '암살자', ja: '暗殺者', source: OURS },
  { id: 'harlequin', en: 'Harlequin', ko: '광대', ja: '道化師', source: OURS },
  { id: 'alchemist', en: 'Alchemist', ko: '연금술사', ja: '錬金術師', source: OURS },
  { id: 'mentalist', en: 'Mentalist', ko: '독심술사', ja: '読心術師', source: OURS },
  { id: 'guardian', en: 'Guardian', ko: '수호자', ja: '守護者', source: OURS },
  { id: 'berserker', en: 'Berserker', ko: '광전사', ja: '狂戦士', source: OURS },
  { id: 'mage', en: 'Mage', ko: '마법사', ja: '魔術師', source: OURS },
  { id: 'courtesan', en: 'Courtesan', ko: '궁녀', ja: '寵姫', source: OURS },
];

/** The entry for `id`, or undefined. */
export function term(id: string): GlossaryTerm | undefined {
  return GLOSSARY.find((t) => t.id === id);
}
