import { describe, expect, it } from "vitest";
import { keysIn, unknownWords } from "../../../support/words";
import { outcomeFromFaces } from "../../../../src/engine/dice/outcomeFromFaces";
import type { ActorSnapshot } from "../../../../src/engine/play/ActorSnapshot";
import type { CardState } from "../../../../src/engine/play/CardRules";
import { PHASE_ACTIONS } from "../../../../src/rulesets/phases-3d6/actions";
import { PHASES_MODULE } from "../../../../src/rulesets/phases-3d6/play/module";
import { SHEET_PHASE_ACTIONS } from "../../../../src/rulesets/phases-3d6/play/cards/phaseCard";
import { PACK_ACTORS, packActor, weaponId } from "./packActors";

describe("every word the phases-3d6 views ask for is in lang/en.json", () => {
  it("sheets in and out of a fight, for every sample actor, stunned and full, and the weapon sheet", () => {
    const used = new Set<string>(["TYPES.Actor.phases-3d6", "TYPES.Item.phases-3d6-weapon"]);
    const budgets: unknown[] = [
      undefined,
      { turn: [{ id: "strike", kind: "attack" }], round: {} },
      { turn: [{ id: "halfMove", kind: "travel" }], round: {} },
      { turn: [{ id: "takeRecovery", kind: "fullPhase" }], round: {} },
    ];
    for (const file of PACK_ACTORS) {
      const actor = packActor(file);
      for (const budget of budgets) keysIn(PHASES_MODULE.sheet(actor, budget), used);
      for (const item of actor.items) keysIn(PHASES_MODULE.itemSheet(item.type, item.system), used);
    }
    const worn = packActor("duellist", "A.w", (s) =>
      Object.assign(s, { movement: 1, stun: { max: 22, value: 0 }, conditions: { stunned: true, prone: true, unaware: true } }),
    );
    keysIn(PHASES_MODULE.sheet(worn, undefined), used);
    keysIn(
      PHASES_MODULE.sheet(
        packActor("duellist", "A.s", (s) => Object.assign(s, { movement: 1 })),
        undefined,
      ),
      used,
    );
    keysIn(PHASES_MODULE.sheet({ ...worn, system: { combatValue: "x" } }, undefined), used);
    keysIn(PHASES_MODULE.sheet({ ...worn, type: "other" }, undefined), used);
    for (const action of PHASE_ACTIONS) used.add(`TURNWRIGHT.Phases.Action.${action.id}`);
    expect(unknownWords(used)).toEqual([]);
  });

  it("the tracker's pips and initiative", () => {
    const used = new Set<string>();
    const actor = packActor("duellist");
    keysIn(PHASES_MODULE.combat.pips(PHASES_MODULE.combat.freshBudget(null)), used);
    keysIn(PHASES_MODULE.combat.initiative(actor, [{ request: { count: 1, faces: 100 }, dice: [], total: 4 }], { luck: false }), used);
    expect(unknownWords(used)).toEqual([]);
  });

  it("cards through whole attacks (a blow, a hold, a miss) and every Phase action from the sheet", () => {
    const brawler = packActor("street-brawler", "A.b");
    const spearman = packActor("watch-spearman", "A.s", (s) =>
      Object.assign(s, { stun: { max: 20, value: 3 }, conditions: { stunned: true, prone: false, unaware: false } }),
    );
    const actors: Record<string, ActorSnapshot> = { "A.b": brawler, "A.s": spearman };
    const used = new Set<string>();
    const press = (card: CardState, button: string, faces: number[]): CardState[] => {
      const dice = PHASES_MODULE.cards.press.dice({ card, button, actors });
      if (!dice.ok) throw new Error(dice.refusal.message);
      const result = PHASES_MODULE.cards.press.resolve(
        { card, button, actors },
        dice.value.map((r) =>
          outcomeFromFaces(
            r,
            faces.slice(0, r.count).map((f) => [f]),
          ),
        ),
      );
      if (!result.ok) throw new Error(result.refusal.message);
      return [result.value.card, ...result.value.spawn];
    };
    const cards: CardState[] = [];
    for (const [manoeuvre, roll] of [
      ["haymaker", [2, 2, 2]],
      ["grab", [3, 3, 3]],
      ["disarm", [1, 2, 3]],
      ["strike", [6, 6, 6]],
    ] as const) {
      const start = PHASES_MODULE.cards.start.resolve(
        { actor: brawler, action: "attack", data: { item: weaponId(brawler, "Knife"), manoeuvre }, targets: [spearman], unaware: ["A.s"] },
        [],
      );
      if (!start.ok) throw new Error(start.refusal.message);
      const [rolled] = press(start.value.card, "roll", [...roll]);
      if (rolled === undefined) throw new Error("no card");
      cards.push(start.value.card, rolled);
      if (manoeuvre === "haymaker") {
        const [after, damage] = press(rolled, "damage:A.s", [6, 6, 6, 6, 6, 6]);
        if (after === undefined || damage === undefined) throw new Error("no card");
        const [adjusted] = press(damage, "adjust:more", []);
        cards.push(after, damage, ...(adjusted === undefined ? [] : press(adjusted, "deal:target", [])));
      }
    }
    const hurt = packActor("street-brawler", "A.h", (s) =>
      Object.assign(s, { stun: { max: 24, value: -1 }, conditions: { stunned: true, prone: false, unaware: false } }),
    );
    for (const action of SHEET_PHASE_ACTIONS) {
      const started = PHASES_MODULE.cards.start.resolve({ actor: hurt, action: "phaseAction", data: { action }, targets: [] }, []);
      if (!started.ok) throw new Error(started.refusal.message);
      cards.push(started.value.card);
    }
    cards.push({ kind: "attack", actors: ["A.b"], data: {}, used: [] });
    for (const card of cards) keysIn(PHASES_MODULE.cards.view(card, actors), used);
    expect(used.size).toBeGreaterThan(20);
    expect(unknownWords(used)).toEqual([]);
  });
});
