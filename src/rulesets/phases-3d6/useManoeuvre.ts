import type { FightContext } from "../../engine/fight/FightContext";
import type { FighterDraft } from "../../engine/fight/RuleSetRuntime";
import { fighterDraft, type PhasesFighter } from "./fighter";
import { withManoeuvre, type Manoeuvre, type ManoeuvreId } from "./manoeuvres";
import { allowanceIn, phaseKey, withAllowance } from "./opportunities";
import { noteDodge } from "./opportunity/allowance";

/** What a held guard becomes when its manoeuvre is taken. */
const GUARDS: Readonly<Partial<Record<ManoeuvreId, PhasesFighter["guard"]>>> = { block: "block", missileDeflection: "deflect", rollWithAPunch: "roll" };

/**
 * The manoeuvre's modifiers and guard, set on a fresh copy of its user made for something else
 * (its action's spend), as `useManoeuvre` sets them on a copy of its own: a property test holds
 * the two alike. A Dodge's mark on its allowance is `useManoeuvre`'s alone.
 */
export function putUp(draft: FighterDraft<PhasesFighter>, used: Manoeuvre): void {
  draft.manoeuvres = withManoeuvre(draft.manoeuvres, used.id);
  draft.guard = GUARDS[used.id] ?? draft.guard;
}

/**
 * The manoeuvre's lasting part, before any roll it makes: its modifiers hold and its guard is
 * up until the character's next action.
 */
export function useManoeuvre(context: FightContext<PhasesFighter>, id: string, used: Manoeuvre): void {
  const fighter = context.fighter(id);
  const guarded = fighterDraft(fighter);
  guarded.manoeuvres = withManoeuvre(fighter.manoeuvres, used.id);
  guarded.guard = GUARDS[used.id] ?? fighter.guard;
  if (used.effect !== "dodge") return context.replace(guarded);
  // A Dodge rules out attacks of opportunity for the rest of this Phase.
  const phase = phaseKey(context.when);
  context.replace(withAllowance(guarded, phase, noteDodge(allowanceIn(guarded, phase))));
}
