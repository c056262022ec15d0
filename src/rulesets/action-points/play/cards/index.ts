import { cardRules, defineCard } from "../../../../engine/play/CardKind";
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
import { betweenFightsKind } from "../../../../engine/play/betweenFights";
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
    kinds: [
      defineCard({
        kind: TEST,
        schema: TestCardSchema,
        starts: { rollTest: (input) => startTest(input.actor, input.data["attribute"], options, input.modifiers) },
        buttons: testButtons(options),
        view: testView,
      }),
      defineCard({
        kind: ATTACK,
        schema: AttackCardSchema,
        starts: { attack: (input) => startAttack(input.actor, input.data, input.targets, input.budget, input.unaware ?? [], options, input.modifiers) },
        buttons: attackButtons(options),
        view: attackView,
      }),
      defineCard({ kind: DAMAGE, schema: DamageCardSchema, buttons: {}, view: damageView, damage: damageDealing(options) }),
      defineCard({
        kind: MOVE,
        schema: MoveCardSchema,
        starts: { move: (input) => startMove(input.actor, input.data["move"], input.budget, input.unaware ?? [], options, combat) },
        buttons: {},
        view: moveView,
      }),
      defineCard({
        kind: REST,
        schema: RestCardSchema,
        starts: { rest: (input) => startRest(input.actor, input.budget, options) },
        buttons: restButtons(options),
        view: restView,
      }),
      defineCard({
        kind: PRE_COMBAT_CARD,
        schema: PreCombatCardSchema,
        starts: { preCombat: (input) => startPreCombat(input.actor, input.data["action"], input.budget, options) },
        buttons: {},
        view: preCombatView,
      }),
      betweenFightsKind(AP_BETWEEN_FIGHTS),
    ],
    modifiers: AP_MODIFIERS,
    damaged,
  });
}
