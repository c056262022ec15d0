import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { allow, type Outcome, type Refusal } from "../../../src/engine/Refusal";
import { GmExecutor, GM_ANSWER_TIMEOUT_MS, type GmLink, type GmQuery, type QueryName } from "../../../src/foundry/gm/GmExecutor";
import { querySender, QuerySenders, type QueryUsers } from "../../../src/foundry/gm/QuerySenders";
import {
  listenForQueriesAsCore,
  QueryServer,
  sendQuery,
  type CoreVersion,
  type QueryHandler,
  type SocketDouble,
  type UserDouble,
} from "../../support/foundry/userQueries";

/**
 * A player's request against Foundry's relay of user queries (test/support/foundry/userQueries.ts:
 * the server delivers a query to every socket of its recipient and hands the asker the first
 * answer): each window below is a whole client, with its own socket, `CONFIG.queries` and
 * executor, wired as foundryLink wires them. What counts is how often a request is applied.
 */

const GM: UserDouble = { id: "gm", isGM: true };
/** A second GM user; v13's `Users#activeGM` designates one GM of those connected, here `GM`. */
const ASSISTANT: UserDouble = { id: "assistant", isGM: true };
const ALICE: UserDouble = { id: "alice", isGM: false };
const MALLORY: UserDouble = { id: "mallory", isGM: false };
const USERS = [GM, ASSISTANT, ALICE, MALLORY];

const WORLD_USERS: QueryUsers = {
  fromDocument: (user) => USERS.find((known) => known === user) ?? null,
  byId: (id) => USERS.find((known) => known.id === id) ?? null,
};

interface Applied {
  readonly window: string;
  readonly requester: string;
  readonly payload: unknown;
}

/** One window: a client of its own, logged in as `user`. */
interface Window {
  readonly name: string;
  readonly socket: SocketDouble;
  readonly queries: Record<string, QueryHandler>;
  readonly executor: GmExecutor;
  readonly told: Refusal[];
}

/** Each request is applied after `applyMs` (a handler's writes take time); the answer names the window that applied it. */
class Table {
  readonly server = new QueryServer(USERS);
  readonly applied: Applied[] = [];
  applyMs = 0;
  /** Called as a client sends a query to the active GM, before it leaves. */
  beforeSend: (query: QueryName) => void = () => undefined;

  constructor(readonly version: CoreVersion) {}

  open(name: string, user: UserDouble): Window {
    const socket = this.server.connect(user);
    const queries: Record<string, QueryHandler> = {};
    const senders = new QuerySenders();
    senders.listen(socket);
    const told: Refusal[] = [];
    let ids = 0;
    const link: GmLink = {
      self: () => ({ ...user, isActiveGM: user === GM }),
      activeGM: () => ({
        query: (query: QueryName, payload: unknown, timeout: number) => {
          this.beforeSend(query);
          return sendQuery(socket, queries, GM, query, payload, timeout);
        },
      }),
      requesterOf: (payload, context) => querySender(payload, context, senders, WORLD_USERS),
      tell: (refusal) => told.push(refusal),
      install: (query: QueryName, handler: GmQuery) => {
        queries[query] = (data, context) => handler(data, context);
      },
      newRequestId: () => `${name}-request-${(ids += 1)}`,
      desk: `${name}-desk`,
    };
    const executor = new GmExecutor(link);
    executor.register("advanceTurn", async (payload, requester): Promise<Outcome<unknown>> => {
      this.applied.push({ window: name, requester: requester.id, payload });
      if (this.applyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.applyMs));
      return allow(name);
    });
    listenForQueriesAsCore(socket, this.version, queries, USERS);
    return { name, socket, queries, executor, told };
  }
}

/** Lets every timer run (the server's per-socket timeouts, the GM's waits) and answers what `pending` came to. */
async function settled<T>(pending: Promise<T>): Promise<T> {
  await vi.runAllTimersAsync();
  return pending;
}

const code = (answer: unknown): string | null => {
  const refusal: unknown = typeof answer === "object" && answer !== null ? Reflect.get(answer, "refusal") : undefined;
  return typeof refusal === "object" && refusal !== null ? String(Reflect.get(refusal, "code")) : null;
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe.each([13, 14] as const)("Foundry v%i: the GM with the world open in two windows", (version) => {
  it("applies a player's request once, and the player hears the answer of the window that applied it", async () => {
    const table = new Table(version);
    table.open("gm-1", GM);
    table.open("gm-2", GM);
    const alice = table.open("alice", ALICE);
    const answer = await settled(alice.executor.request("advanceTurn", { combat: "fight", combatant: "hero" }));
    expect(table.applied).toEqual([{ window: answer.ok ? answer.value : "?", requester: "alice", payload: { combat: "fight", combatant: "hero" } }]);
    expect(alice.told).toEqual([]);
  });

  it("applies each of many requests in flight together once", async () => {
    const table = new Table(version);
    table.open("gm-1", GM);
    table.open("gm-2", GM);
    const alice = table.open("alice", ALICE);
    const answers = await settled(Promise.all(Array.from({ length: 10 }, (_, index) => alice.executor.request("advanceTurn", { combatant: `c${index}` }))));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(table.applied.map((entry) => Reflect.get(Object(entry.payload), "combatant")).sort()).toEqual(
      Array.from({ length: 10 }, (_, index) => `c${index}`).sort(),
    );
  });

  it("applies once when the answer comes too late for the player and the player asks again", async () => {
    const table = new Table(version);
    table.open("gm-1", GM);
    table.open("gm-2", GM);
    const alice = table.open("alice", ALICE);
    table.applyMs = GM_ANSWER_TIMEOUT_MS * 2;
    const first = await settled(alice.executor.request("advanceTurn", { combatant: "hero" }));
    expect(code(first)).toBe("gm-unanswered");
    table.applyMs = 0;
    const again = await settled(alice.executor.request("advanceTurn", { combatant: "hero" }));
    expect(again.ok).toBe(true);
    expect(table.applied).toHaveLength(1);
  });

  it("asking again reaches the window the unanswered request went to, though another answers for a desk first", async () => {
    const table = new Table(version);
    const first = table.open("gm-1", GM);
    table.open("gm-2", GM);
    const alice = table.open("alice", ALICE);
    table.applyMs = GM_ANSWER_TIMEOUT_MS * 2;
    expect(code(await settled(alice.executor.request("advanceTurn", { combatant: "hero" })))).toBe("gm-unanswered");
    expect(table.applied.map((entry) => entry.window)).toEqual(["gm-1"]);
    table.applyMs = 0;
    // gm-1 is busy now: its answers take a second longer than gm-2's.
    const offer = first.queries["turnwright.desk"];
    first.queries["turnwright.desk"] = async (data, context) => {
      const answer: unknown = offer?.(data, context);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return answer;
    };
    expect(await settled(alice.executor.request("advanceTurn", { combatant: "hero" }))).toEqual({ ok: true, value: "gm-1" });
    expect(table.applied.map((entry) => entry.window)).toEqual(["gm-1"]);
  });

  it("when the window whose desk the player was given closes before the request arrives: the other applies nothing then, and once when the player asks again", async () => {
    const table = new Table(version);
    const first = table.open("gm-1", GM);
    table.open("gm-2", GM);
    const alice = table.open("alice", ALICE);
    table.beforeSend = (query) => {
      if (query === "turnwright.advanceTurn" && first.socket.connected) table.server.disconnect(first.socket);
    };
    const lost = await settled(alice.executor.request("advanceTurn", { combatant: "hero" }));
    expect(code(lost)).toBe("gm-unanswered");
    expect(table.applied).toEqual([]);
    const again = await settled(alice.executor.request("advanceTurn", { combatant: "hero" }));
    expect(again).toEqual({ ok: true, value: "gm-2" });
    expect(table.applied).toHaveLength(1);
  });
  it("when the GM's last window has closed as the player asks: the server sends the query nowhere, and the player stops waiting after the timeout", async () => {
    const table = new Table(version);
    const only = table.open("gm-1", GM);
    const alice = table.open("alice", ALICE);
    table.server.disconnect(only.socket);
    const answer = await settled(alice.executor.request("advanceTurn", { combatant: "hero" }));
    expect(code(answer)).toBe("gm-unreachable");
    expect(alice.told.map((refusal) => refusal.code)).toEqual(["gm-unreachable"]);
    expect(table.applied).toEqual([]);
  });
});

describe.each([13, 14] as const)("Foundry v%i: two GM users connected", (version) => {
  it("a player's request is applied once, by the active GM's game, whichever GM's game asks", async () => {
    const table = new Table(version);
    table.open("gm-1", GM);
    table.open("gm-2", GM);
    const assistant = table.open("assistant", ASSISTANT);
    const alice = table.open("alice", ALICE);
    expect((await settled(alice.executor.request("advanceTurn", { combatant: "hero" }))).ok).toBe(true);
    expect((await settled(assistant.executor.request("advanceTurn", { combatant: "villain" }))).ok).toBe(true);
    expect(table.applied.map((entry) => [entry.requester, entry.window.slice(0, 3)])).toEqual([
      ["alice", "gm-"],
      ["assistant", "gm-"],
    ]);
  });

  it("a hostile player who sends one request straight to both GM users, again, and without a desk, has it applied once", async () => {
    const table = new Table(version);
    table.open("gm-1", GM);
    table.open("gm-2", GM);
    table.open("assistant", ASSISTANT);
    const mallory = table.open("mallory", MALLORY);
    const ask = (to: UserDouble, name: string, data: unknown) =>
      sendQuery(mallory.socket, mallory.queries, to, name, data, 1_000).catch((error: unknown) => ({ thrown: String(error) }));
    const desk = await settled(ask(GM, "turnwright.desk", {}));
    const deskId = Reflect.get(Object(desk), "value");
    expect(typeof deskId).toBe("string");
    // The non-active GM's game gives no desk.
    expect(code(await settled(ask(ASSISTANT, "turnwright.desk", {})))).toBe("gm-not-active");
    const envelope = { turnwrightRequest: "forged-1", desk: deskId, body: { combatant: "hero" } };
    const answers = await settled(
      Promise.all([
        ask(GM, "turnwright.advanceTurn", envelope),
        ask(ASSISTANT, "turnwright.advanceTurn", envelope),
        ask(GM, "turnwright.advanceTurn", envelope),
        ask(GM, "turnwright.advanceTurn", { turnwrightRequest: "forged-2", body: { combatant: "hero" } }),
        ask(ASSISTANT, "turnwright.advanceTurn", { turnwrightRequest: "forged-3", desk: "assistant-desk", body: { combatant: "hero" } }),
      ]),
    );
    expect(table.applied).toHaveLength(1);
    expect(table.applied[0]?.requester).toBe("mallory");
    expect(answers.map(code)).toEqual([null, "gm-not-active", null, "gm-no-desk", "gm-not-active"]);
  });
});
