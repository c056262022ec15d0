import { acting } from "../../../src/engine/clock/index";
import type { GalleryPage } from "../../../src/engine/play/GalleryPage";
import type { RuleSetModule } from "../../../src/engine/play/RuleSetModule";
import type { RuleSet } from "../../../src/rulesets/RuleSet";
import { declaredRuleSet } from "../../../src/rulesets/declared";
import { ruleSetOptionsOf } from "../../../src/foundry/settings";
import type { FightRecord } from "../../../src/foundry/fight/FightRecord";
import { forceDice } from "./ForcedDice";
import { eventually, type LiveTable, type LiveWindow } from "./LiveTable";
import { OpeningAtLiveTable } from "./OpeningAtLiveTable";
import { storedFight } from "./StoredFight";
import { beginCombat, pressTracker } from "./TrackerButtons";
import { ANNA, BEN, GM } from "./worlds";
import { assignCharacters, enterCombat, importFromPack, layArena } from "./worldSetup";

/** A rule set's gallery fight seated at a live table: the GM, Anna with the page's first fighter, Ben with its second, their tokens in a combat. */
export interface GalleryFight {
  readonly table: LiveTable;
  readonly gm: LiveWindow;
  readonly anna: LiveWindow;
  readonly ben: LiveWindow;
  /** The two fighters' actor refs, in the page's order. */
  readonly refs: readonly [string, string];
  readonly combat: string;
  readonly page: GalleryPage;
  /** The rule set as a new world plays it, under its options' first values. */
  readonly module: RuleSetModule;
  readonly opening: OpeningAtLiveTable;
}

/** The rule set as a world that never touched its options plays it. */
export function playedAsNew(ruleset: RuleSet): RuleSetModule {
  const declared = declaredRuleSet(ruleset.id);
  const options = declared === undefined ? {} : Object.fromEntries(ruleSetOptionsOf(declared).map((option) => [option.name, option.initial]));
  return ruleset.play.withOptions?.(options) ?? ruleset.play;
}

/**
 * The GM imports the page's two fighters from the rule set's compendium, makes Anna owner of the
 * first and Ben of the second (each their player's character), lays their tokens out on a scene
 * and puts them in a combat; then the players' windows open on the world.
 */
export async function seatGalleryFight(
  table: LiveTable,
  ruleset: RuleSet,
  options: { readonly viewport?: { readonly width: number; readonly height: number } } = {},
): Promise<GalleryFight> {
  const page = ruleset.gallery;
  const windowOptions = options.viewport === undefined ? {} : { viewport: options.viewport };
  const gm = await table.window(GM, windowOptions);
  const imported = await importFromPack(gm, `${ruleset.id}-actors`, {
    names: page.fighters,
    owners: { [page.fighters[0]]: ANNA._id, [page.fighters[1]]: BEN._id },
  });
  const refs: readonly [string, string] = [`Actor.${imported[page.fighters[0]] ?? ""}`, `Actor.${imported[page.fighters[1]] ?? ""}`];
  await assignCharacters(gm, { [ANNA._id]: imported[page.fighters[0]] ?? "", [BEN._id]: imported[page.fighters[1]] ?? "" });
  const [anna, ben] = await table.people([ANNA, BEN], windowOptions);
  if (anna === undefined || ben === undefined) throw new Error("the players' windows did not open");
  const arena = await layArena(
    gm,
    page.fighters.map((name) => imported[name] ?? ""),
  );
  const combat = await enterCombat(gm, arena);
  const module = playedAsNew(ruleset);
  const opening = new OpeningAtLiveTable(table, { gm, windowOf: (actor) => (actor === refs[0] ? anna : actor === refs[1] ? ben : gm) }, module, combat, refs);
  await opening.prepare();
  return { table, gm, anna, ben, refs, combat, page, module, opening };
}

/** The fight as stored now, its actors as the GM's game reads them. */
export async function storedGalleryFight(fight: GalleryFight): Promise<FightRecord> {
  const moment = await fight.opening.moment();
  return storedFight(moment.store, fight.combat, moment.snapshots);
}

/** The GM's Roll All on the tracker, once every combatant's initiative is stored. */
export async function rollInitiativeFromTracker(fight: GalleryFight): Promise<FightRecord> {
  await pressTracker(fight.gm, "rollAll");
  return eventually(
    async () => {
      const now = await storedGalleryFight(fight);
      return now.fighters.length === 2 && now.fighters.every((fighter) => fighter.initiative !== null) ? now : undefined;
    },
    () => "every combatant's initiative to be stored",
  );
}

/** The GM's Begin on the tracker, nobody marked unaware in the surprise dialog, once the first round stands with someone acting and a budget for each. */
export async function beginFromTracker(fight: GalleryFight): Promise<FightRecord> {
  await beginCombat(fight.gm, []);
  return eventually(
    async () => {
      const now = await storedGalleryFight(fight);
      return now.clock !== null && now.clock.round === 1 && acting(now.clock).length > 0 && now.fighters.every((fighter) => fighter.budget !== null)
        ? now
        : undefined;
    },
    () => "the fight to begin",
  );
}

/**
 * The page's opening played by its people on the first fighter's turn, with the page's own dice
 * thrown by the GM's game, and then (`settle`) what it leaves waiting settled by the GM. Answers
 * what was left of the page's faces and how many dice were thrown past them.
 */
export async function playOpening(fight: GalleryFight, options: { readonly settle: boolean }): Promise<{ readonly faces: number; readonly strays: number }> {
  await fight.opening.table.beginTurn(fight.opening.table.fighters[0]);
  const forced = await forceDice(fight.table, fight.page.faces);
  try {
    await fight.page.open(fight.opening.table);
    if (options.settle) await fight.opening.settle(fight.page.settle ?? []);
    return await forced.left();
  } finally {
    await forced.release();
  }
}
