import type { RulingsVerification, VerifyResponse } from '@dugout/client';
import { canonicalJson, sha256Hex } from './canonical.js';
import { chainHead, chainLink } from './chain.js';
import { SeededStream, verifyDice } from './dice.js';
import type { GameModule } from './game-module.js';
import type { StoredCommand, StoredMatch } from './store.js';

/**
 * The check anyone can run on a finished match. Always: SHA-256(seed) is the commitment published at
 * creation, and every recorded roll is re-derived from the seed and the stored stream positions without
 * any game code (`verifyDice`). When this server runs the module version the match was played under: the
 * rulings too, by re-creating the match and re-applying every command, which must reproduce each
 * command's dice positions, events and state hash, the final state and the result. Under another version
 * the report names the version to verify the rulings with.
 */
export function verifyMatch(
  module: GameModule,
  stored: StoredMatch,
  commands: readonly StoredCommand[],
): VerifyResponse {
  const seed = Buffer.from(stored.seed, 'hex');
  const commitmentMatches = sha256Hex(seed) === stored.seedCommitment;
  const problems: string[] = [];
  if (!commitmentMatches)
    problems.push('SHA-256 of the revealed seed is not the commitment published at creation');
  let expected = 1;
  for (const c of commands) {
    if (c.seq !== expected) {
      problems.push(`command ${c.seq} follows command ${expected - 1}: the log has a gap`);
      break;
    }
    expected++;
  }
  if (problems.length === (commitmentMatches ? 0 : 1) && commands.length !== stored.seq) {
    problems.push(`the log has ${commands.length} commands, the match records ${stored.seq}`);
  }
  // The hash chain needs no game code: any stored command changed, dropped or reordered breaks it.
  let head = stored.initialHash;
  for (const c of commands) {
    if (c.chainHash !== null && chainLink(head, c) !== c.chainHash) {
      problems.push(
        `command ${c.seq}: its record does not link into the log's hash chain (the log was changed)`,
      );
      break;
    }
    head = chainHead(c);
  }
  const dice = verifyDice(seed, [
    { label: 'creation', before: 0, after: stored.initialDice, rolls: stored.initialRolls },
    ...commands.map((c) => ({
      label: `command ${c.seq}`,
      before: c.diceBefore,
      after: c.diceAfter,
      rolls: c.rolls,
    })),
  ]);
  const versions = [...new Set([stored.version, ...commands.map((c) => c.version)])];
  const replayed =
    versions.length === 1 && versions[0] === module.version
      ? replayRulings(module, stored, commands)
      : undefined;
  const rulings: RulingsVerification = replayed
    ? {
        checked: true,
        ok: replayed.problems.length === 0,
        version: stored.version,
        versions,
        runningVersion: module.version,
        problems: replayed.problems,
      }
    : {
        checked: false,
        ok: null,
        version: stored.version,
        versions,
        runningVersion: module.version,
        note:
          `Played under ${versions.join(' then ')}; this server runs ${module.version}. Check the rulings with ` +
          `\`pnpm verify ${stored.id}\` from the release whose ${module.id} module reports ${stored.version}.`,
        problems: [],
      };
  problems.push(...dice.problems, ...rulings.problems);
  return {
    matchId: stored.id,
    ok: problems.length === 0,
    seed: stored.seed,
    seedCommitment: stored.seedCommitment,
    commitmentMatches,
    commandsChecked: replayed ? replayed.checked : commands.length,
    finalHash: replayed?.finalHash ?? stored.stateHash,
    problems,
    dice,
    rulings,
  };
}

function replayRulings(
  module: GameModule,
  stored: StoredMatch,
  commands: readonly StoredCommand[],
): { problems: string[]; checked: number; finalHash: string } {
  const problems: string[] = [];
  const seed = Buffer.from(stored.seed, 'hex');
  let state: unknown;
  let checked = 0;
  try {
    const dice = new SeededStream(seed, 0);
    state = module.create(stored.options, dice).state;
    if (module.hash(state) !== stored.initialHash)
      problems.push('the match does not start from the recorded state');
    if (dice.position !== stored.initialDice)
      problems.push('creating the match reads other dice than recorded');
    for (const c of commands) {
      if (problems.length > 0 || c.seq !== checked + 1) break;
      const stream = new SeededStream(seed, c.diceBefore);
      const r = module.apply(state, c.command, c.seat, stream);
      if (stream.position !== c.diceAfter) {
        problems.push(
          `command ${c.seq}: the dice rolled do not match the record (stream byte ${stream.position}, recorded ${c.diceAfter})`,
        );
      }
      if (canonicalJson(r.events) !== canonicalJson(c.events))
        problems.push(`command ${c.seq}: the events differ from the record`);
      // The full state hash is stored at snapshots (and on every command stored before the chain).
      if (c.stateHash !== null && module.hash(r.state) !== c.stateHash)
        problems.push(`command ${c.seq}: the state differs from the record`);
      state = r.state;
      checked = c.seq;
    }
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    problems.push(`command ${checked + 1} could not be replayed: ${why}`);
  }
  const finalHash = state === undefined ? '' : module.hash(state);
  if (problems.length === 0) {
    if (finalHash !== stored.stateHash) problems.push('the final state differs from the record');
    const result = module.result(state);
    if (stored.result?.reason === 'played' && canonicalJson(result) !== canonicalJson(stored.result)) {
      problems.push('the result differs from the record');
    }
  }
  return { problems, checked, finalHash };
}
