import type { EventWords } from "../../../engine/EventWords";
import type { LocalText } from "../../../engine/play/LocalText";
import { D6_ACTIONS, defenceAction, type D6ActionId } from "../actions";

const K = "TURNWRIGHT.D6Pool";

/** An action as the sheet names it: a defence by its kind (full or partial), an attack as its roll button; aiming and waiting in words of their own. */
function actionWord(id: D6ActionId): LocalText {
  const defence = defenceAction(id);
  if (defence !== null) return { key: `${K}.${defence.extent === "full" ? "FullDefence" : "Defence"}.${defence.kind}` };
  return { key: id === "attack" ? `${K}.Roll.Attack` : `${K}.Action.${id}` };
}

/** The log's words: the sheet's defence buttons and attack roll, its condition chips, and being stunned as its wound level. */
export const D6_EVENT_WORDS: EventWords = {
  actions: Object.fromEntries(D6_ACTIONS.map((id) => [id, actionWord(id)])),
  locations: {},
  conditions: { stunned: { key: `${K}.Wound.stunned` }, unconscious: { key: `${K}.Condition.unconscious` }, immobilised: { key: `${K}.Condition.immobilised` } },
};
