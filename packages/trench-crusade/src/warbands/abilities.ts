/**
 * Model abilities of the two lists. `engine` says where the engine applies one; abilities marked
 * `not-modelled` are listed on the profile only (README, Not modelled).
 */
export const ABILITIES = {
  'on-my-command': { name: 'On My Command!', engine: 'not-modelled' },
  'trench-cleric-powers': { name: 'Powers of the Trench Cleric', engine: 'not-modelled' },
  aim: { name: 'Aim', engine: 'action' },
  'absolute-faith': { name: 'Absolute Faith', engine: 'blood-markers' },
  'shock-charge': { name: 'Shock Charge', engine: 'charge' },
  'assault-drill': { name: 'Assault Drill', engine: 'warband-building' },
  'battlefield-demolition': { name: 'Battlefield Demolition', engine: 'warband-building' },
  fortify: { name: 'Fortify', engine: 'action' },
  'de-mine': { name: 'De-Mine', engine: 'not-modelled' },
  'finish-the-fallen': { name: 'Finish the Fallen', engine: 'injury' },
  'expert-medic': { name: 'Expert Medic', engine: 'action' },
  'convent-conditioning': { name: 'Convent Conditioning', engine: 'fear' },
  'puppet-master': { name: 'Puppet Master', engine: 'not-modelled' },
  hide: { name: 'Hide', engine: 'not-modelled' },
  'stealth-generator': { name: 'Stealth Generator', engine: 'ranged' },
  'unholy-hymns': { name: 'Unholy Hymns', engine: 'action-dice' },
  'loping-dash': { name: 'Loping Dash', engine: 'movement' },
  levitate: { name: 'Levitate', engine: 'movement' },
  'artificial-life': { name: 'Artificial Life', engine: 'fear' },
  'law-of-hell': { name: 'Law of Hell', engine: 'not-modelled' },
  'dark-blessing': { name: 'Dark Blessing', engine: 'not-modelled' },
  chattel: { name: 'Chattel', engine: 'not-modelled' },
  'sworn-sword': { name: 'Sworn Sword', engine: 'not-modelled' },
  'martial-prowess': { name: 'Martial Prowess', engine: 'not-modelled' },
  'arabian-destrier': { name: 'Arabian Destrier', engine: 'not-modelled' },
  slow: { name: 'Slow', engine: 'not-modelled' },
  'vengeful-scripture': { name: 'Vengeful Scripture', engine: 'not-modelled' },
  'divine-judgement': { name: 'Divine Judgement', engine: 'not-modelled' },
  'ceremonial-duty': { name: 'Ceremonial Duty', engine: 'fear' },
  'dignified-conduct': { name: 'Dignified Conduct', engine: 'movement' },
  'miracle-of-regeneration': { name: 'Miracle of Regeneration', engine: 'not-modelled' },
  'faithful-followers': { name: 'Faithful Followers', engine: 'not-modelled' },
  'the-ammunition-sacrament': { name: 'The Ammunition Sacrament', engine: 'not-modelled' },
  'lightning-speed': { name: 'Lightning Speed', engine: 'not-modelled' },
  'temporal-fugue': { name: 'Temporal Fugue', engine: 'hit-dice' },
  'eye-of-god': { name: 'Eye of God', engine: 'not-modelled' },
  'voice-of-god': { name: 'Voice of God', engine: 'not-modelled' },
  'prize-specimens': { name: 'Prize Specimens', engine: 'not-modelled' },
  'battlefield-vivisection': { name: 'Battlefield Vivisection', engine: 'not-modelled' },
  'devour-the-guilty': { name: 'Devour the Guilty', engine: 'not-modelled' },
  vomit: { name: 'Vomit', engine: 'not-modelled' },
  'goetic-portal': { name: 'Goetic Portal', engine: 'not-modelled' },
  'barbed-embrace': { name: 'Barbed Embrace', engine: 'not-modelled' },
  'goetic-gaze': { name: 'Goetic Gaze', engine: 'not-modelled' },
} as const satisfies Record<string, { name: string; engine: string }>;

export type AbilityId = keyof typeof ABILITIES;

/** Abilities that make a model ignore FEAR. */
export const IGNORES_FEAR: readonly AbilityId[] = [
  'convent-conditioning',
  'artificial-life',
  'ceremonial-duty',
];
