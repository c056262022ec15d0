import type { PhasesFighter } from "./fighter";
import { manoeuvre, MANOEUVRES, type Manoeuvre } from "./manoeuvres";
import type { PhasesWeapon } from "./schema";

/** The manoeuvres a character may abort to: the defensive ones. */
export const ABORTABLE: readonly Manoeuvre[] = MANOEUVRES.filter((m) => m.defensive);

/** Whether the manoeuvre does anything against this attack: Block only meets a blow, Missile Deflection only a shot. */
function answers(used: Manoeuvre, attack: PhasesWeapon["class"]): boolean {
  switch (used.effect) {
    case "block":
      return attack === "melee";
    case "deflect":
      return attack === "ranged";
    default:
      return true;
  }
}

/** Already up from an earlier action or abort: taking it again would cost an action for nothing. */
function inForce(fighter: PhasesFighter, used: Manoeuvre): boolean {
  switch (used.effect) {
    case "block":
      return fighter.guard === "block";
    case "deflect":
      return fighter.guard === "deflect";
    case "roll":
      return fighter.guard === "roll";
    default:
      return fighter.manoeuvres.includes(used.id);
  }
}

/**
 * What the character aborts to against this attack, from its orders (first choice first): the
 * first that answers the attack, or nothing when none does or one that does is already up.
 */
export function abortChoice(orders: readonly string[], fighter: PhasesFighter, attack: PhasesWeapon["class"]): Manoeuvre | null {
  const fitting = orders.flatMap((id) => {
    const found = manoeuvre(id);
    return found !== undefined && found.defensive && answers(found, attack) ? [found] : [];
  });
  if (fitting.some((used) => inForce(fighter, used))) return null;
  return fitting[0] ?? null;
}
