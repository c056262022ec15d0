import { counted, listed, type TextPart } from "../text/LocalText";
import { allow, refuse, type Outcome } from "../Refusal";
import type { ActionDefinition, RuleWord, SpentAction } from "./ActionDefinition";
import { keptFor } from "../keptFor";

export type { RuleWord } from "./ActionDefinition";

/**
 * A turn made of slots: each pattern is one legal way to fill a turn (one Full Action, or two
 * Half Actions; attack + move, two moves, or one full-phase action). An action fits when the
 * kinds already spent plus its kind still fit inside at least one pattern.
 */
export interface SlotBudgetRules {
  readonly patterns: readonly Readonly<Record<string, number>>[];
  /** Kinds that never use a slot (Free Actions). */
  readonly unlimited: readonly string[];
  /** Kinds with an allowance per round instead of per turn (one Reaction per round). */
  readonly perRound: Readonly<Record<string, number>>;
  /** Kinds that may not repeat the same action within a turn ("two *different* Half Actions"). */
  readonly distinct: readonly string[];
  /** A kind that may take another kind's slot ("a move may always replace an attack"). */
  readonly mayFill: Readonly<Record<string, readonly string[]>>;
  /** Kinds that may not share a turn with any of the listed kinds (the 1-hex step and other movement). */
  readonly excludes: Readonly<Record<string, readonly string[]>>;
  /** Words for each kind, for refusals: { half: "Half Action" }. */
  readonly labels: Readonly<Record<string, RuleWord>>;
  /** What the rule set calls a turn and a round, for refusals: "turn" and "round", or "Phase" and "Turn". */
  readonly spans: { readonly turn: RuleWord; readonly round: RuleWord };
}

export interface SlotBudgetState {
  readonly turn: readonly SpentAction[];
  readonly round: Readonly<Record<string, number>>;
}

export const EMPTY_SLOT_BUDGET: SlotBudgetState = { turn: [], round: {} };

/**
 * Spends one action from the turn (or, for a kind with an allowance per round, from the round).
 * The answer is kept: a state is never changed, so the same rules, state and action always get
 * the same answer, and a fight asks the same few questions of the same few states thousands of
 * times. The states handed out are kept with it, so a fight's states are shared and an answer
 * after the first is two lookups, with nothing built.
 */
export function spendSlot(rules: SlotBudgetRules, state: SlotBudgetState, action: ActionDefinition): Outcome<SlotBudgetState> {
  const answers = answersOf(rules, state);
  const known = answers.get(action.id);
  if (known !== undefined && known.kind === action.kind) return known.outcome;
  const outcome = workOutSpend(rules, state, action);
  answers.set(action.id, { kind: action.kind, outcome });
  return outcome;
}

/** One answer kept, with the kind of the action it answered: an answer is for an action's id and kind together. */
interface KeptAnswer {
  readonly kind: string;
  readonly outcome: Outcome<SlotBudgetState>;
}

/** By rules, then by state, then by action id. Weak both ways: neither rules nor states are kept alive by being asked of. */
const ANSWERS = new WeakMap<SlotBudgetRules, WeakMap<SlotBudgetState, Map<string, KeptAnswer>>>();

/** The rules asked of last, and their answers by state: a fight asks of one rule set's budget throughout. */
let lastAsked: { readonly rules: SlotBudgetRules; readonly byState: WeakMap<SlotBudgetState, Map<string, KeptAnswer>> } | undefined;

function answersByState(rules: SlotBudgetRules): WeakMap<SlotBudgetState, Map<string, KeptAnswer>> {
  if (lastAsked?.rules === rules) return lastAsked.byState;
  let byState = ANSWERS.get(rules);
  if (byState === undefined) {
    byState = new WeakMap();
    ANSWERS.set(rules, byState);
  }
  lastAsked = { rules, byState };
  return byState;
}

function answersOf(rules: SlotBudgetRules, state: SlotBudgetState): Map<string, KeptAnswer> {
  const byState = answersByState(rules);
  let answers = byState.get(state);
  if (answers === undefined) {
    answers = new Map();
    byState.set(state, answers);
  }
  return answers;
}

function workOutSpend(rules: SlotBudgetRules, state: SlotBudgetState, action: ActionDefinition): Outcome<SlotBudgetState> {
  const allowance = rules.perRound[action.kind];
  if (allowance !== undefined) {
    const used = state.round[action.kind] ?? 0;
    if (used >= allowance) {
      const [label, round] = [labelOf(rules, action.kind), rules.spans.round];
      return refuse("round-allowance-used", `The ${label.english} of this ${round.english} is already used`, {
        kind: action.kind,
        label: label.key,
        round: round.key,
      });
    }
    // Copied, then the one key set: a spread with a computed key takes V8's slow path, and every
    // defence of a fight spends its round's allowance here.
    const round: Record<string, number> = { ...state.round };
    round[action.kind] = used + 1;
    return allow({ turn: state.turn, round });
  }
  if (rules.distinct.includes(action.kind) && repeats(state.turn, action)) {
    const [label, turn] = [labelOf(rules, action.kind), rules.spans.turn];
    return refuse("kind-repeated", `Already used a ${label.english} of this kind this ${turn.english}`, {
      kind: action.kind,
      label: label.key,
      turn: turn.key,
    });
  }
  const clash = clashing(rules, state.turn, action.kind);
  if (clash !== undefined) {
    const [label, other, turn] = [labelOf(rules, action.kind), labelOf(rules, clash.kind), rules.spans.turn];
    const sentence = `${withArticle(label.english)} cannot share a ${turn.english} with ${withArticle(other.english)}`;
    return refuse("kind-excluded", sentence.charAt(0).toUpperCase() + sentence.slice(1), {
      kind: action.kind,
      label: label.key,
      other: other.key,
      turn: turn.key,
    });
  }
  if (!rules.unlimited.includes(action.kind) && !fitsSomePattern(rules, state.turn, action.kind)) {
    const [label, turn] = [labelOf(rules, action.kind), rules.spans.turn];
    const taken = takenCounts(slottedKinds(rules, state.turn));
    const english = taken.size === 0 ? "nothing that allows it" : englishTaken(rules, taken);
    return refuse("turn-full", `No room for ${withArticle(label.english)} this ${turn.english}: already took ${english}`, {
      kind: action.kind,
      label: label.key,
      taken: takenWords(rules, taken),
      turn: turn.key,
    });
  }
  return allow(withSpent(state, action));
}

/**
 * Whether a kind with an allowance per round (a Reaction) has any of it left this round; a kind
 * without one always has. `spendSlot` refuses exactly when this is false, so a rule may ask it
 * before working out what it would spend (a defence's tests) only to be refused.
 */
export function roundAllowanceLeft(rules: SlotBudgetRules, state: SlotBudgetState, kind: string): boolean {
  const allowance = rules.perRound[kind];
  return allowance === undefined || (state.round[kind] ?? 0) < allowance;
}

/**
 * Whether any of the round's allowances (a Reaction) is spent. A budget with none spent has
 * nothing of the round to clear when the next round begins, only its turn.
 */
export function roundAllowanceUsed(state: SlotBudgetState): boolean {
  // By key, not through a list of the values: asked of every fighter as each round begins.
  const round = state.round;
  if (round === EMPTY_SLOT_BUDGET.round) return false;
  for (const kind in round) if ((round[kind] ?? 0) > 0) return true;
  return false;
}

// The words of a refusal are worked out only when one is made: an allowed spend, nearly every
// spend of a fight, needs none of them.
function labelOf(rules: SlotBudgetRules, kind: string): RuleWord {
  return rules.labels[kind] ?? { english: kind, key: kind };
}

/** The same action already spent this turn. */
function repeats(turn: readonly SpentAction[], action: ActionDefinition): boolean {
  for (const spent of turn) if (spent.id === action.id && spent.kind === action.kind) return true;
  return false;
}

/** The first action of the turn that may not share it with `kind`, either way round. */
function clashing(rules: SlotBudgetRules, turn: readonly SpentAction[], kind: string): SpentAction | undefined {
  for (const spent of turn) if (excludes(rules, kind, spent.kind) || excludes(rules, spent.kind, kind)) return spent;
  return undefined;
}

/**
 * The state with one more action in its turn. Both fields written out: a rest-spread of the
 * state measured as the dearest line of a d100-fate fight, which spends a slot several times a turn.
 */
function withSpent(state: SlotBudgetState, action: ActionDefinition): SlotBudgetState {
  return { turn: [...state.turn, { id: action.id, kind: action.kind }], round: state.round };
}

/** The kinds of the turn that take a slot, in the order they were spent. */
function slottedKinds(rules: SlotBudgetRules, turn: readonly SpentAction[]): string[] {
  const slotted: string[] = [];
  for (const spent of turn) if (!rules.unlimited.includes(spent.kind)) slotted.push(spent.kind);
  return slotted;
}

function withArticle(label: string): string {
  return `${/^[aeiou]/i.test(label) ? "an" : "a"} ${label}`;
}

/** How many of each kind the turn holds, in the order first spent. */
function takenCounts(kinds: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return counts;
}

/** "a Half Action", "2 Half Actions", "an attack and a move": what the turn already holds, for the engine's sentence. */
function englishTaken(rules: SlotBudgetRules, counts: ReadonlyMap<string, number>): string {
  return [...counts.entries()]
    .map(([kind, count]) => (count > 1 ? `${count} ${labelOf(rules, kind).english}s` : withArticle(labelOf(rules, kind).english)))
    .join(" and ");
}

/** The same, for the table: each kind with its count, listed in the reader's language. */
function takenWords(rules: SlotBudgetRules, counts: ReadonlyMap<string, number>): TextPart {
  if (counts.size === 0) return "TURNWRIGHT.Refusal.TakenNothing";
  return listed([...counts.entries()].map(([kind, count]) => counted("TURNWRIGHT.Refusal.Taken", count, { label: labelOf(rules, kind).key })));
}

/**
 * The fresh turn of each round's spends, kept as `spendSlot`'s answers are, so a fresh turn's
 * answers are found too. By the round, not by the state: every turn of a round with the same
 * spends starts from one state, so a fighter whose last turn is cleared only when its next begins
 * starts each turn where the others do, not on a chain of states of its own.
 */
const STARTED = new WeakMap<SlotBudgetState["round"], SlotBudgetState>();

/** A round's state at the start of a turn: nothing spent in the turn yet. */
function freshTurnOf(round: SlotBudgetState["round"]): SlotBudgetState {
  return { turn: [], round };
}

export function startSlotTurn(state: SlotBudgetState): SlotBudgetState {
  if (state.turn.length === 0) return state;
  if (state.round === EMPTY_SLOT_BUDGET.round) return EMPTY_SLOT_BUDGET;
  return keptFor(STARTED, state.round, freshTurnOf);
}

function excludes(rules: SlotBudgetRules, kind: string, other: string): boolean {
  return rules.excludes[kind]?.includes(other) ?? false;
}

/** Whether the slotted kinds of `turn`, then `kind`, still fit inside at least one pattern. */
function fitsSomePattern(rules: SlotBudgetRules, turn: readonly SpentAction[], kind: string): boolean {
  const kinds = [...slottedKinds(rules, turn), kind];
  return rules.patterns.some((pattern) => fits(rules, pattern, kinds));
}

/** Assigns each spent kind to a slot of the pattern, trying substitutions; patterns hold a handful of slots. */
function fits(rules: SlotBudgetRules, pattern: Readonly<Record<string, number>>, kinds: readonly string[]): boolean {
  const free: Record<string, number> = { ...pattern };
  const assign = (index: number): boolean => {
    if (index === kinds.length) return true;
    const kind = kinds[index];
    if (kind === undefined) return false;
    for (const slot of [kind, ...(rules.mayFill[kind] ?? [])]) {
      const left = free[slot] ?? 0;
      if (left > 0) {
        free[slot] = left - 1;
        if (assign(index + 1)) return true;
        free[slot] = left;
      }
    }
    return false;
  };
  return assign(0);
}
