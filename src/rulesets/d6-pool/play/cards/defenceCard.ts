import { type Static } from "@sinclair/typebox";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardButton } from "../../../../engine/play/ButtonPress";
import { cardButtons, owner } from "../../../../engine/play/cardButtons";
import { actorName, pressed } from "../../../../engine/play/cardData";
import { defineCard, type CardKind } from "../../../../engine/play/CardKind";
import type { CardState, CardTransition } from "../../../../engine/play/CardRules";
import type { CardView } from "../../../../engine/play/CardView";
import { text } from "../../../../engine/text/LocalText";
import type { AppliedModifier } from "../../../../engine/play/RollModifiers";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import * as Type from "../../../../engine/schema/TypeBuilders";
import { DEFENCE_SKILL } from "../../actions";
import { defenceOf, type DefenceKind } from "../../activeDefence";
import { fullDefence } from "../../combatDifficulty";
import { formatDieCode } from "../../dieCode";
import { codeThisRound, parryingWeapon } from "../../fighter";
import { modifiedCode } from "../../modifiers";
import type { ComplicationRule } from "../../WildDie";
import { defenceSpend, inRound, spendAction } from "../budget";
import { fighterOf } from "../snapshot";
import { codeLines, pointButton, pointOffer, pointRolls, poolRoll, ROLLED, rollButton, totalOf } from "./rolledPool";

const K = "TURNWRIGHT.D6Pool";

/** The active defences a card stores: the attack card reads the one in force by the same words. */
export const DefenceKindSchema = Type.Union([Type.Literal("dodge"), Type.Literal("block"), Type.Literal("parry")]);

const DefenceCardSchema = Type.Object({ kind: DefenceKindSchema, full: Type.Boolean(), ...ROLLED });
type DefenceCard = Static<typeof DefenceCardSchema>;

const DEFENCE = "defence";

const KINDS: readonly DefenceKind[] = ["dodge", "block", "parry"];

/**
 * A dodge, block or parry on the character's own turn, partial (one action, the roll replaces
 * 10) or full (every action, the roll plus 10). It is only worth anything in a fight, where it
 * holds until the character's next turn; the sheet refuses it outside one.
 */
function startDefence(
  actor: ActorSnapshot,
  data: Readonly<Record<string, string>>,
  budget: unknown,
  rule: ComplicationRule,
  chosen: readonly AppliedModifier[] = [],
): Outcome<CardTransition> {
  const kind = KINDS.find((candidate) => candidate === data["kind"]);
  if (kind === undefined) return refuse("unknown-defence", `There is no defence called ${data["kind"] ?? ""}`, { name: data["kind"] ?? "" });
  if (budget === undefined) return refuse("not-in-fight", "An active defence holds in a fight: it waits for the combat to begin", {});
  const full = data["extent"] === "full";
  const read = fighterOf(actor, rule);
  if (!read.ok) return read;
  const fighter = inRound(read.value.fighter, budget);
  if (kind === "parry" && parryingWeapon(fighter) === undefined)
    return refuse("no-weapon", `${actor.name} has no hand weapon to parry with`, { name: actor.name });
  // Asked now, so a defence the round cannot hold leaves no card behind.
  const fits = spendAction(budget, defenceSpend(defenceOf(kind, 0, full ? "full" : "partial")));
  if (!fits.ok) return fits;
  const rolled = codeThisRound(fighter, DEFENCE_SKILL[kind]);
  const code = rolled.ok ? modifiedCode(rolled.value, chosen) : rolled;
  if (!code.ok) return code;
  const card: DefenceCard = {
    kind,
    full,
    code: formatDieCode(code.value),
    penalty: Math.max(0, (fighter.budget.declared ?? 1) - 1),
    fate: fighter.fateThisRound,
    result: null,
    points: [],
  };
  return allow({ card: { kind: DEFENCE, actors: [actor.ref], data: card, used: [] }, spawn: [], changes: [], follow: "roll" });
}

/** The defence as the budget takes it: its total, partial or full, so one write spends the action and puts it in force. */
function heldAs(data: DefenceCard, again: boolean): string | null {
  const total = totalOf(data);
  return total === null ? null : `${defenceSpend(defenceOf(data.kind, total, data.full ? "full" : "partial"))}${again ? ":again" : ""}`;
}

function defenceButtons(rule: ComplicationRule): Readonly<Record<string, CardButton<DefenceCard>>> {
  return {
    roll: rollButton<DefenceCard>(rule, "This defence is rolled already", (data, press) => {
      const action = heldAs(data, false);
      if (action === null) return refuse("card-not-rolled", "Roll the defence first", {});
      return allow({ card: pressed(press.card, data, press.button), spawn: [], changes: [], spend: { actor: press.card.actors[0] ?? "", action } });
    }),
    // A point raises the defence already in force; it takes no further action.
    point: pointButton<DefenceCard>(
      rule,
      (data) => allow(data),
      (data, card) => {
        const action = heldAs(data, true);
        return action === null ? undefined : { actor: card.actors[0] ?? "", action };
      },
    ),
  };
}

function defenceView(rule: ComplicationRule) {
  return (data: DefenceCard, card: CardState, actors: Readonly<Record<string, ActorSnapshot>>): CardView => {
    const ref = card.actors[0] ?? "";
    const name = `${K}.Defence.${data.kind}`;
    const total = totalOf(data);
    const lines = codeLines(data);
    if (total !== null)
      lines.push(text(data.full ? `${K}.Card.HeldFull` : `${K}.Card.Held`, { name: actorName(actors, ref), total: data.full ? fullDefence(total) : total }));
    return {
      title: text(data.full ? `${K}.Card.FullDefenceTitle` : `${K}.Card.DefenceTitle`, { defence: name }),
      subtitle: text(`${K}.Card.By`, { name: actorName(actors, ref) }),
      rolls: data.result === null ? [] : [poolRoll(text(name), data.code, data.result), ...pointRolls(data.points)],
      lines,
      buttons: cardButtons(card, [
        { id: "roll", label: text(`${K}.Button.roll`, { code: data.code }), audience: owner(ref), tone: "defence", available: data.result === null },
        pointOffer(card, data, actors, rule, true),
      ]),
    };
  };
}

/** An active defence put in force on the character's own turn, raised by Character Points once it is rolled. */
export function defenceCard(rule: ComplicationRule): CardKind {
  return defineCard({
    kind: DEFENCE,
    schema: DefenceCardSchema,
    starts: { defend: (input) => startDefence(input.actor, input.data, input.budget, rule, input.modifiers) },
    buttons: defenceButtons(rule),
    view: defenceView(rule),
  });
}
