import type { CardRules } from "../../../../engine/play/CardRules";
import { allow, refuse } from "../../../../engine/Refusal";
import { ATTACK, attackDice, pressAttack, startAttack } from "./attackCard";
import { DAMAGE, pressDamage } from "./damageCard";
import { OPPORTUNITY, opportunityDice, pressOpportunity } from "./opportunityCard";
import { PHASE, startPhaseAction } from "./phaseCard";
import { phasesCardView } from "./views";

/**
 * The phases-3d6 cards: an attack manoeuvre with a weapon (one 3d6 against every target), the
 * damage of each hit, a Phase spent from the sheet (a Recovery, shaking off Stunned, a
 * guard), and an attack of opportunity offered when a token leaves a threatened hex. Sheet
 * buttons and token moves start them; card buttons move them on.
 */
export const PHASES_CARDS: CardRules = {
  start: {
    dice: () => allow([]),
    resolve(input) {
      switch (input.action) {
        case "attack":
          return startAttack(input.actor, input.data, input.targets, input.unaware ?? [], input.budget);
        case "phaseAction":
          return startPhaseAction(input.actor, input.data["action"] ?? "");
        default:
          return refuse("unknown-sheet-action", `The sheet has no action ${input.action}`, { action: input.action });
      }
    },
  },
  press: {
    dice(input) {
      if (input.card.kind === ATTACK) return attackDice(input.card, input.button);
      if (input.card.kind === OPPORTUNITY) return opportunityDice(input.button);
      if (input.card.kind === DAMAGE || input.card.kind === PHASE) return allow([]);
      return refuse("card-kind", "This card takes no buttons", {});
    },
    resolve(input, outcomes) {
      if (input.card.kind === ATTACK) return pressAttack(input.card, input.button, input.actors, outcomes);
      if (input.card.kind === DAMAGE) return pressDamage(input.card, input.button, input.actors);
      if (input.card.kind === OPPORTUNITY) return pressOpportunity(input.card, input.button, input.actors, outcomes);
      return refuse("card-kind", "This card takes no buttons", {});
    },
  },
  view: phasesCardView,
};
