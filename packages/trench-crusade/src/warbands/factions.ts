import type { FactionId } from '../types.js';
import { HERETIC_LEGION } from './heretic-legion.js';
import { NEW_ANTIOCH } from './new-antioch.js';
import type { FactionList, ModelProfile } from './profiles.js';

export const FACTIONS: Readonly<Record<FactionId, FactionList>> = {
  'new-antioch': NEW_ANTIOCH,
  'heretic-legion': HERETIC_LEGION,
};

export function factionList(id: FactionId): FactionList {
  return FACTIONS[id];
}

export function modelProfile(faction: FactionId, type: string): ModelProfile | undefined {
  const list = FACTIONS[faction];
  return Object.hasOwn(list.models, type) ? list.models[type] : undefined;
}
