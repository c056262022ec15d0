import { describe, expect, it } from "vitest";
import { keysIn, unknownWords } from "../../../support/words";
import { outcomeFromFaces } from "../../../../src/engine/dice/outcomeFromFaces";
import type { ActorSnapshot } from "../../../../src/engine/play/ActorSnapshot";
import type { CardState } from "../../../../src/engine/play/CardRules";
import { D100_MODULE } from "../../../../src/rulesets/d100-fate/play/module";
import { D100_ACTIONS } from "../../../../src/rulesets/d100-fate/actions";
import { packActor, weaponId } from "./packActors";

describe("every word the d100-fate views ask for is in lang/en.json", () => {
  it("sheets in and out of a fight, for every sample actor and both item types", () => {
    const used = new Set<string>();
    for (const file of ["guard-sergeant", "heavy-gunner", "cult-champion", "cultist", "raider-chief"]) {
      const actor = packActor(file);
      keysIn(D100_MODULE.sheet(actor, undefined), used);
      keysIn(D100_MODULE.sheet(actor, { turn: [{ id: "allOutAttack", kind: "full" }], round: { reaction: 1 } }), used);
      for (const item of actor.items) keysIn(D100_MODULE.itemSheet(item.type, item.system), used);
    }
    keysIn(
      D100_MODULE.sheet(
        packActor("cultist", "A.x", (s) => Object.assign(s, { conditions: { stunned: true, surprised: false, immobilised: true, prone: true }, fatigue: 1 })),
        undefined,
      ),
      used,
    );
    for (const action of D100_ACTIONS) used.add(`TURNWRIGHT.D100Fate.Action.${action.id}`);
    expect(unknownWords(used)).toEqual([]);
  });

  it("cards through a whole attack, a test and a Fate use", () => {
    const sergeant = packActor("guard-sergeant", "A.s");
    const cultist = packActor("cultist", "A.c");
    const actors: Record<string, ActorSnapshot> = { "A.s": sergeant, "A.c": cultist };
    const used = new Set<string>();
    const press = (card: CardState, button: string, faces: number[]): CardState[] => {
      const dice = D100_MODULE.cards.press.dice({ card, button, actors });
      if (!dice.ok) throw new Error(dice.refusal.message);
      const result = D100_MODULE.cards.press.resolve(
        { card, button, actors },
        dice.value.map((r, i) => outcomeFromFaces(r, [[faces[i] ?? 1]])),
      );
      if (!result.ok) throw new Error(result.refusal.message);
      return [result.value.card, ...result.value.spawn];
    };
    const start = D100_MODULE.cards.start.resolve(
      { actor: sergeant, action: "attack", data: { item: weaponId(sergeant, "Las rifle"), action: "standardAttack" }, targets: [cultist] },
      [],
    );
    if (!start.ok) throw new Error(start.refusal.message);
    const cards: CardState[] = [start.value.card];
    const [rolled] = press(start.value.card, "roll-fate", [20]);
    if (rolled === undefined) throw new Error("no card");
    const [dodged] = press(rolled, "dodge:A.c", [99]);
    if (dodged === undefined) throw new Error("no card");
    const [after, damage] = press(dodged, "damage:A.c", [9]);
    if (after === undefined || damage === undefined) throw new Error("no card");
    const [adjusted] = press(damage, "adjust:half", []);
    const [applied] = adjusted === undefined ? [] : press(adjusted, "deal:target", []);
    cards.push(rolled, dodged, after, damage, ...(applied === undefined ? [] : [applied]));
    const test = D100_MODULE.cards.start.resolve({ actor: sergeant, action: "rollTest", data: { characteristic: "willpower" }, targets: [] }, []);
    if (test.ok) cards.push(test.value.card, ...press(test.value.card, "roll", [88]));
    const fate = D100_MODULE.cards.start.resolve(
      { actor: packActor("guard-sergeant", "A.s", (s) => Object.assign(s, { fatigue: 2 })), action: "spendFate", data: { use: "refresh" }, targets: [] },
      [],
    );
    if (fate.ok) cards.push(fate.value.card);
    for (const card of cards) keysIn(D100_MODULE.cards.view(card, actors), used);
    expect(used.size).toBeGreaterThan(20);
    expect(unknownWords(used)).toEqual([]);
  });
});
