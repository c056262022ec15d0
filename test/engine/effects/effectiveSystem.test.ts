import { describe, expect, it } from "vitest";
import { changedPaths, effectiveSystem } from "../../../src/engine/effects/effectiveSystem";
import { withBaseValues } from "../../../src/foundry/applications/sheets/withBaseValues";
import { D100_MODULE } from "../../../src/rulesets/d100-fate/play/module";
import { packActor } from "../../rulesets/d100-fate/play/packActors";
import { sheetTemplateContext } from "../../../src/foundry/templating/sheetContext";
import { englishTemplates } from "../../foundry/templating/render";

describe("an actor's data as its effects leave it", () => {
  it("takes each value core's applied changes set (`overrides`, expanded), and leaves the stored data as it was", () => {
    const stored = { agility: 35, wounds: { max: 12, value: 9 }, kind: "npc" };
    const effective = effectiveSystem(stored, { system: { agility: 45, wounds: { max: 14 } } });
    expect(effective).toEqual({ agility: 45, wounds: { max: 14, value: 9 }, kind: "npc" });
    expect(stored).toEqual({ agility: 35, wounds: { max: 12, value: 9 }, kind: "npc" });
    expect(changedPaths(stored, effective)).toEqual(["agility", "wounds.max"]);
  });

  it("is the stored data itself when no effect changes anything", () => {
    const stored = { agility: 35 };
    expect(effectiveSystem(stored, {})).toBe(stored);
    expect(changedPaths(stored, stored)).toEqual([]);
  });
});

describe("the sheet of an actor under an effect", () => {
  it("edits the stored base in the input and shows the effective value beside it; the rest of the view as drawn", () => {
    const stored = packActor("guard-sergeant");
    const source = structuredClone(stored.system);
    const overrides = { system: { agility: 50 } };
    const drawn = D100_MODULE.sheet({ ...stored, system: effectiveSystem(source, overrides) }, undefined);
    const view = withBaseValues(drawn, source, overrides);
    const stats = view.tabs.flatMap((tab) => tab.blocks.flatMap((block) => (block.kind === "stats" ? block.stats : [])));
    const agility = stats.find((stat) => stat.path === "system.agility");
    expect(agility).toMatchObject({ value: Reflect.get(Object(source), "agility"), effective: "50" });
    expect(stats.filter((stat) => stat.effective !== undefined).map((stat) => stat.path)).toEqual(["system.agility"]);
    expect(withBaseValues(drawn, source, {})).toBe(drawn);
  });
});

describe("the sheet templates of an actor under an effect", () => {
  it("draw the base in the input and the value with effects beside it, in words of lang/en.json", () => {
    const stored = packActor("guard-sergeant");
    const source = structuredClone(stored.system);
    const overrides = { system: { agility: 50 } };
    const view = withBaseValues(D100_MODULE.sheet({ ...stored, system: effectiveSystem(source, overrides) }, undefined), source, overrides);
    const turnwright = sheetTemplateContext({ sheetKind: "actor", name: stored.name, img: "", editable: true }, view, undefined);
    const html = englishTemplates().sheetPart("body", { turnwright });
    expect(html).toContain(`name="system.agility" value="${String(Reflect.get(Object(source), "agility"))}"`);
    expect(html).toContain('<span class="tw-effective">With effects: 50</span>');
    expect(html.match(/tw-effective/g)?.length).toBe(1);
  });
});
