// The event log of a headless fight: every step appends one of these. The CLI prints them and
// tests assert on them. Plain JSON only, so the same scenario and seed give the same log byte
// for byte.

import type { When } from "./clock/when";
import type { TargetReason } from "./script/Targeting";

export type ActionKind = "full" | "half" | "free" | "reaction" | "attack" | "move" | "step" | "points" | "declared";

interface Base extends When {
  readonly type: string;
}

/** A hex in axial coordinates, as a scenario's `position` gives it. */
export interface HexPosition {
  readonly q: number;
  readonly r: number;
}

/**
 * One number a roll's total or its target is made of, with why: `why` is an id its rule set
 * words (`ocv`, `strengthBonus`, a characteristic, an action), or empty for a bare number (the 10
 * of phases-3d6's 10 + DCV).
 */
export interface RollPart {
  readonly by: number;
  readonly why: string;
}

export interface CombatStartEvent extends Base {
  readonly type: "combat-start";
  readonly ruleset: string;
  /** `at`: the hex each stands in, where the fight is on a hex map. */
  readonly combatants: readonly { readonly id: string; readonly name: string; readonly side: string; readonly surprised: boolean; readonly at?: HexPosition }[];
}
export interface InitiativeEvent extends Base {
  readonly type: "initiative";
  readonly combatant: string;
  readonly dice: readonly number[];
  readonly total: number;
  /** What was added to the dice on the way to `total`, in order, each with why; left out where nothing was. */
  readonly added?: readonly RollPart[];
  readonly note?: string;
}
export interface RoundStartEvent extends Base {
  readonly type: "round-start";
  readonly order: readonly string[];
  /** Where equal totals act at one moment: the groups of more than one, in order (empty when none tie). */
  readonly together?: readonly (readonly string[])[];
  /**
   * Where a round is one walk of the order: those in `order` who take no turn in it (down,
   * surprised, a round lost), left out when everyone acts.
   */
  readonly out?: readonly string[];
}
/** A Phase (the Surprise Phase too) or a pass begins, where a round is made of them: who takes a turn in it, in order. */
export interface StepStartEvent extends Base {
  readonly type: "step-start";
  readonly step: "phase" | "surprise" | "pass";
  readonly order: readonly string[];
}
/** The Post-Turn after a Turn's last Phase begins: the Recoveries logged next are taken in it. */
export interface PostTurnEvent extends Base {
  readonly type: "post-turn";
}
export interface TurnStartEvent extends Base {
  readonly type: "turn-start";
  readonly combatant: string;
}
export interface ActionEvent extends Base {
  readonly type: "action";
  readonly combatant: string;
  readonly action: string;
  readonly kind: ActionKind;
  readonly target?: string;
  /** What the action cost from a pool of points, and what is left of it, where a rule set spends points. */
  readonly cost?: number;
  readonly apLeft?: number;
}
/** Where a move on a hex map ends, after any attacks it provoked (where it began, when nothing let it go on). */
export interface MoveEvent extends Base {
  readonly type: "move";
  readonly combatant: string;
  /** The action that moved it. */
  readonly action: string;
  readonly from: HexPosition;
  readonly to: HexPosition;
  /**
   * Why it got less far toward its goal than its movement allows, where nothing it provoked
   * stopped it: `blocked`, no free way past those standing in it (`blockedBy`, by id), or
   * `immobile`, a combat movement of 0.
   */
  readonly stopped?: "blocked" | "immobile";
  readonly blockedBy?: readonly string[];
}
/**
 * Where the place an abort gives up lies: still ahead in this step (a Phase), or in the next
 * step the combatant would act in, because its place in this one has passed.
 */
export type Forfeit = "this-step" | "next-step";
/** Acting out of turn to defend against an attack, at the cost of the combatant's next place in the order. */
export interface AbortEvent extends Base {
  readonly type: "abort";
  readonly combatant: string;
  /** The defensive action it aborts to. */
  readonly action: string;
  /** Whose attack it answers. */
  readonly attacker: string;
  readonly forfeits: Forfeit;
}
/** How many actions a combatant takes this round, said when its turn comes, and the dice each roll loses for them. */
export interface DeclareEvent extends Base {
  readonly type: "declare";
  readonly combatant: string;
  readonly actions: number;
  /** Dice off every skill and attribute roll this round. */
  readonly penalty: number;
}
export interface RollEvent extends Base {
  readonly type: "roll";
  readonly combatant: string;
  readonly purpose: string;
  /** The die code rolled, after every penalty and bonus (`3D+1`), where the rule set rolls codes. */
  readonly code?: string;
  readonly dice: readonly number[];
  /** The Wild Die's faces in order, its rerolls after the first, where the pool has one. */
  readonly wild?: readonly number[];
  /** The Wild Die's first face was a 1. */
  readonly complication?: boolean;
  readonly total: number;
  /**
   * What was added to (or taken from) the dice on the way to `total`, in order, each with why:
   * the dice's sum and these make the total. Left out where the total is the dice alone.
   */
  readonly added?: readonly RollPart[];
  readonly target?: number;
  /** What `target` is made of, in order: the first part is the number it starts from. Left out where there is no target. */
  readonly against?: readonly RollPart[];
  readonly success?: boolean;
  readonly degrees?: number;
}
export interface AttackEvent extends Base {
  readonly type: "attack";
  readonly attacker: string;
  readonly target: string;
  readonly hit: boolean;
  /** The die as it fell and the attack's total, where a rule set rolls one check against another. */
  readonly roll?: number;
  readonly total?: number;
  /** What was added to `roll` on the way to `total`, each with why. */
  readonly added?: readonly RollPart[];
  /** What the attack had to reach, where a rule set sets a difficulty apart from its roll line, and what that is made of. */
  readonly difficulty?: number;
  readonly against?: readonly RollPart[];
  readonly action?: string;
  readonly weapon?: string;
  readonly location?: string;
  readonly hits?: number;
  /**
   * Why the attacker went for this target when no script named it and it had others to choose
   * from: its targeting (`random`, `focus`, `nearest`, `first`), or `focus-unreachable` when its
   * side's focus was out of its reach and it chose at random. Left out for a scripted target, for
   * the only enemy it could attack, and for an attack the rules aim (an attack of opportunity at
   * the one who provoked it).
   */
  readonly chosen?: TargetReason;
}
export interface DefenseEvent extends Base {
  readonly type: "defense";
  readonly defender: string;
  readonly attacker: string;
  readonly reaction: string;
  readonly success: boolean;
  readonly negated?: number;
  /** The defence taken (dodge, parry) and its die, where a rule set rolls it against the attack. */
  readonly action?: string;
  readonly roll?: number;
  /** What was added to `roll` on the way to `total`, each with why. */
  readonly added?: readonly RollPart[];
  /** What the attack had to reach, where a defence held in force sets it. */
  readonly total?: number;
  /** A full defence (every action of the round) rather than a partial one. */
  readonly full?: boolean;
  /**
   * Where the verdict came of setting the defence against the attack, the higher winning and an
   * equal holding for the defender: what was set against what, each side's die face or total.
   */
  readonly weighed?: { readonly by: "face" | "total"; readonly attack: number; readonly defence: number };
}
/**
 * One step from the damage rolled to the damage taken: multiplied, divided (rounded down), added
 * to, taken off, or raised to a least; `why` is an id its rule set words (`armour`, `critical`, a
 * location).
 */
export interface DamageAdjustment {
  readonly op: "times" | "divided" | "plus" | "less" | "atLeast";
  readonly by: number;
  readonly why: string;
}
export interface DamageEvent extends Base {
  readonly type: "damage";
  readonly target: string;
  readonly amount: number;
  readonly result: string;
  readonly location?: string;
  readonly raw?: number;
  readonly soak?: number;
  readonly critical?: number;
  /** What the location multiplied the damage by after armour, where a rule set's locations do. */
  readonly multiplier?: number;
  /** How `raw` came to `amount`, step by step in the order the rules take them; a step that changes nothing is left out. */
  readonly adjustments?: readonly DamageAdjustment[];
  /** What the blow takes from a second track beside `amount`, where a rule set keeps two (phases-3d6's Body beside its Stun). */
  readonly body?: number;
}
export interface ResourceEvent extends Base {
  readonly type: "resource";
  readonly combatant: string;
  readonly resource: string;
  readonly use: string;
  readonly remaining?: number;
}
export interface ConditionEvent extends Base {
  readonly type: "condition";
  readonly combatant: string;
  readonly condition: string;
  readonly active: boolean;
}
/** An effect a combatant fought under has run its duration out: its changes no longer count. */
export interface EffectEndEvent extends Base {
  readonly type: "effect-end";
  readonly combatant: string;
  readonly effect: string;
}
export interface RefusedEvent extends Base {
  readonly type: "refused";
  readonly combatant: string;
  readonly action: string;
  readonly reason: string;
  readonly code: string;
}
export interface TurnEndEvent extends Base {
  readonly type: "turn-end";
  readonly combatant: string;
}
export interface RoundEndEvent extends Base {
  readonly type: "round-end";
  /** Game time passed once the round is over, in every unit, where the clock counts segments and long turns. */
  readonly elapsed?: { readonly seconds: number; readonly segments: number; readonly rounds: number; readonly turns: number };
}
/** A natural 1 made a critical failure by the other side's action die, and what the table did. */
export interface BotchEvent extends Base {
  readonly type: "botch";
  readonly combatant: string;
  /** Whose action die paid for it: "gm", or the id of the player character whose own die it was. */
  readonly paidBy: string;
  /** The botch table's 3d6. */
  readonly table: number;
  /** The result's stable code (`snag`, `drop-weapon`...). */
  readonly result: string;
  /** Rounds it lasts, where it has a duration. */
  readonly duration?: number;
}
/** A serious injury: an attribute that drops a die type (`none`: below the smallest). */
export interface InjuryEvent extends Base {
  readonly type: "injury";
  readonly combatant: string;
  readonly attribute: string;
  readonly from: string;
  readonly to: string;
}
export interface CombatEndEvent extends Base {
  readonly type: "combat-end";
  readonly winner: string | null;
  readonly rounds: number;
  /** `turn-limit`: the fight took the most turns one fight may (`MOST_TURNS` in script/FightWarning.ts) and stopped. */
  readonly reason: "victory" | "max-rounds" | "stalemate" | "turn-limit";
}

export type CombatEvent =
  | CombatStartEvent
  | InitiativeEvent
  | RoundStartEvent
  | StepStartEvent
  | TurnStartEvent
  | DeclareEvent
  | ActionEvent
  | MoveEvent
  | AbortEvent
  | RollEvent
  | AttackEvent
  | DefenseEvent
  | DamageEvent
  | ResourceEvent
  | ConditionEvent
  | EffectEndEvent
  | RefusedEvent
  | BotchEvent
  | InjuryEvent
  | TurnEndEvent
  | PostTurnEvent
  | RoundEndEvent
  | CombatEndEvent;

export type CombatEventType = CombatEvent["type"];

/** Every event type of the CLI contract, in the order a fight first produces them. */
export const EVENT_TYPES: readonly CombatEventType[] = [
  "combat-start",
  "initiative",
  "round-start",
  "step-start",
  "turn-start",
  "declare",
  "action",
  "move",
  "abort",
  "roll",
  "attack",
  "defense",
  "damage",
  "resource",
  "condition",
  "effect-end",
  "refused",
  "botch",
  "injury",
  "turn-end",
  "post-turn",
  "round-end",
  "combat-end",
];
