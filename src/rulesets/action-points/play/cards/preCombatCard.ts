import { type Static } from "@sinclair/typebox";
import { spendPoints } from "../../../../engine/budget/PointBudget";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import { actorName } from "../../../../engine/play/cardData";
import { defineCard, type CardKind } from "../../../../engine/play/CardKind";
import type { CardState, CardTransition } from "../../../../engine/play/CardRules";
import type { CardView } from "../../../../engine/play/CardView";
import { text } from "../../../../engine/text/LocalText";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import * as Type from "../../../../engine/schema/TypeBuilders";
import { PRE_COMBAT, preCombatCost } from "../../actionCosts";
import { AP, apAction } from "../../apBudget";
import { evOf } from "../../fighter";
import type { ApOptions } from "../../schema";
import { fighterOf } from "../snapshot";

const K = "TURNWRIGHT.ActionPoints";

const PRE_COMBAT_CARD = "preCombat";

/** An action in the moment before the fight: what it cost from Action Points (now), and what is left. */
const PreCombatCardSchema = Type.Object({
  action: Type.Union(PRE_COMBAT.map((action) => Type.Literal(action))),
  cost: Type.Integer({ minimum: 0 }),
  apLeft: Type.Integer({ minimum: 0 }),
});
type PreCombatCard = Static<typeof PreCombatCardSchema>;

/**
 * An action in the moment before the fight, from the sheet: paid from Action Points (now), which
 * the fight then takes as its initiative; dropping the bags also frees their EV. Refused once
 * the character is in the fight, or when the AP left will not pay for it.
 */
function startPreCombat(actor: ActorSnapshot, action: string | undefined, budget: unknown, options: ApOptions): Outcome<CardTransition> {
  const read = fighterOf(actor, options.standardMtn);
  if (!read.ok) return read;
  const known = PRE_COMBAT.find((name) => name === action);
  if (known === undefined) return refuse("unknown-action", `There is no action called ${action ?? ""}`, { action: action ?? "" });
  if (budget !== undefined) return refuse("fight-begun", `${actor.name} is already fighting: this is for the moment before the fight`, { name: actor.name });
  const fighter = read.value.fighter;
  if (known === "dropBags" && (fighter.bagsDropped || fighter.actor.bagsEv === 0))
    return refuse("no-bags", `${actor.name} has no bags to drop`, { name: actor.name });
  const now = fighter.actor.actionPoints.value ?? fighter.actor.actionPoints.max;
  const cost = preCombatCost(known, evOf(fighter));
  const paid = spendPoints({ points: now, max: fighter.actor.actionPoints.max }, cost, apAction(known), AP);
  if (!paid.ok) return paid;
  const system: Record<string, number | boolean> = { "actionPoints.value": paid.value.points };
  if (known === "dropBags") system["bagsDropped"] = true;
  const data: PreCombatCard = { action: known, cost, apLeft: paid.value.points };
  return allow({ card: { kind: PRE_COMBAT_CARD, actors: [actor.ref], data, used: [] }, spawn: [], changes: [{ actor: actor.ref, system }] });
}

function preCombatView(data: PreCombatCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView {
  const name = actorName(actors, card.actors[0] ?? "");
  const lines = [text(`${K}.PreCombatLine.${data.action}`, { name }), text(`${K}.Card.PreCombatSpent`, { cost: data.cost, left: data.apLeft })];
  return { title: text(`${K}.Card.PreCombatTitle`), subtitle: text(`${K}.Card.By`, { name }), rolls: [], lines, buttons: [] };
}

/** An action in the moment before the fight, paid from the AP that become its initiative: posted with what it cost. */
export function preCombatCard(options: ApOptions): CardKind {
  return defineCard({
    kind: PRE_COMBAT_CARD,
    schema: PreCombatCardSchema,
    starts: { preCombat: (input) => startPreCombat(input.actor, input.data["action"], input.budget, options) },
    buttons: {},
    view: preCombatView,
  });
}
