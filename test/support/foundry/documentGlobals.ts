import { standInDocumentGlobals } from "./hooks";

/**
 * Foundry's globals for a test that runs the system's Active Effects: the stand-ins of
 * `standInDocumentGlobals`, with ActiveEffect the double of v13's (activeEffects.ts) and
 * `foundry` holding v13's helpers the code calls (common/utils/helpers.mjs) and a
 * `TypeDataModel` to extend. Called from `vi.hoisted`, before the test file's imports run.
 */
export async function installDocumentGlobals(): Promise<void> {
  standInDocumentGlobals();
  const doubles = await import("./activeEffects");
  const stand: unknown = Reflect.get(globalThis, "CONFIG");
  Reflect.set(globalThis, "ActiveEffect", doubles.ActiveEffectDouble);
  Reflect.set(globalThis, "foundry", {
    abstract: { TypeDataModel: class TypeDataModel {} },
    data: { fields: stand },
    utils: { getProperty: doubles.getProperty, setProperty: doubles.setProperty, hasProperty: doubles.hasProperty, escapeHTML: doubles.escapeHTML },
  });
}
