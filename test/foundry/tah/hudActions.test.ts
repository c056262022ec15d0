import { basename } from "node:path";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dictionaryTranslator } from "../../../src/engine/text/dictionaryTranslator";
import { sheetActions } from "../../../src/engine/play/sheetActions";
import { decodeChoice, encodeChoice, hudContent } from "../../../src/foundry/tah/hudActions";
import { REGISTERED } from "../../../src/rulesets/registry";
import { packActorFrom } from "../../support/packActors";
import { packFilePaths } from "../../support/packSources";

const english = dictionaryTranslator(JSON.parse(readFileSync(new URL("../../../lang/en.json", import.meta.url), "utf8")));

describe.each(REGISTERED.map(({ id, play }) => ({ id, module: play })))("the Token Action HUD of a $id character", ({ id, module }) => {
  const [first = ""] = packFilePaths(`${id}-actors`).map((path) => basename(path, ".json"));
  const actor = packActorFrom(`${id}-actors`, first, "Actor.a");
  const actions = sheetActions(module.sheet(actor, undefined));
  const sheet = { actions, rolls: module.cards.modifiers.rolls };
  const conditions = module.documents.conditions.map((condition, index) => ({ condition, on: index === 0 }));

  it("holds every action its sheet offers, once, grouped as attacks (with the weapon's name), tests and other actions, each carrying its sheet action back", () => {
    const content = hudContent(sheet, conditions, [], english);
    const shown = content.filter((group) => group.group !== "conditions" && group.group !== "combat").flatMap((group) => group.actions);
    expect(shown.map((action) => action.id)).toEqual(expect.arrayContaining(actions.map((action) => action.id)));
    expect(shown).toHaveLength(actions.length);
    for (const action of shown) expect(decodeChoice(action.encodedValue)).toEqual({ kind: "sheet", id: action.id });
    const attacks = content.find((group) => group.group === "attacks")?.actions ?? [];
    expect(attacks.length).toBeGreaterThan(0);
    const weapons = actions.flatMap((action) => (action.item === null ? [] : [action.item.name]));
    // Each weapon's attacks named with it; bare hands' by the manoeuvre alone.
    for (const weapon of weapons) expect(attacks.some((attack) => attack.name.startsWith(`${weapon}: `))).toBe(true);
    // A rule set whose sheet rolls a stat or a trait has its tests (phases-3d6's sheet rolls none outside an attack).
    if (id !== "phases-3d6") expect(content.find((group) => group.group === "tests")?.actions.length ?? 0).toBeGreaterThan(0);
    // Nothing is left as a key.
    for (const action of content.flatMap((group) => group.actions)) expect(action.name).not.toMatch(/^TURNWRIGHT\./);
  });

  it("lists the rule set's conditions to toggle, the ones the actor is under marked, and no tracker button outside a fight", () => {
    const content = hudContent(sheet, conditions, [], english);
    const listed = content.find((group) => group.group === "conditions")?.actions ?? [];
    expect(listed.map((action) => decodeChoice(action.encodedValue))).toEqual(
      module.documents.conditions.map((condition) => ({ kind: "condition", id: condition.id })),
    );
    expect(listed.map((action) => action.cssClass)).toEqual(module.documents.conditions.map((_, index) => (index === 0 ? "toggle active" : "toggle")));
    expect(content.some((group) => group.group === "combat")).toBe(false);
  });
});

describe("the HUD's tracker buttons and what a button carries", () => {
  const [{ play: module } = { play: undefined }] = REGISTERED;
  if (module === undefined) throw new Error("No rule set is registered");

  it("shows the tracker's buttons it is given, in the tracker's order and words", () => {
    const combat = hudContent({ actions: [], rolls: [] }, [], ["pass", "endTurn"], english).find((group) => group.group === "combat");
    expect(combat?.actions.map((action) => [action.name, decodeChoice(action.encodedValue)])).toEqual([
      ["End turn", { kind: "combat", id: "endTurn" }],
      ["Pass", { kind: "combat", id: "pass" }],
    ]);
  });

  it("greys an action the rules close now, with their reason as its tooltip", () => {
    const closed = {
      id: "x",
      action: "x",
      data: {},
      label: { key: "TURNWRIGHT.Tah.EndTurn" },
      cost: null,
      allowed: false,
      reason: { key: "TURNWRIGHT.Tah.Group.combat" },
      item: null,
      stat: null,
    };
    const [group] = hudContent({ actions: [closed], rolls: [] }, [], [], english);
    expect(group?.actions[0]).toMatchObject({ cssClass: "disabled", tooltip: "Combat" });
  });

  it("reads back only what it wrote: anything else a button could carry is nothing", () => {
    expect(decodeChoice(encodeChoice({ kind: "sheet", id: "attack?action=standardAttack&item=a|b" }))).toEqual({
      kind: "sheet",
      id: "attack?action=standardAttack&item=a|b",
    });
    for (const forged of [null, undefined, "", "sheet", "sheet|", "combat|advanceTurn", "macro|abc", "|x", "condition"])
      expect(decodeChoice(forged)).toBeNull();
  });
});
