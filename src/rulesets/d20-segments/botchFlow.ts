import type { FightContext } from "../../engine/fight/FightContext";
import { GM_POOL, payerFor, spendActionDie } from "./actionDice";
import { BOTCH_DICE, botchEffect, type BotchEffect } from "./botchTable";
import { damageDice } from "../../engine/dice/damageDice";
import { takeDamage } from "./takeDamage";
import { fighterDraft, isStanding, rearmed, weaponInHand, type D20Fighter } from "./fighter";
import { lostRounds, stunnedRounds } from "./lostRounds";

type Context = FightContext<D20Fighter>;

/** The most times the table is rolled again for results that cannot happen: well past any real run. */
const MOST_REROLLS = 20;

/**
 * Who pays an action die to make `botcher`'s natural 1 a botch: the GM's pool against a player
 * character; against a GM character, the player whose character it faced, from its own dice.
 * Answers the payer's name for the log, or null when nobody pays.
 */
function pay(context: Context, botcher: D20Fighter, opponent: D20Fighter): string | null {
  if (payerFor(botcher.actor.kind) === "gm") {
    // The GM's choice is the world's: an NPC opponent stands for it.
    if (!opponent.buysBotches) return null;
    const left = spendActionDie(context.tally(GM_POOL));
    if (!left.ok) return null;
    context.setTally(GM_POOL, left.value);
    if (context.listening) context.emit({ type: "resource", combatant: opponent.id, resource: "gmActionDice", use: "botch", remaining: left.value });
    return "gm";
  }
  if (opponent.actor.kind !== "pc" || !opponent.buysBotches) return null;
  const left = spendActionDie(opponent.actionDice);
  if (!left.ok) return null;
  const paying = fighterDraft(opponent);
  paying.actionDice = left.value;
  context.replace(paying);
  if (context.listening) context.emit({ type: "resource", combatant: opponent.id, resource: "actionDice", use: "botch", remaining: left.value });
  return opponent.id;
}

/** The nearest ally without positions: the first of the botcher's side still standing, in the scenario's order. */
function nearestAlly(context: Context, botcher: D20Fighter): D20Fighter | undefined {
  // A loop, not a find: every botch asks, and a closure made for each was a visible share of one.
  for (const other of context.fighters()) if (other.id !== botcher.id && other.side === botcher.side && isStanding(other)) return other;
  return undefined;
}

function harm(context: Context, roller: D20Fighter, victimId: string, critical: boolean): void {
  takeDamage(context, weaponInHand(roller), victimId, critical, "hurt");
}

function withoutWeapon(fighter: D20Fighter): D20Fighter {
  return rearmed(fighter, fighter.weapons.slice(1));
}

/**
 * What every botch takes from its botcher, as effects from now: the rest of this round's actions,
 * and each round its duration names (a snag stunned for as long). A botch while earlier ones
 * still hold adds to them: the longest in force counts, none gives rounds back.
 */
function takeRounds(context: Context, id: string, effect: BotchEffect | null, duration: number | undefined, ownTurn: boolean): void {
  const rounds = 1 + (duration ?? 0);
  // The rest of the round alone, on the botcher's own turn, is that turn, which the botch ends
  // (turn.ts): such an effect changes nothing a fight without a log reads, and only the log says
  // when it ends. A study has a botch every few turns, each effect a re-entry as it begins and ends.
  if (rounds > 1 || !ownTurn || context.listening) context.addEffect(id, lostRounds(rounds).entry);
  if (effect?.code !== "snag" && effect?.code !== "major-snag") return;
  context.addEffect(id, stunnedRounds(rounds).entry);
  if (context.listening) context.emit({ type: "condition", combatant: id, condition: "stunned", active: true });
}

/** What a result does beyond the rounds it takes, carried out on the fight; `ally` is the botcher's nearest, if it has one. */
function carryOut(context: Context, id: string, effect: BotchEffect, ally: D20Fighter | undefined): void {
  const botcher = context.fighter(id);
  const weapon = weaponInHand(botcher);
  switch (effect.code) {
    case "shatter-weapon":
      if (weapon.natural) harm(context, botcher, id, true);
      else context.replace(withoutWeapon(botcher));
      return;
    case "break-weapon": {
      if (weapon.natural) return harm(context, botcher, id, false);
      const blow = context.roll(damageDice(weapon.damage)).total;
      const now = context.fighter(id);
      const left = weapon.hitPoints - blow;
      if (left < 0) return context.replace(withoutWeapon(now));
      context.replace(rearmed(now, [{ ...weapon, hitPoints: left }, ...now.weapons.slice(1)]));
      return;
    }
    // The rounds these take are the botch's own effect, put on before the result is carried out.
    case "major-snag":
    case "snag":
    case "comic-relief":
      return;
    // Where a lost weapon lands (1d3 × 5 feet) matters only on a map; either way it is out of hand.
    case "lose-weapon":
    case "drop-weapon":
      context.replace(withoutWeapon(botcher));
      return;
    case "no-effect":
      return;
    case "harry-teammate":
      if (ally !== undefined) context.addEffect(ally.id, lostRounds(1).entry);
      return;
    case "trip-self":
    case "trip-teammate": {
      const tripped = effect.code === "trip-self" || ally === undefined ? botcher : ally;
      const down = fighterDraft(tripped);
      down.prone = true;
      context.replace(down);
      if (context.listening) context.emit({ type: "condition", combatant: tripped.id, condition: "prone", active: true });
      return;
    }
    case "damage-teammate":
    case "critical-teammate":
      return harm(context, botcher, ally?.id ?? id, effect.code === "critical-teammate");
    case "damage-self":
    case "critical-self":
      return harm(context, botcher, id, effect.code === "critical-self");
  }
}

/**
 * A natural 1 of `botcherId` against `opponentId`: when the other side pays an action die, a
 * botch. The botcher's actions end for the round (on its `ownTurn`, that turn ends with it); the
 * 3d6 table is rolled (again where the result cannot happen) and carried out. Answers whether it
 * was a botch.
 */
export function botch(context: Context, botcherId: string, opponentId: string, ownTurn: boolean): boolean {
  const paidBy = pay(context, context.fighter(botcherId), context.fighter(opponentId));
  if (paidBy === null) return false;
  // Nothing but dice is thrown until a result is carried out: the botcher's ally and weapon are found once for every roll of the table.
  const botcher = context.fighter(botcherId);
  const ally = nearestAlly(context, botcher);
  const circumstances = { hasAlly: ally !== undefined, weaponCanBeLost: !weaponInHand(botcher).natural };
  for (let tries = 0; tries < MOST_REROLLS; tries++) {
    const table = context.roll(BOTCH_DICE).total;
    const effect = botchEffect(table, circumstances);
    if (effect === "again") continue;
    const duration = effect.duration === null ? undefined : context.roll(effect.duration).total;
    if (context.listening)
      context.emit(
        duration === undefined
          ? { type: "botch", combatant: botcherId, paidBy, table, result: effect.code }
          : { type: "botch", combatant: botcherId, paidBy, table, result: effect.code, duration },
      );
    takeRounds(context, botcherId, effect, duration, ownTurn);
    carryOut(context, botcherId, effect, ally);
    return true;
  }
  takeRounds(context, botcherId, null, undefined, ownTurn);
  return true;
}
