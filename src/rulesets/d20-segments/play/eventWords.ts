import { conditionWords } from "../../../engine/conditions/declareConditions";
import { wordsUnder, type EventWords } from "../../../engine/EventWords";
import { GM_POOL, type Payer } from "../actionDice";
import { BOTCH_CODES } from "../botchTable";
import { SKILLS } from "../schema";
import { D20_CONDITIONS } from "../conditions";

const K = "TURNWRIGHT.D20Segments";

/**
 * The log's words: the attack card's roll and defences, the tracker's Pass, and the sheet's
 * condition chips. Every action is the round's one; an action die, a player's or the GM's, is
 * spent to make a natural 1 a botch, and the GM who pays is the card's "the GM". A botch result
 * is the name the card's line for it opens with. A damage line says the natural 20's double, the
 * armour's reduction and the least a hit takes.
 */
export const D20_EVENT_WORDS: EventWords = {
  actions: { attack: { key: `${K}.Card.AttackRoll` }, pass: { key: "TURNWRIGHT.Combat.Pass.Button" }, ...wordsUnder(`${K}.Defence`, ["dodge", "parry"]) },
  locations: {},
  conditions: conditionWords(D20_CONDITIONS),
  kinds: wordsUnder(`${K}.Log.Kind`, ["full"]),
  purposes: {},
  resources: wordsUnder(`${K}.Log.Spend`, ["actionDice", GM_POOL]),
  uses: wordsUnder(`${K}.Log.Use`, ["botch"]),
  results: { ...wordsUnder(`${K}.Log.Result`, ["hurt", "critical", "down"]), ...wordsUnder(`${K}.Log.Botch`, BOTCH_CODES) },
  attributes: {},
  parties: { ["gm" satisfies Payer]: { key: `${K}.Card.GmPool` } },
  adjustments: {
    ...wordsUnder(`${K}.Log.Adjustment`, ["critical", "armour", "landed", "lighter"]),
    // A check adds the skill of the weapon's category, or the defence's; initiative its bonus, as the sheet names each.
    ...wordsUnder(`${K}.Skill`, SKILLS),
    initiativeBonus: { key: `${K}.Field.initiativeBonus` },
  },
  damage: null,
};
