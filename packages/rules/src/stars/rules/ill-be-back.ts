import type { StarRuleDef } from '../hooks.js';

/** I'll Be Back! (Kreek Rustgouger): the first time in a game he would be sent off for Secret Weapon, he stays. */
export const illBeBack: StarRuleDef = { id: 'ill-be-back', staysDespiteSecretWeapon: true };
