import { wordsUnder, type EventWords } from "../../../engine/EventWords";

const K = "TURNWRIGHT.D20Segments";

/** The log's words: the attack card's roll and defences, the tracker's Pass, and the sheet's condition chips. */
export const D20_EVENT_WORDS: EventWords = {
  actions: { attack: { key: `${K}.Card.AttackRoll` }, pass: { key: "TURNWRIGHT.Combat.Pass.Button" }, ...wordsUnder(`${K}.Defence`, ["dodge", "parry"]) },
  locations: {},
  conditions: wordsUnder(`${K}.Condition`, ["stunned", "prone", "disarmed"]),
};
