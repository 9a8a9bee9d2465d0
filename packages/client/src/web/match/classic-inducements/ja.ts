import type { ClassicInducementMessages } from './en.js';

export const classicInducementsJa: ClassicInducementMessages = {
  'classic-inducements.title': 'LRB6のインデュースメント',
  'classic-inducements.purse':
    'チーム価値の低いチームがその差額を使えます。もう一方は何も得ません。使わなかったゴールドは失われます。',
  'classic-inducements.bloodweiser-babes': '0–2、各50k：ベイブ1人につきチームのノックアウト回復ロール+1。',
  'classic-inducements.bribes': '0–3、各100k（ゴブリンは50k）：退場になった選手がD6の2+で残ります。',
  'classic-inducements.extra-team-training': '0–4、各100k：ハーフごとにチームリロールが1つ増えます。',
  'classic-inducements.halfling-master-chef':
    '0–1、300k（ハーフリングは100k）：各ハーフの開始時に3D6、4+ごとに相手のチームリロールを1つ奪います。',
  'classic-inducements.igor':
    '0–1、100k、アポセカリーを雇えないチームのみ：試合中に一度、失敗したリジェネレーションのロールをリロールします。',
  'classic-inducements.mercenary':
    'ポジションの費用+30k、通常カテゴリのスキル1つで+50k。ローナーを持ち、選手は16人を超えられません。',
  'classic-inducements.wandering-apothecary':
    '0–2、各100k、アポセカリーを雇えるチームのみ：それぞれ一度アポセカリーとして働きます。',
};
