import { describe, expect, it } from "vitest";
import { allow, type Outcome, type Refusal } from "../../../src/engine/Refusal";
import { GmExecutor, type GmLink, type GmQuery, type QueryName } from "../../../src/foundry/gm/GmExecutor";
import { querySender, QuerySenders, type QueryUsers } from "../../../src/foundry/gm/QuerySenders";
import type { Requester } from "../../../src/foundry/gm/Requester";
import {
  listenForQueriesAsCore,
  QueryServer,
  sendQuery,
  type CoreVersion,
  type QueryHandler,
  type SocketDouble,
  type UserDouble,
} from "../../support/foundry/userQueries";

const GM: UserDouble = { id: "gm", isGM: true };
const ALICE: UserDouble = { id: "alice", isGM: false };
const BOB: UserDouble = { id: "bob", isGM: false };
const USERS = [GM, ALICE, BOB];

const WORLD_USERS: QueryUsers = {
  fromDocument: (user) => USERS.find((known) => known === user) ?? null,
  byId: (id) => USERS.find((known) => known.id === id) ?? null,
};

/** One client's game: its socket, its `CONFIG.queries`, and the executor wired as foundryLink wires it. */
interface Client {
  readonly socket: SocketDouble;
  readonly queries: Record<string, QueryHandler>;
  readonly executor: GmExecutor;
  readonly told: Refusal[];
}

function clientOf(server: QueryServer, user: UserDouble, version: CoreVersion, asked: { requester: Requester; payload: unknown }[]): Client {
  const socket = server.connect(user);
  const queries: Record<string, QueryHandler> = {};
  const senders = new QuerySenders();
  senders.listen(socket);
  const told: Refusal[] = [];
  const link: GmLink = {
    self: () => ({ ...user, isActiveGM: user === GM }),
    activeGM: () => ({ query: (name: QueryName, payload: unknown, timeout: number) => sendQuery(socket, queries, GM, name, payload, timeout) }),
    requesterOf: (payload, context) => querySender(payload, context, senders, WORLD_USERS),
    tell: (refusal) => told.push(refusal),
    install: (name: QueryName, query: GmQuery) => {
      queries[name] = (data, context) => query(data, context);
    },
    newRequestId: () => `${user.id}-${Math.random().toString(36).slice(2)}`,
    desk: `${user.id}-desk`,
  };
  const executor = new GmExecutor(link, 1_000);
  executor.register("advanceTurn", async (payload, requester): Promise<Outcome<unknown>> => {
    asked.push({ requester, payload });
    await Promise.resolve();
    return allow(requester.id);
  });
  // Core attaches its own listener only when the game is ready, after the system's init.
  listenForQueriesAsCore(socket, version, queries, USERS);
  return { socket, queries, executor, told };
}

function table(version: CoreVersion) {
  const server = new QueryServer(USERS);
  const asked: { requester: Requester; payload: unknown }[] = [];
  const gm = clientOf(server, GM, version, asked);
  const alice = clientOf(server, ALICE, version, asked);
  const bob = clientOf(server, BOB, version, asked);
  return { gm, alice, bob, asked };
}

describe.each([13, 14] as const)("a player's request in Foundry v%i", (version) => {
  it("reaches the GM's handler as the player who sent it", async () => {
    const { alice, asked } = table(version);
    const answer = await alice.executor.request("advanceTurn", { combat: "fight", combatant: "hero" });
    expect(answer).toEqual({ ok: true, value: "alice" });
    expect(asked.map((entry) => entry.requester)).toEqual([{ id: "alice", isGM: false }]);
    expect(alice.told).toEqual([]);
  });

  it("ignores a payload that names another user", async () => {
    const { alice, asked } = table(version);
    const forged = { combat: "fight", combatant: "hero", user: "gm", userId: "gm", requester: { id: "gm", isGM: true } };
    const answer = await alice.executor.request("advanceTurn", forged);
    expect(answer).toEqual({ ok: true, value: "alice" });
    expect(asked.map((entry) => entry.requester.id)).toEqual(["alice"]);
  });

  it("keeps two players' requests apart while both are in flight", async () => {
    const { alice, bob, asked } = table(version);
    const answers = await Promise.all([
      alice.executor.request("advanceTurn", { combat: "fight", combatant: "hero" }),
      bob.executor.request("advanceTurn", { combat: "fight", combatant: "villain" }),
      alice.executor.request("advanceTurn", { combat: "fight", combatant: "hero" }),
    ]);
    expect(answers.map((answer) => (answer.ok ? answer.value : null))).toEqual(["alice", "bob", "alice"]);
    expect(asked.map((entry) => [entry.requester.id, Reflect.get(Object(entry.payload), "combatant")])).toEqual([
      ["alice", "hero"],
      ["bob", "villain"],
      ["alice", "hero"],
    ]);
  });
});

describe("a query whose sender cannot be had", () => {
  it("is refused, not applied, when core calls the handler as v13 does but no packet brought it", async () => {
    const { gm, asked } = table(13);
    const handler = gm.queries["turnwright.advanceTurn"];
    if (handler === undefined) throw new Error("not installed");
    const answer = await handler({ combat: "fight", combatant: "hero", user: "alice" }, { timeout: 1_000 });
    expect(answer).toMatchObject({ ok: false, refusal: { code: "unknown-requester" } });
    expect(asked).toEqual([]);
  });

  it("is refused when v14's user is not one of the world's users", async () => {
    const { gm, asked } = table(14);
    const handler = gm.queries["turnwright.advanceTurn"];
    if (handler === undefined) throw new Error("not installed");
    const answer = await handler({ combat: "fight", combatant: "hero" }, { timeout: 1_000, user: { id: "alice", isGM: false } });
    expect(answer).toMatchObject({ ok: false, refusal: { code: "unknown-requester" } });
    expect(asked).toEqual([]);
  });

  it("is refused when the payload is not an object, so no packet can be matched to it", async () => {
    const { alice, asked } = table(13);
    // Sent around Turnwright's client, which always sends an object (the request's envelope).
    await expect(sendQuery(alice.socket, alice.queries, GM, "turnwright.advanceTurn", "hero", 1_000)).resolves.toMatchObject({
      ok: false,
      refusal: { code: "unknown-requester" },
    });
    expect(asked).toEqual([]);
  });

  it("finds the sender of any request Turnwright's client sends, a bare text one included: it travels in an envelope", async () => {
    const { alice, asked } = table(13);
    expect(await alice.executor.request("advanceTurn", "hero")).toEqual({ ok: true, value: "alice" });
    expect(asked).toEqual([{ requester: { id: "alice", isGM: false }, payload: "hero" }]);
  });
});

describe("QuerySenders", () => {
  it("remembers a sender per packet, hands it out once, and ignores other events", () => {
    const senders = new QuerySenders();
    const first = { a: 1 };
    const second = { a: 1 };
    senders.hear("userActivity", ["alice", { active: true }]);
    senders.hear("userQuery", ["alice", "q1", "turnwright.advanceTurn", first, { timeout: 10 }, () => undefined]);
    senders.hear("userQuery", ["bob", "q2", "turnwright.advanceTurn", second, { timeout: 10 }, () => undefined]);
    expect(senders.take(second)).toBe("bob");
    expect(senders.take(first)).toBe("alice");
    expect(senders.take(first)).toBeNull();
    expect(senders.take({ a: 1 })).toBeNull();
  });

  it("prefers v14's attested user to the packet", () => {
    const senders = new QuerySenders();
    const payload = {};
    senders.hear("userQuery", ["alice", "q1", "turnwright.advanceTurn", payload, {}, () => undefined]);
    expect(querySender(payload, { user: BOB }, senders, WORLD_USERS)).toEqual(BOB);
    expect(senders.take(payload)).toBeNull();
  });
});
