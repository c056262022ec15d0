import { type Static } from "@sinclair/typebox";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import { actorName } from "../../../../engine/play/cardData";
import { defineCard, type CardKind } from "../../../../engine/play/CardKind";
import type { CardState, CardTransition } from "../../../../engine/play/CardRules";
import type { CardView } from "../../../../engine/play/CardView";
import type { CombatRules } from "../../../../engine/play/CombatRules";
import { text, type LocalText } from "../../../../engine/text/LocalText";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import * as Type from "../../../../engine/schema/TypeBuilders";
import type { ApOptions } from "../../schema";
import { apInBudget } from "../combat";
import { fighterOf } from "../snapshot";

const K = "TURNWRIGHT.ActionPoints";

const MOVE = "move";

/** A move, standing up or Full Defense, taken from the sheet: what it cost and what is left, in a fight. */
const MoveCardSchema = Type.Object({
  action: Type.Union([Type.Literal("walk"), Type.Literal("sprint"), Type.Literal("run"), Type.Literal("stand"), Type.Literal("fullDefense")]),
  movement: Type.Integer({ minimum: 0 }),
  spent: Type.Union([Type.Object({ cost: Type.Integer({ minimum: 0 }), apLeft: Type.Integer({ minimum: 0 }) }), Type.Null()]),
});
type MoveCard = Static<typeof MoveCardSchema>;

const ACTIONS = ["walk", "sprint", "run", "stand", "fullDefense"] as const;

/**
 * A move, standing up, or Full Defense from the sheet, posted for the table to see. In a fight its
 * AP are spent by the same write (refused, with the reason, when they do not fit) and the card
 * says what it cost and what is left. Standing up clears prone.
 */
function startMove(
  actor: ActorSnapshot,
  move: string | undefined,
  budget: unknown,
  unaware: readonly string[],
  options: ApOptions,
  combat: CombatRules,
): Outcome<CardTransition> {
  const read = fighterOf(actor, options.standardMtn);
  if (!read.ok) return read;
  const action = ACTIONS.find((name) => name === move);
  if (action === undefined) return refuse("unknown-action", `There is no action called ${move ?? ""}`, { action: move ?? "" });
  const fighter = read.value.fighter;
  // Caught unaware, a character may only defend in the fight's first round: Full Defense is the one move it has.
  if (action !== "fullDefense" && unaware.includes(actor.ref))
    return refuse("surprised-defend-only", `${actor.name} is surprised: it may only defend this round`, { name: actor.name });
  if (action === "stand" && !fighter.actor.prone) return refuse("not-prone", `${actor.name} is not prone`, { name: actor.name });
  let spent: MoveCard["spent"] = null;
  if (budget !== undefined) {
    const after = combat.spend(budget, action, actor);
    if (!after.ok) return after;
    const before = apInBudget(budget) ?? fighter.actor.actionPoints.max;
    const left = apInBudget(after.value) ?? 0;
    spent = { cost: Math.max(0, before - left), apLeft: left };
  }
  const data: MoveCard = { action, movement: fighter.actor.movement, spent };
  const transition: CardTransition = {
    card: { kind: MOVE, actors: [actor.ref], data, used: [] },
    spawn: [],
    changes: action === "stand" ? [{ actor: actor.ref, system: { prone: false } }] : [],
  };
  return allow(budget === undefined ? transition : { ...transition, spend: { actor: actor.ref, action } });
}

function moveView(data: MoveCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  const name = actorName(actors, card.actors[0] ?? "");
  const lines: LocalText[] = [text(`${K}.Move.${data.action}`, { name, feet: data.movement, yards: data.movement, twice: data.movement * 2 })];
  if (data.spent !== null) lines.push(text(`${K}.Card.Spent`, { cost: data.spent.cost, left: data.spent.apLeft }));
  return { title: text(`${K}.Card.MoveTitle.${data.action}`), subtitle: text(`${K}.Card.By`, { name }), rolls: [], lines, buttons: [] };
}

/** A move, standing up or Full Defense taken from the sheet, posted with what it cost; a move's cost is the tracker's `combat` to say. */
export function moveCard(options: ApOptions, combat: CombatRules): CardKind {
  return defineCard({
    kind: MOVE,
    schema: MoveCardSchema,
    starts: { move: (input) => startMove(input.actor, input.data["move"], input.budget, input.unaware ?? [], options, combat) },
    buttons: {},
    view: moveView,
  });
}
