export interface MultiNodeOptions {
  server: string;
  kind: 'postgres';
  seconds: number;
  matches: number;
  nodes: number;
  thinkMs: number;
  coaches: number;
  spectators: number;
}

export async function runMultiNode(_o: MultiNodeOptions): Promise<void> {
  throw new Error('the multi-node mode is not built yet');
}
