import type { DiceRequest } from "../../engine/dice/DiceRequest";
import { outcomeFromFaces } from "../../engine/dice/outcomeFromFaces";
import type { ActorSnapshot } from "../../engine/play/ActorSnapshot";
import type { RuleSetModule } from "../../engine/play/RuleSetModule";
import { allow, refuse, type Outcome } from "../../engine/Refusal";
import { foundryCardWorld } from "../chat/foundryCardWorld";
import { fightSettings } from "../fight/fightSettings";
import { fightRecord } from "../documents/fighterRecord";
import { startFight } from "../fight/start";
import { TurnwrightCombat } from "../documents/TurnwrightCombat";
import { facesFromTerms } from "../dice/facesFromTerms";
import { PUBLIC } from "../dice/messageVisibility";
import { userMessageMode } from "../dice/userMessageMode";
import { TurnwrightActor } from "../documents/TurnwrightActor";
import { readyGame } from "../readyGame";
import { requestOfGM } from "../gm/requestOfGM";
import { migrationWorldOf } from "../migration/foundryMigrationWorld";
import type { StoredActor } from "../migration/MigrationWorld";
import { STORED_SOURCES, VERSION_FLAG_KEY, VERSION_FLAG_SCOPE } from "../data/storedSources";
import { fightOfCombat } from "../applications/odds/fightOfCombat";
import { fightScenario } from "../odds/fightScenario";
import { oddsWorkerFile } from "../odds/oddsWorkerFile";
import { studyWorker } from "../odds/OddsRun";
import { storedRuleSet } from "../settings";
import { systemPath } from "../templating/templatePaths";
import { forceDice } from "./forcedDice";
import { pressAnswerOf, startAnswerOf } from "./gmAnswers";
import type { Leftovers, LiveTable, SheetShown } from "./LiveTable";

type Application = foundry.applications.api.ApplicationV2.Any;

/**
 * A sheet as the GM opens it (v13 client/applications/api/application.mjs: `render({force: true})`
 * draws it and resolves once it is `rendered`; `close()` tears it down and leaves it CLOSED, not
 * `rendered`), read while open: its name field and the text it drew.
 */
async function shown(sheet: unknown, what: string): Promise<SheetShown> {
  if (!(sheet instanceof foundry.applications.api.ApplicationV2)) throw new Error(`${what} has no sheet of the system's kind`);
  const app: Application = sheet;
  await app.render({ force: true });
  const name = app.element.querySelector('input[name="name"]');
  const text = (app.element.textContent ?? "").replace(/\s+/g, " ").trim();
  await app.close({ animate: false });
  return { name: name instanceof HTMLInputElement ? name.value : "", text, closed: !app.rendered };
}

/**
 * What the batch made, remembered as it is made, so that it can all be cleared away however the
 * batch went, and the tracker given back the combat it showed before.
 */
interface BatchDocuments {
  readonly folders: Set<string>;
  readonly actors: Set<string>;
  readonly combats: Set<string>;
  readonly messages: Set<string>;
  clearAway(): Promise<Leftovers>;
}

/** The ids of these that the collection still holds. */
function still(ids: ReadonlySet<string>, collection: { get(id: string): unknown }): string[] {
  return [...ids].filter((id) => collection.get(id) !== undefined);
}

function batchDocuments(game: ReadyGame): BatchDocuments {
  const folders = new Set<string>();
  const actors = new Set<string>();
  const combats = new Set<string>();
  const messages = new Set<string>();
  const viewedBefore = ui.combat?.viewed ?? null;
  // Every message this user's game posts while the batch runs is the batch's: cards, initiative rolls, reports.
  // v13 client/data/client-backend.mjs `#handleCreateDocuments` calls `create<Document>` hooks with the creating user's id.
  const listening = Hooks.on("createChatMessage", (message, _options, userId) => {
    if (userId === game.user.id && message.id !== null) messages.add(message.id);
  });
  return {
    folders,
    actors,
    combats,
    messages,
    // v13 common/abstract/document.mjs `deleteDocuments` for each kind, the folder last, once it is empty.
    async clearAway() {
      Hooks.off("createChatMessage", listening);
      await ChatMessage.implementation.deleteDocuments(still(messages, game.messages));
      await Combat.implementation.deleteDocuments(still(combats, game.combats));
      await Actor.implementation.deleteDocuments(still(actors, game.actors));
      await Folder.implementation.deleteDocuments(still(folders, game.folders));
      if (ui.combat !== undefined && viewedBefore !== null && game.combats.get(viewedBefore.id ?? "") !== undefined) ui.combat.viewed = viewedBefore;
      return {
        messages: still(messages, game.messages).length,
        combats: still(combats, game.combats).length,
        actors: still(actors, game.actors).length,
        folders: still(folders, game.folders).length,
      };
    },
  };
}

/** The batch's combats and actors found again by id and ref (gone is an error), and the actors it makes remembered. */
interface BatchFinds {
  combatOf(id: string): TurnwrightCombat;
  actorOf(ref: string): TurnwrightActor;
  /** v13 common/abstract/document.mjs `createDocuments` answers the documents made, in order. */
  made(created: readonly Actor.Implementation[]): ActorSnapshot[];
}

function batchFinds(game: ReadyGame, batch: BatchDocuments): BatchFinds {
  return {
    combatOf(id) {
      const combat = game.combats.get(id);
      if (!(combat instanceof TurnwrightCombat)) throw new Error(`The batch's combat ${id} is gone`);
      return combat;
    },
    actorOf(ref) {
      const actor = game.actors.find((candidate) => candidate.uuid === ref);
      if (!(actor instanceof TurnwrightActor)) throw new Error(`The batch's actor ${ref} is gone`);
      return actor;
    },
    made: (created) =>
      created.flatMap((actor) => {
        if (actor.id !== null) batch.actors.add(actor.id);
        return actor instanceof TurnwrightActor ? [actor.snapshot()] : [];
      }),
  };
}

/** A stored document's schema version, stamped where the system reads it; nothing where none was written. */
function stamp(version: number | undefined): { flags?: Record<string, Record<string, number>> } {
  return version === undefined ? {} : { flags: { [VERSION_FLAG_SCOPE]: { [VERSION_FLAG_KEY]: version } } };
}

/** A stored type is one of the world's only if the system registered it (v13 common/abstract/document.mjs `static get TYPES`). */
function typed<T extends string>(types: readonly T[], type: string): T {
  const known = types.find((candidate) => candidate === type);
  if (known === undefined) throw new Error(`The world has no document type ${type}`);
  return known;
}

/** Actors' data as an older version stored it, its stamp where it had one, to be made in the folder. */
function storedActorsData(sources: readonly StoredActor[], folder: string) {
  return sources.map((source) => ({
    name: source.name,
    type: typed(Actor.implementation.TYPES, source.type),
    system: source.system,
    folder,
    ...stamp(source.version),
    items: source.items.map((item) => ({
      name: item.name,
      type: typed(Item.implementation.TYPES, item.type),
      system: item.system,
      ...stamp(item.version),
    })),
  }));
}

type ActorsPart = Pick<LiveTable, "createFolder" | "createPackActors" | "createStoredActors" | "actorsIn" | "showActorSheet" | "showItemSheet">;

/** The batch's folder and actors, made as the GM makes them, and their sheets shown. */
function actorsPart(game: ReadyGame, batch: BatchDocuments, finds: BatchFinds): ActorsPart {
  return {
    // v13 common/abstract/document.mjs `Document.create` of a Folder of actors (common/documents/folder.mjs: `type` "Actor").
    async createFolder(name) {
      const folder = await Folder.implementation.create({ name, type: "Actor" });
      if (folder?.id === undefined || folder.id === null) throw new Error("The batch's folder could not be made");
      batch.folders.add(folder.id);
      return folder.id;
    },

    // v13 client/documents/collections/compendium-collection.mjs `getDocuments`; client/documents/abstract/world-collection.mjs
    // `fromCompendium` (no id, no sort, the GM as owner, the compendium as its source), as an import from the pack makes them.
    async createPackActors(pack, folder) {
      const collection = game.packs.get(`${game.system.id}.${pack}`);
      if (collection === undefined) throw new Error(`The system has no compendium ${pack}`);
      const documents = await collection.getDocuments();
      const data = documents.flatMap((document) => (document instanceof TurnwrightActor ? [{ ...game.actors.fromCompendium(document), folder }] : []));
      return finds.made(await Actor.implementation.createDocuments(data));
    },

    // The stored data as it was written, its stamp where it had one: Foundry builds the document through
    // TurnwrightActor.migrateData, as it builds a stored one when the world loads.
    async createStoredActors(sources, folder) {
      return finds.made(await Actor.implementation.createDocuments(storedActorsData(sources, folder)));
    },

    actorsIn(folder) {
      return game.actors.filter((actor) => actor.folder?.id === folder).map((actor) => actor.uuid);
    },

    // v13 client/documents/abstract/client-document.mjs `get sheet`: the configured sheet class, made once per document.
    showActorSheet: (ref) => shown(finds.actorOf(ref).sheet, ref),
    showItemSheet: (ref, item) => shown(finds.actorOf(ref).items.get(item)?.sheet, `${ref}'s item ${item}`),
  };
}

type TrackerPart = Pick<LiveTable, "createCombat" | "rollAll" | "beginCombat" | "step" | "pass" | "declare" | "fight">;

/** The batch's combat, made and played with the tracker's own buttons and requests. */
function trackerPart(batch: BatchDocuments, finds: BatchFinds): TrackerPart {
  return {
    // v13 common/abstract/document.mjs `Document.create`, then `createEmbeddedDocuments("Combatant", …)`: a combatant
    // of an actor without a token is that world actor (client/documents/combatant.mjs `get actor`). The tracker shows
    // it from now on (client/applications/sidebar/tabs/combat-tracker.mjs, the `viewed` setter): `game.combat` is the
    // tracker's viewed combat (client/game.mjs), which the cards and sheets read budgets from.
    async createCombat(refs) {
      const combat = await Combat.implementation.create({ active: true });
      if (!(combat instanceof TurnwrightCombat) || combat.id === null) throw new Error("The batch's combat could not be made");
      batch.combats.add(combat.id);
      await combat.createEmbeddedDocuments(
        "Combatant",
        refs.map((ref) => ({ actorId: finds.actorOf(ref).id })),
      );
      if (ui.combat !== undefined) ui.combat.viewed = combat;
      return combat.id;
    },

    // v13 client/documents/combat.mjs `rollAll`: `rollInitiative` for each combatant the user owns without a score.
    async rollAll(id) {
      await finds.combatOf(id).rollAll();
    },

    // TurnwrightCombat#startCombat without its dialog: the same `startFight`, the GM's answer "nobody is surprised".
    async beginCombat(id) {
      const port = finds.combatOf(id).fightPort();
      return startFight({ ...port, askSurprise: async (fighters) => Object.fromEntries(fighters.map((fighter) => [fighter.id, false])) });
    },

    async step(id, step) {
      const combat = finds.combatOf(id);
      if (step === "next") await combat.nextTurn();
      else await combat.previousTurn();
    },

    // The tracker's own requests, applied here as this user is the active GM (requestOfGM).
    pass: (combat, combatant) => requestOfGM("passCombatant", { combat, combatant }),
    declare: (combat, combatant, count) => requestOfGM("holdAction", { combat, combatant, op: "declare", count }),
    fight: (id) => fightRecord(finds.combatOf(id)),
  };
}

type CardsPart = Pick<LiveTable, "cards" | "startCard" | "pressCard" | "rollsOn" | "diceOn" | "forceDice">;

/** The chat cards, started and pressed by the GM as the sheets and cards ask, and the dice they hold. */
function cardsPart(game: ReadyGame, module: RuleSetModule): CardsPart {
  const world = foundryCardWorld(module, PUBLIC);
  return {
    cards: Object.assign(world, { distancesForGM: (actor: string, targets: readonly string[]) => world.distances(actor, targets, game.user.id ?? "") }),

    // The sheet's and the card's requests (CardClient), each answered by this game's GM handlers.
    async startCard(actor, action, data, targets): Promise<Outcome<{ readonly messageId: string; readonly follow?: string }>> {
      const answer = await requestOfGM("startCard", { actor, action, data, targets, mode: userMessageMode(game.settings) });
      if (!answer.ok) return answer;
      const started = startAnswerOf(answer.value);
      return started === null ? refuse("gm-failed", "The GM's game answered the start with something that is not a card") : allow(started);
    },
    async pressCard(messageId, button) {
      const answer = await requestOfGM("pressCard", { messageId, button });
      if (!answer.ok) return answer;
      const pressed = pressAnswerOf(answer.value);
      return pressed === null ? refuse("gm-failed", "The GM's game answered the press with something that is not one") : allow(pressed);
    },

    // v13 client/documents/chat-message.mjs: a message's `rolls` are Roll instances, in the order they were added.
    rollsOn: (id) => game.messages.get(id)?.rolls.length ?? 0,
    diceOn(id, from, requests: readonly DiceRequest[]) {
      const rolls = game.messages.get(id)?.rolls.slice(from) ?? [];
      return requests.flatMap((request, index) => {
        const roll = rolls[index];
        return roll === undefined ? [] : [outcomeFromFaces(request, facesFromTerms(request, roll.dice))];
      });
    },
    forceDice,
  };
}

type WorldPart = Pick<LiveTable, "ruleSetSetting" | "storedSetting" | "storedActor" | "migrationWorld" | "oddsOf" | "studyWorker">;

/** The world's settings and stored data, its migration and the Odds dialog, as the GM's game reads them. */
function worldPart(game: ReadyGame, finds: BatchFinds): WorldPart {
  return {
    ruleSetSetting: () => storedRuleSet(game.settings),
    storedSetting: (key) => game.settings.get("turnwright", key),
    // v13 common/abstract/data.mjs `DataModel#toObject`: the document's source, as the database holds it.
    storedActor(ref) {
      const actor = game.actors.find((candidate) => candidate.uuid === ref);
      if (!(actor instanceof TurnwrightActor)) return undefined;
      return {
        system: actor.toObject().system,
        items: actor.items.contents.map((item) => ({ name: item.name, type: item.type, system: item.toObject().system })),
      };
    },
    migrationWorld: (refs) =>
      migrationWorldOf(
        refs.map((ref) => finds.actorOf(ref)),
        [],
        STORED_SOURCES,
        fightSettings().rules.clock,
      ),
    oddsOf: (id, seed) => fightScenario(fightOfCombat(finds.combatOf(id)), seed, fightSettings().study.ruleset),
    // As the Odds dialog starts its worker: v13 common/utils/helpers.mjs `getRoute`, the system's folder under the route prefix.
    studyWorker: () => studyWorker(new Worker(foundry.utils.getRoute(systemPath(oddsWorkerFile(fightSettings().study.ruleset.id))), { type: "module" })),
  };
}

/**
 * The live world a Quench batch plays in, on the GM's game, in Foundry v13's own terms: every
 * write goes where the GM's own clicks send it (the tracker's methods, the GM's requests), and
 * what the batch made is remembered so it can be cleared away. Foundry's calls, as read in v13's
 * code (client/…, common/…): each method names the one it stands on.
 */
export function foundryLiveTable(module: RuleSetModule): LiveTable {
  const game = readyGame("the Quench batches' table");
  const batch = batchDocuments(game);
  const finds = batchFinds(game, batch);
  return {
    module,
    ...actorsPart(game, batch, finds),
    ...trackerPart(batch, finds),
    ...cardsPart(game, module),
    ...worldPart(game, finds),
    clearAway: batch.clearAway,
  };
}
