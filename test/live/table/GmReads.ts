import type { RolledTerm } from "../../../src/foundry/dice/facesFromTerms";
import type { ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import type { LiveWindow } from "./LiveTable";

/**
 * What the GM's game reads of the world where the stand-in's store holds only sources: each actor
 * as the rules read it (its data under its effects: `TurnwrightActor#snapshot`, the one reading
 * cards and the tracker use), and a card's dice as Foundry's own Roll class reads the rolls the
 * message stores (v13 client/dice/roll.mjs `Roll#dice`).
 */
export async function snapshotsIn(gm: LiveWindow, refs: readonly string[]): Promise<Record<string, ActorSnapshot>> {
  return gm.page.evaluate((refs) => {
    if (!game.ready) throw new Error("the GM's game is not ready");
    const found: Record<string, ReturnType<Actor.Implementation["snapshot"]>> = {};
    for (const ref of refs) {
      const document = foundry.utils.fromUuidSync<Actor.Implementation>(ref);
      if (document instanceof foundry.documents.Actor) found[ref] = document.snapshot();
    }
    return found;
  }, refs);
}

/** The dice terms of each roll a message holds from roll `from` on, as Foundry reads them. */
export async function rollsOn(gm: LiveWindow, messageId: string, from = 0): Promise<RolledTerm[][]> {
  return gm.page.evaluate(
    ({ messageId, from }) => {
      if (!game.ready) throw new Error("the GM's game is not ready");
      const message = game.messages.get(messageId);
      return (message?.rolls ?? []).slice(from).map((roll) =>
        roll.dice.map((die) => ({
          faces: die.faces,
          results: die.results.map((result) => ({ result: result.result, exploded: result.exploded, active: result.active, discarded: result.discarded })),
        })),
      );
    },
    { messageId, from },
  );
}
