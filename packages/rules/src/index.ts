/** Dugout's Blood Bowl rules engine. */
export const ENGINE_NAME = 'dugout-rules';
