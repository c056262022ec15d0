import { describe, expect, it } from "vitest";
import { fieldTree } from "../../src/engine/schema/FieldTree";
import { D100_DOCUMENTS } from "../../src/rulesets/d100-fate/play/documents";
import { D100ActorSchema } from "../../src/rulesets/d100-fate/schema";
import { cleanUpdate } from "../support/foundry/cleanUpdate";
import { expandedWrite } from "../support/foundry/expandedWrite";
import { mergeUpdate } from "../support/foundry/mergeUpdate";
import { packEntries } from "../support/packSources";
import { foundryCommon, isRecord, type Data } from "./foundryCommon";

const foundryCode = await foundryCommon();
// Turnwright's Foundry modules come after Foundry's globals (foundryCommon).
const { dataModelFor } = await import("../../src/foundry/data/dataModelFor");

/** Every path (dotted) of an object's keys, nested ones included. */
function paths(value: unknown, prefix = ""): string[] {
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => [`${prefix}${key}`, ...paths(inner, `${prefix}${key}.`)]);
}

describe("the unit tests' doubles of an update, held to v13's code", () => {
  it("expandedWrite expands a write's dotted keys as the client does before sending it (common/utils/helpers.mjs expandObject, run by client/data/client-backend.mjs on every create and update)", () => {
    const cases: Data[] = [
      { "wounds.value": 3, name: "x" },
      { "==card": { kind: "damage", damage: { steps: [], dealt: [{ ref: "Actor.a", before: { "wounds.value": 16 }, after: { "wounds.value": 9 } }] } } },
      { a: [{ "b.c": 1 }, [{ "d.e": 2 }], 3], f: null, g: "h.i" },
      { "x.y": { "z.w": { v: 1 } }, x: { u: 2 } },
    ];
    for (const write of cases) expect(expandedWrite(structuredClone(write)), JSON.stringify(write)).toEqual(foundry.utils.expandObject(structuredClone(write)));
  });

  it("mergeUpdate merges as mergeObject with deletions (common/utils/helpers.mjs, mergeObject with performDeletions, _mergeInsert, _mergeUpdate)", () => {
    const cases: [Data, Data][] = [
      [{ a: 1, b: { c: 2, d: 3 } }, { b: { c: 4 } }],
      [
        { a: 1, b: { c: 2 } },
        { "-=a": null, b: { "-=c": null } },
      ],
      [{ a: 1, b: { c: 2, d: 3 } }, { "==b": { c: 5 } }],
      [{ b: { c: { x: 1 } } }, { b: { "==c": { y: { "-=z": null, w: 1 } } } }],
      [{ a: [1, 2] }, { a: [3] }],
      [{ a: { x: 1 } }, { a: 5 }],
      [{ a: 5 }, { a: { x: 1, "-=y": null } }],
      [{}, { x: { "-=y": null, "==z": { q: 1 }, w: 1 } }],
      [
        { clock: { round: 2, holds: { a: 1 } }, budgets: { a: {}, b: {} } },
        { "==clock": { round: 3, holds: {} }, "==budgets": { a: {} } },
      ],
      [{ clock: { round: 2 } }, { "==clock": null }],
    ];
    for (const [target, changes] of cases) {
      const real = foundry.utils.mergeObject(structuredClone(target), structuredClone(changes), { performDeletions: true });
      const double = structuredClone(target);
      mergeUpdate(double, structuredClone(changes));
      expect(double, JSON.stringify(changes)).toEqual(real);
    }
  });

  it("cleanUpdate keeps and drops the keys the client's dry run keeps and drops (common/abstract/data.mjs DataModel#updateSource; common/data/fields.mjs SchemaField#_cleanType, TypeDataField#_cleanType)", () => {
    const { Actor } = foundryCode.dataModels;
    for (const type of Object.keys(Actor)) delete Actor[type];
    Actor[D100_DOCUMENTS.actorType] = dataModelFor(D100_DOCUMENTS, D100_DOCUMENTS.actorType);
    const entry = packEntries("d100-fate-actors")[0];
    if (entry === undefined) throw new Error("no d100-fate actor");
    const actor = new foundryCode.documents.BaseActor(JSON.parse(JSON.stringify(entry)));
    const updates: Data[] = [
      { system: { weaponSkill: 41, ws: 41, "-=ws": null, wounds: { "-=value": null, "-=old": null } } },
      { system: { conditions: { prone: true, "-=gone": null, gone: true } } },
      { "==system": { kind: "pc", weaponSkill: 50, ws: 50, conditions: { stunned: true, old: 1 } } },
      { system: { "==conditions": { prone: true, old: true }, "==old": { a: 1 } } },
    ];
    for (const update of updates) {
      const real = structuredClone(update);
      actor.updateSource(real, { dryRun: true, fallback: false, recursive: true });
      const given = paths(update);
      const keptByFoundry = new Set(paths(real));
      expect(paths(cleanUpdate(update, fieldTree(D100_DOCUMENTS.schemas[D100_DOCUMENTS.actorType] ?? D100ActorSchema))), JSON.stringify(update)).toEqual(
        given.filter((path) => keptByFoundry.has(path)),
      );
    }
  });
});
