export { DugoutApiError, DugoutClient, type DugoutClientOptions, type DugoutSocket } from './client.js';
export * from './protocol.js';
