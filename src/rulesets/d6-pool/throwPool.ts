import type { FightContext } from "../../engine/fight/FightContext";
import type { RollPart } from "../../engine/events";
import { formatDieCode, poolRequest, quietPoolRequest, type DieCode } from "./dieCode";
import { fighterWith, type D6Fighter } from "./fighter";
import { CHARACTER_POINT_DIE, MOST_POINTS_PER_ROLL, QUIET_CHARACTER_POINT_DIE, spendPoint } from "./luck";
import { poolFaces, readWildDie } from "./WildDie";

type Context = FightContext<D6Fighter>;

/** What a pool's total adds to its faces: the code's pips, and what a complication took off (the 1 and the highest other die). */
export function poolParts(pips: number, removed: readonly number[]): RollPart[] {
  const taken = removed.reduce((sum, face) => sum + face, 0);
  return [...(pips === 0 ? [] : [{ by: pips, why: "pips" }]), ...(taken === 0 ? [] : [{ by: -taken, why: "complication" }])];
}

/** A code thrown for `id` with its Wild Die read under the world's rule, logged as one roll: the total. */
export function throwPool(context: Context, id: string, purpose: string, code: DieCode): number {
  const fighter = context.fighter(id);
  if (code.dice < 1) {
    // Bare pips (a weak fist's Strength Damage of 0D+2) need no dice thrown.
    if (context.listening)
      context.emit({
        type: "roll",
        combatant: id,
        purpose,
        code: formatDieCode(code),
        dice: [],
        wild: [],
        complication: false,
        added: [{ by: code.pips, why: "pips" }],
        total: code.pips,
      });
    return code.pips;
  }
  // Quiet, the total is all that is read: the dice are drawn without a die or a reading built for a log nobody keeps.
  if (!context.listening) return context.roll(quietPoolRequest(code, fighter.complication)).total;
  const outcome = context.roll(poolRequest(code));
  const read = readWildDie(outcome, fighter.complication);
  const faces = poolFaces(outcome);
  context.emit({
    type: "roll",
    combatant: id,
    purpose,
    code: formatDieCode(code),
    dice: faces.dice,
    wild: faces.wild,
    complication: read.complication,
    added: poolParts(code.pips, read.removed),
    total: read.total,
  });
  return read.total;
}

/**
 * Character Points thrown onto a roll already seen, one at a time while it still falls short of
 * `need`, at most the limit for one roll: the new total.
 */
export function addCharacterPoints(context: Context, id: string, purpose: string, total: number, need: number): number {
  let now = total;
  for (let spent = 0; spent < MOST_POINTS_PER_ROLL && now < need; spent++) {
    const fighter = context.fighter(id);
    const left = spendPoint(fighter.characterPoints, "character");
    if (!left.ok) break;
    context.replace(fighterWith(fighter, { characterPoints: left.value }));
    if (context.listening) context.emit({ type: "resource", combatant: id, resource: "characterPoints", use: purpose, remaining: left.value });
    const die = context.roll(context.listening ? CHARACTER_POINT_DIE : QUIET_CHARACTER_POINT_DIE);
    now += die.total;
    // A Character Point's die has no Wild Die of its own: it is rolled again on a 6, never a complication.
    // The point's die goes onto the roll as it stood: the line says that total and the new one.
    if (context.listening)
      context.emit({
        type: "roll",
        combatant: id,
        purpose: `${purpose} (Character Point)`,
        code: "1D",
        dice: poolFaces(die).dice,
        wild: [],
        complication: false,
        added: [{ by: now - die.total, why: "before" }],
        total: now,
      });
  }
  return now;
}
