import { conditionWords } from "../../../engine/conditions/declareConditions";
import { wordsUnder, type EventWords } from "../../../engine/EventWords";
import { PHASE_ACTIONS } from "../actions";
import { PHASES_CONDITIONS } from "../conditions";

const K = "TURNWRIGHT.Phases";

/**
 * The log's words: the keys of the sheet's actions and condition chips. An attack of
 * opportunity is the card's title, an abort the tracker's; the conditions a fight brings on that no sheet toggles
 * (knocked out, disarmed, held) have words of their own beside the sheet's. A Deflection's roll
 * is the manoeuvre's; each kind of action is the Phase's budget's (an attack, a move, a full
 * phase, the 1-hex step besides); a Recovery is taken, the noun in the rules' own capital. A
 * blow says the Stun and the Body it takes, each halved by rolling with the punch, and what it
 * comes to.
 */
export const PHASES_EVENT_WORDS: EventWords = {
  actions: {
    ...wordsUnder(
      `${K}.Action`,
      PHASE_ACTIONS.map((action) => action.id),
    ),
    attackOfOpportunity: { key: `${K}.Card.OpportunityTitle` },
    abort: { key: "TURNWRIGHT.Combat.Hold.abort" },
  },
  locations: {},
  conditions: {
    ...conditionWords(PHASES_CONDITIONS),
    "knocked-out": { key: `${K}.Condition.knockedOut` },
    disarmed: { key: `${K}.Condition.disarmed` },
    held: { key: `${K}.Condition.held` },
  },
  kinds: wordsUnder(`${K}.Log.Kind`, ["attack", "move", "full", "free", "step"]),
  purposes: { deflect: { key: `${K}.Action.missileDeflection` } },
  resources: { stun: { key: `${K}.Log.Spend.stun` } },
  uses: wordsUnder(`${K}.Log.Use`, ["recovery"]),
  results: wordsUnder(`${K}.Log.Result`, ["hurt", "stunned", "knocked-out", "down"]),
  attributes: {},
  parties: {},
  adjustments: wordsUnder(`${K}.Log.Adjustment`, ["rolled", "ocv", "dcv", "attackerOcv"]),
  // A blow takes Stun and Body at once: the common line's one figure would say only the Stun.
  damage: { key: `${K}.Log.Damage` },
};
