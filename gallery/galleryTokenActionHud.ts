import { statusesInSystem } from "../src/engine/conditions/conditionState";
import { sheetActions } from "../src/engine/play/sheetActions";
import { hudContent } from "../src/foundry/tah/hudActions";
import type { GalleryState } from "./GalleryState";

const escape = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Token Action HUD Core's HUD for the first fighter's token, filled as Turnwright fills it in
 * Foundry (src/foundry/tah: `hudContent` over the sheet's view, its conditions and its tracker
 * buttons), drawn as a plain stand-in for the module's own HUD: a row of groups, each with its
 * action buttons, every button carrying its value as the module's `.tah-action-button` does.
 */
export function tokenActionHudPanel(state: GalleryState, ref: string): string {
  const module = state.world.module;
  const actor = state.world.actor(ref);
  const on = new Set(statusesInSystem(actor.system, module.documents.conditions));
  const conditions = module.documents.conditions.map((condition) => ({ condition, on: on.has(condition.id) }));
  const content = hudContent(
    { actions: sheetActions(module.sheet(actor, state.world.budget(ref))), rolls: module.cards.modifiers.rolls },
    conditions,
    [],
    state.i18n,
  );
  const groups = content
    .map(({ group, actions }) => {
      const buttons = actions
        .map((action) => {
          const info = action.info1 === undefined ? "" : `<span class="tah-button-info">${escape(action.info1.text)}</span>`;
          return `<button type="button" class="tah-action-button ${escape(action.cssClass ?? "")}" data-action="tahAction" value="${escape(action.encodedValue)}"${action.tooltip === undefined ? "" : ` title="${escape(action.tooltip)}"`}>${escape(action.name)}${info}</button>`;
        })
        .join("");
      const name = state.i18n.localize(`TURNWRIGHT.Tah.Group.${group}`);
      return `<section class="tah-group" data-group="${group}"><h4 class="tah-group-name">${escape(name)}</h4><div class="tah-actions">${buttons}</div></section>`;
    })
    .join("");
  return `<section class="gallery-panel gallery-panel--tah" data-panel="tah" data-ref="${escape(ref)}">
    <h3 class="gallery-caption">Token Action HUD · ${escape(actor.name)}</h3>
    <div class="gallery-tah">${groups}</div>
  </section>`;
}
