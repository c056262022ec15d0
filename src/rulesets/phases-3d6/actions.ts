import type { ActionDefinition } from "../../engine/budget/ActionDefinition";
import { MANOEUVRES } from "./manoeuvres";

/**
 * How a Phase is spent. A move action that covers ground (`travel`) and a full-phase action
 * that does (`run`) are kinds of their own, because a 1-hex step never shares a Phase with
 * movement, while a move action that covers none (drawing a focus) lets the step through.
 */
export type PhaseActionKind = "attack" | "move" | "travel" | "fullPhase" | "run" | "free" | "step";

/** An action of a Phase; whether it provokes an attack of opportunity is its row of the source's table (`opportunity/provoking.ts`). */
export interface PhaseAction extends ActionDefinition {
  readonly kind: PhaseActionKind;
}

const act = (id: string, name: string, kind: PhaseActionKind): PhaseAction => ({
  id,
  name,
  kind,
  subtypes: kind === "travel" || kind === "run" || kind === "step" ? ["Movement"] : [],
});

/** The source's table of actions, in its order. */
export const PHASE_ACTIONS: readonly PhaseAction[] = [
  ...MANOEUVRES.map((m) => act(m.id, m.name, "attack")),
  act("otherAttack", "Other attack", "attack"),
  act("ready", "Ready an action", "attack"),
  act("halfMove", "Move up to half combat movement", "travel"),
  act("crawl", "Crawl one hex", "travel"),
  act("drawFocus", "Draw or sheathe a focus", "move"),
  act("standUp", "Stand up", "move"),
  act("mount", "Mount or dismount", "move"),
  act("reload", "Reload a gun", "move"),
  act("moveSkill", "Use a skill (move action)", "move"),
  act("startFullPhase", "Start or complete a full-phase action", "move"),
  act("analyse", "Analyse an opponent", "move"),
  act("sense", "Seek an enemy with a non-targeting sense", "move"),
  act("resistKnockback", "Resist knockback", "move"),
  act("door", "Open or close a door", "move"),
  act("moveHeavy", "Move a heavy object", "move"),
  act("pickUp", "Pick up an item", "move"),
  act("fullMove", "Move more than half combat movement", "run"),
  act("noncombatMove", "Move at non-combat speed", "run"),
  act("fullPhaseSkill", "Use a skill (full-phase action)", "fullPhase"),
  act("stowFocus", "Retrieve or stow a stored focus", "fullPhase"),
  act("changeClothes", "Change clothes", "fullPhase"),
  act("moveBy", "Move By", "run"),
  act("moveThrough", "Move Through", "run"),
  act("rapidFire", "Rapid Fire", "fullPhase"),
  act("sweep", "Sweep", "fullPhase"),
  act("withdraw", "Withdraw from combat", "run"),
  act("recoverFromStun", "Recover from being Stunned", "fullPhase"),
  act("takeRecovery", "Take a Recovery", "fullPhase"),
  act("brace", "Brace for accuracy", "free"),
  act("shiftMultipower", "Shift a Multipower", "free"),
  act("soliloquy", "Make a soliloquy", "free"),
  act("presenceAttack", "Make a Presence Attack", "free"),
  act("powerOnOff", "Turn a power on or off", "free"),
  act("casualStrength", "Use casual strength", "free"),
  act("drop", "Drop an item", "free"),
  act("dropProne", "Drop prone", "free"),
  act("step", "1-hex step", "step"),
];

const BY_ID: ReadonlyMap<string, PhaseAction> = new Map(PHASE_ACTIONS.map((a) => [a.id, a]));

export function phaseAction(id: string): PhaseAction | undefined {
  return BY_ID.get(id);
}
