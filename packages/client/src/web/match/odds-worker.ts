/** The odds worker (its own bundle entry, `dist/web/odds-worker.js`): answers `OddsAsk`s one at a time. */
import { answer, type OddsAsk } from './odds-jobs.js';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<{ id: number; ask: OddsAsk }>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (e) => {
  const { id, ask } = e.data;
  try {
    scope.postMessage({ id, value: answer(ask) });
  } catch (err) {
    scope.postMessage({ id, error: (err as Error).message });
  }
};
