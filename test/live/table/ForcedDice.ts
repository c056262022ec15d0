import type { LiveTable } from "./LiveTable";

/** Dice the GM's games throw from a list instead of at random, until released. */
export interface ForcedDice {
  /** Faces of the list not thrown yet, and dice thrown at random since (the list used up, or a face that did not fit the die). */
  left(): Promise<{ readonly faces: number; readonly strays: number }>;
  release(): Promise<void>;
}

/**
 * From now on every die a GM's window throws shows the next of `faces`, as a dice module would
 * make it: a fulfillment method of the test's own made the default (v13 client/dice/terms/dice.mjs
 * `DiceTerm#roll` asks the user's configured method for the die, else
 * `CONFIG.Dice.fulfillment.defaultMethod`, and takes the face its handler answers; an answer of
 * nothing leaves the die to `randomFace`). The GM's game throws every die of a card and of the
 * tracker, a player's presses included, so the list decides them all. The list is the stand-in's,
 * one for every GM window open now: with the world open twice, either window may be the one that
 * applies a request and throws its dice.
 */
export async function forceDice(table: LiveTable, faces: readonly number[]): Promise<ForcedDice> {
  const gms = table.windows.filter((window) => window.user.role >= 4 && !window.page.isClosed());
  await fetch(`${table.url}/__standin/dice`, { method: "POST", body: JSON.stringify({ faces }) });
  for (const gm of gms)
    await gm.page.evaluate(() => {
      if (!game.ready) throw new Error("the GM's game is not ready");
      Reflect.set(globalThis, "turnwrightLiveDice", CONFIG.Dice.fulfillment.defaultMethod);
      CONFIG.Dice.fulfillment.methods["turnwright-live"] = {
        label: "Turnwright live world",
        interactive: false,
        resolver: foundry.applications.dice.RollResolver,
        handler: async (term) => {
          const answer: unknown = await (await fetch(`/__standin/dice/next?faces=${String(term.faces ?? 0)}`)).json();
          const face: unknown = Reflect.get(Object(answer), "face");
          return typeof face === "number" ? face : undefined;
        },
      };
      CONFIG.Dice.fulfillment.defaultMethod = "turnwright-live";
    });
  return {
    left: async () => {
      const found: unknown = await (await fetch(`${table.url}/__standin/dice`)).json();
      return { faces: Number(Reflect.get(Object(found), "faces")), strays: Number(Reflect.get(Object(found), "strays")) };
    },
    release: async () => {
      for (const gm of gms)
        if (!gm.page.isClosed())
          await gm.page.evaluate(() => {
            const before: unknown = Reflect.get(globalThis, "turnwrightLiveDice");
            CONFIG.Dice.fulfillment.defaultMethod = typeof before === "string" ? before : "";
            Reflect.deleteProperty(CONFIG.Dice.fulfillment.methods, "turnwright-live");
          });
      await fetch(`${table.url}/__standin/dice`, { method: "POST", body: JSON.stringify({ faces: [] }) });
    },
  };
}
