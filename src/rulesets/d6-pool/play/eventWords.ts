import { conditionWords } from "../../../engine/conditions/declareConditions";
import { wordsUnder, type EventWords } from "../../../engine/EventWords";
import type { LocalText } from "../../../engine/text/LocalText";
import { D6_ACTIONS, defenceAction, type D6ActionId } from "../actions";
import { WOUND_LEVELS } from "../woundLevel";
import { D6_CONDITIONS } from "../conditions";

const K = "TURNWRIGHT.D6Pool";

/** An action as the sheet names it: a defence by its kind (full or partial), an attack as its roll button; aiming and waiting in words of their own. */
function actionWord(id: D6ActionId): LocalText {
  const defence = defenceAction(id);
  if (defence !== null) return { key: `${K}.${defence.extent === "full" ? "FullDefence" : "Defence"}.${defence.kind}` };
  return { key: id === "attack" ? `${K}.Roll.Attack` : `${K}.Action.${id}` };
}

/** The resistance roll against damage, as the armour's field names what it adds to. */
const RESISTANCE: LocalText = { key: `${K}.Armour.resistance` };

/** The rolls a Character Point's die may be thrown onto: an action's, and the resistance roll (its use is "resist"). */
const POINT_ROLLS: readonly (readonly [string, LocalText])[] = [...D6_ACTIONS.map((id) => [id, actionWord(id)] as const), ["resist", RESISTANCE]];

/**
 * The log's words: the sheet's defence buttons and attack roll, its condition chips, its wound
 * levels, and being stunned as its wound level. A Character Point is spent on a roll and its die
 * is "a Character Point's die on" that roll; a Fate Point's use is the sheet's Luck note's. A damage
 * line sets the damage roll, with the attack's damage bonus, against the resistance roll, as the
 * card does.
 */
export const D6_EVENT_WORDS: EventWords = {
  actions: Object.fromEntries(D6_ACTIONS.map((id) => [id, actionWord(id)])),
  locations: {},
  // A stun is a wound level, no status: its word is the wound's.
  conditions: { stunned: { key: `${K}.Wound.stunned` }, ...conditionWords(D6_CONDITIONS) },
  kinds: wordsUnder(`${K}.Log.Kind`, ["declared"]),
  purposes: {
    damage: { key: `${K}.Card.Damage` },
    resistance: RESISTANCE,
    "parrying blade": { key: `${K}.Log.Purpose.parryingBlade` },
    blade: { key: `${K}.Log.Purpose.blade` },
    ...Object.fromEntries(POINT_ROLLS.map(([id, roll]) => [`${id} (Character Point)`, { key: `${K}.Log.PointDie`, data: { roll: roll.key } }])),
  },
  resources: wordsUnder(`${K}.Log.Spend`, ["fatePoints", "characterPoints"]),
  uses: { ...wordsUnder(`${K}.Log.Use`, ["fate", "initiative"]), resist: RESISTANCE },
  results: wordsUnder(`${K}.Wound`, WOUND_LEVELS),
  attributes: {},
  parties: {},
  adjustments: wordsUnder(`${K}.Log.Adjustment`, ["bonus", "pips", "complication", "before", "passive", "full", "cover", "range", "least", "initiativeBonus"]),
  // The damage roll is set against the resistance roll and the wound comes from the difference: the
  // common line's "takes" would say the damage roll was all taken.
  damage: { key: `${K}.Log.Damage` },
};
