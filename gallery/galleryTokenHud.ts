import type { Condition } from "../src/engine/conditions/Condition";
import { statusesInSystem } from "../src/engine/conditions/conditionState";
import { statusEffectsFor, type ConditionStatus } from "../src/foundry/data/statusEffects";
import { translate } from "../src/foundry/templating/Translator";
import type { GalleryState } from "./GalleryState";
import { betweenFightsControl } from "./galleryBetweenFights";
import { rollRequestControl } from "./galleryRollRequest";

/** The GM's actions in the HUD's left column (v13 templates/hud/token-hud.hbs `.col.left`); none for a player. */
function gmColumn(state: GalleryState): string {
  const buttons = betweenFightsControl(state) + rollRequestControl(state);
  return buttons === "" ? "" : `<div class="col left">${buttons}</div>`;
}

/** The system's condition icons, served by the gallery's own build: a status effect's `img` names one by file. */
const ICONS = import.meta.glob<string>("../assets/conditions/*.svg", { eager: true, import: "default", query: "?url" });

export function iconUrl(img: string): string {
  const file = img.slice(img.lastIndexOf("/") + 1);
  return Object.entries(ICONS).find(([path]) => path.endsWith(`/${file}`))?.[1] ?? "";
}

const escape = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The first fighter's token with core's token HUD open on it, drawn as v13 draws its palette of
 * status effects (templates/hud/token-hud.hbs: `.status-effects`, an `img.effect-control` per
 * entry of `CONFIG.statusEffects`, `active` when the actor has it; client/applications/hud/
 * token-hud.mjs `_getStatusEffectChoices`), from the same list the world sets at `init`
 * (`statusEffectsFor`). The gallery keeps a condition where the rules read it, so the HUD and the
 * sheet's toggles here share one state as the status effects do in Foundry.
 */
export function tokenHudPanel(state: GalleryState, ref: string): string {
  const actor = state.world.actor(ref);
  const documents = state.world.module.documents;
  const on = new Set(statusesInSystem(actor.system, documents.conditions));
  const effects = statusEffectsFor<ConditionStatus>(documents, [], "", [documents.actorType]).filter((effect) =>
    documents.conditions.some((condition) => condition.id === effect.id),
  );
  const palette = effects
    .map((effect) => {
      const name = translate(state.i18n, { key: effect.name });
      const active = on.has(effect.id) ? " active" : "";
      return `<img class="effect-control${active}" data-action="hudStatus" data-status-id="${escape(effect.id)}" src="${escape(iconUrl(effect.img))}" title="${escape(name)}" alt="${escape(name)}">`;
    })
    .join("");
  const shown = effects
    .filter((effect) => on.has(effect.id))
    .map((effect) => `<img class="token-effect" data-status-id="${escape(effect.id)}" src="${escape(iconUrl(effect.img))}" alt="">`)
    .join("");
  return `<section class="gallery-panel gallery-panel--token" data-panel="token" data-ref="${escape(ref)}">
    <h3 class="gallery-caption">Token HUD · ${escape(actor.name)}</h3>
    <div class="gallery-token-row">
      ${gmColumn(state)}
      <div class="gallery-token">
        <img class="gallery-token-art" src="${escape(actor.img ?? "")}" alt="">
        <div class="token-effects">${shown}</div>
      </div>
    </div>
    <div class="token-hud"><div class="status-effects">${palette}</div></div>
  </section>`;
}

/** A click on the HUD's palette: the status effect turned on or off, where the rules read it. */
export function toggleHudStatus(state: GalleryState, ref: string, statusId: string): void {
  const conditions: readonly Condition[] = state.world.module.documents.conditions;
  const condition = conditions.find((candidate) => candidate.id === statusId);
  if (condition === undefined) return;
  const on = statusesInSystem(state.world.actor(ref).system, conditions).includes(statusId);
  state.world.updateActor(ref, { [`system.${condition.path}`]: !on });
}
