import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HooksDouble } from "../../support/foundry/hooks";
import { GENERATIONS, globalsOf, type ApplicationDouble } from "../../support/foundry/foundryGenerations";
import { appliedByCore, englishWords, type ActiveEffectDouble } from "../../support/foundry/activeEffects";

// Foundry's classes the system's documents extend at import (test/support/foundry/documentGlobals.ts).
await vi.hoisted(async () => {
  const { installDocumentGlobals } = await import("../../support/foundry/documentGlobals");
  await installDocumentGlobals();
});

import { createClock, fixedRounds, next, previous, setInitiative, type ClockState } from "../../../src/engine/clock/index";
import { segmentRounds } from "../../../src/engine/clock/shapes";
import type { ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import { D20_CONDITIONS } from "../../../src/rulesets/d20-segments/conditions";
import { lostRounds } from "../../../src/rulesets/d20-segments/lostRounds";
import { D20_COMBAT } from "../../../src/rulesets/d20-segments/play/combat";
import { ruleEffectData } from "../../../src/foundry/gm/ruleEffects";
import { clockMark } from "../../../src/engine/effects/durationInForce";
import { D100_COMBAT } from "../../../src/rulesets/d100-fate/play/combat";
import { TurnwrightActiveEffect } from "../../../src/foundry/documents/TurnwrightActiveEffect";
import { TurnwrightActor } from "../../../src/foundry/documents/TurnwrightActor";
import { TurnwrightCombatData } from "../../../src/foundry/data/CombatData";
import { OUT_OF_FORCE } from "../../../src/foundry/documents/outOfForce";
import { startFor } from "../../../src/foundry/documents/effectDuration";
import { useFightSettings, type FightSettings } from "../../../src/foundry/fight/fightSettings";
import { registerTimedEffects } from "../../../src/foundry/documents/followTimedEffects";
import { followAll, followClock } from "../../../src/foundry/documents/timedEffects";
import { state } from "../../support/clockStates";
import { deletingHere, ownWriteMark } from "../../../src/foundry/fight/ownWrites";

/** A d100-fate fight of Varro (combatant k1) then the Champion (k2), walked `turns` turns from its first. */
function walk(turns: number): ClockState[] {
  let at = state(setInitiative(fixedRounds, state(createClock(fixedRounds, [{ id: "k1" }, { id: "k2" }])), { k1: { score: 9 }, k2: { score: 5 } }));
  const states = [at];
  for (let index = 0; index < turns; index += 1) states.push((at = state(next(fixedRounds, at))));
  return states;
}

const FIGHT = walk(4);
const at = (index: number): ClockState => FIGHT[index] ?? FIGHT[0]!;

/** The protected database handlers, as core's client backend calls them (v13 client/data/client-backend.mjs `#preCreateDocumentArray`, `#preUpdateDocumentArray`). */
interface Handlers {
  _preCreate(data: object, options: object, user: object): Promise<boolean | void>;
  _preUpdate(changed: Record<string, unknown>, options: object, user: object): Promise<boolean | void>;
}

/** An effect as core prepares it: the double's fields with the subclass's `isSuppressed`. */
type Effect = TurnwrightActiveEffect & ActiveEffectDouble & Handlers;

interface World {
  readonly varro: TurnwrightActor;
  readonly combat: {
    id: string;
    system: TurnwrightCombatData;
    combatants: { contents: { id: string; actor: TurnwrightActor; hidden: boolean }[] };
    getCombatantsByActor(actor: unknown): { id: string }[];
  };
  readonly effects: Effect[];
  readonly resets: { count: number };
}

/** The actor sheets open on screen, by actor uuid: none unless a test opens one. */
const openSheets = new Map<string, ApplicationDouble>();

function actorDouble(uuid: string, name: string, effects: Effect[], resets: { count: number }): TurnwrightActor {
  // v13 client/documents/actor.mjs: `allApplicableEffects` yields the actor's effects and its items'; `reset` prepares it again.
  const actor: unknown = Object.create(TurnwrightActor.prototype, {
    uuid: { value: uuid },
    name: { value: name },
    sheet: { get: () => openSheets.get(uuid) ?? null },
    allApplicableEffects: { value: () => effects },
    reset: { value: () => void (resets.count += 1) },
    getActiveTokens: { value: () => [] },
  });
  if (!(actor instanceof TurnwrightActor)) throw new Error("not an actor");
  return actor;
}

function combatSystem(clock: ClockState): TurnwrightCombatData {
  const system: unknown = Object.create(TurnwrightCombatData.prototype, { clock: { value: clock, writable: true } });
  if (!(system instanceof TurnwrightCombatData)) throw new Error("not a combat's system");
  return system;
}

function effectOn(actor: TurnwrightActor, data: Record<string, unknown>): Effect {
  const made: unknown = new TurnwrightActiveEffect(data as ActiveEffect.CreateData, { parent: actor });
  return made as Effect;
}

let hooks: HooksDouble;
let world: World;
const create = vi.fn(async (data: unknown) => data);
/** The chat messages core made, one call per batch: `ChatMessage.implementation.createDocuments`. */
const createDocuments = vi.fn(async (data: unknown) => data);
/** Each report message made, in order, flattened from its batches. */
const reports = (): Record<string, unknown>[] =>
  createDocuments.mock.calls.flatMap(([batch]) => (Array.isArray(batch) ? batch.map((one: unknown) => Object(one)) : []));
const error = vi.fn();
const GM = { id: "gm", isGM: true };

function makeWorld(clock: ClockState, ready = true): World {
  const effects: Effect[] = [];
  const resets = { count: 0 };
  const varro = actorDouble("Actor.varro", "Sergeant Varro", effects, resets);
  const combat = {
    id: "c1",
    system: combatSystem(clock),
    combatants: { contents: [{ id: "k1", actor: varro, hidden: false }] },
    // v13 client/documents/combat.mjs `Combat#getCombatantsByActor`.
    getCombatantsByActor: (actor: unknown) => (actor === varro ? [{ id: "k1" }] : []),
  };
  // v13 `game`: the world's combats (`game.combats`, `game.combat` the one on view), actors and scenes, the user, the words.
  vi.stubGlobal("game", {
    ready,
    user: { id: "gm" },
    combat,
    combats: { get: (id: string) => (id === "c1" ? combat : undefined), contents: [combat] },
    actors: { contents: [varro] },
    scenes: [],
    // Two GM users (an assistant), a player; the cards in the log by id, each with who it was whispered to.
    users: [
      { id: "gm", isGM: true },
      { id: "assistant", isGM: true },
      { id: "player", isGM: false },
    ],
    messages: { get: (id: string) => CARDS.get(id) },
    i18n: englishWords,
  });
  return { varro, combat, effects, resets };
}

/** Moves the fight's clock as a write of `system.clock` leaves it on every game. */
function moveClock(clock: ClockState): void {
  Reflect.set(world.combat.system, "clock", clock);
}

/** Card messages by id, as `game.messages` holds them: a private one (the GM's private roll, shown to its roller) and a public one. */
const CARDS = new Map<string, { whisper: string[]; blind: boolean }>([
  ["privateCard00000", { whisper: ["gm", "assistant", "player"], blind: false }],
  ["publicCard000000", { whisper: [], blind: false }],
]);

beforeEach(() => {
  hooks = new HooksDouble();
  vi.stubGlobal("Hooks", hooks);
  vi.stubGlobal("ChatMessage", { implementation: { create, createDocuments } });
  vi.stubGlobal("ui", { notifications: { error } });
  create.mockClear();
  createDocuments.mockClear();
  error.mockClear();
  OUT_OF_FORCE.clear();
  useFightSettings({ rules: D100_COMBAT } as FightSettings);
  world = makeWorld(at(0));
});

afterEach(() => {
  vi.unstubAllGlobals();
  openSheets.clear();
});

/** A Blessing on Varro (Agility +10, and Stunned as a status to show both leave), lasting `count` of `unit`, made as core's creation runs `_preCreate`. */
async function blessing(unit: string, count: number): Promise<Effect> {
  const data = {
    _id: "bless",
    name: "Blessing",
    changes: [{ key: "system.agility", value: "10", mode: 2 }],
    statuses: ["stunned"],
    flags: { turnwright: { duration: { unit, count } } },
  };
  const effect = effectOn(world.varro, data);
  const allowed = await effect._preCreate(data, {}, GM);
  if (allowed !== false) world.effects.push(effect);
  return effect;
}

describe("an effect's duration as it is saved (TurnwrightActiveEffect#_preCreate, #_preUpdate)", () => {
  it("a new effect's duration begins where the tracker stands: the fight, its bearer's combatant and the clock's place", async () => {
    moveClock(at(1));
    const effect = await blessing("rounds", 2);
    expect(effect.getFlag("turnwright", "duration")).toEqual({
      unit: "rounds",
      count: 2,
      start: { combat: "c1", bearer: "k1", mark: clockMark(fixedRounds, at(1), "k1") },
    });
    // Core's own creation step still ran: an actor's effect is not transferred (common/documents/active-effect.mjs).
    expect(effect.transfer).toBe(false);
  });

  it("made outside any fight, its time waits: no start", async () => {
    world = makeWorld(at(0));
    world.combat.getCombatantsByActor = () => [];
    const effect = await blessing("end-of-round", 1);
    expect(effect.getFlag("turnwright", "duration")).toEqual({ unit: "end-of-round", count: 1, start: null });
  });

  it("a unit the rule set does not count, or a count out of range, is refused with its message and nothing stored", async () => {
    const phases = await blessing("phases", 2);
    const many = await blessing("rounds", 1000);
    expect(world.effects).toEqual([]);
    expect(error.mock.calls).toEqual([
      ["This effect's duration was not saved: \"phases\" is not a unit of this rule set's time (it has rounds, end-of-round, next-turn). Nothing was changed."],
      [
        "This effect's duration was not saved: it needs a unit (rounds, end-of-round, next-turn) and a whole number of them from 1 to 999. Nothing was changed.",
      ],
    ]);
    // The refused effect's data is as it was given: no start was recorded.
    expect(phases.getFlag("turnwright", "duration")).toEqual({ unit: "phases", count: 2 });
    expect(many.getFlag("turnwright", "duration")).toEqual({ unit: "rounds", count: 1000 });
  });

  it.each(GENERATIONS)(
    "a changed duration begins again where the tracker stands; a moment counts 1; no unit takes it off, in $name's shape of update",
    async (generation) => {
      const warned = vi.fn();
      for (const [name, value] of Object.entries(globalsOf(generation, warned))) vi.stubGlobal(name, value);
      const effect = await blessing("rounds", 2);
      moveClock(at(2));
      // A form sends what changed, expanded (client-backend.mjs: `foundry.utils.expandObject(update)` before `_preUpdate`).
      const changed: Record<string, unknown> = { flags: { turnwright: { duration: { unit: "end-of-round", count: 5 } } } };
      expect(await effect._preUpdate(changed, {}, GM)).not.toBe(false);
      expect(changed).toEqual({
        flags: {
          turnwright: { duration: { unit: "end-of-round", count: 1, start: { combat: "c1", bearer: "k1", mark: clockMark(fixedRounds, at(2), "k1") } } },
        },
      });
      const off: Record<string, unknown> = { flags: { turnwright: { duration: { unit: "" } } } };
      expect(await effect._preUpdate(off, {}, GM)).not.toBe(false);
      expect(off).toEqual({ flags: { turnwright: generation.deleted("duration") } });
      // Stored as the generation's database takes the update: the duration gone, nothing logged.
      const flags = structuredClone(effect.flags);
      generation.merge(flags, Object(off["flags"]));
      expect(Reflect.get(Object(flags["turnwright"]), "duration")).toBeUndefined();
      expect(warned).not.toHaveBeenCalled();
    },
  );

  it("a changed duration the rule set cannot count is refused: the update is stopped, the change and the effect as they were", async () => {
    const effect = await blessing("rounds", 2);
    const stored = structuredClone(effect.getFlag("turnwright", "duration"));
    error.mockClear();
    const changed: Record<string, unknown> = { name: "Greater Blessing", flags: { turnwright: { duration: { count: 0 } } } };
    const asked = structuredClone(changed);
    expect(await effect._preUpdate(changed, {}, GM)).toBe(false);
    expect(changed).toEqual(asked);
    expect(effect.getFlag("turnwright", "duration")).toEqual(stored);
    expect(error.mock.calls).toEqual([
      [
        "This effect's duration was not saved: it needs a unit (rounds, end-of-round, next-turn) and a whole number of them from 1 to 999. Nothing was changed.",
      ],
    ]);
  });

  it("an update that leaves the duration alone is left alone", async () => {
    const effect = await blessing("rounds", 2);
    const changed: Record<string, unknown> = { name: "Greater Blessing" };
    expect(await effect._preUpdate(changed, {}, GM)).not.toBe(false);
    expect(changed).toEqual({ name: "Greater Blessing" });
  });
});

describe("where an effect made beside _preCreate begins (startFor: a migration's, riding in its actor's update)", () => {
  it("where the actor's fight stands, read by the clock shape it is given: where _preCreate begins one", async () => {
    moveClock(at(1));
    const made = await blessing("rounds", 2);
    expect(startFor(world.varro, fixedRounds)).toEqual({ combat: "c1", bearer: "k1", mark: clockMark(fixedRounds, at(1), "k1") });
    expect(Reflect.get(Object(made.getFlag("turnwright", "duration")), "start")).toEqual(startFor(world.varro, fixedRounds));
  });

  it("outside any fight, or before the world is ready, no start", () => {
    world.combat.getCombatantsByActor = () => [];
    expect(startFor(world.varro, fixedRounds)).toBeNull();
    world = makeWorld(at(1), false);
    expect(startFor(world.varro, fixedRounds)).toBeNull();
  });
});

describe("in force or not, as core reads it (TurnwrightActiveEffect#isSuppressed)", () => {
  it("in force, its changes, status and icon count; past its end, core leaves them all out; stepped back, they count again", async () => {
    const effect = await blessing("rounds", 1);
    await followClock(world.combat as unknown as Combat.Implementation, false);
    expect([effect.isSuppressed, effect.active, effect.isTemporary]).toEqual([false, true, true]);
    expect(appliedByCore(world.effects)).toEqual({ statuses: ["stunned"], changes: ["system.agility 10"], icons: ["Blessing"] });

    moveClock(at(2)); // Varro's turn in round 2: 1 round is over.
    await followClock(world.combat as unknown as Combat.Implementation, false);
    expect([effect.isSuppressed, effect.active]).toEqual([true, false]);
    expect(appliedByCore(world.effects)).toEqual({ statuses: [], changes: [], icons: [] });
    // The actor was prepared again once, so core read isSuppressed anew.
    expect(world.resets.count).toBe(1);

    moveClock(state(previous(fixedRounds, at(2))));
    await followClock(world.combat as unknown as Combat.Implementation, false);
    expect([effect.isSuppressed, effect.active]).toEqual([false, true]);
    expect(world.resets.count).toBe(2);
  });

  it.each(GENERATIONS)("the actor's open sheet is drawn again as an effect turns, with $name's ApplicationV2 options", async (generation) => {
    const warned = vi.fn();
    for (const [name, value] of Object.entries(globalsOf(generation, warned))) vi.stubGlobal(name, value);
    const sheet = new generation.ApplicationV2();
    openSheets.set(world.varro.uuid ?? "", sheet);
    await blessing("rounds", 1);
    await followClock(world.combat as unknown as Combat.Implementation, false);
    moveClock(at(2));
    await followClock(world.combat as unknown as Combat.Implementation, false);
    expect(sheet.renders).toEqual([{}]);
    expect(warned).not.toHaveBeenCalled();
  });

  it("a disabled effect stays out whatever its clock says: core's own switch is kept", async () => {
    const effect = await blessing("rounds", 3);
    effect.disabled = true;
    await followClock(world.combat as unknown as Combat.Implementation, false);
    expect([effect.isSuppressed, effect.active]).toEqual([false, false]);
  });

  it("before the world is ready (core prepares actors in setupGame) it is in force and reads no fight; at ready it is read against its clock", async () => {
    const effect = await blessing("rounds", 1);
    moveClock(at(3));
    vi.stubGlobal("game", { ready: false });
    expect([effect.isSuppressed, effect.active]).toEqual([false, true]);
    vi.stubGlobal("game", { ready: true, combats: { get: () => world.combat }, actors: { contents: [world.varro] }, scenes: [] });
    followAll();
    expect([effect.isSuppressed, effect.active]).toEqual([true, false]);
  });
});

describe("the chat and modules told what ended (effectsLeftForce), by the one window that wrote the clock", () => {
  const content = (report: Record<string, unknown> | undefined): unknown => report?.["content"];

  /**
   * The clock's write as core reports it on one window (v13 `updateCombat(document, changed,
   * options, userId)`): `here`, the write this window made (its options carry its own mark, as
   * writeFight puts it there); otherwise one made by another window of the same GM user, or by
   * another user, whose mark this window never drew.
   */
  async function clockWritten(clock: ClockState, here: boolean): Promise<void> {
    moveClock(clock);
    const before = [...OUT_OF_FORCE];
    const options = here ? ownWriteMark() : { diff: true, turnwrightWrite: "another-window-s-mark" };
    hooks.callAll("updateCombat", world.combat, { system: { clock } }, options, "gm");
    // The work is fetched with the first move; wait until this game has settled the effect.
    await vi.waitFor(() => expect([...OUT_OF_FORCE]).not.toEqual(before));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  beforeEach(() => registerTimedEffects());

  it("posts 'ends' once when the clock passes the end, nothing while it stays past, 'is in force again' once when stepped back", async () => {
    await blessing("rounds", 1);
    await clockWritten(at(2), true);
    expect(reports()).toHaveLength(1);
    expect(content(reports()[0])).toBe(`<ul class="tw-report"><li>Sergeant Varro&#x27;s Blessing ends</li></ul>`);
    // Another move with the effect still over: nothing turned, nothing said.
    moveClock(at(3));
    hooks.callAll("updateCombat", world.combat, { system: { clock: at(3) } }, ownWriteMark(), "gm");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reports()).toHaveLength(1);
    await clockWritten(at(1), true);
    expect(reports()).toHaveLength(2);
    expect(content(reports()[1])).toBe(`<ul class="tw-report"><li>Sergeant Varro&#x27;s Blessing is in force again</li></ul>`);
  });

  it("a window that did not write the clock, a player's or the GM's other window (the same user), takes the effect out of force and says nothing: the hook fires once", async () => {
    const effect = await blessing("rounds", 1);
    const heard: unknown[] = [];
    hooks.on("turnwright.effectEnded", (event) => void heard.push(event));
    await clockWritten(at(2), false);
    expect(effect.isSuppressed).toBe(true);
    expect(reports()).toEqual([]);
    expect(heard).toEqual([]);
    // The same move heard by the window that wrote it: told once there.
    OUT_OF_FORCE.clear();
    await clockWritten(at(2), true);
    expect(reports()).toHaveLength(1);
    expect(heard).toHaveLength(1);
  });

  it("turnwright.effectEnded: a listener hears each effect that turned, once, with the fight, the effect, its name, its actor and whether it ended", async () => {
    const effect = await blessing("rounds", 1);
    const heard: unknown[] = [];
    hooks.on("turnwright.effectEnded", (event) => void heard.push(event));
    await clockWritten(at(2), true);
    await clockWritten(at(1), true);
    expect(heard).toEqual([
      { combat: "c1", effect: effect.uuid, name: "Blessing", actor: "Actor.varro", ended: true },
      { combat: "c1", effect: "Actor.varro.ActiveEffect.bless", name: "Blessing", actor: "Actor.varro", ended: false },
    ]);
    expect(heard.every((event) => Object.isFrozen(event))).toBe(true);
  });

  it("is whispered to whoever may see the combatant and the effect: a hidden combatant's to the GMs, a private card's effect to the GMs and those the card went to, the rest to all", async () => {
    const effect = await blessing("rounds", 1);
    await clockWritten(at(2), true);
    expect(reports()[0]).not.toHaveProperty("whisper");
    const cases: readonly [string, boolean, readonly string[] | undefined][] = [
      ["privateCard00000:stun-0", false, ["assistant", "gm", "player"]],
      ["publicCard000000:stun-0", false, undefined],
      ["start:stun-0", false, undefined],
      ["goneCard00000000:stun-0", false, ["assistant", "gm"]],
      ["publicCard000000:stun-0", true, ["assistant", "gm"]],
    ];
    for (const [madeBy, hidden, whisper] of cases) {
      createDocuments.mockClear();
      Reflect.set(effect, "flags", { turnwright: { ...Object(Reflect.get(Object(effect.flags), "turnwright")), madeBy } });
      world.combat.combatants.contents[0]!.hidden = hidden;
      await clockWritten(at(1), true);
      await clockWritten(at(2), true);
      expect(
        reports().map((report) => report["whisper"]),
        `${madeBy}, hidden ${hidden}`,
      ).toEqual([whisper, whisper]);
    }
  });

  it("a fight deleted ends its effects: the window that deleted it says so and tells modules; the others only take them out", async () => {
    const effect = await blessing("rounds", 3);
    const heard: unknown[] = [];
    hooks.on("turnwright.effectEnded", (event) => void heard.push(event));
    const game: unknown = Reflect.get(globalThis, "game");
    // v13 `deleteCombat(document, options, userId)`: the combat is gone from `game.combats` on every game.
    Reflect.set(Object(game), "combats", { get: () => undefined, contents: [] });
    hooks.callAll("deleteCombat", world.combat, {}, "gm");
    await vi.waitFor(() => expect(effect.isSuppressed).toBe(true));
    expect(reports()).toEqual([]);
    OUT_OF_FORCE.clear();
    // This window asked for the deletion (TurnwrightCombat#_preDelete notes it).
    deletingHere("c1");
    hooks.callAll("deleteCombat", world.combat, {}, "gm");
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    expect(content(reports()[0])).toBe(`<ul class="tw-report"><li>Sergeant Varro&#x27;s Blessing ends</li></ul>`);
    expect(heard).toEqual([{ combat: "c1", effect: effect.uuid, name: "Blessing", actor: "Actor.varro", ended: true }]);
  });
});

describe("a d20-segments botch's lost rounds at the table: the effect the card puts on, read by the tracker's rules", () => {
  /** A d20-segments fight of Varro (k1) then the Champion (k2), walked `turns` turns from its first. */
  function walkRounds(turns: number): ClockState[] {
    let at = state(setInitiative(segmentRounds, state(createClock(segmentRounds, [{ id: "k1" }, { id: "k2" }])), { k1: { score: 15 }, k2: { score: 8 } }));
    const states = [at];
    for (let index = 0; index < turns; index += 1) states.push((at = state(next(segmentRounds, at))));
    return states;
  }

  /** Varro as the snapshot reads him (documents/actorSnapshot.ts): a condition on while an effect in force has it as a status. */
  function varroNow(): ActorSnapshot {
    const statuses = appliedByCore(world.effects).statuses;
    const conditions = Object.fromEntries(D20_CONDITIONS.map((condition) => [condition.id, statuses.includes(condition.id)]));
    return { ref: "Actor.varro", name: "Sergeant Varro", type: "d20-segments", system: { kind: "npc", conditions }, items: [] };
  }

  it("refuses the botcher's turn while in force, allows it once the clock passes the round's end, and refuses it again stepped back", async () => {
    useFightSettings({ rules: D20_COMBAT } as FightSettings);
    const [, second, third] = walkRounds(2);
    if (second === undefined || third === undefined) throw new Error("the fight did not walk");
    // Varro's defence botched on the Champion's turn in round 1: no effect beyond the rest of the round.
    world = makeWorld(second);
    const data = { _id: "lost", ...ruleEffectData({ tag: "botch-defence-lost", effect: lostRounds(1) }, "msg1", D20_CONDITIONS, "Botch") };
    const effect = effectOn(world.varro, data);
    expect(await effect._preCreate(data, {}, GM)).not.toBe(false);
    world.effects.push(effect);
    const fresh = D20_COMBAT.freshBudget(null);
    await followClock(world.combat as unknown as Combat.Implementation, false);
    expect(D20_COMBAT.spend(fresh, "attack", varroNow())).toMatchObject({ ok: false, refusal: { code: "round-lost" } });
    // Defences stay free: the botch takes the actions, not the guard.
    expect(D20_COMBAT.spend(fresh, "parry", varroNow())).toMatchObject({ ok: true });

    moveClock(third); // Varro's turn in round 2: round 1 is over.
    await followClock(world.combat as unknown as Combat.Implementation, false);
    expect(D20_COMBAT.spend(fresh, "attack", varroNow())).toMatchObject({ ok: true });

    moveClock(second);
    await followClock(world.combat as unknown as Combat.Implementation, false);
    expect(D20_COMBAT.spend(fresh, "attack", varroNow())).toMatchObject({ ok: false, refusal: { code: "round-lost" } });
  });
});
