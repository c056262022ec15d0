import { basename } from "node:path";
import { describe, expect, it } from "vitest";
import { sheetActions } from "../../src/engine/play/sheetActions";
import { REGISTERED } from "../../src/rulesets/registry";
import { packActorFrom } from "../support/packActors";
import { packFilePaths } from "../support/packSources";

/**
 * A rule set's cards are a list of kinds, each holding the sheet actions that open it: the list
 * refuses two kinds with one id or two kinds claiming one action when the module loads. Here each
 * registered rule set is held to its sheets: every button of every sheet of its `<id>-actors`
 * pack sends an action one kind claims, and a start the rules allow posts a card of that kind.
 */
describe("every sheet action opens the one kind of card that claims it", () => {
  for (const ruleset of REGISTERED) {
    const module = ruleset.play.withOptions?.({}) ?? ruleset.play;
    const actors = packFilePaths(`${ruleset.id}-actors`).map((path) => packActorFrom(`${ruleset.id}-actors`, basename(path, ".json")));

    it(`${ruleset.id}: each kind claims its own actions, and each action of its sheets is claimed`, () => {
      const claimed = Object.keys(module.cards.opens);
      expect(claimed.length).toBeGreaterThan(0);
      for (const actor of actors) {
        const target = actors.find((other) => other.ref !== actor.ref);
        for (const action of sheetActions(module.sheet(actor, undefined))) {
          expect(claimed, `${actor.name}: ${action.id}`).toContain(action.action);
          const started = module.cards.start.resolve({ actor, action: action.action, data: action.data, targets: target === undefined ? [] : [target] }, []);
          if (started.ok) expect(started.value.card.kind, `${actor.name}: ${action.id}`).toBe(module.cards.opens[action.action]);
        }
      }
    });
  }
});
