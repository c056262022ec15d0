import { describe, expect, it } from "vitest";
import type { ButtonView, SheetBlock, SheetView } from "../../../../src/engine/play/SheetView";
import { D100_MODULE } from "../../../../src/rulesets/d100-fate/play/module";
import { packActor } from "./packActors";

function block<K extends SheetBlock["kind"]>(view: SheetView, tab: string, kind: K): Extract<SheetBlock, { kind: K }>[] {
  return (view.tabs.find((t) => t.id === tab)?.blocks ?? []).filter((b): b is Extract<SheetBlock, { kind: K }> => b.kind === kind);
}

const sergeant = packActor("guard-sergeant");

describe("the d100-fate actor sheet view", () => {
  it("shows nine characteristics with their bonus and a test button each", () => {
    const [stats] = block(D100_MODULE.sheet(sergeant, undefined), "main", "stats");
    expect(stats?.stats).toHaveLength(9);
    expect(stats?.stats.find((s) => s.path === "system.agility")).toMatchObject({
      value: 42,
      derived: { value: 4 },
      roll: { action: "rollTest", data: { characteristic: "agility" }, disabled: false },
    });
  });

  it("shows wounds and fate as tracks, harm fields and the four conditions", () => {
    const view = D100_MODULE.sheet(sergeant, undefined);
    expect(block(view, "main", "tracks")[0]?.tracks.map((t) => [t.path, t.value, t.max])).toEqual([
      ["system.wounds.value", 14, 14],
      ["system.fate.value", 2, 2],
    ]);
    expect(block(view, "main", "toggles")[0]?.toggles.map((t) => t.path)).toEqual([
      "system.conditions.stunned",
      "system.conditions.surprised",
      "system.conditions.immobilised",
      "system.conditions.prone",
    ]);
  });

  it("gives each weapon an attack button for every action it suits", () => {
    const [weapons] = block(D100_MODULE.sheet(sergeant, undefined), "gear", "items");
    const attacks = (name: string) => weapons?.rows.find((r) => r.name === name)?.buttons.map((b: ButtonView) => b.data["action"]);
    expect(attacks("Las rifle")).toEqual(["standardAttack", "semiAutoBurst"]);
    expect(attacks("Knife")).toEqual(["standardAttack", "allOutAttack", "charge"]);
  });

  it("in a fight, refuses what the budget no longer allows, with the reason", () => {
    const budget = { turn: [{ id: "standardAttack", kind: "half" }], round: { reaction: 1 } };
    const [actions] = block(D100_MODULE.sheet(sergeant, budget), "actions", "actions");
    const row = (id: string) => actions?.rows.find((r) => r.id === id);
    expect(row("standardAttack")).toMatchObject({ allowed: false, reason: { key: "TURNWRIGHT.Refusal.kind-repeated" } });
    expect(row("allOutAttack")).toMatchObject({ allowed: false, reason: { key: "TURNWRIGHT.Refusal.turn-full" } });
    expect(row("halfAim")).toMatchObject({ allowed: true });
    expect(row("dodge")).toMatchObject({ allowed: false, reason: { key: "TURNWRIGHT.Refusal.round-allowance-used" } });
    expect(actions?.note.key).toBe("TURNWRIGHT.D100Fate.Budget.InCombat");
  });

  it("Immobilised greys out every Movement action, out of a fight too", () => {
    const stuck = packActor("guard-sergeant", "Actor.x", (s) =>
      Object.assign(s, { conditions: { stunned: false, surprised: false, immobilised: true, prone: false } }),
    );
    const [actions] = block(D100_MODULE.sheet(stuck, undefined), "actions", "actions");
    expect(actions?.rows.filter((r) => !r.allowed).map((r) => r.id)).toEqual(["charge", "move", "run", "standUp", "dodge"]);
  });

  it("offers Fate's sheet uses only where they apply", () => {
    const [fate] = block(D100_MODULE.sheet(sergeant, undefined), "main", "buttons");
    expect(fate?.buttons.map((b) => [b.data["use"], b.disabled, b.reason?.key])).toEqual([
      ["unstun", true, "TURNWRIGHT.Refusal.fate-not-stunned"],
      ["refresh", true, "TURNWRIGHT.Refusal.fate-no-fatigue"],
    ]);
  });

  it("says what is wrong instead of showing a sheet for data it cannot read", () => {
    const broken = { ...sergeant, system: { ...(sergeant.system as object), agility: "fast" } };
    expect(D100_MODULE.sheet(broken, undefined)).toMatchObject({ tabs: [], subtitle: { key: "TURNWRIGHT.Refusal.actor-invalid" } });
  });

  it("item sheets list every field with its limits", () => {
    const weapon = D100_MODULE.itemSheet("d100-fate-weapon", {
      class: "ranged",
      damage: "1d10+3",
      penetration: 0,
      range: 100,
      rateOfFire: { single: true, semi: 3, full: 0 },
      parry: 0,
    });
    const fields = weapon.tabs[0]?.blocks[0];
    expect(fields?.kind === "fields" ? fields.fields.map((f) => f.path) : []).toEqual([
      "system.class",
      "system.damage",
      "system.penetration",
      "system.range",
      "system.rateOfFire.single",
      "system.rateOfFire.semi",
      "system.rateOfFire.full",
      "system.parry",
    ]);
    const armour = D100_MODULE.itemSheet("d100-fate-armour", {});
    expect(armour.tabs[0]?.blocks[0]).toMatchObject({
      kind: "fields",
      fields: expect.arrayContaining([expect.objectContaining({ path: "system.head", value: 0, max: 20 })]),
    });
  });
});
