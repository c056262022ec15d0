import { readdirSync, readFileSync } from "node:fs";
import { fightingRuleSet } from "../../../src/engine/fight/FightingRuleSet";
import { oddsJobRunner } from "../../../src/engine/odds/oddsJobs";
import { oneRuleSet } from "../../../src/engine/scenario/oneRuleSet";
import type { OddsJob } from "../../../src/engine/odds/OddsMessages";
import type { DiceOutcome, DiceRequest } from "../../../src/engine/dice/DiceRequest";
import type { FaceSource } from "../../../src/engine/dice/FaceSource";
import { rollDice } from "../../../src/engine/dice/rollDice";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import type { ActorChange, ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import type { CardState } from "../../../src/engine/play/CardRules";
import { allow, refuse, type Outcome } from "../../../src/engine/Refusal";
import type { RuleSet } from "../../../src/rulesets/RuleSet";
import { cardHandlers } from "../../../src/foundry/chat/cardHandlers";
import type { CardTable } from "../../../src/foundry/chat/CardTable";
import type { MeasuredDistance } from "../../../src/engine/play/reachOnCard";
import type { CardWorld } from "../../../src/foundry/chat/CardWorld";
import { writeFight, writeFighters, type CoreAnnouncer } from "../../../src/foundry/fight/combatWrites";
import { advanceFight } from "../../../src/foundry/fight/advance";
import type { RolledDice } from "../../../src/foundry/fight/CombatPort";
import { fighterOfActor, type CoreMove, type FighterChange, type FightRecord, type FightUpdate } from "../../../src/foundry/fight/FightRecord";
import { holdInFight } from "../../../src/foundry/fight/heldActions";
import { rollFightInitiative, rollWaitingInitiative } from "../../../src/foundry/fight/initiative";
import { passInFight } from "../../../src/foundry/fight/pass";
import { spendFromBudget } from "../../../src/foundry/fight/spend";
import { startFight } from "../../../src/foundry/fight/start";
import { unawareNow } from "../../../src/foundry/fight/surprise";
import { PUBLIC, type Roller } from "../../../src/foundry/dice/messageVisibility";
import type { MigrationWorld, StoredActor } from "../../../src/foundry/migration/MigrationWorld";
import { fightScenario, type FightScenario, type Side } from "../../../src/foundry/odds/fightScenario";
import type { StudyWorker } from "../../../src/foundry/odds/OddsRun";
import { pressAnswerOf, startAnswerOf } from "../../../src/foundry/quench/gmAnswers";
import type { ForcedDice, Leftovers, LiveTable, SheetShown, StoredActorData, TrackerStep } from "../../../src/foundry/quench/LiveTable";
import { ruleSetOptions, ruleSetOptionsOf, type OptionKey } from "../../../src/foundry/settings";
import { sheetTemplateContext } from "../../../src/foundry/templating/sheetContext";
import type { SheetView } from "../../../src/engine/play/SheetView";
import type { TemplateSet } from "../../../src/foundry/templating/templateSet";
import { WorldDouble } from "../../support/foundry/migrationWorld";
import { storedFightRecord, type CombatDocumentDouble } from "../../support/foundry/combatDocuments";
import { withDotPaths } from "../../support/dotPaths";
import { englishTemplates } from "../templating/render";
import { MemoryCardWorld } from "../chat/cardWorld";
import { FakeCombat } from "../fight/fakeCombat";

const GM = { id: "gm", isGM: true } as const;

/** Core's hooks are not what a batch's table plays. */
const NO_HOOKS: CoreAnnouncer = { start: () => undefined, move: () => undefined };

/**
 * Where a table's writes go when they go through Turnwright's own Foundry writes rather than
 * stopping at the ports: each combat stored in a Combat document double, written by the tracker's
 * write code (fight/combatWrites.ts, which builds `combatUpdateData`) and read back from it; the
 * card world's writes made by the GM's own card world (chat/foundryCardWorld.ts, handed in by the
 * test once it has Foundry's globals in place) into message and actor doubles, each card read back
 * from its message. The table keeps its own memory beside them for what the rules read of actors.
 */
export interface TableWrites {
  combat(ids: readonly string[]): CombatDocumentDouble;
  readonly cards: Pick<CardWorld, "createCards" | "updateCard" | "applyChanges">;
  /** The card a message holds once written, read back from the message. */
  storedCard(messageId: string): CardState | null;
  /** An actor the table made, now held as a document too. */
  actorMade(actor: ActorSnapshot): void;
}

/**
 * The world's dice: at random (a seeded generator, so a run repeats), or, while forced, the
 * faces of a list in order. As v13 client/dice/terms/dice.mjs `DiceTerm#roll` fulfils each die
 * through `#invokeFulfillmentHandler` with the default method's handler: a face that does not fit
 * the die is not used, and a handler that answers nothing leaves the die to `randomFace`.
 */
class TableDice implements FaceSource {
  readonly #random = new SeededFaces(25);
  forced: number[] | null = null;
  strays = 0;

  face(faces: number): number {
    if (this.forced === null) return this.#random.face(faces);
    const next = this.forced[0];
    if (next !== undefined && Number.isInteger(next) && next >= 1 && next <= faces) {
      this.forced.shift();
      return next;
    }
    this.strays += 1;
    return this.#random.face(faces);
  }
}

/**
 * A combat as the tracker's code drives it (the `CombatPort` double, `FakeCombat`), over the
 * table's actors: a combatant's actor is read from them as Foundry's `Combatant#actor` reads the
 * world's actor, and a roll's cost is written to them. The dice are the table's.
 */
class TableFight extends FakeCombat {
  constructor(
    fighters: readonly FightRecord["fighters"][number][],
    rules: RuleSet["play"]["combat"],
    readonly actors: Map<string, ActorSnapshot>,
    readonly dice: TableDice,
    readonly document: CombatDocumentDouble | null = null,
  ) {
    super(fighters, rules);
  }

  override read(): FightRecord {
    const record = super.read();
    const fighters = record.fighters.map((fighter) => ({ ...fighter, actor: fighter.actor === null ? null : (this.actors.get(fighter.actor.ref) ?? null) }));
    return this.document === null ? { ...record, fighters } : storedFightRecord(this.document, fighters);
  }

  override async write(update: FightUpdate, move?: CoreMove | null): Promise<void> {
    await super.write(update, move);
    if (this.document !== null) await writeFight(this.document, NO_HOOKS, update, move ?? null);
  }

  override async writeFighters(changes: readonly FighterChange[]): Promise<void> {
    await super.writeFighters(changes);
    if (this.document !== null) await writeFighters(this.document, changes);
  }

  override async changeActors(changes: readonly ActorChange[]): Promise<void> {
    await super.changeActors(changes);
    applyChanges(this.actors, changes);
  }

  override async roll(requests: readonly DiceRequest[], roller: Roller): Promise<RolledDice<readonly number[]>> {
    this.rolledFor.push(roller);
    const outcomes = requests.map((request) => rollDice(request, this.dice));
    return { outcomes, rolls: outcomes.flatMap((outcome) => outcome.dice.flatMap((die) => die.faces)) };
  }
}

function applyChanges(actors: Map<string, ActorSnapshot>, changes: readonly ActorChange[]): void {
  for (const change of changes) {
    const actor = actors.get(change.actor);
    if (actor === undefined) continue;
    actors.set(change.actor, { ...actor, system: withDotPaths(actor.system, change.system) });
  }
}

/**
 * The card flow's world on the GM's side, in memory (`MemoryCardWorld`), with the budgets read
 * from and spent in the combat the tracker shows, as `foundryCardWorld` does through
 * `budgetOfActor` and `spendInFight`.
 */
class TableCardWorld extends MemoryCardWorld {
  /** The GM's starts, measured as the memory world measures every start. */
  distancesForGM(actor: string, targets: readonly string[]): Promise<Readonly<Record<string, MeasuredDistance>>> {
    return this.distances(actor, targets);
  }

  viewed: TableFight | null = null;

  constructor(
    module: RuleSet["play"],
    actors: Map<string, ActorSnapshot>,
    readonly documents: TableWrites | null,
  ) {
    super(module, actors);
  }

  override async applyChanges(changes: readonly ActorChange[], origin: string): Promise<void> {
    await super.applyChanges(changes, origin);
    await this.documents?.cards.applyChanges(changes, origin);
  }

  override async createCards(cards: readonly CardState[], roller: string, thrown: boolean): Promise<readonly string[]> {
    if (this.documents === null) return super.createCards(cards, roller, thrown);
    this.writes.push({ kind: "create", detail: cards.length });
    const ids = await this.documents.cards.createCards(cards, roller, thrown);
    for (const id of ids) this.cards.set(id, { card: this.#stored(id), rolls: [], roller, writtenByGM: true, fromThrow: thrown });
    return ids;
  }

  override async updateCard(messageId: string, card: CardState, rolls: readonly unknown[]): Promise<void> {
    if (this.documents === null) return super.updateCard(messageId, card, rolls);
    this.writes.push({ kind: "card", detail: messageId });
    await this.documents.cards.updateCard(messageId, card, rolls);
    const stored = this.cards.get(messageId);
    if (stored !== undefined) this.cards.set(messageId, { ...stored, card: this.#stored(messageId), rolls: [...stored.rolls, ...rolls] });
  }

  /** The card as its message holds it now: what every later press reads. */
  #stored(messageId: string): CardState {
    const card = this.documents?.storedCard(messageId) ?? null;
    if (card === null) throw new Error(`The message ${messageId} holds no card once written`);
    return card;
  }

  override budget(actor: string): unknown {
    const fighter = this.viewed === null ? undefined : fighterOfActor(this.viewed.read(), actor);
    return fighter === undefined || fighter.budget === null ? undefined : fighter.budget;
  }

  override async spend(actor: string, action: string): Promise<Outcome<true>> {
    const fight = this.viewed;
    const fighter = fight === null ? undefined : fighterOfActor(fight.read(), actor);
    if (fight === null || fighter === undefined) return allow(true);
    const spent = await spendFromBudget(fight, fighter.id, action);
    return spent.ok ? allow(true) : spent;
  }

  override unaware(): readonly string[] {
    return this.viewed === null ? [] : unawareNow(this.viewed.read());
  }
}

const SIDES: Readonly<Record<number, Side>> = { 1: "friendly", 0: "neutral", [-1]: "hostile", [-2]: "secret" };

interface PackSource {
  readonly name: string;
  readonly type: string;
  readonly system: unknown;
  readonly prototypeToken?: { readonly disposition?: number };
  readonly items?: readonly { readonly _id: string; readonly name: string; readonly type: string; readonly system: unknown }[];
}

function packSources(pack: string): PackSource[] {
  const folder = new URL(`../../../packs/_source/${pack}/`, import.meta.url);
  return readdirSync(folder)
    .filter((file) => file.endsWith(".json") && file !== "pack.json")
    .sort()
    .map((file) => JSON.parse(readFileSync(new URL(file, folder), "utf8")) as PackSource);
}

let templates: TemplateSet | null = null;

const HTML_ENTITIES: Readonly<Record<string, string>> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };

/**
 * A sheet drawn with the system's real templates, each of its PARTS rendered as v13
 * client/applications/api/handlebars-application.mjs `_renderHTML` renders them, then closed
 * (client/applications/api/application.mjs `close`: it is no longer `rendered`).
 */
function drawSheet(subject: { readonly sheetKind: "actor" | "item"; readonly name: string }, view: SheetView): SheetShown {
  templates ??= englishTemplates();
  const drawn = templates;
  const turnwright = sheetTemplateContext({ ...subject, img: "", editable: true }, view, null);
  const html = (["header", "tabs", "body"] as const).map((part) => drawn.sheetPart(part, { turnwright })).join("");
  const name = /name="name" value="([^"]*)"/.exec(html)?.[1] ?? "";
  const unescaped = name.replace(/&#(\d+);|&amp;|&quot;|&#x27;|&lt;|&gt;/g, (entity, code: string | undefined) =>
    code === undefined ? (HTML_ENTITIES[entity] ?? entity) : String.fromCharCode(Number(code)),
  );
  return {
    name: unescaped,
    text: html
      .replace(/<[^>]*>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
    closed: true,
  };
}

/**
 * A live table in memory, for `npm run check` to run every step of the Quench batches: the
 * tracker's code over a `FakeCombat`, the GM's card handlers over a `MemoryCardWorld`, the
 * migration over the `MigrationWorldDouble`, the real templates for the sheets, and the Odds
 * worker's own job runner in place of a Web Worker. What Foundry itself does (documents, the
 * query that carries a request, a sheet's window) is what this table cannot stand for; the
 * batches in a live world are there for that.
 */
export class MemoryLiveTable implements LiveTable {
  readonly module: RuleSet["play"];
  readonly actors = new Map<string, ActorSnapshot>();
  readonly #folders = new Map<string, Set<string>>();
  readonly #dispositions = new Map<string, number>();
  readonly #stamps = new Map<string, number>();
  readonly #combats = new Map<string, TableFight>();
  readonly #dice = new TableDice();
  readonly #rolls = new Map<string, DiceOutcome[]>();
  readonly #world: TableCardWorld;
  readonly #handlers: ReturnType<typeof cardHandlers>;
  #next = 1;

  constructor(
    readonly ruleset: RuleSet,
    readonly documents: TableWrites | null = null,
  ) {
    this.module = ruleset.play;
    this.#world = new TableCardWorld(this.module, this.actors, documents);
    const table: CardTable = {
      world: () => this.#world,
      seenOf: () => PUBLIC,
      gms: () => [GM.id],
      user: (requester) => ({ id: requester.id, isGM: requester.isGM, owns: () => requester.isGM }),
      // The table is played by the GM alone, whose targets are the GM's word.
      aimed: () => allow(true),
      // Its tokens are its actors: a damage control points at them by ref, as a GM's selection would.
      pointed: (tokens) => {
        const found = tokens.flatMap((ref) => this.actors.get(ref) ?? []);
        return found.length === tokens.length ? allow(found) : refuse("token-missing", "One of those tokens is not on its scene any more", {});
      },
      // Modules' hooks are not part of a live batch's table.
      damageMoved: () => undefined,
      throwDice: (messageId) => async (asked) => {
        const outcomes = asked.map((request) => rollDice(request, this.#dice));
        this.#rolls.set(messageId, [...(this.#rolls.get(messageId) ?? []), ...outcomes]);
        return { outcomes, rolls: outcomes };
      },
    };
    this.#handlers = cardHandlers(
      async () => this.module,
      async () => undefined,
      table,
    );
  }

  get cards(): TableCardWorld {
    return this.#world;
  }

  #id(kind: string): string {
    return `${kind}.${String(this.#next++)}`;
  }

  async createFolder(): Promise<string> {
    const id = this.#id("Folder");
    this.#folders.set(id, new Set());
    return id;
  }

  #make(folder: string, actor: Omit<ActorSnapshot, "ref">, version?: number): ActorSnapshot {
    const made = { ...actor, ref: this.#id("Actor") };
    this.actors.set(made.ref, made);
    this.documents?.actorMade(made);
    this.#folders.get(folder)?.add(made.ref);
    if (version !== undefined) this.#stamps.set(made.ref, version);
    return made;
  }

  /** As v13 client/documents/abstract/world-collection.mjs `fromCompendium` makes them: the pack's data under a new id. */
  async createPackActors(pack: string, folder: string): Promise<readonly ActorSnapshot[]> {
    return packSources(pack).map((source) => {
      const made = this.#make(folder, {
        name: source.name,
        type: source.type,
        system: structuredClone(source.system),
        items: (source.items ?? []).map((item) => ({ id: item._id, name: item.name, type: item.type, system: structuredClone(item.system) })),
      });
      this.#dispositions.set(made.ref, source.prototypeToken?.disposition ?? -1);
      return made;
    });
  }

  async createStoredActors(sources: readonly StoredActor[], folder: string): Promise<readonly ActorSnapshot[]> {
    return sources.map((source) =>
      this.#make(
        folder,
        {
          name: source.name,
          type: source.type,
          system: structuredClone(source.system),
          items: source.items.map((item) => ({ id: item.id, name: item.name, type: item.type, system: structuredClone(item.system) })),
        },
        source.version,
      ),
    );
  }

  actorsIn(folder: string): readonly string[] {
    return [...(this.#folders.get(folder) ?? [])];
  }

  async showActorSheet(ref: string): Promise<SheetShown> {
    const actor = this.#actor(ref);
    return drawSheet({ sheetKind: "actor", name: actor.name }, this.module.sheet(actor, this.#world.budget(ref)));
  }

  async showItemSheet(ref: string, itemId: string): Promise<SheetShown> {
    const item = this.#actor(ref).items.find((candidate) => candidate.id === itemId);
    if (item === undefined) throw new Error(`no item ${itemId}`);
    return drawSheet({ sheetKind: "item", name: item.name }, this.module.itemSheet(item.type, item.system));
  }

  #actor(ref: string): ActorSnapshot {
    const actor = this.actors.get(ref);
    if (actor === undefined) throw new Error(`no actor ${ref}`);
    return actor;
  }

  #fight(combat: string): TableFight {
    const fight = this.#combats.get(combat);
    if (fight === undefined) throw new Error(`no combat ${combat}`);
    return fight;
  }

  /** The tracker shows it from now on (v13 client/applications/sidebar/tabs/combat-tracker.mjs, the `viewed` setter). */
  async createCombat(actors: readonly string[]): Promise<string> {
    const id = this.#id("Combat");
    const fighters = actors.map((ref, index) => ({
      id: `c${String(index + 1)}`,
      name: this.#actor(ref).name,
      actor: this.#actor(ref),
      initiative: null,
      tiebreak: [],
      rolledFor: 0,
      surprised: false,
      defeated: false,
      budget: null,
    }));
    const fight = new TableFight(fighters, this.module.combat, this.actors, this.#dice, this.documents?.combat(fighters.map((fighter) => fighter.id)) ?? null);
    this.#combats.set(id, fight);
    this.#world.viewed = fight;
    return id;
  }

  /** v13 client/documents/combat.mjs `rollAll` asks `rollInitiative` (TurnwrightCombat's) for the owned combatants without a score: all, for the GM. */
  async rollAll(combat: string): Promise<void> {
    const fight = this.#fight(combat);
    const ids = fight.read().fighters.flatMap((fighter) => (fighter.initiative === null ? [fighter.id] : []));
    await rollFightInitiative(fight, ids, { luck: false, roller: fight.self() });
  }

  async beginCombat(combat: string): Promise<Outcome<unknown>> {
    const fight = this.#fight(combat);
    fight.surpriseAnswer = {};
    return startFight(fight);
  }

  /** As TurnwrightCombat's own step: a round waiting for initiative rolls it first. */
  async step(combat: string, step: TrackerStep): Promise<void> {
    const fight = this.#fight(combat);
    const rolled = step === "next" ? await rollWaitingInitiative(fight) : null;
    if (rolled === null) await advanceFight(fight, step);
  }

  pass(combat: string, combatant: string): Promise<Outcome<unknown>> {
    return passInFight(this.#fight(combat), combatant);
  }

  declare(combat: string, combatant: string, count: number): Promise<Outcome<unknown>> {
    return holdInFight(this.#fight(combat), combatant, { op: "declare", count });
  }

  fight(combat: string): FightRecord {
    return this.#fight(combat).read();
  }

  async startCard(actor: string, action: string, data: Readonly<Record<string, string>>, targets: readonly string[]) {
    const answer = await this.#handlers.startCard({ actor, action, data, targets, mode: "public" }, GM);
    if (!answer.ok) return answer;
    const started = startAnswerOf(answer.value);
    if (started === null) throw new Error("the start's answer is not one");
    return allow(started);
  }

  async pressCard(message: string, button: string) {
    const answer = await this.#handlers.pressCard({ messageId: message, button }, GM);
    if (!answer.ok) return answer;
    const pressed = pressAnswerOf(answer.value);
    if (pressed === null) throw new Error("the press's answer is not one");
    return allow(pressed);
  }

  rollsOn(message: string): number {
    return this.#world.cards.get(message)?.rolls.length ?? 0;
  }

  diceOn(message: string, from: number): readonly DiceOutcome[] {
    return (this.#rolls.get(message) ?? []).slice(from);
  }

  forceDice(faces: readonly number[]): ForcedDice {
    const dice = this.#dice;
    dice.forced = [...faces];
    dice.strays = 0;
    let left = faces.length;
    let strays = 0;
    return {
      left: () => (dice.forced === null ? left : dice.forced.length),
      strays: () => (dice.forced === null ? strays : dice.strays),
      release() {
        left = dice.forced?.length ?? left;
        strays = dice.strays;
        dice.forced = null;
      },
    };
  }

  ruleSetSetting(): string {
    return this.ruleset.id;
  }

  /** Every option at the default it is registered with, as a world that never changed one holds it. */
  storedSetting(key: OptionKey): unknown {
    const defaults = ruleSetOptions(() => undefined, this.ruleset);
    const option = ruleSetOptionsOf(this.ruleset).find((candidate) => key.endsWith(`.${this.ruleset.id}.${candidate.name}`));
    return option === undefined ? undefined : defaults[option.name];
  }

  storedActor(ref: string): StoredActorData | undefined {
    const actor = this.actors.get(ref);
    return actor === undefined
      ? undefined
      : { system: actor.system, items: actor.items.map((item) => ({ name: item.name, type: item.type, system: item.system })) };
  }

  migrationWorld(refs: readonly string[]): MigrationWorld {
    const stored: StoredActor[] = refs.map((ref) => {
      const actor = this.#actor(ref);
      const system = typeof actor.system === "object" && actor.system !== null ? { ...actor.system } : {};
      return {
        id: ref,
        name: actor.name,
        type: actor.type,
        system,
        version: this.#stamps.get(ref),
        items: actor.items.map((item) => ({
          id: item.id,
          name: item.name,
          type: item.type,
          system: typeof item.system === "object" && item.system !== null ? { ...item.system } : {},
          version: this.#stamps.get(ref),
        })),
      };
    });
    const world = new WorldDouble(stored, [], this.module.documents.schemas);
    // What the double's database holds is the table's actors from then on.
    const written = (ids: readonly string[]): readonly string[] => {
      for (const actor of world.actors) {
        const held = this.actors.get(actor.id);
        if (held === undefined) continue;
        this.actors.set(actor.id, {
          ...held,
          system: actor.system,
          items: held.items.map((item) => ({ ...item, system: actor.items.find((one) => one.id === item.id)?.system ?? item.system })),
        });
        if (actor.version !== undefined) this.#stamps.set(actor.id, actor.version);
      }
      return ids;
    };
    return {
      get actors() {
        return world.actors;
      },
      get items() {
        return world.items;
      },
      updateActors: async (changes) => written(await world.updateActors(changes)),
      updateItems: async (changes) => written(await world.updateItems(changes)),
      updateActorItems: async (actorId, changes) => written(await world.updateActorItems(actorId, changes)),
    };
  }

  oddsOf(combat: string, seed: number): FightScenario {
    const record = this.#fight(combat).read();
    const fighters = record.fighters.map((fighter) => ({
      id: fighter.id,
      name: fighter.name,
      actor: fighter.actor,
      side: SIDES[this.#dispositions.get(fighter.actor?.ref ?? "") ?? -1] ?? "hostile",
      surprised: fighter.surprised,
      defeated: fighter.defeated,
      at: null,
    }));
    const fight = {
      ruleset: this.ruleset.id,
      options: {},
      round: record.clock?.round ?? 0,
      roundPlan: this.module.combat.clock.round,
      grid: "gridless" as const,
      fighters,
    };
    return fightScenario(fight, seed, this.ruleset);
  }

  /** The job runner of the world's rule set's worker (odds/<id>.mjs runs the same), answering after the page's turn as a Web Worker's message does. */
  studyWorker(): StudyWorker {
    const run = oddsJobRunner(oneRuleSet(fightingRuleSet(this.ruleset.runtime)));
    let hear: (data: unknown) => void = () => undefined;
    let stopped = false;
    return {
      post: (job: OddsJob) => {
        setTimeout(() => {
          if (!stopped) run(job, (reply) => (stopped ? undefined : hear(reply)));
        }, 0);
      },
      stop: () => {
        stopped = true;
      },
      listen: (heard) => {
        hear = heard;
      },
    };
  }

  /** As v13 common/abstract/document.mjs `deleteDocuments` for each kind the batch made. */
  async clearAway(): Promise<Leftovers> {
    for (const folder of this.#folders.values()) for (const ref of folder) this.actors.delete(ref);
    this.#folders.clear();
    this.#combats.clear();
    this.#world.viewed = null;
    this.#world.cards.clear();
    return { messages: this.#world.cards.size, combats: this.#combats.size, actors: this.actors.size, folders: this.#folders.size };
  }
}
