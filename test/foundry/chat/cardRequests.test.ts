import { describe, expect, it } from "vitest";
import { readPress, readStart } from "../../../src/foundry/chat/cardRequests";

describe("card requests sent to the GM", () => {
  it("reads a well-formed press and start", () => {
    expect(readPress({ messageId: "abc", button: "dodge:Actor.x", rolls: ['{"formula":"1d100"}'] })).toEqual({ ok: true, value: { messageId: "abc", button: "dodge:Actor.x", rolls: ['{"formula":"1d100"}'] } });
    expect(readStart({ actor: "Actor.a", action: "attack", data: { item: "i1", action: "standardAttack" }, targets: ["Actor.b"], mode: "gmroll" })).toMatchObject({ ok: true, value: { mode: "gm" } });
    expect(readStart({ actor: "Actor.a", action: "attack", data: {}, targets: [], mode: "self" })).toMatchObject({ ok: true, value: { mode: "self" } });
  });

  it.each([
    [null, "the payload"],
    [{ button: "roll", rolls: [] }, "messageId"],
    [{ messageId: "m", rolls: [] }, "button"],
    [{ messageId: "m", button: "roll", rolls: [{}] }, "rolls"],
    [{ messageId: "m", button: "roll", rolls: Array.from({ length: 41 }, () => "{}") }, "rolls"],
    [{ messageId: "m".repeat(65), button: "roll", rolls: [] }, "messageId"],
  ])("refuses a malformed press, naming the field: %j", (payload, field) => {
    expect(readPress(payload)).toMatchObject({ ok: false, refusal: { code: "malformed-request", data: { field } } });
  });

  it.each([
    [{ action: "attack", data: {}, targets: [], mode: "public" }, "actor"],
    [{ actor: "A", action: "attack", data: { item: 3 }, targets: [], mode: "public" }, "data.item"],
    [{ actor: "A", action: "attack", data: {}, targets: "B", mode: "public" }, "targets"],
    [{ actor: "A", action: "attack", data: {}, targets: [], mode: 1 }, "mode"],
    // "roll" means "my current mode", which only the presser's own game knows: it must be resolved there.
    [{ actor: "A", action: "attack", data: {}, targets: [], mode: "roll" }, "mode"],
  ])("refuses a malformed start, naming the field: %j", (payload, field) => {
    expect(readStart(payload)).toMatchObject({ ok: false, refusal: { code: "malformed-request", data: { field } } });
  });
});
