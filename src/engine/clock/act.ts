import type { ClockResult } from "./ClockResult";
import type { ClockShape } from "./ClockShape";
import type { ClockState } from "./ClockState";
import { draftOf, without } from "./draft";
import { combatantIn, isRefusal, turnUnderWay, unsupported } from "./guards";
import type { ClockHappening } from "./happenings";
import { commit } from "./history";
import { refusals } from "./refusals";
import { reposition } from "./reposition";
import { when } from "./when";
import { ownEntry } from "../idRecord";

/**
 * A combatant holding an action (delayed, readied, waiting) takes it now. `before`: it breaks
 * into the current turn, which goes on after it (a readied action goes off just before what
 * triggered it). `after`: the current turn ends first. Where the shape says so, the moment it
 * acted becomes its place in the order for the rest of the fight.
 */
export function act(shape: ClockShape, state: ClockState, id: string, place: "before" | "after" = "before"): ClockResult {
  const refused = unsupported(shape, "act") ?? turnUnderWay(state, "act");
  if (refused !== null) return refused;
  const combatant = combatantIn(state, id);
  if (isRefusal(combatant)) return combatant;
  if (state.interrupt !== null) return refusals.interruptUnderWay(state.interrupt.id);
  if (state.acting.includes(id)) return refusals.alreadyActing(id);
  if (ownEntry(state.holds, id) === undefined) return refusals.notHolding(id);
  if (!combatant.canAct) return refusals.cannotAct(id);
  const d = draftOf(state);
  const happened: ClockHappening[] = [];
  d.holds = without(d.holds, id);
  const interrupted = d.acting;
  const breaksIn = place === "before" && interrupted.length > 0;
  if (!breaksIn && interrupted.length > 0) {
    if (shape.quiet !== true) happened.push({ type: "turn-end", ids: interrupted, when: when(d) });
    d.acting = [];
  }
  if (shape.heldActionMovesInitiative) {
    reposition(d, happened, id, breaksIn);
    if (breaksIn) d.interrupt = { id, resumes: true };
    else d.acting = [id];
  } else {
    d.interrupt = { id, resumes: breaksIn };
  }
  happened.push({ type: "turn-start", ids: [id], outOfTurn: true, when: when(d) });
  return commit(state, d, happened, "act");
}
