import { cardKind, cardRules } from "../../../../engine/play/CardKind";
import type { ApOptions } from "../../schema";
import { apCombat } from "../combat";
import { ATTACK, attackButtons, startAttack } from "./attackCard";
import { AttackCardSchema, DamageCardSchema, MoveCardSchema, PreCombatCardSchema, RestCardSchema, TestCardSchema } from "./cardData";
import { DAMAGE, damageDealing } from "./damageCard";
import { MOVE, startMove } from "./moveCard";
import { PRE_COMBAT_CARD, startPreCombat } from "./preCombatCard";
import { REST, restButtons, startRest } from "./restCard";
import { startTest, TEST, testButtons } from "./testCard";
import { AP_MODIFIERS } from "../../modifiers";
import { attackView, damaged, damageView, moveView, preCombatView, restView, testView } from "./views";
import { BETWEEN_FIGHTS, betweenFightsKind } from "../../../../engine/play/betweenFights";
import { AP_BETWEEN_FIGHTS } from "../betweenFights";

/**
 * The action-points cards: an attribute test, an attack (the target's Defend paid from its own
 * AP on the same card, where the hit lands and its damage), its damage card (dealt where the GM
 * points, each defender taking it with its own tests), and
 * a move, standing up or Full Defense posted with what it cost, an action in the moment before the
 * fight paid from the AP that become its initiative, and a day of rest out of the fight, granted by the GM.
 */
export function apCards(options: ApOptions) {
  // A move's cost is the tracker's to say: the card reads it from the same rules.
  const combat = apCombat(options);
  return cardRules({
    starts: {
      rollTest: (input) => startTest(input.actor, input.data["attribute"], options, input.modifiers),
      attack: (input) => startAttack(input.actor, input.data, input.targets, input.budget, input.unaware ?? [], options, input.modifiers),
      move: (input) => startMove(input.actor, input.data["move"], input.budget, input.unaware ?? [], options, combat),
      rest: (input) => startRest(input.actor, input.budget, options),
      preCombat: (input) => startPreCombat(input.actor, input.data["action"], input.budget, options),
    },
    kinds: {
      [TEST]: cardKind(TestCardSchema, { buttons: testButtons(options), view: testView }),
      [ATTACK]: cardKind(AttackCardSchema, { buttons: attackButtons(options), view: attackView }),
      [DAMAGE]: cardKind(DamageCardSchema, { buttons: {}, view: damageView, damage: damageDealing(options) }),
      [MOVE]: cardKind(MoveCardSchema, { buttons: {}, view: moveView }),
      [REST]: cardKind(RestCardSchema, { buttons: restButtons(options), view: restView }),
      [PRE_COMBAT_CARD]: cardKind(PreCombatCardSchema, { buttons: {}, view: preCombatView }),
      [BETWEEN_FIGHTS]: betweenFightsKind(AP_BETWEEN_FIGHTS),
    },
    modifiers: AP_MODIFIERS,
    damaged,
  });
}
