import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { createClock, next, phasedTurns, setInitiative, type ClockState } from "../../../../src/engine/clock/index";
import { clockMark } from "../../../../src/engine/effects/durationInForce";
import { dictionaryTranslator } from "../../../../src/engine/text/dictionaryTranslator";
import { renderText } from "../../../../src/engine/text/LocalText";
import { effectRows, effectsPanelContext, type EffectOnActor } from "../../../../src/foundry/applications/effectsPanel/effectRows";
import { registerEffectsPanel } from "../../../../src/foundry/applications/effectsPanel/registerEffectsPanel";
import { PHASES_DURATIONS } from "../../../../src/rulesets/phases-3d6/durations";
import { state } from "../../../support/clockStates";
import { HooksDouble } from "../../../support/foundry/hooks";

const english = dictionaryTranslator(JSON.parse(readFileSync(new URL("../../../../lang/en.json", import.meta.url), "utf8")));
const german = { ...dictionaryTranslator(JSON.parse(readFileSync(new URL("../../../../lang/de.json", import.meta.url), "utf8"))), lang: "de" };

/** A phases-3d6 fight of two, ranked, at Turn 1 Phase 1, the first acting. */
function fight(): ClockState {
  return state(setInitiative(phasedTurns, state(createClock(phasedTurns, [{ id: "a" }, { id: "b" }])), { a: { score: 6 }, b: { score: 3 } }));
}

describe("the effects panel's rows", () => {
  const begun = fight();
  const effect = (name: string, unit: string | null, count = 1, extra: Partial<EffectOnActor> = {}): EffectOnActor => ({
    id: `Actor.x.ActiveEffect.${name}`,
    name,
    img: "icons/svg/aura.svg",
    disabled: false,
    timing: unit === null ? null : { unit, count, start: { combat: "fight", bearer: "a", mark: clockMark(phasedTurns, begun, "a") } },
    ...extra,
  });
  const clockOf = (now: ClockState) => (combat: string) => (combat === "fight" ? now : null);
  const words = (rows: ReturnType<typeof effectRows>) => rows.map((row) => [row.name, row.state, renderText(row.left, english)]);

  it("say what is left in the rule set's own units, in force first, then by name, whatever order they were made in", () => {
    const effects = [
      effect("Zeal", "phases", 2),
      effect("Aim", "next-turn"),
      effect("Blessing", "turns", 3),
      effect("Ward", null),
      effect("Haste", "phases", 1, { disabled: true }),
    ];
    expect(words(effectRows(effects, PHASES_DURATIONS, clockOf(begun), "en"))).toEqual([
      ["Aim", "in-force", "until its next Phase"],
      ["Blessing", "in-force", "3 Turns"],
      ["Ward", "in-force", "until turned off"],
      ["Zeal", "in-force", "2 Phases"],
      ["Haste", "off", "turned off"],
    ]);
    expect(words(effectRows([...effects].reverse(), PHASES_DURATIONS, clockOf(begun), "en"))).toEqual(
      words(effectRows(effects, PHASES_DURATIONS, clockOf(begun), "en")),
    );
  });

  it("follow the tracker: a Phase on, one Phase and its next Phase's end; a second Phase on, ended", () => {
    const effects = [effect("Zeal", "phases", 2), effect("Aim", "next-turn")];
    let now = state(next(phasedTurns, begun));
    now = state(next(phasedTurns, now));
    expect(words(effectRows(effects, PHASES_DURATIONS, clockOf(now), "en"))).toEqual([
      ["Zeal", "in-force", "1 Phase"],
      ["Aim", "ended", "ended"],
    ]);
    now = state(next(phasedTurns, state(next(phasedTurns, now))));
    expect(words(effectRows(effects, PHASES_DURATIONS, clockOf(now), "en"))).toEqual([
      ["Aim", "ended", "ended"],
      ["Zeal", "ended", "ended"],
    ]);
  });

  it("wait for a fight when set outside one, and end with the fight they began in", () => {
    const waiting = { ...effect("Zeal", "phases", 2), timing: { unit: "phases", count: 2, start: null } };
    expect(words(effectRows([waiting, effect("Aim", "phases")], PHASES_DURATIONS, () => null, "en"))).toEqual([
      ["Zeal", "waiting", "2 Phases, once a fight counts it"],
      ["Aim", "ended", "ended"],
    ]);
  });

  it("are worded in the reader's language, plural forms its own", () => {
    const rows = effectRows([effect("Eifer", "phases", 2)], PHASES_DURATIONS, clockOf(begun), "de");
    expect(renderText(rows[0]!.left, german)).toBe("2 Phasen");
    const context = effectsPanelContext("Duellant", rows, false, null);
    expect(renderText(context.title, german)).toBe("Effekte auf Duellant");
    expect(renderText(context.rows[0]!.end, german)).toBe("Eifer beenden");
  });
});

describe("the effects panel's place among the token controls", () => {
  it("is a toggle of the token controls, shown as this client last chose, and its code is not fetched until shown", () => {
    const hooks = new HooksDouble();
    vi.stubGlobal("Hooks", hooks);
    const registered = new Map<string, unknown>();
    vi.stubGlobal("game", { settings: { get: () => false } });
    registerEffectsPanel(
      { register: (namespace: string, key: string, config: unknown) => void registered.set(`${namespace}.${key}`, config) } as unknown as Parameters<
        typeof registerEffectsPanel
      >[0],
      async () => undefined,
    );
    expect(registered.get("turnwright.effectsPanel")).toMatchObject({ scope: "client", config: false, default: true });
    const controls: Record<string, { tools: Record<string, unknown> }> = { tokens: { tools: { select: {}, target: {} } } };
    hooks.callAll("getSceneControlButtons", controls);
    expect(controls["tokens"]?.tools["turnwrightEffects"]).toMatchObject({
      name: "turnwrightEffects",
      order: 2,
      title: "TURNWRIGHT.Effects.Panel.Tool",
      toggle: true,
      active: false,
    });
    for (const hook of ["controlToken", "updateCombat", "deleteCombat", "createActiveEffect", "updateActiveEffect", "deleteActiveEffect", "updateActor"])
      expect(hooks.listens(hook), hook).toBe(true);
    vi.unstubAllGlobals();
  });
});
