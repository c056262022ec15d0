import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openSheet } from "../../../src/foundry/versions/openSheet";
import { GENERATIONS, V14, globalsOf, type FoundryGeneration } from "../../support/foundry/foundryGenerations";

/** v14's `foundry.utils.logCompatibilityWarning`, which its ApplicationV2 warns through for a boolean. */
const warned = vi.fn();

/** The globals `openSheet` reads: the generation's, with its ApplicationV2. */
function runAs(generation: FoundryGeneration): void {
  const globals = globalsOf(generation, warned);
  for (const [name, value] of Object.entries(globals)) vi.stubGlobal(name, value);
  vi.stubGlobal("foundry", { ...globals.foundry, applications: { api: { ApplicationV2: generation.ApplicationV2 } } });
}

/** A module's sheet of the ApplicationV1 kind (v13 client/appv1/api/application-v1.mjs `render(force, options)`), which takes the boolean as its own. */
class ApplicationV1 {
  readonly renders: unknown[] = [];
  async render(force?: boolean): Promise<this> {
    this.renders.push(force);
    return this;
  }
}

/** A sheet double as the game's declarations type a document's sheet: Turnwright only ever calls `render` on it. */
const asSheet = (sheet: object): Parameters<typeof openSheet>[0] => sheet as Parameters<typeof openSheet>[0];

beforeEach(() => warned.mockClear());
afterEach(() => vi.unstubAllGlobals());

describe.each(GENERATIONS)("a document's sheet opened (an item's from the actor sheet, an effect's from the effects panel), on $name", (generation) => {
  beforeEach(() => runAs(generation));

  it("core's ApplicationV2 sheet is drawn and brought up with ApplicationV2's options, and logs no compatibility warning", async () => {
    const sheet = new generation.ApplicationV2();
    await openSheet(asSheet(sheet));
    expect(sheet.renders).toEqual([{ force: true }]);
    expect(warned).not.toHaveBeenCalled();
  });

  it("a module's ApplicationV1 sheet is drawn through its own signature; no sheet, nothing", async () => {
    const sheet = new ApplicationV1();
    await openSheet(asSheet(sheet));
    await openSheet(null);
    await openSheet(undefined);
    expect(sheet.renders).toEqual([true]);
  });
});

describe("the ApplicationV1 signature on v14's ApplicationV2", () => {
  it("still draws, with a compatibility warning: what openSheet never causes", async () => {
    runAs(V14);
    const sheet = new V14.ApplicationV2();
    await sheet.render(true);
    expect(sheet.renders).toEqual([{ force: true }]);
    expect(warned).toHaveBeenCalledTimes(1);
  });
});
