import { cloneJson } from '../util/clone.js';
import type { WarbandSheet } from './sheet.js';

const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

/**
 * Ready-made 700-ducat warbands: the reference's two illustrative lists (warbands.json, `example_700_list`)
 * and one more of each faction of our own.
 */
export const READY_MADE = {
  'new-antioch-example': {
    faction: 'new-antioch',
    name: 'Principality Patrol',
    models: [
      { type: 'lieutenant', items: ['sword-axe', 'pistol-revolver', 'standard-armour'] },
      { type: 'sniper-priest', items: ['sniper-rifle'] },
      { type: 'trench-cleric', items: ['trench-club', 'trench-shield'] },
      ...times(2, () => ({ type: 'shocktrooper', items: ['greatsword-greataxe', 'standard-armour'] })),
      ...times(5, () => ({ type: 'yeoman', items: ['bayonet'] })),
    ],
  },
  'heretic-legion-example': {
    faction: 'heretic-legion',
    name: 'Legion Raiders',
    models: [
      { type: 'heretic-priest', items: ['sword-axe', 'pistol-revolver', 'standard-armour'] },
      { type: 'heretic-chorister', items: ['greatsword-greataxe'] },
      { type: 'annointed-heavy-infantry', items: ['greatsword-greataxe'] },
      { type: 'death-commando', items: ['silenced-pistol', 'sword-axe'] },
      ...times(6, () => ({ type: 'heretic-trooper', items: ['bolt-action-rifle', 'bayonet'] })),
    ],
  },
  'new-antioch-assault': {
    faction: 'new-antioch',
    name: 'Assault Section',
    models: [
      { type: 'lieutenant', items: ['sword-axe', 'automatic-pistol', 'standard-armour'] },
      { type: 'combat-medic' },
      { type: 'mechanised-heavy-infantry', items: ['machine-gun'] },
      { type: 'sniper-priest', items: ['sniper-rifle', 'standard-armour'] },
      ...times(2, () => ({
        type: 'shocktrooper',
        items: ['trench-club', 'trench-shield', 'standard-armour'],
      })),
      ...times(3, () => ({ type: 'yeoman', items: ['grenades'] })),
    ],
  },
  'heretic-legion-host': {
    faction: 'heretic-legion',
    name: 'Host of the Iron Wolf',
    models: [
      { type: 'heretic-priest', items: ['sword-axe', 'pistol-revolver', 'reinforced-armour'] },
      { type: 'war-wolf-assault-beast' },
      { type: 'heretic-chorister', items: ['sword-axe', 'trench-shield'] },
      ...times(3, () => ({
        type: 'heretic-trooper',
        items: ['semi-automatic-rifle'],
        upgrades: ['legionnaire-ranged'],
      })),
      ...times(3, () => ({ type: 'heretic-trooper', items: ['bolt-action-rifle', 'bayonet'] })),
    ],
  },
} as const satisfies Record<string, WarbandSheet>;

export type ReadyMadeId = keyof typeof READY_MADE;

export const READY_MADE_IDS = Object.keys(READY_MADE) as ReadyMadeId[];

export function readyMade(id: ReadyMadeId): WarbandSheet {
  return cloneJson(READY_MADE[id]) as unknown as WarbandSheet;
}

export function isReadyMade(value: unknown): value is ReadyMadeId {
  return typeof value === 'string' && Object.hasOwn(READY_MADE, value);
}
