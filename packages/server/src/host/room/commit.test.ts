import { pino } from 'pino';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { MemoryStore } from '../../test-support/memory-store.js';
import { canonicalJson, sha256Hex } from '../canonical.js';
import { chainLink } from '../chain.js';
import { CommandRejected, type GameModule } from '../game-module.js';
import { createdMatch } from '../match-host.js';
import { DuplicateCommand } from '../store.js';
import { type Committed, CorruptMatchError, Ledger, type Storing } from './commit.js';

type Tally = { total: number; turn: 'home' | 'away' };

/** Each roll adds a d6 to the total and passes the turn; 'bad' is refused, 'bug' throws; 30 or more ends it. */
function tallyGame(version: string): GameModule<Tally, { type: 'roll' | 'bad' | 'bug' }, number> {
  return {
    id: 'tally',
    version,
    seats: { kind: 'fixed', seats: ['home', 'away'] },
    optionsSchema: z.object({}),
    commandSchema: z.object({ type: z.enum(['roll', 'bad', 'bug']) }),
    prepare: () => ({}),
    create: (_setup, dice) => ({ state: { total: dice.roll(6), turn: 'home' }, events: [] }),
    whoMustAct: (s) => [s.turn],
    apply(s, c, _seat, dice) {
      if (c.type === 'bad') throw new CommandRejected('match/illegal-choice', 'not now');
      if (c.type === 'bug') throw new TypeError('oops');
      const roll = dice.roll(6);
      return { state: { total: s.total + roll, turn: s.turn === 'home' ? 'away' : 'home' }, events: [roll] };
    },
    viewFor: (s) => s,
    eventsFor: (e) => [...e],
    result: (s) =>
      s.total >= 30
        ? { winner: null, seats: { home: { result: 'draw' }, away: { result: 'draw' } }, reason: 'played' }
        : undefined,
    hash: (s) => sha256Hex(canonicalJson(s)),
    onLeave: () => ({ kind: 'bot' }),
  };
}

const SEED = new Uint8Array(32).fill(3);

async function started(module: GameModule, store = new MemoryStore()) {
  await store.create(
    createdMatch(module, {
      id: 'm1',
      setup: {},
      seats: {
        home: { kind: 'coach', coachId: 'a', name: 'A' },
        away: { kind: 'coach', coachId: 'b', name: 'B' },
      },
      seed: SEED,
      turnSeconds: 60,
    }),
  );
  const ledger = (m = module, recentClientIds?: number) =>
    store.get('m1').then(
      (meta) =>
        new Ledger(meta!, m, {
          store,
          log: pino({ level: 'silent' }),
          snapshotEvery: 3,
          now: () => 0,
          ...(recentClientIds === undefined ? {} : { recentClientIds }),
        }),
    );
  return { store, ledger };
}

const roll = { type: 'roll' } as const;

describe('the ledger: apply, store, then it is real', () => {
  test('a command is stored with its events, rolls, stream positions, hash and version; snapshots every 3', async () => {
    const { store, ledger } = await started(tallyGame('v1'));
    const l = await ledger();
    for (let i = 0; i < 3; i++) await l.commit({ seat: l.toAct()[0]!, id: 'coach' }, `c${i}`, roll);
    const [first] = await store.commands('m1');
    expect(first).toMatchObject({
      seq: 1,
      seat: 'home',
      clientId: 'c0',
      diceBefore: 1,
      diceAfter: 2,
      version: 'v1',
    });
    expect(first!.rolls).toEqual([[6, first!.events[0]]]);
    expect((await store.get('m1'))!).toMatchObject({ seq: 3, snapshotSeq: 3, snapshotVersion: 'v1' });
    expect(l.knownClientId('home', 'c0')).toBe(1);
    expect(l.knownClientId('away', 'c0')).toBeUndefined();
  });

  test('a loaded match holds one state: the kept match record has no snapshot or options (issue 14)', async () => {
    const { store, ledger } = await started(tallyGame('v1'));
    const l = await ledger();
    l.start(await store.commands('m1'));
    await l.commit({ seat: 'home', id: 'coach' }, 'c0', roll);
    expect({ snapshot: l.meta.snapshot, options: l.meta.options }).toEqual({ snapshot: null, options: null });
    expect(l.meta).toMatchObject({ id: 'm1', seedCommitment: expect.any(String) });
    expect((l.state as Tally).turn).toBe('away');
  });

  test('a refused or failing command changes nothing', async () => {
    const { store, ledger } = await started(tallyGame('v1'));
    const l = await ledger();
    const before = l.stateHash;
    await expect(l.commit({ seat: 'home', id: 'coach' }, 'x', { type: 'bad' })).rejects.toMatchObject({
      code: 'match/illegal-choice',
    });
    await expect(l.commit({ seat: 'home', id: 'coach' }, 'y', { type: 'bug' })).rejects.toMatchObject({
      code: 'match/command-failed',
    });
    expect({ seq: l.seq, hash: l.stateHash }).toEqual({ seq: 0, hash: before });
    expect(await store.commands('m1')).toEqual([]);
  });

  test('the command that ends the match stores the result with a snapshot', async () => {
    const { store, ledger } = await started(tallyGame('v1'));
    const l = await ledger();
    let last: Committed | undefined;
    for (let i = 0; i < 40 && l.live; i++)
      last = await l.commit({ seat: l.toAct()[0]!, id: 'coach' }, null, roll);
    expect(l.live).toBe(false);
    expect(last!.result?.reason).toBe('played');
    expect((await store.get('m1'))!).toMatchObject({ status: 'finished', snapshotSeq: l.seq });
    expect(l.toAct()).toEqual([]);
    await expect(l.commit({ seat: 'home', id: 'coach' }, null, roll)).rejects.toBeDefined();
  });

  test('a client id another node already stored: the ledger catches up and reports the duplicate', async () => {
    const { ledger } = await started(tallyGame('v1'));
    const elsewhere = await ledger();
    await elsewhere.commit({ seat: 'home', id: 'coach' }, 'dup', roll);
    const here = await ledger();
    const error = await here.commit({ seat: 'home', id: 'coach' }, 'dup', roll).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DuplicateCommand);
    expect(here.seq).toBe(1);
    // The other node moves on again: this one's next command meets the taken sequence number.
    await elsewhere.commit({ seat: 'away', id: 'coach' }, null, roll);
    const moved = await here.commit({ seat: 'away', id: 'coach' }, 'other', roll).catch((e: unknown) => e);
    expect(moved).toMatchObject({ code: 'match/not-your-turn' });
    expect(here.seq).toBe(2);
  });
});

/** A store whose appends wait until `release()`, as a database's answer takes a round trip; `fail` refuses them. */
class SlowStore extends MemoryStore {
  #gates: (() => void)[] = [];
  fail = false;
  override async append(...args: Parameters<MemoryStore['append']>): Promise<void> {
    await new Promise<void>((r) => this.#gates.push(r));
    if (this.fail) throw new Error('disk full');
    return super.append(...args);
  }
  get waiting(): number {
    return this.#gates.length;
  }
  release(): void {
    for (const open of this.#gates.splice(0)) open();
  }
}

/** Until `done()`, turning the event loop (each turn runs the `setImmediate`s queued before it). */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 1000 && !done(); i++) await new Promise((r) => setImmediate(r));
  expect(done()).toBe(true);
}

describe('work made ahead while the store writes (issue 14)', () => {
  test('while the write is under way, `whileStoring` gets the command, the state and who acts next; it is real only once stored', async () => {
    const store = new SlowStore();
    const { ledger } = await started(tallyGame('v1'), store);
    const l = await ledger();
    const seen: Storing[] = [];
    const committing = l.commit({ seat: 'home', id: 'coach' }, 'c1', roll, (s) => seen.push(s));
    await until(() => seen.length === 1 && store.waiting === 1);
    expect(seen[0]).toMatchObject({ command: { seq: 1, seat: 'home', clientId: 'c1' }, toAct: ['away'] });
    expect((seen[0]!.state as Tally).turn).toBe('away');
    // Made ahead, but not yet real: the ledger still stands before the command.
    expect(l.seq).toBe(0);
    expect(l.toAct()).toEqual(['home']);
    store.release();
    const committed = await committing;
    expect(committed.command).toBe(seen[0]!.command);
    expect(l.state).toBe(seen[0]!.state);
  });

  test('a store that answers at once leaves nothing to make ahead; a failed write keeps the ledger as it was', async () => {
    const { ledger } = await started(tallyGame('v1'));
    const l = await ledger();
    const seen: Storing[] = [];
    await l.commit({ seat: 'home', id: 'coach' }, 'c1', roll, (s) => seen.push(s));
    await new Promise((r) => setImmediate(r));
    expect(seen).toEqual([]);

    const slow = new SlowStore();
    const other = await started(tallyGame('v1'), slow);
    const m = await other.ledger();
    const failing = m.commit({ seat: 'home', id: 'coach' }, 'c1', roll, (s) => seen.push(s));
    await until(() => seen.length === 1);
    slow.fail = true;
    slow.release();
    await expect(failing).rejects.toMatchObject({ code: 'match/command-failed' });
    expect({ seq: m.seq, toAct: m.toAct() }).toEqual({ seq: 0, toAct: ['home'] });
  });

  test('with another command of the process in the store too, nothing is made ahead (its answer comes first)', async () => {
    const stores = [new SlowStore(), new SlowStore()];
    const [a, b] = await Promise.all(
      stores.map(async (store) => (await started(tallyGame('v1'), store)).ledger()),
    );
    const seen: string[] = [];
    const one = a!.commit({ seat: 'home', id: 'coach' }, 'c1', roll, () => seen.push('a'));
    await until(() => seen.length === 1);
    // Another match's command goes to its store while the first is still waited on.
    const two = b!.commit({ seat: 'home', id: 'coach' }, 'c1', roll, () => seen.push('b'));
    await until(() => stores[1]!.waiting === 1);
    for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
    expect(seen).toEqual(['a']);
    for (const store of stores) store.release();
    expect([(await one).command.seq, (await two).command.seq]).toEqual([1, 1]);
  });

  test('a store that throws instead of rejecting fails the command as a failed write: nothing changes', async () => {
    const store = new MemoryStore();
    const { ledger } = await started(tallyGame('v1'), store);
    const l = await ledger();
    store.append = () => {
      throw new Error('disk gone');
    };
    await expect(l.commit({ seat: 'home', id: 'coach' }, 'c1', roll, () => undefined)).rejects.toMatchObject({
      code: 'match/command-failed',
    });
    expect({ seq: l.seq, toAct: l.toAct() }).toEqual({ seq: 0, toAct: ['home'] });
  });

  test('a `whileStoring` that throws is logged and the command is stored all the same', async () => {
    const store = new SlowStore();
    const { ledger } = await started(tallyGame('v1'), store);
    const l = await ledger();
    let ran = false;
    const committing = l.commit({ seat: 'home', id: 'coach' }, 'c1', roll, () => {
      ran = true;
      throw new Error('view failed');
    });
    await until(() => ran);
    store.release();
    expect((await committing).command.seq).toBe(1);
    expect(l.seq).toBe(1);
  });
});

describe('client ids: the latest kept in memory, the rest in the store (issue 14)', () => {
  test('only the latest client ids are kept; an older one is still found through the store', async () => {
    const { store, ledger } = await started(tallyGame('v1'));
    const l = await ledger(undefined, 2);
    for (let i = 0; i < 4; i++) await l.commit({ seat: l.toAct()[0]!, id: 'coach' }, `c${i}`, roll);
    expect([0, 1, 2, 3].map((i) => l.knownClientId(i % 2 ? 'away' : 'home', `c${i}`))).toEqual([
      undefined,
      undefined,
      3,
      4,
    ]);
    expect(await l.storedClientId('home', 'c0')).toBe(1);
    expect(await l.storedClientId('away', 'c1')).toBe(2);
    expect(await l.storedClientId('away', 'c0')).toBeUndefined();
    // A rebuilt ledger keeps the latest too, and still finds the rest.
    const again = await ledger(undefined, 2);
    again.start(await store.commands('m1', (await store.get('m1'))!.snapshotSeq - 1));
    again.rememberClientIds(await store.clientIds('m1'));
    expect(again.knownClientId('home', 'c0')).toBeUndefined();
    expect(await again.storedClientId('home', 'c0')).toBe(1);
  });

  test('while nothing was forgotten the store is not asked', async () => {
    const { store, ledger } = await started(tallyGame('v1'));
    const l = await ledger(undefined, 2);
    await l.commit({ seat: 'home', id: 'coach' }, 'c0', roll);
    store.clientIds = () => Promise.reject(new Error('the store was asked'));
    expect(await l.storedClientId('home', 'unknown')).toBeUndefined();
    expect(await l.storedClientId('home', 'c0')).toBe(1);
  });
});

describe('rebuilding under a version', () => {
  async function playedUnder(version: string, commands: number) {
    const setup = await started(tallyGame(version));
    const l = await setup.ledger();
    for (let i = 0; i < commands; i++) await l.commit({ seat: l.toAct()[0]!, id: 'coach' }, null, roll);
    return setup;
  }

  test('under its own version every stored hash must match: a forged one stops the rebuild', async () => {
    const { store, ledger } = await playedUnder('v1', 2);
    store.logs.get('m1')![1]!.stateHash = 'forged';
    const l = await ledger();
    expect(() => l.replay(store.logs.get('m1')!.filter((c) => c.seq > 0))).toThrow(CorruptMatchError);
  });

  test('under another version the commands are replayed without their hashes, and the report says so', async () => {
    const { store, ledger } = await playedUnder('X', 2);
    store.logs.get('m1')![1]!.stateHash = 'forged';
    const l = await ledger(tallyGame('Y'));
    const report = l.replay(await store.commands('m1', 0));
    expect(report).toEqual({ applied: 2, unchecked: 2, versions: ['X'] });
    // The first command under Y stores a snapshot of its own, so later rebuilds check from there.
    await l.commit({ seat: l.toAct()[0]!, id: 'coach' }, null, roll);
    expect((await store.get('m1'))!).toMatchObject({ snapshotSeq: 3, snapshotVersion: 'Y' });
    expect((await store.commands('m1', 2))[0]!.version).toBe('Y');
  });
});

describe('the hash chain: a cheap link per command, the full state at snapshots', () => {
  test('every command links into the chain; the full state hash is stored only with a snapshot', async () => {
    const { store, ledger } = await started(tallyGame('v1'));
    const l = await ledger();
    for (let i = 0; i < 4; i++) await l.commit({ seat: l.toAct()[0]!, id: 'coach' }, null, roll);
    const log = await store.commands('m1');
    expect(log.map((c) => c.stateHash !== null)).toEqual([false, false, true, false]);
    let head = (await store.get('m1'))!.initialHash;
    for (const c of log) {
      expect(c.chainHash).toBe(chainLink(head, c));
      head = c.chainHash!;
    }
    expect(log[2]!.stateHash).toBe(tallyGame('v1').hash(store.snapshots.at(-1)!.state as Tally));
  });

  test('a changed record breaks the chain even where the rules are not checked (another version)', async () => {
    const setup = await started(tallyGame('X'));
    const played = await setup.ledger();
    for (let i = 0; i < 2; i++) await played.commit({ seat: played.toAct()[0]!, id: 'coach' }, null, roll);
    setup.store.logs.get('m1')![0]!.actor = 'someone-else';
    const l = await setup.ledger(tallyGame('Y'));
    expect(() => l.replay(setup.store.logs.get('m1')!)).toThrow(/breaks the log's hash chain/);
  });

  test('under its own version a command must reproduce its events, though its state is not hashed', async () => {
    const setup = await started(tallyGame('v1'));
    const played = await setup.ledger();
    await played.commit({ seat: 'home', id: 'coach' }, null, roll);
    const first = setup.store.logs.get('m1')![0]!;
    // Forged events with a chain link that fits them: only replaying the rules finds it.
    first.events = [7];
    first.chainHash = chainLink((await setup.store.get('m1'))!.initialHash, first);
    const l = await setup.ledger();
    expect(() => l.replay(setup.store.logs.get('m1')!)).toThrow(/does not reproduce its stored state/);
  });

  test('a rebuild starts at the snapshot, checked against its command, and continues the chain', async () => {
    const { store, ledger } = await started(tallyGame('v1'));
    const played = await ledger();
    for (let i = 0; i < 5; i++) await played.commit({ seat: played.toAct()[0]!, id: 'coach' }, null, roll);
    const l = await ledger();
    const report = l.start(await store.commands('m1', 2));
    expect(report.applied).toBe(2);
    expect({ seq: l.seq, hash: l.stateHash }).toEqual({ seq: 5, hash: played.stateHash });
    await l.commit({ seat: l.toAct()[0]!, id: 'coach' }, null, roll);
    const log = await store.commands('m1', 5);
    expect(log[0]!.chainHash).toBe(chainLink((await store.commands('m1', 4))[0]!.chainHash!, log[0]!));

    // A forged snapshot (now at 6) does not hash to what its command stored.
    store.matches.get('m1')!.snapshot = { total: 99, turn: 'home' };
    await expect(
      ledger().then((forged) => forged.start(store.logs.get('m1')!.filter((c) => c.seq >= 6))),
    ).rejects.toThrow(/snapshot does not hash/);
  });
});
