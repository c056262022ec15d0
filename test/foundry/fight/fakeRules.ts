import { fixedRounds } from "../../../src/engine/clock/index";
import type { DiceOutcome } from "../../../src/engine/dice/DiceRequest";
import type { ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import type { CombatRules, Pip } from "../../../src/engine/play/CombatRules";
import { text } from "../../../src/engine/text/LocalText";
import { allow, refuse } from "../../../src/engine/Refusal";

/**
 * A small rule set for the tracker's tests: a turn holds one Full or two different Half
 * actions, one Reaction a round; initiative is 1d10 + a tenth of Agility, kept for the fight.
 */
export interface FakeBudget {
  readonly turn: readonly string[];
  readonly reactions: number;
}

const HALF = ["aim", "attack", "move"];
const FULL = ["charge"];
const REACTION = ["dodge"];

export function readBudget(stored: unknown): FakeBudget {
  if (typeof stored !== "object" || stored === null) return { turn: [], reactions: 0 };
  const turn: unknown = Reflect.get(stored, "turn");
  const reactions: unknown = Reflect.get(stored, "reactions");
  return {
    turn: Array.isArray(turn) ? turn.filter((entry): entry is string => typeof entry === "string") : [],
    reactions: typeof reactions === "number" ? reactions : 0,
  };
}

function agility(actor: ActorSnapshot): number {
  const value: unknown = typeof actor.system === "object" && actor.system !== null ? Reflect.get(actor.system, "agility") : undefined;
  return typeof value === "number" ? value : 0;
}

function pips(stored: unknown): Pip[] {
  const budget = readBudget(stored);
  const full = budget.turn.includes("charge");
  const halves = budget.turn.filter((action) => HALF.includes(action)).length;
  return [
    { label: text("FAKE.Full"), kind: "full", spent: full || halves > 0 },
    { label: text("FAKE.Half"), kind: "half", spent: full || halves > 0 },
    { label: text("FAKE.Half"), kind: "half", spent: full || halves > 1 },
    { label: text("FAKE.Reaction"), kind: "reaction", spent: budget.reactions > 0 },
  ];
}

export const FAKE_RULES: CombatRules = {
  clock: fixedRounds,
  durations: [{ id: "rounds", label: "FAKE.Rounds", measure: "rounds", size: 1 }],
  initiativeDice: () => [{ count: 1, faces: 10 }],
  initiative: (actor: ActorSnapshot, outcomes: readonly DiceOutcome[], options) => {
    // Luck makes the die a 10 and costs the actor its luck point.
    const die = options.luck ? 10 : (outcomes[0]?.total ?? 1);
    const changes = options.luck ? [{ actor: actor.ref, system: { "luck.value": 0 } }] : [];
    return { score: die + Math.floor(agility(actor) / 10), tiebreak: [agility(actor)], detail: text("FAKE.Initiative", { die }), changes };
  },
  initiativeLuck: text("FAKE.Luck"),
  hasLuck: (actor) => typeof actor.system === "object" && actor.system !== null && Reflect.get(actor.system, "luck") !== undefined,
  outOfTurn: (action) => REACTION.includes(action),
  canAct: (actor) => typeof actor.system !== "object" || actor.system === null || Reflect.get(actor.system, "down") !== true,
  freshBudget: () => ({ turn: [], reactions: 0 }),
  startTurn: (stored) => ({ turn: [], reactions: readBudget(stored).reactions }),
  startRound: () => ({ turn: [], reactions: 0 }),
  // Nothing in the rule set lasts exactly one step.
  startStep: (budget) => budget,
  // Rounds follow one another with no step between them.
  postTurn: () => null,
  spend(stored, action) {
    const budget = readBudget(stored);
    if (REACTION.includes(action)) {
      if (budget.reactions >= 1) return refuse("round-allowance-used", "The Reaction of this round is already used", { label: "Reaction" });
      return allow({ turn: budget.turn, reactions: budget.reactions + 1 });
    }
    if (FULL.includes(action)) {
      if (budget.turn.length > 0) return refuse("turn-full", "No room for a Full Action this turn", { label: "Full Action", taken: budget.turn.join(", ") });
      return allow({ turn: [action], reactions: budget.reactions });
    }
    if (HALF.includes(action)) {
      if (budget.turn.includes("charge") || budget.turn.length >= 2)
        return refuse("turn-full", "No room for a Half Action this turn", { label: "Half Action", taken: budget.turn.join(", ") });
      if (budget.turn.includes(action)) return refuse("kind-repeated", "Already used a Half Action of this kind this turn", { label: "Half Action" });
      return allow({ turn: [...budget.turn, action], reactions: budget.reactions });
    }
    return refuse("unknown-action", `There is no action called ${action}`, { action });
  },
  pips,
  // Nothing of a turn outlasts it for a token to show.
  tokenMark: () => null,
  // Rounds of turns: no passes to leave.
  exhausted: null,
  // Nobody declares actions up front.
  declared: null,
  groupInitiative: false,
};

export function fakeActor(name: string, agility: number, down = false): ActorSnapshot {
  return { ref: `Actor.${name}`, name, type: "fake", system: { agility, down }, items: [] };
}
