/** Absolute path of the built web UI, for the server to serve. */
export declare const webRoot: string;
