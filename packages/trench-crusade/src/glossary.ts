/**
 * The game's terms for the screens: Korean as the seed (003, v1.6.3 pp. 8–10) writes them, English as
 * the rulebook does, Japanese beside them. `seed: false` marks terms the seed does not use (they come from
 * the reference), with a Korean rendering of our own.
 */
export interface GlossaryEntry {
  en: string;
  ko: string;
  ja: string;
  seed: boolean;
}

const t = (en: string, ko: string, ja: string, seed = true): GlossaryEntry => ({ en, ko, ja, seed });

export const GLOSSARY = {
  combat: t('Combat', '전투', '戦闘'),
  model: t('Model', '미니어처', 'ミニチュア'),
  warband: t('Warband', '전투부대', 'ウォーバンド'),
  battlefield: t('Battlefield', '전장', '戦場'),
  scenery: t('Scenery', '지형지물', '地形'),
  base: t('Base', '밑판', 'ベース'),
  keyword: t('Keyword', '특성', 'キーワード'),
  turn: t('Turn', '차례', 'ターン'),
  activation: t('Activation', '조작', 'アクティベーション'),
  endOfActivation: t('End of Activation', '모든 미니어처의 조작이 끝난 뒤 절차', 'アクティベーション終了'),
  endOfTurn: t('End of Turn', '한 차례가 끝난 뒤 절차', 'ターン終了'),
  rangedAttack: t('Ranged Attack', '원거리 공격', '射撃攻撃'),
  rangedWeapon: t('Ranged weapon', '원거리 무기', '射撃武器'),
  meleeAttack: t('Melee Attack', '근거리 공격', '白兵攻撃'),
  meleeWeapon: t('Melee weapon', '근거리 무기', '白兵武器'),
  inMelee: t('In melee', '단병접전', '白兵戦中'),
  lineOfSight: t('Line of sight', '시야선', '視線'),
  actionSuccessChart: t('Action Success Chart', '행동성공판정표', '行動成功表'),
  injuryChart: t('Injury Chart', '부상판정표', '負傷表'),
  modifiers: t('Modifiers', '보정치', '修正'),
  plusDice: t('+DICE', '양수값 주사위 보정치', '+ダイス'),
  minusDice: t('-DICE', '음수값 주사위 보정치', '-ダイス'),
  enemyBehindCover: t('Enemy Behind Cover', '엄폐중인 적 대상', '遮蔽の陰の敵'),
  cover: t('Cover', '엄폐', '遮蔽'),
  longRange: t('Long Range', '장거리', '長距離'),
  elevatedPosition: t('Shooting from an elevated position', '고지대에서 저지대로의 사격', '高所からの射撃'),
  shootingIntoMelee: t(
    'Shooting into Melee',
    '단병접전 상태의 미니어처에게 원거리 공격을 가할 때',
    '白兵戦への射撃',
  ),
  defendedObstacle: t('Defended obstacle', '엄폐물로 인한 방해', '防御障害物'),
  offHandWeapon: t('Off-hand weapon', '보조 무기', '副武器'),
  twoHanded: t('Two-handed weapon', '양손무기', '両手武器'),
  oneHanded: t('One-handed weapon', '한손무기', '片手武器'),
  movingInMelee: t('Moving while in melee', '단병접전 상태에서의 이동', '白兵戦中の移動'),
  noEffect: t('No Effect', '피해없음', '効果なし'),
  minorHit: t('Minor Hit', '경상', '軽傷'),
  down: t('Down', '중상', 'ダウン'),
  outOfAction: t('Out of Action', '전투불가', '戦闘不能'),
  seriousInjuries: t('Serious Injuries', '심각한 부상', '重傷'),
  trenchShield: t('Trench Shield', '참호 방패', '塹壕盾'),
  standardArmour: t('Standard Armour', '평갑', '標準アーマー'),
  reinforcedArmour: t('Reinforced Armour', '중갑', '強化アーマー'),
  machineArmour: t('Machine Armour', '기갑', '機械アーマー'),
  newAntioch: t('New Antioch', '신 안디옥', '新アンティオキア'),
  tough: t('TOUGH', '강인함', '頑強'),
  strong: t('STRONG', '강력함', '剛力'),
  critical: t('CRITICAL', '치명적인 무기', '致命'),
  targetIsDown: t('Target is Down', '대상이 현재 중상임', '対象はダウン中'),
  bloodbath: t('Bloodbath', '유혈낭자', '血の饗宴'),
  bloodMarker: t('Blood Marker', '유혈 표식', '流血マーカー'),
  criticalSuccess: t('Critical Success', '대성공', 'クリティカル成功'),
  riskyAction: t('RISKY ACTION', '위험한 행동', '危険な行動'),
  stand: t('Stand', '기상', '起き上がる'),
  movement: t('Movement', '이동거리', '移動力'),
  move: t('Move', '이동', '移動'),
  charge: t('Charge', '돌격 이동', '突撃'),
  morale: t('Morale', '사기수습 단계', '士気'),
  shaken: t('Shaken', '사기 저하', '動揺'),
  dash: t('Dash', '질주', 'ダッシュ', false),
  retreat: t('Retreat', '후퇴', '後退', false),
  climb: t('Climb', '등반', '登攀', false),
  jump: t('Jump', '도약', '跳躍', false),
  fall: t('Fall', '낙하', '落下', false),
  difficultTerrain: t('Difficult Terrain', '험지', '困難地形', false),
  dangerousTerrain: t('Dangerous Terrain', '위험 지형', '危険地形', false),
  impassable: t('Impassable', '통행 불가', '通行不能', false),
  building: t('Building', '건물', '建物', false),
  trench: t('Trench', '참호', '塹壕'),
  hill: t('Hill', '언덕', '丘', false),
  deploymentZone: t('Deployment zone', '배치 구역', '配置エリア', false),
  victoryPoints: t('Victory Points', '승점', '勝利点', false),
  infiltrator: t('INFILTRATOR', '침투', '潜入', false),
  leader: t('LEADER', '지휘관', 'リーダー', false),
  fear: t('FEAR', '공포', '恐怖', false),
  hereticLegion: t('Heretic Legion', '이단 군단', '異端軍団', false),
  ducats: t('Ducats', '두카트', 'ドゥカート', false),
  gloryPoints: t('Glory Points', '영광 점수', '栄光点', false),
  claimNoMansLand: t("Claim No Man's Land", '무인지대 점령', '無人地帯の奪取', false),
  trenchWarfare: t('Trench Warfare', '참호전', '塹壕戦', false),
} as const satisfies Record<string, GlossaryEntry>;

export type GlossaryId = keyof typeof GLOSSARY;
