import { wordsUnder, type EventWords } from "../../../engine/EventWords";
import { D100_ACTIONS } from "../actions";
import { CONDITIONS, HIT_LOCATIONS } from "../schema";

const K = "TURNWRIGHT.D100Fate";

/** The log's words: the keys the sheet's action buttons, the attack card's locations and the sheet's condition chips show. */
export const D100_EVENT_WORDS: EventWords = {
  actions: wordsUnder(`${K}.Action`, D100_ACTIONS.map((action) => action.id)),
  locations: wordsUnder(`${K}.Location`, HIT_LOCATIONS),
  conditions: wordsUnder(`${K}.Condition`, CONDITIONS),
};
