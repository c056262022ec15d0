import Handlebars from "handlebars";
import "@fortawesome/fontawesome-free/css/all.css";
import "../styles/turnwright.css";
import "./gallery.css";
import { ForcedFaces } from "../src/engine/dice/ForcedFaces";
import { SeededFaces } from "../src/engine/dice/SeededFaces";
import { DEFAULT_RULESET, REGISTERED, ruleSetById } from "../src/rulesets/registry";
import { translate } from "../src/foundry/templating/Translator";
import { compileTemplates } from "../src/foundry/templating/templateSet";
import { linkAddressBar, readAddress, themesOf } from "./address";
import { wireGallery } from "./events";
import { GalleryPlay } from "./GalleryPlay";
import { galleryTable } from "./galleryTable";
import { GalleryWorld, galleryUser } from "./GalleryWorld";
import type { GalleryState } from "./GalleryState";
import { packActors } from "./packActors";
import { renderGallery } from "./render";
import { showOddsPage } from "./galleryOdds";
import { galleryLanguage, LANGUAGES } from "./galleryLanguages";
import { RememberedChoices } from "../src/foundry/applications/modifiers/rememberedChoices";
import { loadExampleModule } from "./galleryModule";
import { galleryEffect } from "./galleryEffect";
import { GalleryKeys } from "./galleryKeys";

/** The templates exactly as the system ships them, by their path inside the system folder. */
const SOURCES = import.meta.glob<string>("../templates/**/*.hbs", { eager: true, query: "?raw", import: "default" });

/** The fixed seed of the gallery's dice: the same page, the same rolls, every time. */
const SEED = 20_251_121;

async function start(): Promise<void> {
  const address = readAddress(window.location.search, DEFAULT_RULESET.id);
  // The system's strings in the language asked for, and core's for the keys of core's that its templates use, as Foundry would localise them.
  const i18n = galleryLanguage(address.lang);
  document.documentElement.lang = i18n.lang;
  const shown = REGISTERED.map((ruleset) => ruleset.id);
  linkAddressBar(
    document,
    address,
    shown.map((id) => ({ id, name: translate(i18n, { key: `TURNWRIGHT.RuleSet.${id}` }) })),
    LANGUAGES,
  );
  const ruleset = ruleSetById(address.rules);
  if (ruleset === undefined) throw new Error(`The gallery has no page for the rule set “${address.rules}”; it shows ${shown.join(", ")}`);
  const { play: module, gallery: page } = ruleset;
  const root = document.getElementById("gallery");
  if (root === null) throw new Error("The gallery's page has no place to draw in");
  document.title = `Turnwright gallery · ${translate(i18n, { key: `TURNWRIGHT.RuleSet.${module.id}` })}`;
  const host = Handlebars.create();
  // Foundry's own helpers that core's tracker markup uses, as Foundry registers them for every template.
  host.registerHelper("localize", (key: unknown) => (typeof key === "string" ? i18n.localize(key) : ""));
  host.registerHelper("and", (...values: unknown[]) => values.slice(0, -1).every(Boolean));
  const templates = compileTemplates(
    host,
    () => i18n,
    (file) => {
      const source = SOURCES[`../${file}`];
      if (source === undefined) throw new Error(`The gallery has no template ${file}`);
      return source;
    },
  );
  // Only this rule set's characters are in its world, as in a Foundry world playing it.
  const actors = packActors().filter((actor) => actor.type === module.documents.actorType);
  const [a, b] = page.fighters.map((name) => actors.find((actor) => actor.name === name));
  if (a === undefined || b === undefined) throw new Error(`The gallery's fighters ${page.fighters.join(" and ")} are missing from the compendium sources`);
  const world = new GalleryWorld(module, actors, [a.ref, b.ref]);
  const seeded = new SeededFaces(SEED);
  const play = new GalleryPlay(world, seeded);
  play.targets.set("player-a", [b.ref]);
  play.targets.set("player-b", [a.ref]);
  const state: GalleryState = {
    world,
    play,
    templates,
    i18n,
    fighters: [a.ref, b.ref],
    seats: [
      { id: "gm", label: "Gamemaster", user: galleryUser("gm", [], true) },
      { id: "player-a", label: `${a.name}'s player`, user: galleryUser("player-a", [a.ref]) },
      { id: "player-b", label: `${b.name}'s player`, user: galleryUser("player-b", [b.ref]) },
    ],
    viewer: "player-b",
    tabs: new Map(),
    items: page.items.flatMap((name) => {
      const item = a.items.find((candidate) => candidate.name === name);
      return item === undefined ? [] : [{ actor: a.ref, item: item.id }];
    }),
    themes: themesOf(address),
    trackerLog: [],
    pendingRoll: null,
    pendingRequest: null,
    remembered: new RememberedChoices(),
    effect: galleryEffect(module.combat, [a.ref, b.ref]),
    keys: new GalleryKeys(window),
  };
  // The opening cards come from forced faces, so each kind of card is on show in a known state.
  // Faces it leaves are the next thrown: a defender's own roll in taking the damage it leaves
  // waiting (GalleryPage.settle), so dealing that damage shows what the page's words say.
  play.faces = new ForcedFaces(page.faces, seeded);
  await page.open(galleryTable(state));
  // The tokens stand this far apart from now on, as on a scene: the opening cards were played off the map.
  const apart = Number(new URLSearchParams(window.location.search).get("distance") ?? "");
  if (new URLSearchParams(window.location.search).has("distance") && Number.isFinite(apart)) world.apart = apart;
  if (address.page === "odds") {
    showOddsPage(root, state);
  } else {
    renderGallery(root, state);
    wireGallery(root, state);
    // The example module of examples/module, on the table page when the address asks for it.
    if (new URLSearchParams(window.location.search).get("module") === "action-panel") await loadExampleModule(state, () => renderGallery(root, state));
  }
  document.body.dataset["ready"] = "true";
}

start().catch((error: unknown) => {
  document.body.dataset["ready"] = "failed";
  document.body.append(
    Object.assign(document.createElement("pre"), { className: "gallery-failure", textContent: String(error instanceof Error ? error.stack : error) }),
  );
});
