import type { LiveWindow } from "./LiveTable";

/** Dice a window throws from a list instead of at random, until released. */
export interface ForcedDice {
  /** Faces of the list not thrown yet, and dice thrown at random since (the list used up, or a face that did not fit the die). */
  left(): Promise<{ readonly faces: number; readonly strays: number }>;
  release(): Promise<void>;
}

/**
 * From now on every die the GM's game throws shows the next of `faces`, as a dice module would
 * make it: a fulfillment method of the test's own made the default (v13 client/dice/terms/dice.mjs
 * `DiceTerm#roll` asks the user's configured method for the die, else
 * `CONFIG.Dice.fulfillment.defaultMethod`, and takes the face its handler answers; an answer of
 * nothing leaves the die to `randomFace`). The GM's game throws every die of a card and of the
 * tracker, a player's presses included, so the list decides them all.
 */
export async function forceDice(gm: LiveWindow, faces: readonly number[]): Promise<ForcedDice> {
  await gm.page.evaluate((faces) => {
    if (!game.ready) throw new Error("the GM's game is not ready");
    const queue = [...faces];
    const state = { queue, strays: 0, before: CONFIG.Dice.fulfillment.defaultMethod };
    Reflect.set(globalThis, "turnwrightLiveDice", state);
    CONFIG.Dice.fulfillment.methods["turnwright-live"] = {
      label: "Turnwright live world",
      interactive: false,
      resolver: foundry.applications.dice.RollResolver,
      handler: async (term) => {
        const next = queue[0];
        if (next !== undefined && term.faces !== undefined && Number.isInteger(next) && next >= 1 && next <= term.faces) {
          queue.shift();
          return next;
        }
        state.strays += 1;
        return undefined;
      },
    };
    CONFIG.Dice.fulfillment.defaultMethod = "turnwright-live";
  }, faces);
  return {
    left: () =>
      gm.page.evaluate(() => {
        const state: unknown = Reflect.get(globalThis, "turnwrightLiveDice");
        const queue: unknown = Reflect.get(Object(state), "queue");
        return { faces: Array.isArray(queue) ? queue.length : 0, strays: Number(Reflect.get(Object(state), "strays")) };
      }),
    release: () =>
      gm.page.evaluate(() => {
        const state: unknown = Reflect.get(globalThis, "turnwrightLiveDice");
        const before: unknown = Reflect.get(Object(state), "before");
        CONFIG.Dice.fulfillment.defaultMethod = typeof before === "string" ? before : "";
        Reflect.deleteProperty(CONFIG.Dice.fulfillment.methods, "turnwright-live");
      }),
  };
}
