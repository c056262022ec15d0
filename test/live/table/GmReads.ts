import type { RolledTerm } from "../../../src/foundry/dice/facesFromTerms";
import type { ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import type { MeasuredDistance } from "../../../src/engine/play/reachOnCard";
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

/**
 * How far each target's token stands from the actor's on the active scene, read in the GM's window
 * with core's own measure: the scene's grid `measurePath` between the two tokens' centres (v13
 * common/grid/base.mjs `BaseGrid#measurePath`, common/documents/token.mjs `getCenterPoint`), in
 * the scene's units. What the GM's game hands the range rule for a start aimed at those tokens.
 */
export async function distancesIn(gm: LiveWindow, actor: string, targets: readonly string[]): Promise<Record<string, MeasuredDistance>> {
  return gm.page.evaluate(
    ({ actor, targets }) => {
      if (!game.ready) throw new Error("the GM's game is not ready");
      const scene = game.scenes.active;
      const measured: Record<string, { distance: number; units: string }> = {};
      const from = scene?.tokens.find((token) => token.actor?.uuid === actor);
      if (scene === undefined || from === undefined) return measured;
      for (const ref of targets) {
        const to = scene.tokens.find((token) => token.actor?.uuid === ref);
        if (to === undefined) continue;
        const path = [from.getCenterPoint(), to.getCenterPoint()];
        const grid = scene.grid;
        const distance =
          grid instanceof foundry.grid.HexagonalGrid || grid instanceof foundry.grid.SquareGrid || grid instanceof foundry.grid.GridlessGrid
            ? grid.measurePath(path, {}).distance
            : null;
        if (distance !== null) measured[ref] = { distance: Math.round(distance * 100) / 100, units: grid.units };
      }
      return measured;
    },
    { actor, targets: [...targets] },
  );
}
