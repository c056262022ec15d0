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
    expect(stats?.stats.find((s) => s.path === "system.agility")).toMatchObject({ value: 42, derived: { value: 4 }, roll: { action: "rollTest", data: { characteristic: "agility" }, disabled: false } });
  });

  it("shows wounds and fate as tracks, harm fields and the four conditions", () => {
    const view = D100_MODULE.sheet(sergeant, undefined);
    expect(block(view, "main", "tracks")[0]?.tracks.map((t) => [t.path, t.value, t.max])).toEqual([
      ["system.wounds.value", 14, 14],
      ["system.fate.value", 2, 2],
    ]);
    expect(block(view, "main", "toggles")[0]?.toggles.map((t) => t.path)).toEqual(["system.conditions.stunned", "system.conditions.surprised", "system.conditions.immobilised", "system.conditions.prone"]);
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
    const stuck = packActor("guard-sergeant", "Actor.x", (s) => Object.assign(s, { conditions: { stunned: false, surprised: false, immobilised: true, prone: false } }));
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
    const weapon = D100_MODULE.itemSheet("d100-fate-weapon", { class: "ranged", damage: "1d10+3", penetration: 0, range: 100, rateOfFire: { single: true, semi: 3, full: 0 }, parry: 0 });
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
    expect(armour.tabs[0]?.blocks[0]).toMatchObject({ kind: "fields", fields: expect.arrayContaining([expect.objectContaining({ path: "system.head", value: 0, max: 20 })]) });
  });
});

describe("the d100-fate tracker rules", () => {
  it("rolls 1d10 + Agility Bonus with a recorded roll-off, or counts the die as 10 for a Fate Point", () => {
    const combat = D100_MODULE.combat;
    expect(combat.initiativeDice(sergeant).map((r) => r.faces)).toEqual([10, 100]);
    const outcomes = [
      { request: { count: 1, faces: 10 }, dice: [], total: 3 },
      { request: { count: 1, faces: 100 }, dice: [], total: 57 },
    ];
    expect(combat.initiative(sergeant, outcomes, { luck: false })).toMatchObject({ score: 7, tiebreak: [42, 57], changes: [] });
    expect(combat.initiative(sergeant, outcomes, { luck: true })).toMatchObject({ score: 14, changes: [{ actor: sergeant.ref, system: { "fate.value": 1 } }] });
  });

  it("fills Full, Half, Half, Reaction pips as actions are spent, and refuses with the reason", () => {
    const combat = D100_MODULE.combat;
    let budget: unknown = combat.freshBudget();
    expect(combat.pips(budget).map((p) => p.spent)).toEqual([false, false, false, false]);
    const aim = combat.spend(budget, "halfAim", sergeant);
    if (!aim.ok) throw new Error(aim.refusal.message);
    budget = aim.value;
    expect(combat.pips(budget).map((p) => p.spent)).toEqual([true, true, false, false]);
    expect(combat.spend(budget, "halfAim", sergeant)).toMatchObject({ ok: false, refusal: { message: "Already used a Half Action of this kind this turn" } });
    const dodge = combat.spend(budget, "dodge", sergeant);
    if (!dodge.ok) throw new Error(dodge.refusal.message);
    expect(combat.pips(dodge.value).map((p) => p.spent)).toEqual([true, true, false, true]);
    expect(combat.pips(combat.startTurn(dodge.value, { restricted: false })).map((p) => p.spent)).toEqual([false, false, false, true]);
    expect(combat.pips(combat.startRound(dodge.value)).map((p) => p.spent)).toEqual([false, false, false, false]);
  });

  it("reads a damaged stored budget as a fresh one rather than failing", () => {
    expect(D100_MODULE.combat.pips({ turn: "x" }).map((p) => p.spent)).toEqual([false, false, false, false]);
    expect(D100_MODULE.combat.canAct(sergeant)).toBe(true);
    expect(D100_MODULE.combat.canAct(packActor("guard-sergeant", "Actor.y", (s) => Object.assign(s, { criticalDamage: 5 })))).toBe(false);
  });

  it("derives each characteristic's bonus for sheets and rolls", () => {
    expect(D100_MODULE.documents.derive("d100-fate", sergeant.system)).toMatchObject({ agilityBonus: 4, toughnessBonus: 4, woundsLeft: 14 });
    expect(D100_MODULE.documents.derive("d100-fate-weapon", {})).toEqual({});
  });
});
