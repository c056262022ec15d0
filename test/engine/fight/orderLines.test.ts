import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ForcedFaces } from "../../../src/engine/dice/ForcedFaces";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import type { CombatEvent } from "../../../src/engine/events";
import { loadScenario } from "../../../src/engine/scenario/loadScenario";
import { REGISTERED, RULESETS } from "../../../src/rulesets/registry";

function fightOf(id: string, file: string, seed: number): readonly CombatEvent[] {
  const loaded = loadScenario(JSON.parse(readFileSync(new URL(`../../../examples/${id}/${file}`, import.meta.url), "utf8")), RULESETS);
  if (!loaded.ok) throw new Error(`${id}/${file} does not load`);
  const { scenario, ruleset, combatants, options } = loaded.value;
  return ruleset.prepare(combatants, options)(new ForcedFaces(seed === scenario.seed ? scenario.dice : [], new SeededFaces(seed)), {
    maxRounds: scenario.maxRounds,
    log: true,
  }).events;
}

/** Each order line of a fight with the turns taken under it, up to the next order line. */
function underEachOrder(
  events: readonly CombatEvent[],
): { readonly listed: readonly string[]; readonly out: readonly string[]; readonly turns: string[]; readonly refused: string[] }[] {
  const lines: { listed: readonly string[]; out: readonly string[]; turns: string[]; refused: string[] }[] = [];
  for (const event of events) {
    if (event.type === "round-start" && event.out !== undefined)
      lines.push({ listed: event.order.filter((id) => !(event.out ?? []).includes(id)), out: event.out, turns: [], refused: [] });
    else if (event.type === "round-start") lines.push({ listed: event.order, out: [], turns: [], refused: [] });
    else if (event.type === "step-start") {
      // A round of steps lists nobody itself: its steps do.
      if (lines.at(-1)?.turns.length === 0) lines.pop();
      lines.push({ listed: event.order, out: [], turns: [], refused: [] });
    } else if (event.type === "turn-start") lines.at(-1)?.turns.push(event.combatant);
    else if (event.type === "refused" && event.action === "turn") lines.at(-1)?.refused.push(event.combatant);
  }
  return lines;
}

const EXAMPLES = REGISTERED.flatMap(({ id }) =>
  readdirSync(new URL(`../../../examples/${id}/`, import.meta.url))
    .filter((file) => file.endsWith(".json"))
    .map((file) => [id, file] as const),
);

describe("each order line lists those who act in its round, Phase or pass", () => {
  it.each(EXAMPLES)("%s %s: everyone who takes a turn was listed, and nobody left out takes one", (id, file) => {
    for (let seed = 1; seed <= 25; seed += 1) {
      for (const line of underEachOrder(fightOf(id, file, seed))) {
        // Left out and still given a place by the clock: its turn only says it is lost.
        expect(
          line.turns.filter((who) => !line.listed.includes(who) && !line.refused.includes(who)),
          `seed ${seed}`,
        ).toEqual([]);
        expect(
          line.out.filter((who) => line.turns.includes(who) && !line.refused.includes(who)),
          `seed ${seed}`,
        ).toEqual([]);
      }
    }
  });

  it("d100-fate: the surprised are left out of the first round, and the fallen out of every round after", () => {
    const events = fightOf("d100-fate", "ambush.json", 3);
    const rounds = events.filter((e): e is Extract<CombatEvent, { type: "round-start" }> => e.type === "round-start");
    expect([...(rounds[0]?.out ?? [])].sort()).toEqual(["trooper-1", "trooper-2"]);
    const fallen = events.find((e) => e.type === "damage" && e.result === "out");
    if (fallen?.type !== "damage") throw new Error("nobody falls in this fight");
    for (const round of rounds.filter((r) => r.round > fallen.round)) expect(round.out).toContain(fallen.target);
  });

  it("phases-3d6: a Phase's line leaves out who was knocked out before it, and the Surprise Phase the unaware", () => {
    const steps = fightOf("phases-3d6", "withdraw-versus-step.json", 5).filter(
      (e): e is Extract<CombatEvent, { type: "step-start" }> => e.type === "step-start",
    );
    // Its first Turn's first two Phases: the runner knocked out in Phase 1 is left out of Phase 2.
    expect(steps.slice(0, 2).map((s) => [s.phase, s.order])).toEqual([
      [1, ["sentry", "runner", "raider", "bowman", "brute"]],
      [2, ["sentry", "raider", "bowman", "brute"]],
    ]);
    const surprise = fightOf("phases-3d6", "surprise-ambush.json", 1).find((e) => e.type === "step-start");
    expect(surprise).toMatchObject({ step: "surprise", phase: 0, order: ["archer", "cutthroat"] });
  });

  it("action-points: each pass lists only those who have not passed", () => {
    const passes = fightOf("action-points", "ambush.json", 1).filter(
      (e): e is Extract<CombatEvent, { type: "step-start" }> => e.type === "step-start" && e.round === 1,
    );
    expect(passes.map((p) => p.pass)).toEqual(passes.map((_, index) => index + 1));
    for (const [index, pass] of passes.entries()) if (index > 0) expect(pass.order.every((id) => passes[index - 1]?.order.includes(id))).toBe(true);
    expect(passes.at(-1)?.order.length).toBeLessThan(passes[0]?.order.length ?? 0);
  });

  it("d20-segments: the rounds a botch takes from the next round on are left out of their lines", () => {
    const events = fightOf("d20-segments", "squad-4v6.json", 4);
    const owed = events.filter((e): e is Extract<CombatEvent, { type: "botch" }> => e.type === "botch" && e.duration !== undefined);
    expect(owed.length).toBeGreaterThan(0);
    for (const botch of owed) {
      for (const round of events.filter(
        (e): e is Extract<CombatEvent, { type: "round-start" }> =>
          e.type === "round-start" && e.round > botch.round && e.round <= botch.round + (botch.duration ?? 0),
      )) {
        expect(round.out, `${botch.combatant} in round ${round.round}`).toContain(botch.combatant);
      }
    }
  });
});
