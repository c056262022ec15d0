import { describe, expect, it } from "vitest";
import type { ButtonView, SheetBlock, SheetView } from "../../../../src/engine/play/SheetView";
import { PHASES_MODULE } from "../../../../src/rulesets/phases-3d6/play/module";
import { renderText } from "../../../../src/engine/text/LocalText";
import { reader } from "../../../support/readers";
import { packActor } from "./packActors";

function block<K extends SheetBlock["kind"]>(view: SheetView, tab: string, kind: K): Extract<SheetBlock, { kind: K }>[] {
  return (view.tabs.find((t) => t.id === tab)?.blocks ?? []).filter((b): b is Extract<SheetBlock, { kind: K }> => b.kind === kind);
}

const brawler = packActor("street-brawler");
const duellist = packActor("duellist");

describe("the phases-3d6 actor sheet view", () => {
  it("shows the combat values: OCV and DCV as the rolls use them, initiative beside Combat Value", () => {
    const [stats] = block(PHASES_MODULE.sheet(brawler, undefined), "main", "stats");
    expect(stats?.stats.map((s) => [s.path, s.value])).toEqual([
      ["system.combatValue", 5],
      ["system.ocv", 6],
      ["system.dcv", 4],
      ["system.lightningReflexes", 1],
      ["system.reach", 1],
      ["system.movement", 6],
      ["system.recovery", 6],
    ]);
    expect(stats?.stats[0]?.derived?.value).toBe(6);
    // Left out, OCV and DCV follow the Combat Value: shown empty with it greyed in, never pinned by a save.
    const [own] = block(PHASES_MODULE.sheet(duellist, undefined), "main", "stats");
    expect(own?.stats.slice(1, 3).map((s) => [s.value, s.unset])).toEqual([
      [null, 6],
      [null, 6],
    ]);
    expect(stats?.stats.slice(1, 3).map((s) => s.unset)).toEqual([5, 5]);
  });

  it("shows Stun and Body as tracks, Combat Reflexes and the three conditions as toggles", () => {
    const view = PHASES_MODULE.sheet(duellist, undefined);
    expect(block(view, "main", "tracks")[0]?.tracks.map((t) => [t.path, t.value, t.max])).toEqual([
      ["system.stun.value", 22, 22],
      ["system.body.value", 10, 10],
    ]);
    const [skills, conditions] = block(view, "main", "toggles");
    expect(skills?.toggles).toEqual([{ path: "system.combatReflexes", label: { key: "TURNWRIGHT.Phases.Stat.combatReflexes" }, active: true }]);
    expect(conditions?.toggles.map((t) => t.path)).toEqual(["system.conditions.stunned", "system.conditions.prone", "system.conditions.unaware"]);
  });

  it("gives each weapon a button per attack manoeuvre it allows, and bare hands a row of their own", () => {
    const [weapons] = block(PHASES_MODULE.sheet(duellist, undefined), "gear", "items");
    const manoeuvres = (name: string) => weapons?.rows.find((r) => r.name === name)?.buttons.map((b: ButtonView) => b.data["manoeuvre"]);
    expect(weapons?.rows.map((r) => r.name)).toEqual(["Sword", "Pistol", "Unarmed"]);
    expect(manoeuvres("Sword")).toEqual(["disarm", "grab", "haymaker", "strike"]);
    expect(manoeuvres("Pistol")).toEqual(["strike"]);
    expect(weapons?.rows.find((r) => r.name === "Unarmed")?.buttons[0]?.data["item"]).toBe("");
  });

  it("in a fight, refuses what the Phase no longer allows, with the reason", () => {
    const budget = { turn: [{ id: "strike", kind: "attack" }], round: {} };
    const [actions] = block(PHASES_MODULE.sheet(brawler, budget), "actions", "actions");
    const row = (id: string) => actions?.rows.find((r) => r.id === id);
    expect(row("haymaker")).toMatchObject({ allowed: false, reason: { key: "TURNWRIGHT.Refusal.turn-full" } });
    expect(row("takeRecovery")).toMatchObject({ allowed: false, reason: { key: "TURNWRIGHT.Refusal.turn-full" } });
    expect(row("halfMove")).toMatchObject({ allowed: true });
    expect(row("step")).toMatchObject({ allowed: true });
    expect(row("drop")).toMatchObject({ allowed: true, kind: { key: "TURNWRIGHT.Phases.Kind.free" } });
    expect(actions?.note.key).toBe("TURNWRIGHT.Phases.Budget.InCombat");
    const [weapons] = block(PHASES_MODULE.sheet(brawler, budget), "gear", "items");
    expect(weapons?.rows[0]?.buttons.every((b) => b.disabled)).toBe(true);
  });

  it("words a refusal wholly in the reader's language: the rule set's kinds, its Phase and what was taken", () => {
    const budget = {
      turn: [
        { id: "strike", kind: "attack" },
        { id: "halfMove", kind: "move" },
      ],
      round: {},
    };
    const [actions] = block(PHASES_MODULE.sheet(brawler, budget), "actions", "actions");
    const reason = actions?.rows.find((r) => r.id === "haymaker")?.reason;
    const read = (lang: "en" | "de" | "fr") => (reason === undefined || reason === null ? "" : renderText(reason, reader(lang)));
    expect(read("en")).toBe("Attack action: no room left this Phase; already taken: Attack action and Move action");
    expect(read("de")).toBe("Angriffsaktion: kein Platz mehr (Phase); schon genommen: Angriffsaktion und Bewegungsaktion");
    expect(read("fr")).toBe("Action d'attaque\u00a0: plus de place (Phase en cours\u00a0; déjà pris\u00a0: Action d'attaque et Action de mouvement)");
    const [stepped] = block(PHASES_MODULE.sheet(brawler, { turn: [{ id: "step", kind: "step" }], round: {} }), "actions", "actions");
    const excluded = stepped?.rows.find((r) => r.id === "fullMove")?.reason;
    expect(excluded === undefined || excluded === null ? "" : renderText(excluded, reader("de"))).toBe(
      "Phase: Ganze-Phase-Aktion und 1-Feld-Schritt schließen einander aus",
    );
  });

  it("a Stunned character may only recover (and take free actions), out of a fight too", () => {
    const dazed = packActor("street-brawler", "Actor.d", (s) => Object.assign(s, { conditions: { stunned: true, prone: false, unaware: false } }));
    const [actions] = block(PHASES_MODULE.sheet(dazed, undefined), "actions", "actions");
    expect(actions?.rows.filter((r) => r.allowed && r.kind.key !== "TURNWRIGHT.Phases.Kind.free").map((r) => r.id)).toEqual(["recoverFromStun"]);
    expect(actions?.rows.find((r) => r.id === "strike")?.reason?.key).toBe("TURNWRIGHT.Refusal.stunned-must-recover");
  });

  it("offers the Phase's own actions only where they apply", () => {
    const [phase] = block(PHASES_MODULE.sheet(brawler, undefined), "main", "buttons");
    expect(phase?.buttons.map((b) => [b.data["action"], b.disabled, b.reason?.key])).toEqual([
      ["takeRecovery", true, "TURNWRIGHT.Refusal.stun-full"],
      ["recoverFromStun", true, "TURNWRIGHT.Refusal.not-stunned"],
      ["block", false, undefined],
      ["dodge", false, undefined],
      ["missileDeflection", false, undefined],
      ["rollWithAPunch", false, undefined],
    ]);
  });

  it("offers the actions taken where the character stands on the Actions tab, getting up only when prone", () => {
    const [where] = block(PHASES_MODULE.sheet(brawler, undefined), "actions", "buttons");
    expect(where?.buttons.map((b) => b.data["action"])).toEqual([
      "drawFocus",
      "standUp",
      "mount",
      "reload",
      "moveSkill",
      "startFullPhase",
      "analyse",
      "sense",
      "resistKnockback",
      "door",
      "moveHeavy",
      "pickUp",
      "fullPhaseSkill",
      "stowFocus",
      "changeClothes",
    ]);
    expect(where?.buttons.find((b) => b.data["action"] === "standUp")).toMatchObject({
      action: "phaseAction",
      disabled: true,
      reason: { key: "TURNWRIGHT.Refusal.not-prone" },
    });
    expect(where?.buttons.find((b) => b.data["action"] === "pickUp")).toMatchObject({ action: "phaseAction", disabled: false });
    // In a fight, a Phase that already holds a full-phase action has no room for another.
    const full = PHASES_MODULE.combat.spend(PHASES_MODULE.combat.freshBudget(null), "changeClothes", brawler);
    if (!full.ok) throw new Error(full.refusal.message);
    const [busy] = block(PHASES_MODULE.sheet(brawler, full.value), "actions", "buttons");
    expect(busy?.buttons.find((b) => b.data["action"] === "pickUp")).toMatchObject({ disabled: true, reason: { key: "TURNWRIGHT.Refusal.turn-full" } });
  });

  it("says what is wrong instead of showing a sheet for data it cannot read", () => {
    const broken = { ...brawler, system: { ...(brawler.system as object), combatValue: "fast" } };
    expect(PHASES_MODULE.sheet(broken, undefined)).toMatchObject({ tabs: [], subtitle: { key: "TURNWRIGHT.Refusal.actor-invalid" } });
  });

  it("the weapon sheet lists every field with its limits", () => {
    const weapon = PHASES_MODULE.itemSheet("phases-3d6-weapon", {});
    const fields = weapon.tabs[0]?.blocks[0];
    expect(fields?.kind === "fields" ? fields.fields.map((f) => [f.path, f.value]) : []).toEqual([
      ["system.class", "melee"],
      ["system.ocv", 0],
      ["system.dcv", 0],
      ["system.dice", 2],
      ["system.reach", 1],
      ["system.range", 0],
    ]);
    expect(PHASES_MODULE.itemSheet("phases-3d6-armour", {}).tabs).toEqual([]);
  });
});
