import { fileURLToPath } from 'node:url';

/** Absolute path of the built web UI, for the server to serve. */
export const webRoot = fileURLToPath(new URL('./dist/web/', import.meta.url));
