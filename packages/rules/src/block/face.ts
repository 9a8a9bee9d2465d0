import type { BlockFace } from '../dice/index.js';
import type { Context } from '../engine/context.js';
import type { Decision } from '../engine/decision.js';
import { NEXT, type Step, takeInput, WAIT } from '../engine/procedure.js';
import { goingDown } from '../injury/going-down.js';
import { getPlayer, hasBall } from '../state/query.js';
import type { MatchState, PlayerState } from '../state/types.js';
import type { BlockProc } from './block.js';
import {
  announce,
  type BothDownChoice,
  bothDownChoices,
  canUseBlockHook,
  findBlockHook,
  hasBlockHook,
} from './hooks.js';
import { knockDownBonus, knockDownTarget } from './knock-down.js';
import { pushBack } from './push-back.js';

/**
 * The chosen face (§ Block Action): Player Down, Both Down (and the optional skills it offers), Push Back,
 * Stumble, POW.
 */

/**
 * The next optional skill to offer on this Both Down, or null once every choice is made. The skills'
 * records give the order (Juggernaut, then Wrestle, then Block; the blocker's coach first); one that
 * changes the result (Push Back, both Placed Prone) ends the asking.
 */
export function nextBothDownChoice(s: MatchState, p: BlockProc): BothDownChoice | null {
  const choices = bothDownChoices(s, getPlayer(s, p.attacker), getPlayer(s, p.defender), p.blitz);
  const used = choices.filter((c) => (p.used ?? []).includes(c.key));
  if (used.some((c) => c.offer.effect !== 'stays-standing')) return null;
  return choices.find((c) => !(p.asked ?? []).includes(c.key)) ?? null;
}

/** Both Down once every optional skill was chosen or declined. */
export function resolveBothDown(
  ctx: Context,
  p: BlockProc,
  attacker: PlayerState,
  defender: PlayerState,
): void {
  const used = bothDownChoices(ctx.s, attacker, defender, p.blitz).filter((c) =>
    (p.used ?? []).includes(c.key),
  );
  const push = used.find((c) => c.offer.effect === 'push-back');
  if (push) {
    announce(ctx, push.player, push.found, push.offer.text);
    pushBack(ctx, p, attacker, defender);
    return;
  }
  p.stage = 'settle';
  const prone = used.find((c) => c.offer.effect === 'both-placed-prone');
  if (prone) {
    announce(ctx, prone.player, prone.found, prone.offer.text);
    ctx.push(goingDown(attacker, 'placed-prone', defender.id));
    ctx.push(goingDown(defender, 'placed-prone', attacker.id));
    return;
  }
  const a = used.find((c) => c.side === 'attacker');
  const d = used.find((c) => c.side === 'defender');
  if (a) announce(ctx, attacker, a.found, a.offer.text);
  else
    ctx.push(
      goingDown(attacker, 'knocked-down', defender.id, false, knockDownBonus(ctx.s, defender, attacker)),
    );
  if (d) announce(ctx, defender, d.found, d.offer.text);
  else ctx.push(knockDownTarget(ctx.s, attacker, defender));
}

export function resolveFace(ctx: Context, p: BlockProc, face: BlockFace): void {
  const s = ctx.s;
  const attacker = getPlayer(s, p.attacker);
  const defender = getPlayer(s, p.defender);
  ctx.emit({ kind: 'block-result', attacker: attacker.id, defender: defender.id, face });
  p.defenderHadBall = hasBall(s, defender);
  switch (face) {
    case 'player-down':
      p.stage = 'settle';
      ctx.push(
        goingDown(attacker, 'knocked-down', defender.id, false, knockDownBonus(s, defender, attacker)),
      );
      return;
    case 'both-down':
      p.asked = [];
      p.used = [];
      p.stage = 'both-down';
      return;
    case 'push-back':
      pushBack(ctx, p, attacker, defender);
      return;
    case 'stumble': {
      const dodges =
        (p.defenderDodges === true || canUseBlockHook(ctx.s, defender, 'stumbleAsPush')) &&
        !canUseBlockHook(ctx.s, attacker, 'cancelsStumbleDodge');
      if (dodges)
        announce(
          ctx,
          defender,
          findBlockHook(ctx.s, defender, 'stumbleAsPush'),
          'the Stumble is a Push Back',
        );
      else if (hasBlockHook(ctx.s, defender, 'stumbleAsPush'))
        announce(ctx, attacker, findBlockHook(ctx.s, attacker, 'cancelsStumbleDodge'), 'cancels Dodge');
      p.knockDefender = !dodges;
      pushBack(ctx, p, attacker, defender);
      return;
    }
    case 'pow':
      p.knockDefender = true;
      pushBack(ctx, p, attacker, defender);
      return;
  }
}

/** Both Down: ask each optional skill in turn, then resolve. */
export function bothDownStep(ctx: Context, p: BlockProc, attacker: PlayerState, defender: PlayerState): Step {
  const s = ctx.s;
  const c = takeInput(p);
  const ask = nextBothDownChoice(s, p);
  if (c && ask) {
    p.asked = [...(p.asked ?? []), ask.key];
    if (c.type === 'use-skill') p.used = [...(p.used ?? []), ask.key];
    return NEXT;
  }
  if (ask) return WAIT;
  resolveBothDown(ctx, p, attacker, defender);
  return NEXT;
}

/** Both Down: use this optional skill? */
export function decideBothDown(
  s: MatchState,
  p: BlockProc,
  _attacker: PlayerState,
  _defender: PlayerState,
): Decision {
  const choice = nextBothDownChoice(s, p) as BothDownChoice;
  const owner = choice.player;
  const skill = choice.found.def.id;
  return {
    team: owner.team,
    kind: 'use-skill',
    player: owner.id,
    prompt: `Both Down: use ${skill} for ${owner.name}? (${choice.offer.text})`,
    options: [{ type: 'use-skill', skill }, { type: 'decline' }],
  };
}
