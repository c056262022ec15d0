import { describe, expect, it } from "vitest";
import { readPress, readStart } from "../../../src/foundry/chat/cardRequests";

describe("card requests sent to the GM", () => {
  it("reads a well-formed press and start", () => {
    expect(readPress({ messageId: "abc", button: "dodge:Actor.x", rolls: ['{"formula":"1d100"}'] })).toEqual({ ok: true, value: { messageId: "abc", button: "dodge:Actor.x", rolls: ['{"formula":"1d100"}'] } });
    expect(readStart({ actor: "Actor.a", action: "attack", data: { item: "i1", action: "standardAttack" }, targets: ["Actor.b"], rollMode: "gmroll" })).toMatchObject({ ok: true });
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
    [{ action: "attack", data: {}, targets: [], rollMode: "roll" }, "actor"],
    [{ actor: "A", action: "attack", data: { item: 3 }, targets: [], rollMode: "roll" }, "data.item"],
    [{ actor: "A", action: "attack", data: {}, targets: "B", rollMode: "roll" }, "targets"],
    [{ actor: "A", action: "attack", data: {}, targets: [], rollMode: 1 }, "rollMode"],
  ])("refuses a malformed start, naming the field: %j", (payload, field) => {
    expect(readStart(payload)).toMatchObject({ ok: false, refusal: { code: "malformed-request", data: { field } } });
  });
});
