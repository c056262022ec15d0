import { betweenFightsKind } from "../../../../engine/play/betweenFights";
import { cardRules } from "../../../../engine/play/CardKind";
import { rollRequestKind } from "../../../../engine/play/rollRequestCard";
import { apRollRequests } from "../rollRequests";
import type { CardView } from "../../../../engine/play/CardView";
import { text } from "../../../../engine/text/LocalText";
import { AP_MODIFIERS } from "../../modifiers";
import type { ApOptions } from "../../schema";
import { AP_BETWEEN_FIGHTS } from "../betweenFights";
import { apCombat } from "../combat";
import { attackCard } from "./attackCard";
import { damageCard } from "./damageCard";
import { moveCard } from "./moveCard";
import { preCombatCard } from "./preCombatCard";
import { restCard } from "./restCard";
import { testCard } from "./testCard";

/** A card whose data no longer reads: said plainly, with nothing to press. */
function damaged(): CardView {
  return { title: text("TURNWRIGHT.ActionPoints.Card.Damaged"), rolls: [], lines: [], buttons: [] };
}

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
      testCard(options),
      attackCard(options),
      damageCard(options),
      moveCard(options, combat),
      restCard(options),
      preCombatCard(options),
      betweenFightsKind(AP_BETWEEN_FIGHTS),
      rollRequestKind(apRollRequests(options), AP_MODIFIERS),
    ],
    modifiers: AP_MODIFIERS,
    damaged,
  });
}
