import type { CardRules } from "../../../../engine/play/CardRules";
import { allow, refuse } from "../../../../engine/Refusal";
import { ATTACK, attackDice, pressAttack, startAttack } from "./attackCard";
import { cardActor } from "./cardData";
import { DAMAGE, pressDamage } from "./damageCard";
import { startFate } from "./fateCard";
import { pressTest, startTest, TEST, testDice } from "./testCard";
import { d100CardView } from "./views";

/**
 * The d100-fate cards: a characteristic test, an attack (with each target's defence on the
 * same card), its damage, and Fate spent from the sheet. Sheet buttons start them; card
 * buttons move them on.
 */
export const D100_CARDS: CardRules = {
  start: {
    dice: () => allow([]),
    resolve(input) {
      switch (input.action) {
        case "rollTest":
          return startTest(input.actor, input.data["characteristic"]);
        case "attack":
          return startAttack(input.actor, input.data, input.targets, input.unaware ?? []);
        case "spendFate":
          return startFate(input.actor, input.data["use"]);
        default:
          return refuse("unknown-sheet-action", `The sheet has no action ${input.action}`, { action: input.action });
      }
    },
  },
  press: {
    dice(input) {
      if (input.card.kind === TEST) return testDice(input.card, input.button);
      if (input.card.kind === ATTACK) return attackDice(input.card, input.button);
      if (input.card.kind === DAMAGE) return allow(input.button === "soak" ? [{ count: 1, faces: 10 }] : []);
      return refuse("card-kind", "This card takes no buttons", {});
    },
    resolve(input, outcomes) {
      if (input.card.kind === TEST) {
        const actor = cardActor(input.actors, input.card.actors[0] ?? "");
        return actor.ok ? pressTest(input.card, input.button, actor.value, outcomes) : actor;
      }
      if (input.card.kind === ATTACK) return pressAttack(input.card, input.button, input.actors, outcomes);
      if (input.card.kind === DAMAGE) return pressDamage(input.card, input.button, input.actors, outcomes);
      return refuse("card-kind", "This card takes no buttons", {});
    },
  },
  view: d100CardView,
};

