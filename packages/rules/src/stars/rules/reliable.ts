import type { StarRuleDef } from '../hooks.js';

/** Reliable (Deeproot Strongbranch): when his Throw Team-mate is fumbled, the team-mate bounces but always lands safely. */
export const reliable: StarRuleDef = { id: 'reliable', fumbleLandsSafely: true };
