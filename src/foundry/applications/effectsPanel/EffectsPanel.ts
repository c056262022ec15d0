import type { DeepPartial } from "fvtt-types/utils";
import { readClock } from "../../fight/clockRecord";
import { combatData } from "../../documents/fighterRecord";
import { fightSettings } from "../../fight/fightSettings";
import { timeLabel } from "../tracker/timeLabel";
import { TurnwrightCombat } from "../../documents/TurnwrightCombat";
import { clockOfCombat, timingOf } from "../../documents/effectDuration";
import { readyGame } from "../../readyGame";
import { isStoredActor } from "../../documents/storedDocument";
import { say } from "../../gm/words";
import { EFFECTS_PANEL_TEMPLATE, systemPath } from "../../templating/templatePaths";
import { openSheet } from "../../versions/openSheet";
import { effectRows, effectsPanelContext, type EffectOnActor } from "./effectRows";
import ApplicationV2 = foundry.applications.api.ApplicationV2;
import HandlebarsApplicationMixin = foundry.applications.api.HandlebarsApplicationMixin;

/** Typed as its ApplicationV2 base, as the sheets are (TS2589 on the mixin's own type). */
const HandlebarsApplication: typeof ApplicationV2 = HandlebarsApplicationMixin(ApplicationV2);

type RenderOptions = DeepPartial<ApplicationV2.RenderOptions> & { isFirstRender: boolean };

/** The actor of the token this user controls last (v13 `TokenLayer#controlled`, client/canvas/layers/base/placeables-layer.mjs), if any. */
export function controlledActor(): Actor.Implementation | null {
  return canvas?.tokens?.controlled.at(-1)?.actor ?? null;
}

/** Every effect that applies to the actor, its items' among them (v13 client/documents/actor.mjs `allApplicableEffects`), as the panel reads it. */
function effectsOf(actor: Actor.Implementation): EffectOnActor[] {
  return [...actor.allApplicableEffects()].map((effect) => ({
    id: effect.uuid ?? "",
    name: effect.name,
    img: effect.img ?? "",
    disabled: effect.disabled,
    timing: timingOf(effect),
  }));
}

/** The moment of the fight the actor fights in ("Turn 2 · Phase 3"), null outside one. */
function momentOf(actor: Actor.Implementation): string | null {
  const game = readyGame("the effects panel");
  const combat = game.combats.contents
    .filter((candidate) => candidate instanceof TurnwrightCombat)
    .find((candidate) => candidate.started && isStoredActor(actor) && candidate.getCombatantsByActor(actor).length > 0);
  const label = combat === undefined ? null : timeLabel(readClock(combatData(combat)?.clock), fightSettings().rules.clock.time);
  return label === null ? null : say(game.i18n, label);
}

/** The effect a row names by its uuid, on an actor or one of its items. */
function effectAt(uuid: string): ActiveEffect.Implementation | undefined {
  const found = foundry.utils.fromUuidSync<ActiveEffect.Implementation>(uuid);
  return found instanceof foundry.documents.ActiveEffect ? found : undefined;
}

/**
 * The effects panel: a small window of core's ApplicationV2, docked beside the scene controls,
 * listing the effects on the controlled token's actor with what is left of each in the rule set's
 * own time. Drawn again as the tracker moves (documents/timedEffects.ts switches effects on and off
 * as it does), so it follows a step back as well as one forward. Fetched when first shown.
 */
export class EffectsPanel extends HandlebarsApplication {
  static override DEFAULT_OPTIONS: DeepPartial<ApplicationV2.Configuration> = {
    id: "turnwright-effects",
    tag: "aside",
    classes: ["turnwright", "turnwright-effects"],
    window: { frame: false, positioned: false },
    actions: {
      turnwrightOpenEffect: EffectsPanel.#open,
      turnwrightEndEffect: EffectsPanel.#end,
    },
  };

  static PARTS: Record<string, HandlebarsApplicationMixin.HandlebarsTemplatePart> = {
    body: { template: systemPath(EFFECTS_PANEL_TEMPLATE) },
  };

  /**
   * Docked in the interface's left column beside the scene controls, under the scene navigation
   * (v13 templates/views/game.hbs `#ui-left-column-2`), where core's own left-hand panels live.
   */
  protected override _insertElement(element: HTMLElement): void {
    const existing = document.getElementById(element.id);
    if (existing !== null) existing.replaceWith(element);
    else (document.getElementById("ui-left-column-2") ?? document.body).append(element);
  }

  protected override async _prepareContext(options: RenderOptions): Promise<ApplicationV2.RenderContext> {
    const base = await super._prepareContext(options);
    const game = readyGame("the effects panel");
    const actor = controlledActor();
    if (actor === null) return base;
    const rows = effectRows(effectsOf(actor), fightSettings().rules.durations, clockOfCombat, game.i18n.lang);
    return { ...base, ...effectsPanelContext(actor.name, rows, game.user.isGM, momentOf(actor)) };
  }

  static async #open(this: EffectsPanel, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await openSheet(effectAt(target.dataset["effectId"] ?? "")?.sheet);
  }

  /** The GM ends an effect: it is deleted, as core's token HUD deletes a status it turns off. */
  static async #end(this: EffectsPanel, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const game = readyGame("the effects panel");
    if (!game.user.isGM) return;
    const effect = effectAt(target.dataset["effectId"] ?? "");
    if (effect === undefined) return;
    await effect.delete();
    ui.notifications?.info(game.i18n.format("TURNWRIGHT.Effects.Panel.Ended", { name: effect.name }));
  }
}
