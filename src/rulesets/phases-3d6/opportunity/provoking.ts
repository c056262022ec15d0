import type { MovementManner } from "./threat";

/** The time an action takes in the Phase, as the budget counts it. */
export type DistractionActionType = "attack" | "move" | "fullPhase" | "free" | "notAnAction";

/**
 * Whether doing the action in a threatened hex lets the guard down:
 * - `no`: never;
 * - `yes`: always;
 * - `yesUnlessSkill`: yes, but a successful skill roll by the actor negates it;
 * - `usually`: yes unless the GM rules this use of it is an exception (skills, starting or
 *   finishing a full-phase action).
 */
export type DistractionRule = "no" | "yes" | "yesUnlessSkill" | "usually";

export interface Distraction {
  readonly id: DistractionId;
  readonly label: string;
  readonly type: DistractionActionType;
  readonly rule: DistractionRule;
  /**
   * Actions that move the character: what they provoke comes from leaving threatened hexes
   * (see `leavesThreat`), moving in the given manner, not from where they start.
   */
  readonly moves?: MovementManner;
}

export const DISTRACTION_IDS = [
  "block",
  "disarm",
  "dodge",
  "grab",
  "haymaker",
  "missileDeflection",
  "rollWithAPunch",
  "strike",
  "otherAttack",
  "ready",
  "halfMove",
  "crawl",
  "drawOrSheatheFocus",
  "standUp",
  "mountOrDismount",
  "reloadGun",
  "moveActionSkill",
  "startOrFinishFullPhase",
  "analyseOpponent",
  "senseEnemy",
  "resistKnockback",
  "openOrCloseDoor",
  "moveHeavyObject",
  "pickUpItem",
  "fullMove",
  "nonCombatMove",
  "fullPhaseSkill",
  "retrieveStoredFocus",
  "changeClothes",
  "moveBy",
  "moveThrough",
  "rapidFire",
  "sweep",
  "withdraw",
  "recoverFromStun",
  "takeRecovery",
  "braceForAccuracy",
  "shiftMultipower",
  "soliloquy",
  "presenceAttack",
  "togglePower",
  "casualStrength",
  "dropItem",
  "dropProne",
  "delay",
  "hexStep",
] as const;
export type DistractionId = (typeof DISTRACTION_IDS)[number];

/** Which actions distract a character standing in a threatened hex, in our own words. */
const ROWS: Readonly<Record<DistractionId, Omit<Distraction, "id">>> = {
  block: { label: "Block", type: "attack", rule: "no" },
  disarm: { label: "Disarm", type: "attack", rule: "no" },
  dodge: { label: "Dodge", type: "attack", rule: "no" },
  grab: { label: "Grab", type: "attack", rule: "no" },
  haymaker: { label: "Haymaker", type: "attack", rule: "no" },
  missileDeflection: { label: "Missile Deflection", type: "attack", rule: "no" },
  rollWithAPunch: { label: "Roll With A Punch", type: "attack", rule: "no" },
  strike: { label: "Strike", type: "attack", rule: "no" },
  otherAttack: { label: "Any other attack", type: "attack", rule: "no" },
  // Readying is an attack action that does not provoke; the readied action, when taken, is judged on its own.
  ready: { label: "Ready an action", type: "attack", rule: "no" },
  halfMove: { label: "Move up to half combat movement", type: "move", rule: "yesUnlessSkill", moves: "combat" },
  crawl: { label: "Crawl one hex", type: "move", rule: "yesUnlessSkill", moves: "combat" },
  drawOrSheatheFocus: { label: "Draw or put away a focus", type: "move", rule: "yesUnlessSkill" },
  standUp: { label: "Get up from prone", type: "move", rule: "yesUnlessSkill" },
  mountOrDismount: { label: "Get on or off a mount", type: "move", rule: "yesUnlessSkill" },
  reloadGun: { label: "Reload a firearm", type: "move", rule: "yesUnlessSkill" },
  moveActionSkill: { label: "Use a skill that takes a move action", type: "move", rule: "usually" },
  startOrFinishFullPhase: { label: "Start or finish a full-phase action", type: "move", rule: "usually" },
  analyseOpponent: { label: "Study an opponent for weak points", type: "move", rule: "no" },
  senseEnemy: { label: "Try to find an enemy with a non-targeting sense", type: "move", rule: "no" },
  resistKnockback: { label: "Brace against knockback", type: "move", rule: "no" },
  openOrCloseDoor: { label: "Open or shut a door", type: "move", rule: "no" },
  moveHeavyObject: { label: "Shift something heavy", type: "move", rule: "yes" },
  pickUpItem: { label: "Pick something up", type: "move", rule: "yes" },
  fullMove: { label: "Move more than half, up to all, combat movement", type: "fullPhase", rule: "yesUnlessSkill", moves: "combat" },
  nonCombatMove: { label: "Move at non-combat speed", type: "fullPhase", rule: "yes", moves: "nonCombat" },
  fullPhaseSkill: { label: "Use a skill that takes a full phase", type: "fullPhase", rule: "usually" },
  retrieveStoredFocus: { label: "Get out or stow a packed-away focus", type: "fullPhase", rule: "yes" },
  changeClothes: { label: "Change clothes", type: "fullPhase", rule: "yes" },
  moveBy: { label: "Move By an opponent", type: "fullPhase", rule: "no", moves: "combat" },
  moveThrough: { label: "Move Through an opponent", type: "fullPhase", rule: "no", moves: "combat" },
  rapidFire: { label: "Rapid Fire at several opponents", type: "fullPhase", rule: "no" },
  sweep: { label: "Sweep several opponents", type: "fullPhase", rule: "no" },
  withdraw: { label: "Withdraw from combat", type: "fullPhase", rule: "no", moves: "withdraw" },
  recoverFromStun: { label: "Shake off being Stunned", type: "fullPhase", rule: "no" },
  takeRecovery: { label: "Take a Recovery", type: "fullPhase", rule: "no" },
  braceForAccuracy: { label: "Brace to steady a shot", type: "free", rule: "no" },
  shiftMultipower: { label: "Shift a Multipower", type: "free", rule: "no" },
  soliloquy: { label: "Say a few words", type: "free", rule: "no" },
  presenceAttack: { label: "Make a Presence Attack", type: "free", rule: "no" },
  togglePower: { label: "Switch a power on or off", type: "free", rule: "no" },
  casualStrength: { label: "Use Casual Strength", type: "free", rule: "no" },
  dropItem: { label: "Let go of an item", type: "free", rule: "no" },
  dropProne: { label: "Drop prone", type: "free", rule: "no" },
  delay: { label: "Delay", type: "notAnAction", rule: "no" },
  hexStep: { label: "1-hex step", type: "notAnAction", rule: "no", moves: "step" },
};

export const DISTRACTIONS: readonly Distraction[] = DISTRACTION_IDS.map((id) => ({ id, ...ROWS[id] }));

export function distraction(id: string): Distraction | undefined {
  return DISTRACTIONS.find((row) => row.id === id);
}

/**
 * What doing an action in a hex does about attacks of opportunity:
 * - it provokes (perhaps negated by a skill roll, perhaps waived by the GM);
 * - it does not, because nobody threatens the hex, or the action does not distract;
 * - it is movement, and provokes by leaving threatened hexes instead (ask `leavesThreat`).
 */
export type Provocation =
  | { readonly provokes: true; readonly skillNegates: boolean; readonly gmMayWaive: boolean }
  | { readonly provokes: false; readonly because: "not-threatened" | "not-distracting" }
  | { readonly provokes: false; readonly because: "movement"; readonly manner: MovementManner };

export function provokedBy(id: DistractionId, inThreatenedHex: boolean): Provocation {
  const row = ROWS[id];
  if (row.moves !== undefined) return { provokes: false, because: "movement", manner: row.moves };
  if (!inThreatenedHex) return { provokes: false, because: "not-threatened" };
  switch (row.rule) {
    case "no":
      return { provokes: false, because: "not-distracting" };
    case "yes":
      return { provokes: true, skillNegates: false, gmMayWaive: false };
    case "yesUnlessSkill":
      return { provokes: true, skillNegates: true, gmMayWaive: false };
    case "usually":
      return { provokes: true, skillNegates: false, gmMayWaive: true };
  }
}

/**
 * The row of the source's table each action of a Phase is (`actions.ts` names them for the
 * budget): one table decides what provokes, for the headless fight, the sheet and the map.
 */
const ROW_OF_ACTION: Readonly<Record<string, DistractionId>> = {
  drawFocus: "drawOrSheatheFocus",
  mount: "mountOrDismount",
  reload: "reloadGun",
  moveSkill: "moveActionSkill",
  startFullPhase: "startOrFinishFullPhase",
  analyse: "analyseOpponent",
  sense: "senseEnemy",
  door: "openOrCloseDoor",
  moveHeavy: "moveHeavyObject",
  pickUp: "pickUpItem",
  noncombatMove: "nonCombatMove",
  stowFocus: "retrieveStoredFocus",
  brace: "braceForAccuracy",
  powerOnOff: "togglePower",
  drop: "dropItem",
  step: "hexStep",
};

/** The source's row for an action of a Phase, by the action's id; undefined for no action of the list. */
export function distractionOfAction(actionId: string): Distraction | undefined {
  return distraction(Object.hasOwn(ROW_OF_ACTION, actionId) ? (ROW_OF_ACTION[actionId] ?? actionId) : actionId);
}

/** How the sheet words an action's row of the table: never, always, unless done with skill, or as the GM rules. */
export type ProvokesWord = "no" | "yes" | "unless-skill" | "varies";

const WORD_OF_RULE: Readonly<Record<DistractionRule, ProvokesWord>> = { no: "no", yes: "yes", yesUnlessSkill: "unless-skill", usually: "varies" };

export function provokesWord(actionId: string): ProvokesWord {
  const row = distractionOfAction(actionId);
  return row === undefined ? "no" : WORD_OF_RULE[row.rule];
}
