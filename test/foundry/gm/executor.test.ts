import { describe, expect, it } from "vitest";
import { allow, refuse, type Refusal } from "../../../src/engine/Refusal";
import { GmExecutor, readAnswer, type GmLink, type GmQuery, type QueryName } from "../../../src/foundry/gm/GmExecutor";
import type { QueryContext } from "../../../src/foundry/gm/QuerySenders";
import type { Requester } from "../../../src/foundry/gm/Requester";

/**
 * A double of the executor's link that records what it was asked. It attests the sender the way
 * v14 does (`context.user`); how v13's sender is had is tested in queryIdentity.test.ts.
 */
class FakeLink implements GmLink {
  user: Requester & { isActiveGM: boolean } = { id: "alice", isGM: false, isActiveGM: false };
  gmConnected = true;
  gmAnswer: (name: QueryName, payload: unknown) => Promise<unknown> = async (name, payload) => this.queries.get(name)?.(payload, { user: "alice" });
  readonly sent: { name: QueryName; payload: unknown; timeout: number }[] = [];
  readonly told: Refusal[] = [];
  readonly queries = new Map<QueryName, GmQuery>();

  self() {
    return this.user;
  }
  activeGM() {
    if (!this.gmConnected) return null;
    return {
      query: async (name: QueryName, payload: unknown, timeout: number) => {
        this.sent.push({ name, payload, timeout });
        return this.gmAnswer(name, payload);
      },
    };
  }
  requesterOf(_payload: unknown, context: QueryContext | undefined): Requester | null {
    return context?.user === "alice" ? { id: "alice", isGM: false } : null;
  }
  tell(refusal: Refusal): void {
    this.told.push(refusal);
  }
  install(name: QueryName, query: GmQuery): void {
    this.queries.set(name, query);
  }
}

function executorWith(link: FakeLink, ran: Requester[]): GmExecutor {
  const executor = new GmExecutor(link, 5_000);
  executor.register("advanceTurn", async (payload, requester) => {
    ran.push(requester);
    return payload === "refuse" ? refuse("not-owner", "You do not own that combatant.") : allow("done");
  });
  return executor;
}

describe("requestOfGM", () => {
  it("installs each request in CONFIG.queries under turnwright.<name>", () => {
    const link = new FakeLink();
    executorWith(link, []);
    expect([...link.queries.keys()]).toEqual(["turnwright.advanceTurn"]);
  });

  it("runs the handler here when this user is the active GM, without a query", async () => {
    const link = new FakeLink();
    link.user = { id: "gm", isGM: true, isActiveGM: true };
    const ran: Requester[] = [];
    expect(await executorWith(link, ran).request("advanceTurn", "go")).toEqual({ ok: true, value: "done" });
    expect(ran).toEqual([{ id: "gm", isGM: true }]);
    expect(link.sent).toEqual([]);
  });

  it("sends a player's request to the active GM, who answers as the one who asked", async () => {
    const link = new FakeLink();
    const ran: Requester[] = [];
    const executor = executorWith(link, ran);
    link.user = { id: "alice", isGM: false, isActiveGM: false };
    // The query lands on the GM's game: from there on, this client is the GM's.
    link.gmAnswer = async (name, payload) => {
      link.user = { id: "gm", isGM: true, isActiveGM: true };
      const answer = await link.queries.get(name)?.(payload, { user: "alice" });
      link.user = { id: "alice", isGM: false, isActiveGM: false };
      return answer;
    };
    expect(await executor.request("advanceTurn", "go")).toEqual({ ok: true, value: "done" });
    expect(link.sent).toEqual([{ name: "turnwright.advanceTurn", payload: "go", timeout: 5_000 }]);
    expect(ran).toEqual([{ id: "alice", isGM: false }]);
    expect(link.told).toEqual([]);
  });

  it("with no GM connected: a clear notification, nothing sent, nothing run", async () => {
    const link = new FakeLink();
    link.gmConnected = false;
    const ran: Requester[] = [];
    const answer = await executorWith(link, ran).request("advanceTurn", "go");
    expect(answer.ok ? null : answer.refusal.code).toBe("no-gm");
    expect(link.told.map((refusal) => refusal.code)).toEqual(["no-gm"]);
    expect(link.sent).toEqual([]);
    expect(ran).toEqual([]);
  });

  it("shows the GM's refusal, with its reason, to the one who asked", async () => {
    const link = new FakeLink();
    link.gmAnswer = async () => refuse("not-owner", "You do not own that combatant.");
    const answer = await executorWith(link, []).request("advanceTurn", "refuse");
    expect(answer.ok).toBe(false);
    expect(link.told).toEqual([{ code: "not-owner", message: "You do not own that combatant." }]);
  });

  it("says so when the GM's game does not answer", async () => {
    const link = new FakeLink();
    link.gmAnswer = async () => {
      throw new Error("timed out");
    };
    const answer = await executorWith(link, []).request("advanceTurn", "go");
    expect(answer.ok ? null : answer.refusal.code).toBe("gm-unanswered");
    expect(link.told).toHaveLength(1);
  });

  it("refuses on a player's game, for an unknown sender, and for an unknown request", async () => {
    const link = new FakeLink();
    const ran: Requester[] = [];
    const executor = executorWith(link, ran);
    const query = link.queries.get("turnwright.advanceTurn");
    if (query === undefined) throw new Error("not installed");
    expect(await query("go", { user: "alice" })).toMatchObject({ ok: false, refusal: { code: "gm-only" } });
    link.user = { id: "gm", isGM: true, isActiveGM: true };
    expect(await query("go", { user: "mallory" })).toMatchObject({ ok: false, refusal: { code: "unknown-requester" } });
    expect(await query("go", undefined)).toMatchObject({ ok: false, refusal: { code: "unknown-requester" } });
    expect(await executor.answer("launchMissiles", {}, { id: "gm", isGM: true })).toMatchObject({ ok: false, refusal: { code: "unknown-request" } });
    expect(ran).toEqual([]);
  });

  it("turns a handler's failure into a refusal the asker sees", async () => {
    const link = new FakeLink();
    link.user = { id: "gm", isGM: true, isActiveGM: true };
    const executor = new GmExecutor(link);
    executor.register("explode", async () => {
      throw new Error("validation failed: wounds.value");
    });
    const answer = await executor.request("explode", {});
    expect(answer.ok ? null : answer.refusal).toMatchObject({ code: "gm-failed", data: { reason: "validation failed: wounds.value" } });
    expect(link.told).toHaveLength(1);
  });
});

describe("reading the GM's answer", () => {
  it("takes an Outcome and nothing else", () => {
    expect(readAnswer({ ok: true, value: 3 })).toEqual({ ok: true, value: 3 });
    expect(readAnswer({ ok: false, refusal: { code: "x", message: "y" } })).toEqual({ ok: false, refusal: { code: "x", message: "y" } });
    expect(readAnswer({ ok: false, refusal: "nope" })).toMatchObject({ ok: false, refusal: { code: "gm-failed" } });
    expect(readAnswer(undefined)).toMatchObject({ ok: false, refusal: { code: "gm-failed" } });
  });
});
