import { readyGame } from "../readyGame";
import type { ForcedDice } from "./LiveTable";

/** The fulfillment method the batch adds while it forces dice: a name no other package uses. */
const BATCH_METHOD = "turnwright-batch";

/**
 * Every die the world throws shows the next of `faces` until released, through Foundry's own
 * dice fulfillment: v13 client/dice/terms/dice.mjs `DiceTerm#roll` asks `#invokeFulfillmentHandler`,
 * which takes the user's dice configuration for the die's denomination, else
 * `CONFIG.Dice.fulfillment.defaultMethod`, and awaits that method's `handler(term)`; a handler that
 * answers nothing leaves the die to `randomFace` (client/config.mjs declares the methods). So a
 * GM's own configuration of a die would win over the batch, and the batch refuses to start then.
 * A face that does not fit the die thrown is not used: the die is thrown at random and counted.
 */
export function forceDice(faces: readonly number[]): ForcedDice {
  const configured = Object.entries(readyGame("the Quench batches' dice").settings.get("core", "diceConfiguration")).filter(
    ([, method]) => typeof method === "string" && method !== "",
  );
  if (configured.length > 0) {
    const which = configured.map(([die, method]) => `${die} to ${String(method)}`).join(", ");
    throw new Error(`This user's dice configuration sends ${which}: set them back to the default to run the batch`);
  }
  const queue = [...faces];
  let strays = 0;
  const fulfillment = CONFIG.Dice.fulfillment;
  const before = fulfillment.defaultMethod;
  const method: CONFIG.Dice.FulfillmentMethod = {
    label: "Turnwright batch",
    interactive: false,
    // Only an interactive method's resolver is ever asked for (v13 client/dice/roll.mjs `resolverImplementation`).
    resolver: foundry.applications.dice.RollResolver,
    handler: async (term) => {
      const next = queue[0];
      if (next !== undefined && term.faces !== undefined && Number.isInteger(next) && next >= 1 && next <= term.faces) {
        queue.shift();
        return next;
      }
      strays += 1;
      return undefined;
    },
  };
  // Merged in by name: v14's declarations list only core's methods.
  Object.assign(fulfillment.methods, { [BATCH_METHOD]: method });
  fulfillment.defaultMethod = BATCH_METHOD;
  return {
    left: () => queue.length,
    strays: () => strays,
    release() {
      fulfillment.defaultMethod = before;
      Reflect.deleteProperty(fulfillment.methods, BATCH_METHOD);
    },
  };
}
