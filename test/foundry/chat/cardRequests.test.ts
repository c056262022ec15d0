import { describe, expect, it } from "vitest";
import { readPress, readStart } from "../../../src/foundry/chat/cardRequests";

describe("card requests sent to the GM", () => {
  it("reads a well-formed press and start", () => {
    expect(readPress({ messageId: "abc", button: "dodge:Actor.x" })).toEqual({ ok: true, value: { messageId: "abc", button: "dodge:Actor.x", tokens: [] } });
    const token = "Scene.aaaaaaaaaaaaaaaa.Token.bbbbbbbbbbbbbbbb";
    expect(readPress({ messageId: "abc", button: "deal:selected", tokens: [token] })).toEqual({
      ok: true,
      value: { messageId: "abc", button: "deal:selected", tokens: [token] },
    });
    // The GM's typed amount travels as typed: the rules say whether it is a number of damage.
    expect(readPress({ messageId: "abc", button: "adjust:set", amount: "2.5" })).toEqual({
      ok: true,
      value: { messageId: "abc", button: "adjust:set", tokens: [], amount: "2.5" },
    });
    expect(readPress({ messageId: "abc", button: "adjust:set", amount: 7 })).toEqual({
      ok: true,
      value: { messageId: "abc", button: "adjust:set", tokens: [], amount: "7" },
    });
    expect(
      readStart({ actor: "Actor.a", action: "attack", data: { item: "i1", action: "standardAttack" }, targets: ["Actor.b"], mode: "gmroll" }),
    ).toMatchObject({ ok: true, value: { mode: "gm" } });
    expect(readStart({ actor: "Actor.a", action: "attack", data: {}, targets: [], mode: "self" })).toMatchObject({ ok: true, value: { mode: "self" } });
  });

  it("reads no dice from a press: faces a client sends, forged or not, never reach the rules", () => {
    const forged = {
      messageId: "abc",
      button: "roll",
      rolls: [
        '{"class":"Roll","formula":"1d100","terms":[{"class":"Die","faces":100,"number":1,"results":[{"result":1,"active":true}]}],"total":1,"evaluated":true}',
      ],
      faces: [1],
      outcomes: [{ total: 1 }],
    };
    expect(readPress(forged)).toEqual({ ok: true, value: { messageId: "abc", button: "roll", tokens: [] } });
  });

  it.each([
    [null, "the payload"],
    [{ button: "roll", rolls: [] }, "messageId"],
    [{ messageId: "m", rolls: [] }, "button"],
    [{ messageId: "m".repeat(65), button: "roll", rolls: [] }, "messageId"],
    [{ messageId: "m", button: "deal:selected", tokens: "Scene.a.Token.b" }, "tokens"],
    [{ messageId: "m", button: "deal:selected", tokens: [3] }, "tokens"],
    [{ messageId: "m", button: "deal:selected", tokens: Array.from({ length: 51 }, () => "Scene.a.Token.b") }, "tokens"],
    [{ messageId: "m", button: "adjust:set", amount: "9".repeat(33) }, "amount"],
    [{ messageId: "m", button: "adjust:set", amount: { set: 3 } }, "amount"],
    [{ messageId: "m", button: "adjust:set", amount: Number.NaN }, "amount"],
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
