import { describe, expect, it } from "vitest";
import { ACTION_DRAG_TYPE, macroCommand, readActionDrag } from "../../../../src/foundry/applications/sheets/actionDrag";

/** A macro's script run as core runs a script macro: an async function body (v13 client/documents/macro.mjs, `Macro#executeScript`: an async function of its command). */
async function runMacro(command: string, game: unknown): Promise<void> {
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...args: string[]) => (game: unknown) => Promise<void>;
  await new AsyncFunction("game", command)(game);
}

/** The API as a macro meets it: each start is noted; the user speaks as `speaking`. */
function apiDouble(speaking: string | null): { readonly game: unknown; readonly started: unknown[] } {
  const started: unknown[] = [];
  return { started, game: { turnwright: { api: { speaker: () => speaking, start: async (request: unknown) => void started.push(request) } } } };
}

describe("a macro of a sheet action", () => {
  it("an item's action runs for the actor it was made for, whoever the user speaks as", async () => {
    const { game, started } = apiDouble("Actor.other");
    await runMacro(
      macroCommand("Actor.sergeant", { action: "attack", data: { item: "w1", action: "standardAttack" }, item: { id: "w1", name: "Las rifle" } }),
      game,
    );
    expect(started).toEqual([{ actor: "Actor.sergeant", action: "attack", data: { item: "w1", action: "standardAttack" } }]);
  });

  it("a test runs for the actor the user speaks as, else the one it was made for", async () => {
    const test = { action: "rollTest", data: { characteristic: "agility" }, item: null };
    const speaking = apiDouble("Scene.s.Token.t.Actor.x");
    await runMacro(macroCommand("Actor.sergeant", test), speaking.game);
    expect(speaking.started).toEqual([{ actor: "Scene.s.Token.t.Actor.x", action: "rollTest", data: { characteristic: "agility" } }]);
    const nobody = apiDouble(null);
    await runMacro(macroCommand("Actor.sergeant", test), nobody.game);
    expect(nobody.started).toEqual([{ actor: "Actor.sergeant", action: "rollTest", data: { characteristic: "agility" } }]);
  });

  it("names and data are written as JSON: quotes in them stay data", async () => {
    const { game, started } = apiDouble(null);
    await runMacro(macroCommand('Actor."};throw 1;//', { action: "x", data: { note: '"\n});' }, item: null }), game);
    expect(started).toEqual([{ actor: 'Actor."};throw 1;//', action: "x", data: { note: '"\n});' } }]);
  });
});

describe("drag data of a sheet action", () => {
  it("is read back as it was written", () => {
    const drag = { type: ACTION_DRAG_TYPE, actor: "Actor.a", action: "attack", data: { item: "w" } };
    expect(readActionDrag(JSON.parse(JSON.stringify(drag)))).toEqual(drag);
  });

  it("anything else is not ours", () => {
    for (const other of [
      null,
      "x",
      [],
      { type: "Item", uuid: "Actor.a.Item.b" },
      { type: ACTION_DRAG_TYPE },
      { type: ACTION_DRAG_TYPE, actor: "", action: "a", data: {} },
      { type: ACTION_DRAG_TYPE, actor: "A", action: "a", data: { n: 1 } },
      { type: ACTION_DRAG_TYPE, actor: "A", action: "a", data: [] },
    ]) {
      expect(readActionDrag(other)).toBeNull();
    }
  });
});
