import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The GM's side reaches the system's document classes, which extend Foundry's at import.
await vi.hoisted(async () => (await import("../../support/foundry/hooks")).standInDocumentGlobals());
import { cardHandlers } from "../../../src/foundry/chat/cardHandlers";
import { aimedTargets } from "../../../src/foundry/chat/aimedTargets";
import { HEARD_TARGETS } from "../../../src/foundry/gm/foundryLink";
import { HeardTargets } from "../../../src/foundry/gm/HeardTargets";
import { D100_MODULE } from "../../../src/rulesets/d100-fate/play/module";
import { packActor, weaponId } from "../../rulesets/d100-fate/play/packActors";
import { MemoryCardWorld, memoryTable, thrownFaces, user } from "./cardWorld";

const sergeant = packActor("guard-sergeant", "Actor.sergeant");
const cultist = packActor("cultist", "Actor.cultist");
/** An actor the GM keeps off the map: no token of it on any scene. */
const secret = packActor("cultist", "Actor.secret");
const TOKEN = (ref: string): string => `Scene.aaaaaaaaaaaaaaaa.Token.${ref.slice(6).padEnd(16, "x")}`;
const ALICE = { id: "alice", isGM: false };
const GM = { id: "gm", isGM: true };

/** The GM's game over a table where Alice owns the sergeant, targets what `targets` names, and a token may be hidden. */
function gmGame(targets: readonly string[], hidden: readonly string[] = []) {
  const world = new MemoryCardWorld(D100_MODULE, new Map([sergeant, cultist, secret].map((actor) => [actor.ref, actor])));
  for (const actor of [sergeant, cultist]) world.tokens.set(TOKEN(actor.ref), actor.ref);
  world.targetsOf.set("alice", targets);
  for (const token of hidden) world.hidden.add(token);
  const handlers = cardHandlers(
    async () => D100_MODULE,
    async () => undefined,
    memoryTable(world, thrownFaces([50]), { alice: ["Actor.sergeant"] }),
  );
  return {
    world,
    start: (targets: readonly string[], requester = ALICE) =>
      handlers.startCard(
        { actor: sergeant.ref, action: "attack", data: { item: weaponId(sergeant, "Las rifle"), action: "standardAttack" }, targets, mode: "public" },
        requester,
      ),
  };
}

describe("a start's targets, as the GM's game checks them", () => {
  it("a player's attack at the actor of a token she targets goes through", async () => {
    const { world, start } = gmGame([TOKEN(cultist.ref)]);
    expect((await start([cultist.ref])).ok).toBe(true);
    expect([...world.cards.values()].map((card) => card.card.actors)).toEqual([[sergeant.ref, cultist.ref]]);
  });

  it.each([
    ["an actor with no token on her scene", [TOKEN(cultist.ref)], [], [secret.ref]],
    ["an actor whose token she does not target", [], [], [cultist.ref]],
    ["a hidden token's actor, though her game says she targets it", [TOKEN(cultist.ref)], [TOKEN(cultist.ref)], [cultist.ref]],
    ["one of two, the other hers", [TOKEN(cultist.ref)], [], [cultist.ref, secret.ref]],
  ])("a player's attack at %s is refused in words, naming nothing, and writes nothing", async (_case, targeted, hidden, targets) => {
    const { world, start } = gmGame(targeted, hidden);
    const answer = await start(targets);
    expect(answer).toMatchObject({ ok: false, refusal: { code: "not-your-targets", data: {} } });
    expect(JSON.stringify(answer)).not.toContain("Cultist");
    expect(world.writes).toEqual([]);
    expect(world.cards.size).toBe(0);
  });

  it("the GM's targets are the GM's word", async () => {
    const { start } = gmGame([]);
    expect((await start([secret.ref], GM)).ok).toBe(true);
  });
});

describe("a player's targets, as the GM's game knows them in Foundry", () => {
  /** A token document as a scene's `tokens` holds one (v13 common/documents/token.mjs): its uuid, `hidden`, and its actor. */
  const token = (scene: string, id: string, actor: string, hidden = false) => ({ id, uuid: `Scene.${scene}.Token.${id}`, hidden, actor: { uuid: actor } });
  const FIGHT = "fightfightfight0";
  const SECRET = "secretsecretsec0";
  const scenes: Readonly<
    Record<string, { readonly active: boolean; testUserPermission(): boolean; readonly tokens: ReadonlyMap<string, ReturnType<typeof token>> }>
  > = {
    [FIGHT]: {
      active: true,
      testUserPermission: () => false,
      tokens: new Map([
        ["tokenA", token(FIGHT, "tokenA", "Actor.cultist")],
        ["tokenH", token(FIGHT, "tokenH", "Actor.lurker", true)],
      ]),
    },
    [SECRET]: { active: false, testUserPermission: () => false, tokens: new Map([["tokenS", token(SECRET, "tokenS", "Actor.secret")]]) },
  };
  let viewedScene: string | null = null;

  beforeEach(() => {
    viewedScene = null;
    const alice = {
      id: "alice",
      isGM: false,
      targets: new Set(),
      get viewedScene() {
        return viewedScene;
      },
    };
    vi.stubGlobal("game", {
      ready: true,
      users: { get: (id: string) => (id === "alice" ? alice : undefined) },
      scenes: { get: (id: string) => scenes[id], active: scenes[FIGHT] },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const hear = (targets: unknown, userId: unknown = "alice") => HEARD_TARGETS.hear("userActivity", [userId, { targets }]);
  const aim = (targets: readonly string[]) => aimedTargets(targets, user("alice", []));

  it("are what her game last said it targets, on the scene she views, with the GM's canvas off", () => {
    hear(["tokenA"]);
    expect(aim(["Actor.cultist"])).toEqual({ ok: true, value: true });
    hear([]);
    expect(aim(["Actor.cultist"]).ok).toBe(false);
  });

  it("never a hidden token, nor a token of a scene she may not view though her game says she views it", () => {
    hear(["tokenA", "tokenH", "tokenS"]);
    expect(aim(["Actor.lurker"]).ok).toBe(false);
    viewedScene = SECRET;
    expect(aim(["Actor.secret"]).ok).toBe(false);
    // On the active scene, whatever she claimed: the cultist's token there is hers.
    expect(aim(["Actor.cultist"]).ok).toBe(true);
  });

  it("reads only a list of ids from a broadcast, whatever else it carries, and caps it", () => {
    const heard = new HeardTargets();
    heard.hear("userActivity", ["alice", { targets: ["a", 3, null, "b"], sceneId: "x" }]);
    expect(heard.of("alice")).toEqual(["a", "b"]);
    heard.hear("userActivity", ["alice", { cursor: { x: 1, y: 1 } }]);
    expect(heard.of("alice")).toEqual(["a", "b"]);
    heard.hear("userActivity", ["alice", { targets: "tokenA" }]);
    expect(heard.of("alice")).toEqual([]);
    heard.hear("userActivity", ["alice", { targets: Array.from({ length: 500 }, (_, n) => `t${n}`) }]);
    expect(heard.of("alice")).toHaveLength(50);
    heard.hear("userActivity", ["bob", JSON.parse(`{"__proto__": {"targets": ["tokenA"]}}`)]);
    expect(heard.of("bob")).toEqual([]);
    heard.hear("userQuery", ["alice", { targets: ["z"] }]);
    expect(heard.of("alice")).toHaveLength(50);
  });

  it("the GM's are the GM's word", () => {
    expect(aimedTargets(["Actor.secret"], user("gm", [], true)).ok).toBe(true);
  });
});
