import { conditionWords } from "../../../engine/conditions/declareConditions";
import { wordsUnder, type EventWords } from "../../../engine/EventWords";
import { MOVES, PRE_COMBAT } from "../actionCosts";
import { LOCATIONS } from "../hitLocation";
import { ATTRIBUTES } from "../schema";
import { AP_CONDITIONS } from "../conditions";

const K = "TURNWRIGHT.ActionPoints";

/**
 * The log's words: a move or Full Defense as its card's title, a called shot as the attack card
 * says it, the tracker's Pass, and the hit locations of the sheet's aim. An attack, a defence
 * paid in AP and the actions before a fight have plain words of their own (the sheet's buttons
 * say their cost in the same words). The Stamina tests are the card's, an attribute a serious
 * injury takes the sheet's. A damage line takes the armour's DR off the roll, then multiplies what
 * got through by its location's figure, as the attack card does.
 */
export const AP_EVENT_WORDS: EventWords = {
  actions: {
    ...wordsUnder(`${K}.Action`, ["attack", "defend", ...PRE_COMBAT]),
    ...Object.fromEntries(LOCATIONS.map((location) => [`attack:${location}`, { key: `${K}.Card.Called`, data: { location: `${K}.Location.${location}` } }])),
    ...wordsUnder(`${K}.Card.MoveTitle`, [...MOVES, "stand", "fullDefense"]),
    pass: { key: "TURNWRIGHT.Combat.Pass.Button" },
  },
  locations: wordsUnder(`${K}.Location`, LOCATIONS),
  // Down and dead are the rules' reading of damage, no status: their words are their own.
  conditions: { ...conditionWords(AP_CONDITIONS), down: { key: `${K}.Condition.down` }, dead: { key: `${K}.Subtitle.dead` } },
  kinds: wordsUnder(`${K}.Log.Kind`, ["points"]),
  purposes: { defence: { key: `${K}.Log.Purpose.defence` }, groin: { key: `${K}.Card.GroinTest` }, "serious injury": { key: `${K}.Card.InjuryTest` } },
  resources: wordsUnder(`${K}.Log.Spend`, ["ap"]),
  uses: wordsUnder(`${K}.Log.Use`, ["replenished"]),
  results: { hurt: { key: `${K}.Log.Result.hurt` }, "no damage": { key: `${K}.Log.Result.noDamage` } },
  attributes: wordsUnder(`${K}.Attribute`, ATTRIBUTES),
  parties: {},
  adjustments: {
    ...wordsUnder(`${K}.Log.Adjustment`, ["armour", "mtn", "called", "least", "damage", "damageTaken"]),
    ...wordsUnder(`${K}.Location`, LOCATIONS),
    // A test's MTN loses the skill that applies, by the sheet's name for it.
    ...wordsUnder(`${K}.Skill`, ["combat", "defense", "toughness"]),
  },
  damage: null,
};
