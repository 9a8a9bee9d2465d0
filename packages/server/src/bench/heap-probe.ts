import v8 from 'node:v8';

/**
 * Preloaded (`--import`) into a server under the memory benchmark, with `--expose-gc` and an IPC channel:
 * answers `{ probe: 'memory' }` with the process's memory as it is and after two full collections (what
 * is really held, not garbage waiting for the collector), and `{ probe: 'snapshot', file }` by writing a V8 heap
 * snapshot there. The server itself knows nothing of it.
 */
type Probe = { probe: 'memory' } | { probe: 'snapshot'; file: string };

const collect = (globalThis as { gc?: () => void }).gc;

process.on('message', (message: Probe) => {
  if (message?.probe === 'memory') {
    const before = process.memoryUsage();
    collect?.();
    collect?.();
    process.send?.({
      probe: 'memory',
      before,
      after: process.memoryUsage(),
      collected: collect !== undefined,
    });
  } else if (message?.probe === 'snapshot') {
    collect?.();
    process.send?.({ probe: 'snapshot', file: v8.writeHeapSnapshot(message.file) });
  }
});
// The channel must not keep a server alive that would otherwise stop.
process.channel?.unref();
