import type { AppliedModifier } from "../../../../engine/play/RollModifiers";
import { modifiedCode } from "../../modifiers";
import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import type { CardButton } from "../../../../engine/play/ButtonPress";
import type { CardTransition } from "../../../../engine/play/CardRules";
import { allow, refuse, type Outcome } from "../../../../engine/Refusal";
import { DEFENCE_SKILL } from "../../actions";
import { defenceOf, type DefenceKind } from "../../activeDefence";
import { formatDieCode } from "../../dieCode";
import { codeThisRound, parryingWeapon } from "../../fighter";
import type { ComplicationRule } from "../../WildDie";
import { defenceSpend, inRound, spendAction } from "../budget";
import { fighterOf } from "../snapshot";
import { pressed, type DefenceCard } from "./cardData";
import { pointButton, rollButton, totalOf } from "./tableRoll";

export const DEFENCE = "defence";

const KINDS: readonly DefenceKind[] = ["dodge", "block", "parry"];

/**
 * A dodge, block or parry on the character's own turn, partial (one action, the roll replaces
 * 10) or full (every action, the roll plus 10). It is only worth anything in a fight, where it
 * holds until the character's next turn; the sheet refuses it outside one.
 */
export function startDefence(
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

export function defenceButtons(rule: ComplicationRule): Readonly<Record<string, CardButton<DefenceCard>>> {
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
