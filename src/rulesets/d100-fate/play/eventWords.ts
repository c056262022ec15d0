import { conditionWords } from "../../../engine/conditions/declareConditions";
import { wordsUnder, type EventWords } from "../../../engine/EventWords";
import type { LocalText } from "../../../engine/text/LocalText";
import { D100_ACTIONS } from "../actions";
import { FATE_USES } from "../fate";
import { HIT_LOCATIONS } from "../schema";
import { D100_CONDITIONS } from "../conditions";

const K = "TURNWRIGHT.D100Fate";

/** The tests a failure of which Fate may re-roll, by the word the card names each with. */
const TESTS = { attack: `${K}.Subtype.Attack`, dodge: `${K}.Action.dodge`, parry: `${K}.Action.parry` } as const;

/**
 * The log's words: the keys the sheet's action buttons, the attack card's locations and the
 * sheet's condition chips show. Aiming is plain "Aim" there, since the kind said after it tells
 * a half from a full one. A re-rolled test is the test "again"; a Fate Point is spent "to"
 * each of its uses, as the sheet's Spend Fate section and the cards' buttons offer them. A damage
 * line takes the armour and the Toughness Bonus off the roll, as the damage card does.
 */
export const D100_EVENT_WORDS: EventWords = {
  actions: {
    ...wordsUnder(
      `${K}.Action`,
      D100_ACTIONS.map((action) => action.id),
    ),
    halfAim: { key: `${K}.Log.aim` },
    fullAim: { key: `${K}.Log.aim` },
  },
  locations: wordsUnder(`${K}.Location`, HIT_LOCATIONS),
  conditions: conditionWords(D100_CONDITIONS),
  kinds: wordsUnder(`${K}.Log.Kind`, ["full", "half", "free", "reaction"]),
  purposes: {
    attack: { key: TESTS.attack },
    damage: { key: `${K}.Weapon.damage` },
    "fate-soak": { key: `${K}.Log.Purpose.fateSoak` },
    ...Object.fromEntries(Object.entries(TESTS).map(([test, key]): [string, LocalText] => [`${test}-reroll`, { key: `${K}.Log.Again`, data: { roll: key } }])),
  },
  resources: { fate: { key: `${K}.Log.Spend.fate` } },
  uses: wordsUnder(
    `${K}.Log.Use`,
    FATE_USES.map((use) => use.id),
  ),
  results: { ...wordsUnder(`${K}.Log.Result`, ["wounded", "out", "no-damage"]), critical: { key: `${K}.Field.criticalDamage` } },
  attributes: {},
  parties: {},
  adjustments: {
    ...wordsUnder(`${K}.Log.Adjustment`, [
      "armour",
      "toughness",
      "aim",
      "target-stunned",
      "target-surprised",
      "target-prone",
      "fatigue",
      "fate",
      "dodge-training",
      "cap",
      "weapon",
      "strengthBonus",
      "agilityBonus",
      "soakLimit",
    ]),
    // A test's target starts from the characteristic it tests, by the sheet's name for it.
    ...wordsUnder(`${K}.Characteristic`, ["weaponSkill", "ballisticSkill", "agility"]),
  },
  damage: null,
};
