import type { Modifier } from '../engine/events.js';

/**
 * Extras on the armour roll of a player knocked down by a block (Mighty Blow, Claws) or hurt by a foul
 * (Dirty Player). The armour procedure reads this; the block and foul procedures build it.
 */
export interface ArmourBonus {
  /** A modifier used on the armour roll when it makes the armour break, otherwise on the injury roll. */
  flexible: Modifier | null;
  /** Whether `flexible` may be used on the armour roll at all (not against Iron Hard Skin). */
  flexibleOnArmour: boolean;
  /** A natural armour total this high or more breaks the armour (Claws), or null. */
  breaksOn: number | null;
}
