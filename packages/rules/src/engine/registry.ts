import { ballAndChainDef } from '../actions/ball-and-chain.js';
import { blitzActionDef } from '../actions/blitz.js';
import { blockActionDef } from '../actions/block-action.js';
import { foulActionDef } from '../actions/foul.js';
import { moveActionDef } from '../actions/move.js';
import { moveStepDef } from '../actions/move-step.js';
import { specialActionDef } from '../actions/special-action.js';
import { standUpDef } from '../actions/stand-up.js';
import { bounceDef } from '../ball/bounce.js';
import { catchDef } from '../ball/catch.js';
import { ballLandDef } from '../ball/land.js';
import { scatterDef } from '../ball/scatter.js';
import { throwInDef } from '../ball/throw-in.js';
import { blockDef } from '../block/block.js';
import { sentOffDef } from '../block/sent-off.js';
import { specialAttackDef } from '../block/special-attack.js';
import { activationDef } from '../flow/activation.js';
import { driveDef } from '../flow/drive.js';
import { halfDef } from '../flow/half.js';
import { kickOffDef } from '../flow/kick-off.js';
import { chargeDef } from '../flow/kick-off-events/charge.js';
import { highKickDef } from '../flow/kick-off-events/high-kick.js';
import { quickSnapDef } from '../flow/kick-off-events/quick-snap.js';
import { solidDefenceDef } from '../flow/kick-off-events/solid-defence.js';
import { matchDef } from '../flow/match.js';
import { preMatchDef } from '../flow/pre-match.js';
import { setupDef } from '../flow/setup.js';
import { turnDef } from '../flow/turn.js';
import { bugmanDef } from '../inducements/bugman.js';
import { startOfTurnDef } from '../inducements/start-of-turn.js';
import { inducementsDef } from '../inducements/step.js';
import { wizardDef } from '../inducements/wizard.js';
import { armourDef } from '../injury/armour.js';
import { casualtyDef } from '../injury/casualty.js';
import { goingDownDef } from '../injury/going-down.js';
import { injuryDef } from '../injury/injury.js';
import { bombDef } from '../pass/bomb.js';
import { divingCatchDef } from '../pass/diving-catch.js';
import { handOffDef } from '../pass/hand-off.js';
import { passActionDef } from '../pass/pass-action.js';
import { puntActionDef } from '../pass/punt.js';
import { ttmActionDef, ttmLandingDef } from '../pass/throw-team-mate.js';
import { testDef } from '../rolls/test.js';
import { hitAndRunDef } from '../skills/hit-and-run.js';
import { saboteurDef } from '../skills/saboteur.js';
import { starAbilityDef } from '../stars/activation.js';
import { biteDef } from '../stars/bite.js';
import { setDownDef } from '../stars/carry.js';
import { starPlaceDef } from '../stars/place.js';
import { strayHitDef } from '../stars/stray-hit.js';
import { twoBombsDef } from '../stars/two-bombs.js';
import type { Proc, ProcDef } from './procedure.js';

/** Every procedure kind and its definition. A new rule is a new row here plus its file. */
export const PROCEDURES = {
  match: matchDef,
  'pre-match': preMatchDef,
  inducements: inducementsDef,
  'start-of-turn-inducement': startOfTurnDef,
  'sports-wizard': wizardDef,
  'josef-bugman': bugmanDef,
  half: halfDef,
  drive: driveDef,
  setup: setupDef,
  'kick-off': kickOffDef,
  'solid-defence': solidDefenceDef,
  'high-kick': highKickDef,
  'quick-snap': quickSnapDef,
  charge: chargeDef,
  turn: turnDef,
  activation: activationDef,
  'stand-up': standUpDef,
  'move-action': moveActionDef,
  'move-step': moveStepDef,
  test: testDef,
  'going-down': goingDownDef,
  armour: armourDef,
  injury: injuryDef,
  casualty: casualtyDef,
  'ball-land': ballLandDef,
  bounce: bounceDef,
  scatter: scatterDef,
  'throw-in': throwInDef,
  catch: catchDef,
  'block-action': blockActionDef,
  'blitz-action': blitzActionDef,
  'foul-action': foulActionDef,
  block: blockDef,
  'sent-off': sentOffDef,
  'special-action': specialActionDef,
  'ball-and-chain': ballAndChainDef,
  'special-attack': specialAttackDef,
  'hit-and-run': hitAndRunDef,
  saboteur: saboteurDef,
  'pass-action': passActionDef,
  'hand-off-action': handOffDef,
  'ttm-action': ttmActionDef,
  'ttm-landing': ttmLandingDef,
  'diving-catch': divingCatchDef,
  'punt-action': puntActionDef,
  bomb: bombDef,
  'star-ability': starAbilityDef,
  'star-two-bombs': twoBombsDef,
  'star-bite': biteDef,
  'star-set-down': setDownDef,
  'star-place': starPlaceDef,
  'star-stray-hit': strayHitDef,
} as const satisfies Record<string, ProcDef<Proc>>;

export type ProcKind = keyof typeof PROCEDURES;
export const PROC_KINDS = Object.keys(PROCEDURES) as ProcKind[];
