import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { allow, refuse, type Refusal } from "../../../src/engine/Refusal";
import { GmExecutor, GM_ANSWER_TIMEOUT_MS, readAnswer, type GmLink, type GmQuery, type QueryName } from "../../../src/foundry/gm/GmExecutor";
import { LONGEST_HOLD_MS, MOST_HELD_PER_ASKER, OTHER_DESK } from "../../../src/foundry/gm/desk";
import type { QueryContext } from "../../../src/foundry/gm/QuerySenders";
import type { Requester } from "../../../src/foundry/gm/Requester";
import { KNOWN_WORDS } from "../../support/words";

/**
 * A double of the executor's link that records what it was asked. It attests the sender the way
 * v14 does (`context.user`); how v13's sender is had is tested in queryIdentity.test.ts, and the
 * GM's windows and users in exactlyOnce.test.ts.
 */
class FakeLink implements GmLink {
  user: Requester & { isActiveGM: boolean } = { id: "alice", isGM: false, isActiveGM: false };
  gmConnected = true;
  readonly desk = "gm-desk";
  /** The GM's answer to a request; the GM's window answers every ask for a desk with its own. */
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
        return name === "turnwright.desk" ? allow(this.desk) : this.gmAnswer(name, payload);
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
  #ids = 0;
  newRequestId(): string {
    this.#ids += 1;
    return `request-${this.#ids}`;
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
  it("installs each request in CONFIG.queries under turnwright.<name>, beside the ask for the GM's window", () => {
    const link = new FakeLink();
    executorWith(link, []);
    expect([...link.queries.keys()]).toEqual(["turnwright.desk", "turnwright.advanceTurn"]);
    expect(() => new GmExecutor(link).register("desk", async () => allow(null))).toThrow();
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
    expect(link.sent).toEqual([
      { name: "turnwright.desk", payload: {}, timeout: 5_000 },
      { name: "turnwright.advanceTurn", payload: { turnwrightRequest: "request-1", desk: "gm-desk", body: "go" }, timeout: 5_000 },
    ]);
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

  it("takes another window's answer, should one reach it, for no answer: asking again goes with the same id", async () => {
    const link = new FakeLink();
    link.gmAnswer = async () => refuse(OTHER_DESK, "Another of the GM's windows was asked to apply this request.");
    const executor = executorWith(link, []);
    const answer = await executor.request("advanceTurn", "go");
    expect(answer.ok ? null : answer.refusal.code).toBe("gm-unanswered");
    await executor.request("advanceTurn", "go");
    const ids = link.sent.filter((sent) => sent.name === "turnwright.advanceTurn").map((sent) => Reflect.get(Object(sent.payload), "turnwrightRequest"));
    expect(ids).toEqual(["request-1", "request-1"]);
  });

  it("sends nothing, and says nothing changed, when no window of the GM's game names itself", async () => {
    const link = new FakeLink();
    const ran: Requester[] = [];
    const executor = executorWith(link, ran);
    link.activeGM = () => ({
      query: async (name: QueryName, payload: unknown, timeout: number) => {
        link.sent.push({ name, payload, timeout });
        throw new Error("operation has timed out");
      },
    });
    const answer = await executor.request("advanceTurn", "go");
    expect(answer.ok ? null : answer.refusal.code).toBe("gm-unreachable");
    expect(link.sent.map((sent) => sent.name)).toEqual(["turnwright.desk"]);
    expect(ran).toEqual([]);
  });

  describe("when the GM's answer is lost", () => {
    /** The GM's game applies the request, then its answer never arrives (it closed, the line dropped). */
    function lossyTable(): { link: FakeLink; executor: GmExecutor; ran: Requester[]; loseAnswers: (lose: boolean) => void } {
      const link = new FakeLink();
      const ran: Requester[] = [];
      const executor = executorWith(link, ran);
      let lose = true;
      link.gmAnswer = async (name, payload) => {
        link.user = { id: "gm", isGM: true, isActiveGM: true };
        const answer = await link.queries.get(name)?.(payload, { user: "alice" });
        link.user = { id: "alice", isGM: false, isActiveGM: false };
        if (lose) throw new Error("The user query timed out");
        return answer;
      };
      return { link, executor, ran, loseAnswers: (next) => (lose = next) };
    }

    it("the player hears it may or may not have applied; asking again applies it once in all, with the first answer", async () => {
      const { link, executor, ran, loseAnswers } = lossyTable();
      const first = await executor.request("advanceTurn", { combatant: "hero" });
      expect(first.ok ? null : first.refusal.code).toBe("gm-unanswered");
      expect(ran).toHaveLength(1);
      loseAnswers(false);
      expect(await executor.request("advanceTurn", { combatant: "hero" })).toEqual({ ok: true, value: "done" });
      expect(ran).toHaveLength(1);
      const requests = link.sent.filter((sent) => sent.name === "turnwright.advanceTurn");
      expect(requests.map((sent) => Reflect.get(Object(sent.payload), "turnwrightRequest"))).toEqual(["request-1", "request-1"]);
      // Asked again, the GM's game is asked for the window the first went to.
      expect(link.sent.filter((sent) => sent.name === "turnwright.desk").map((sent) => sent.payload)).toEqual([{}, { prefer: "gm-desk" }]);
    });

    it("once an answer arrives, the same request again is a new one, applied again", async () => {
      const { executor, ran, loseAnswers } = lossyTable();
      loseAnswers(false);
      await executor.request("advanceTurn", { combatant: "hero" });
      await executor.request("advanceTurn", { combatant: "hero" });
      expect(ran).toHaveLength(2);
    });

    it("another request after a lost answer is not taken for the lost one", async () => {
      const { executor, ran, loseAnswers } = lossyTable();
      await executor.request("advanceTurn", { combatant: "hero" });
      loseAnswers(false);
      await executor.request("advanceTurn", { combatant: "villain" });
      expect(ran).toHaveLength(2);
    });

    it("an id is remembered per sender: another user naming it has their own request applied", async () => {
      const link = new FakeLink();
      link.user = { id: "gm", isGM: true, isActiveGM: true };
      const ran: Requester[] = [];
      executorWith(link, ran);
      const query = link.queries.get("turnwright.advanceTurn");
      if (query === undefined) throw new Error("not installed");
      link.requesterOf = (_payload, context) => (context?.user === "alice" || context?.user === "bob" ? { id: context.user, isGM: false } : null);
      await query({ turnwrightRequest: "same", desk: "gm-desk", body: "go" }, { user: "alice" });
      await query({ turnwrightRequest: "same", desk: "gm-desk", body: "go" }, { user: "alice" });
      await query({ turnwrightRequest: "same", desk: "gm-desk", body: "go" }, { user: "bob" });
      expect(ran.map((requester) => requester.id)).toEqual(["alice", "bob"]);
    });
  });

  it("refuses on a player's game, on a GM's game that is not the active GM's, for an unknown sender, without a desk, and for an unknown request", async () => {
    const link = new FakeLink();
    const ran: Requester[] = [];
    const executor = executorWith(link, ran);
    const query = link.queries.get("turnwright.advanceTurn");
    const desk = link.queries.get("turnwright.desk");
    if (query === undefined || desk === undefined) throw new Error("not installed");
    const envelope = { turnwrightRequest: "r", desk: "gm-desk", body: "go" };
    expect(await query(envelope, { user: "alice" })).toMatchObject({ ok: false, refusal: { code: "gm-only" } });
    expect(await desk({}, { user: "alice" })).toMatchObject({ ok: false, refusal: { code: "gm-only" } });
    link.user = { id: "assistant", isGM: true, isActiveGM: false };
    expect(await query(envelope, { user: "alice" })).toMatchObject({ ok: false, refusal: { code: "gm-not-active" } });
    expect(await desk({}, { user: "alice" })).toMatchObject({ ok: false, refusal: { code: "gm-not-active" } });
    link.user = { id: "gm", isGM: true, isActiveGM: true };
    expect(await desk({}, { user: "alice" })).toEqual({ ok: true, value: "gm-desk" });
    expect(await query(envelope, { user: "mallory" })).toMatchObject({ ok: false, refusal: { code: "unknown-requester" } });
    expect(await query(envelope, undefined)).toMatchObject({ ok: false, refusal: { code: "unknown-requester" } });
    for (const deskless of ["go", { turnwrightRequest: "r", body: "go" }, { ...envelope, desk: 7 }, { ...envelope, desk: "" }]) {
      expect(await query(deskless, { user: "alice" })).toMatchObject({ ok: false, refusal: { code: "gm-no-desk" } });
    }
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

describe("the executor's own refusals", () => {
  it("each have words for the one who asked", () => {
    const source = readFileSync(new URL("../../../src/foundry/gm/GmExecutor.ts", import.meta.url), "utf8");
    const codes = [...source.matchAll(/refuse\("([a-z-]+)"/g)].map((match) => match[1] ?? "");
    expect(codes).toEqual(expect.arrayContaining(["gm-not-active", "gm-no-desk", "gm-unreachable", "gm-unanswered"]));
    for (const code of [...codes, OTHER_DESK]) expect(KNOWN_WORDS.has(`TURNWRIGHT.Refusal.${code}`), code).toBe(true);
  });
});

describe("a hostile console's queries for a desk no window has", () => {
  /** The active GM's window, Mallory's queries attested by the server, each query as core calls its handler. */
  function gmWindow(): Map<QueryName, GmQuery> {
    const queries = new Map<QueryName, GmQuery>();
    const link: GmLink = {
      self: () => ({ id: "gm", isGM: true, isActiveGM: true }),
      activeGM: () => null,
      requesterOf: (_payload, context) => (context?.user === "mallory" ? { id: "mallory", isGM: false } : null),
      tell: () => undefined,
      install: (name, query) => void queries.set(name, query),
      newRequestId: () => "unused",
      desk: "the-gm-s-desk",
    };
    const executor = new GmExecutor(link);
    executor.register("advanceTurn", async () => allow("done"));
    return queries;
  }

  it("keeps at most a few of one asker's open, none past the time Turnwright's own askers wait; the rest are answered at once", async () => {
    vi.useFakeTimers();
    try {
      const queries = gmWindow();
      const advance = queries.get("turnwright.advanceTurn");
      const desk = queries.get("turnwright.desk");
      if (advance === undefined || desk === undefined) throw new Error("no queries installed");
      const answered: string[] = [];
      // A thousand requests for a desk no window has, and desk probes preferring one, each asking to be held ten minutes.
      const asked = [
        ...Array.from({ length: 1_000 }, (_, n) =>
          advance({ turnwrightRequest: `r${n}`, desk: "nowhere-desk-000", body: {} }, { timeout: 600_000, user: "mallory" }),
        ),
        ...Array.from({ length: 100 }, () => desk({ prefer: "nowhere-desk-000" }, { timeout: 600_000, user: "mallory" })),
      ].map((answer) => answer.then((outcome) => void answered.push(outcome.ok ? "desk" : outcome.refusal.code)));
      await vi.advanceTimersByTimeAsync(0);
      expect(answered).toHaveLength(1_100 - MOST_HELD_PER_ASKER);
      expect(new Set(answered)).toEqual(new Set([OTHER_DESK]));
      await vi.advanceTimersByTimeAsync(LONGEST_HOLD_MS + 1_000);
      await Promise.all(asked);
      expect(answered).toHaveLength(1_100);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("holds no longer than Turnwright's own askers wait", () => {
    expect(LONGEST_HOLD_MS).toBe(GM_ANSWER_TIMEOUT_MS);
  });
});
