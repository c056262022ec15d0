import type { ActionDefinition } from "../../engine/budget/ActionDefinition";
import { MANOEUVRES } from "./manoeuvres";

/**
 * How a Phase is spent. A move action that covers ground (`travel`) and a full-phase action
 * that does (`run`) are kinds of their own, because a 1-hex step never shares a Phase with
 * movement, while a move action that covers none (drawing a focus) lets the step through.
 */
export type PhaseActionKind = "attack" | "move" | "travel" | "fullPhase" | "run" | "free" | "step";

/** Whether the action provokes an attack of opportunity when taken in a threatened hex. */
export type Provokes = "no" | "yes" | "unless-skill" | "varies";

export interface PhaseAction extends ActionDefinition {
  readonly kind: PhaseActionKind;
  readonly provokes: Provokes;
}

const act = (id: string, name: string, kind: PhaseActionKind, provokes: Provokes): PhaseAction => ({
  id,
  name,
  kind,
  subtypes: kind === "travel" || kind === "run" || kind === "step" ? ["Movement"] : [],
  provokes,
});

/** The source's table of actions, in its order. */
export const PHASE_ACTIONS: readonly PhaseAction[] = [
  ...MANOEUVRES.map((m) => act(m.id, m.name, "attack", "no")),
  act("otherAttack", "Other attack", "attack", "no"),
  act("ready", "Ready an action", "attack", "no"),
  act("halfMove", "Move up to half combat movement", "travel", "unless-skill"),
  act("crawl", "Crawl one hex", "travel", "unless-skill"),
  act("drawFocus", "Draw or sheathe a focus", "move", "unless-skill"),
  act("standUp", "Stand up", "move", "unless-skill"),
  act("mount", "Mount or dismount", "move", "unless-skill"),
  act("reload", "Reload a gun", "move", "unless-skill"),
  act("moveSkill", "Use a skill (move action)", "move", "varies"),
  act("startFullPhase", "Start or complete a full-phase action", "move", "varies"),
  act("analyse", "Analyse an opponent", "move", "no"),
  act("sense", "Seek an enemy with a non-targeting sense", "move", "no"),
  act("resistKnockback", "Resist knockback", "move", "no"),
  act("door", "Open or close a door", "move", "no"),
  act("moveHeavy", "Move a heavy object", "move", "yes"),
  act("pickUp", "Pick up an item", "move", "yes"),
  act("fullMove", "Move more than half combat movement", "run", "unless-skill"),
  act("noncombatMove", "Move at non-combat speed", "run", "yes"),
  act("fullPhaseSkill", "Use a skill (full-phase action)", "fullPhase", "varies"),
  act("stowFocus", "Retrieve or stow a stored focus", "fullPhase", "yes"),
  act("changeClothes", "Change clothes", "fullPhase", "yes"),
  act("moveBy", "Move By", "run", "no"),
  act("moveThrough", "Move Through", "run", "no"),
  act("rapidFire", "Rapid Fire", "fullPhase", "no"),
  act("sweep", "Sweep", "fullPhase", "no"),
  act("withdraw", "Withdraw from combat", "run", "no"),
  act("recoverFromStun", "Recover from being Stunned", "fullPhase", "no"),
  act("takeRecovery", "Take a Recovery", "fullPhase", "no"),
  act("brace", "Brace for accuracy", "free", "no"),
  act("shiftMultipower", "Shift a Multipower", "free", "no"),
  act("soliloquy", "Make a soliloquy", "free", "no"),
  act("presenceAttack", "Make a Presence Attack", "free", "no"),
  act("powerOnOff", "Turn a power on or off", "free", "no"),
  act("casualStrength", "Use casual strength", "free", "no"),
  act("drop", "Drop an item", "free", "no"),
  act("dropProne", "Drop prone", "free", "no"),
  act("step", "1-hex step", "step", "no"),
];

const BY_ID: ReadonlyMap<string, PhaseAction> = new Map(PHASE_ACTIONS.map((a) => [a.id, a]));

export function phaseAction(id: string): PhaseAction | undefined {
  return BY_ID.get(id);
}
