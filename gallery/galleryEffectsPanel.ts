import { statusesInSystem } from "../src/engine/conditions/conditionState";
import { timeLabel } from "../src/foundry/applications/tracker/timeLabel";
import { statusEffectsFor, type ConditionStatus } from "../src/foundry/data/statusEffects";
import { effectRows, effectsPanelContext, type EffectOnActor } from "../src/foundry/applications/effectsPanel/effectRows";
import { translate } from "../src/foundry/templating/Translator";
import blessingArt from "./art/blessing.svg";
import { galleryClockOf } from "./galleryEffect";
import { iconUrl, toggleHudStatus } from "./galleryTokenHud";
import { seatOf, type GalleryState } from "./GalleryState";

/** The row id of the gallery's one Active Effect; a condition's is `status-<id>`. */
const BLESSING = "gallery-blessing";

/**
 * The effects panel's buttons as the panel's own actions answer them in Foundry: a name opens the
 * effect's sheet (here the Active Effect sheet beside it), and the GM's button deletes it (a
 * condition's status effect turned off, as core's token HUD deletes it).
 */
export function onEffectsPanel(state: GalleryState, action: string, id: string): boolean {
  if (action === "turnwrightOpenEffect") {
    state.effect.opened = id === BLESSING;
    return true;
  }
  if (action !== "turnwrightEndEffect" || !seatOf(state, state.viewer).user.isGM) return false;
  if (id === BLESSING) state.effect.deleted = true;
  else if (id.startsWith("status-")) toggleHudStatus(state, state.effect.bearer, id.slice("status-".length));
  return true;
}

/**
 * The effects panel as Foundry docks it beside the scene controls, for the first fighter's token,
 * drawn by the system's own template: its Blessing, counted on the gallery's fight (stepped by the
 * effect sheet's buttons, as the tracker's are), and each condition it is under, which lasts until
 * turned off. The chat log's seat is the viewer: the GM sees the button that ends an effect.
 */
export function effectsPanel(state: GalleryState): string {
  const effect = state.effect;
  const actor = state.world.actor(effect.bearer);
  const documents = state.world.module.documents;
  const on = new Set(statusesInSystem(actor.system, documents.conditions));
  const statuses = statusEffectsFor<ConditionStatus>(documents, [], "", [documents.actorType]).filter((status) => on.has(status.id));
  const effects: EffectOnActor[] = [
    ...(effect.deleted ? [] : [{ id: BLESSING, name: effect.name, img: blessingArt, disabled: false, timing: effect.timing }]),
    ...statuses.map((status) => ({
      id: `status-${status.id}`,
      name: translate(state.i18n, { key: status.name }),
      img: iconUrl(status.img),
      disabled: false,
      timing: null,
    })),
  ];
  const rows = effectRows(effects, state.world.module.combat.durations, galleryClockOf(effect), state.i18n.lang);
  const label = timeLabel(effect.clock, state.world.module.combat.clock.time);
  const context = effectsPanelContext(actor.name, rows, seatOf(state, state.viewer).user.isGM, label === null ? null : translate(state.i18n, label));
  return `<section class="gallery-panel gallery-panel--effects" data-panel="effects" data-ref="${actor.ref.replace(/"/g, "&quot;")}">
    <h3 class="gallery-caption">Effects panel · beside the token controls</h3>
    <div id="turnwright-effects" class="turnwright turnwright-effects">${state.templates.effectsPanel(context)}</div>
  </section>`;
}
