import type { DeepPartial } from "fvtt-types/utils";
import type { SheetView } from "../../../engine/play/SheetView";
import { sheetViewNow } from "./sheetNow";
import { gameTranslator } from "../../templating/gameTranslator";
import { TAB_GROUP, sheetContextFor, type SheetTemplateContext } from "../../templating/sheetContext";
import { buttonData } from "./sheetButtons";
import type { SheetRules } from "./SheetRules";
import { sheetTemplateParts } from "./sheetParts";
import { tabsConfig } from "./sheetTabs";
import { UNAVAILABLE_VIEW } from "./sheetView";
import { submitSheet } from "./submitSheet";
import { withBaseValues } from "./withBaseValues";
import { withDocumentNotes } from "./documentNotes";
import { ACTION_DRAG_TYPE, type ActionDrag } from "./actionDrag";
import { uuidOf } from "../../documents/storedDocument";
import { skipDialogHeld } from "../../keys/registerKeys";
import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;
import ApplicationV2 = foundry.applications.api.ApplicationV2;
import HandlebarsApplicationMixin = foundry.applications.api.HandlebarsApplicationMixin;

type RenderOptions = DeepPartial<ActorSheetV2.RenderOptions> & { isFirstRender: boolean };

interface ActorSheetContext extends ActorSheetV2.RenderContext {
  turnwright: SheetTemplateContext;
}

/**
 * The class is typed as its ActorSheetV2 base: checking a subclass against the full mixin
 * intersection exceeds the compiler's instantiation limit (TS2589). The mixin still supplies
 * the Handlebars rendering at run time; PARTS is declared here with the mixin's own type.
 */
const HandlebarsActorSheet: typeof ActorSheetV2 = HandlebarsApplicationMixin(ActorSheetV2);

/** The sheet's clicks and drops, fetched with the first of them (see actorSheetActions). */
const actions = () => import("./actorSheetActions");

/**
 * What a drag from the sheet carries: a rule button its action (the hotbar makes a macro of it),
 * an item row its item, as core's own `_onDragStart` does; null for anything else.
 */
function dragData(actor: Actor.Implementation, target: HTMLElement): string | null {
  const action = target.dataset["action"];
  if (target instanceof HTMLButtonElement && action !== undefined && target.closest(".tw-sheet-body") !== null) {
    const drag: ActionDrag = { type: ACTION_DRAG_TYPE, actor: uuidOf(actor), action, data: buttonData(target.dataset) };
    return JSON.stringify(drag);
  }
  const item = actor.items.get(target.dataset["itemId"] ?? "");
  return item === undefined ? null : JSON.stringify(item.toDragData());
}

/** Hooks that call `redraw` whenever a fight changes; answers what takes them off again. */
function redrawOnFight(redraw: () => void): () => void {
  const hooks = [
    { name: "updateCombat", id: Hooks.on("updateCombat", redraw) },
    { name: "updateCombatant", id: Hooks.on("updateCombatant", redraw) },
    { name: "deleteCombat", id: Hooks.on("deleteCombat", redraw) },
  ] as const;
  return () => {
    for (const hook of hooks) Hooks.off(hook.name, hook.id);
  };
}

/**
 * One actor sheet for every rule set: the world's rule set draws a SheetView from the actor
 * (and its budget in a fight) and the shared templates render it. What the rest of the system
 * hands the sheets comes as `rules`, set by the class `defineActorSheet` makes.
 */
abstract class RuledActorSheet extends HandlebarsActorSheet {
  protected abstract readonly rules: SheetRules;

  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["turnwright", "tw-sheet", "tw-actor-sheet"],
    position: { width: 720, height: 760 },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false },
    actions: {
      openItem: RuledActorSheet.#openItem,
      deleteItem: RuledActorSheet.#deleteItem,
      createItem: RuledActorSheet.#createItem,
      toggle: RuledActorSheet.#toggle,
    },
  };

  static PARTS: Record<string, HandlebarsApplicationMixin.HandlebarsTemplatePart> = sheetTemplateParts();

  /** Tabs come from the rule set's view; the group is declared so core keeps its state. */
  static override TABS: Record<string, ApplicationV2.TabsConfiguration> = { [TAB_GROUP]: { tabs: [] } };

  /** The view drawn at the last render: labels refusals and bounds toggles to what was shown. */
  #view: SheetView = UNAVAILABLE_VIEW;

  /** Drawn once the rules have arrived: a sheet opened sooner waits for them. */
  async #drawView(): Promise<SheetView> {
    const module = await this.rules.module();
    if (module === undefined || this.actor.type !== module.documents.actorType) return UNAVAILABLE_VIEW;
    const view = withBaseValues(sheetViewNow(module, this.rules, this.actor), this.actor.toObject().system, this.actor.overrides);
    return withDocumentNotes(view, this.actor, "actor");
  }

  /** Takes off the hooks that redraw the sheet as the fight changes, so its action list follows the budget. */
  #offFight: () => void = () => undefined;

  protected override async _onFirstRender(context: DeepPartial<ActorSheetContext>, options: DeepPartial<ActorSheetV2.RenderOptions>): Promise<void> {
    await super._onFirstRender(context, options);
    this.#offFight = redrawOnFight(() => void this.render());
  }

  protected override _onClose(options: DeepPartial<ActorSheetV2.RenderOptions>): void {
    super._onClose(options);
    this.#offFight();
    this.#offFight = () => undefined;
  }

  protected override _getTabsConfig(group: string): ApplicationV2.TabsConfiguration | null {
    return group === TAB_GROUP ? tabsConfig(this.#view, gameTranslator()) : null;
  }

  protected override async _prepareContext(options: RenderOptions): Promise<ActorSheetContext> {
    this.#view = await this.#drawView();
    const base = await super._prepareContext(options);
    const subject = { sheetKind: "actor" as const, name: this.actor.name, img: this.actor.img ?? "", editable: this.isEditable };
    return { ...base, turnwright: sheetContextFor(subject, this.#view, this.tabGroups) };
  }

  protected override _prepareSubmitData(
    event: SubmitEvent,
    form: HTMLFormElement,
    formData: foundry.applications.ux.FormDataExtended,
    updateData?: unknown,
  ): object {
    void event;
    return submitSheet(this.actor, this.#view, form, formData.object, updateData);
  }

  /**
   * Every rule-set button in the sheet's body opens its card; the rules chose its name and data.
   * A roll asks for its modifiers first, unless the key that skips the dialog is held (Shift, as in
   * other systems' sheets, unless the user bound another in Configure Controls).
   */
  protected override _onClickAction(_event: PointerEvent, target: HTMLElement): void {
    const action = target.dataset["action"];
    if (action === undefined || target.closest(".tw-sheet-body") === null) return;
    void this.rules.startCard(this.actor, action, buttonData(target.dataset), { quick: skipDialogHeld() });
  }

  /**
   * A rule button or an item row dragged (see dragData): ActorSheetV2's `_onRender` binds a
   * DragDrop to `.draggable` and calls this with the element dragged (v13
   * client/applications/sheets/actor-sheet.mjs). The installed types do not declare ActorSheetV2's
   * drag and drop methods, hence no `override`.
   */
  async _onDragStart(event: DragEvent): Promise<void> {
    const target = event.currentTarget;
    const data = target instanceof HTMLElement ? dragData(this.actor, target) : null;
    if (data !== null) event.dataTransfer?.setData("text/plain", data);
  }

  async _onDropItem(_event: DragEvent, item: Item.Implementation): Promise<Item.Implementation | null> {
    return (await actions()).dropItem(this.actor, item, this.rules);
  }

  static async #openItem(this: RuledActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await (await actions()).openItem(this.actor, target);
  }

  static async #deleteItem(this: RuledActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await (await actions()).deleteItem(this.actor, target);
  }

  static async #createItem(this: RuledActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await (await actions()).createItem(this.actor, target, this.rules);
  }

  static async #toggle(this: RuledActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await (await actions()).toggle(this.actor, this.#view, target);
  }
}

/**
 * The world's actor sheet, given what the rest of the system hands the sheets. Its name is the one
 * core registers it by (`turnwright.TurnwrightActorSheet`), which a user's choice of sheet stores.
 */
export function defineActorSheet(rules: SheetRules) {
  return class TurnwrightActorSheet extends RuledActorSheet {
    protected readonly rules = rules;
  };
}
