import { cardRules, defineCard } from "../../../../engine/play/CardKind";
import { ATTACK, ATTACK_BUTTONS, startAttack } from "./attackCard";
import { AttackCardSchema, DamageCardSchema, OpportunityCardSchema, PhaseCardSchema } from "./cardData";
import { DAMAGE, DAMAGE_DEALING } from "./damageCard";
import { OPPORTUNITY, OPPORTUNITY_BUTTONS } from "./opportunityCard";
import { PHASE, startPhaseAction } from "./phaseCard";
import { PHASES_MODIFIERS } from "../../modifiers";
import { attackView, damaged, damageView, opportunityView, phaseView } from "./views";
import { betweenFightsKind } from "../../../../engine/play/betweenFights";
import { PHASES_BETWEEN_FIGHTS } from "../betweenFights";

/**
 * The phases-3d6 cards: an attack manoeuvre with a weapon (one 3d6 against every target), the
 * damage of each hit, a Phase spent from the sheet (a Recovery, shaking off Stunned, a
 * guard), and an attack of opportunity offered when a token leaves a threatened hex. Sheet
 * buttons and token moves start them; card buttons move them on.
 */
export const PHASES_CARDS = cardRules({
  kinds: [
    defineCard({
      kind: ATTACK,
      schema: AttackCardSchema,
      starts: { attack: (input) => startAttack(input.actor, input.data, input.targets, input.unaware ?? [], input.budget, input.modifiers) },
      buttons: ATTACK_BUTTONS,
      view: attackView,
    }),
    defineCard({ kind: DAMAGE, schema: DamageCardSchema, buttons: {}, view: damageView, damage: DAMAGE_DEALING }),
    // A Phase spent from the sheet is done when the card is posted: it records, and takes no button.
    defineCard({
      kind: PHASE,
      schema: PhaseCardSchema,
      starts: { phaseAction: (input) => startPhaseAction(input.actor, input.data["action"] ?? "") },
      buttons: {},
      view: phaseView,
    }),
    defineCard({ kind: OPPORTUNITY, schema: OpportunityCardSchema, buttons: OPPORTUNITY_BUTTONS, view: opportunityView }),
    betweenFightsKind(PHASES_BETWEEN_FIGHTS),
  ],
  modifiers: PHASES_MODIFIERS,
  damaged,
});
