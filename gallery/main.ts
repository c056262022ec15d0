import Handlebars from "handlebars";
import "@fortawesome/fontawesome-free/css/all.css";
import "../styles/turnwright.css";
import "./gallery.css";
import english from "../lang/en.json";
import { ForcedFaces } from "../src/engine/dice/ForcedFaces";
import { SeededFaces } from "../src/engine/dice/SeededFaces";
import { moduleFor } from "../src/rulesets/modules";
import { dictionaryTranslator } from "../src/foundry/templating/dictionaryTranslator";
import { compileTemplates } from "../src/foundry/templating/templateSet";
import { wireGallery } from "./events";
import { GalleryPlay } from "./GalleryPlay";
import { GalleryWorld, galleryUser } from "./GalleryWorld";
import type { GalleryState, Theme } from "./GalleryState";
import { openingScene } from "./openingScene";
import { packActors } from "./packActors";
import { renderGallery } from "./render";

/** The templates exactly as the system ships them, by their path inside the system folder. */
const SOURCES = import.meta.glob<string>("../templates/**/*.hbs", { eager: true, query: "?raw", import: "default" });

/** The fixed seed of the gallery's dice: the same page, the same rolls, every time. */
const SEED = 20_251_121;

function themesFromAddress(): Theme[] {
  const asked = new URLSearchParams(window.location.search).get("theme");
  return asked === "light" || asked === "dark" ? [asked] : ["light", "dark"];
}

async function start(): Promise<void> {
  const module = moduleFor("d100-fate");
  const root = document.getElementById("gallery");
  if (module === undefined || root === null) throw new Error("The gallery needs the d100-fate module and its page");
  const i18n = dictionaryTranslator(english);
  const templates = compileTemplates(Handlebars.create(), () => i18n, (file) => {
    const source = SOURCES[`../${file}`];
    if (source === undefined) throw new Error(`The gallery has no template ${file}`);
    return source;
  });
  const actors = packActors();
  const [a, b] = [actors.find((actor) => actor.name === "Guard Sergeant"), actors.find((actor) => actor.name === "Cult Champion")];
  if (a === undefined || b === undefined) throw new Error("The gallery's fighters are missing from the compendium sources");
  const world = new GalleryWorld(module, actors, [a.ref, b.ref]);
  const seeded = new SeededFaces(SEED);
  const play = new GalleryPlay(world, seeded);
  const weapon = a.items.find((item) => item.name === "Las rifle");
  const armour = a.items.find((item) => item.type.endsWith("armour"));
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
    items: [weapon, armour].flatMap((item) => (item === undefined ? [] : [{ actor: a.ref, item: item.id }])),
    themes: themesFromAddress(),
  };
  // The opening cards come from forced faces, so each kind of card is on show in a known state.
  play.faces = new ForcedFaces(openingScene.faces, seeded);
  await openingScene.play(state);
  play.faces = seeded;
  renderGallery(root, state);
  wireGallery(root, state);
  document.body.dataset["ready"] = "true";
}

start().catch((error: unknown) => {
  document.body.dataset["ready"] = "failed";
  document.body.append(Object.assign(document.createElement("pre"), { className: "gallery-failure", textContent: String(error instanceof Error ? error.stack : error) }));
});
