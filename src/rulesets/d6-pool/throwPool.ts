import type { FightContext } from "../../engine/fight/FightContext";
import { formatDieCode, poolRequest, type DieCode } from "./dieCode";
import { fighterWith, type D6Fighter } from "./fighter";
import { CHARACTER_POINT_DIE, MOST_POINTS_PER_ROLL, spendPoint } from "./luck";
import { poolFaces, readWildDie } from "./WildDie";

type Context = FightContext<D6Fighter>;

/** A code thrown for `id` with its Wild Die read under the world's rule, logged as one roll: the total. */
export function throwPool(context: Context, id: string, purpose: string, code: DieCode): number {
  const fighter = context.fighter(id);
  if (code.dice < 1) {
    // Bare pips (a weak fist's Strength Damage of 0D+2) need no dice thrown.
    if (context.listening) context.emit({ type: "roll", combatant: id, purpose, code: formatDieCode(code), dice: [], wild: [], complication: false, total: code.pips });
    return code.pips;
  }
  const outcome = context.roll(poolRequest(code));
  const read = readWildDie(outcome, fighter.complication);
  if (context.listening) {
    const faces = poolFaces(outcome);
    context.emit({ type: "roll", combatant: id, purpose, code: formatDieCode(code), dice: faces.dice, wild: faces.wild, complication: read.complication, total: read.total });
  }
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
    const die = context.roll(CHARACTER_POINT_DIE);
    now += die.total;
    // A Character Point's die has no Wild Die of its own: it is rolled again on a 6, never a complication.
    if (context.listening) context.emit({ type: "roll", combatant: id, purpose: `${purpose} (Character Point)`, code: "1D", dice: poolFaces(die).dice, wild: [], complication: false, total: now });
  }
  return now;
}
