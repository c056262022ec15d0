import type { DeepPartial } from "fvtt-types/utils";
import { conditionAtSystemPath } from "../../../engine/conditions/conditionState";
import type { SheetView } from "../../../engine/play/SheetView";
import { documentRulesOf } from "../../activeRules";
import { sheetViewNow } from "./sheetNow";
import { gameTranslator } from "../../templating/gameTranslator";
import { TAB_GROUP, sheetContextFor, type SheetTemplateContext } from "../../templating/sheetContext";
import { DECLARED } from "../../../rulesets/declared";
import { ACTION_DRAG_TYPE, type ActionDrag } from "./actionDrag";
import { translate } from "../../templating/Translator";
import { itemDrop } from "./itemDrop";
import { buttonData, toggleChange } from "./sheetButtons";
import type { SheetRules } from "./SheetRules";
import { sheetTemplateParts } from "./sheetParts";
import { tabsConfig } from "./sheetTabs";
import { UNAVAILABLE_VIEW } from "./sheetView";
import { submitSheet } from "./submitSheet";
import { withBaseValues } from "./withBaseValues";
import { withDocumentNotes } from "./documentNotes";
import { skipDialogHeld } from "../../keys/registerKeys";
import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;
import ApplicationV2 = foundry.applications.api.ApplicationV2;
import HandlebarsApplicationMixin = foundry.applications.api.HandlebarsApplicationMixin;
import { uuidOf } from "../../documents/storedDocument";
import { openSheet } from "../../versions/openSheet";

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

/**
 * One actor sheet for every rule set: the world's rule set draws a SheetView from the actor
 * (and its budget in a fight) and the shared templates render it.
 */
export function defineActorSheet(rules: SheetRules) {
  return class TurnwrightActorSheet extends HandlebarsActorSheet {
    static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
      classes: ["turnwright", "tw-sheet", "tw-actor-sheet"],
      position: { width: 720, height: 760 },
      window: { resizable: true },
      form: { submitOnChange: true, closeOnSubmit: false },
      actions: {
        openItem: TurnwrightActorSheet.#openItem,
        deleteItem: TurnwrightActorSheet.#deleteItem,
        createItem: TurnwrightActorSheet.#createItem,
        toggle: TurnwrightActorSheet.#toggle,
      },
    };

    static PARTS: Record<string, HandlebarsApplicationMixin.HandlebarsTemplatePart> = sheetTemplateParts();

    /** Tabs come from the rule set's view; the group is declared so core keeps its state. */
    static override TABS: Record<string, ApplicationV2.TabsConfiguration> = { [TAB_GROUP]: { tabs: [] } };

    /** The view drawn at the last render: labels refusals and bounds toggles to what was shown. */
    #view: SheetView = UNAVAILABLE_VIEW;

    /** Drawn once the rules have arrived: a sheet opened sooner waits for them. */
    async #drawView(): Promise<SheetView> {
      const module = await rules.module();
      if (module === undefined || this.actor.type !== module.documents.actorType) return UNAVAILABLE_VIEW;
      const view = withBaseValues(sheetViewNow(module, rules, this.actor), this.actor.toObject().system, this.actor.overrides);
      return withDocumentNotes(view, this.actor, "actor");
    }

    /** Hooks that redraw the sheet when the fight changes, so its action list follows the budget. */
    #fightHooks: { readonly name: "updateCombat" | "updateCombatant" | "deleteCombat"; readonly id: number }[] = [];

    protected override async _onFirstRender(context: DeepPartial<ActorSheetContext>, options: DeepPartial<ActorSheetV2.RenderOptions>): Promise<void> {
      await super._onFirstRender(context, options);
      const redraw = (): void => void this.render();
      this.#fightHooks = [
        { name: "updateCombat", id: Hooks.on("updateCombat", redraw) },
        { name: "updateCombatant", id: Hooks.on("updateCombatant", redraw) },
        { name: "deleteCombat", id: Hooks.on("deleteCombat", redraw) },
      ];
    }

    protected override _onClose(options: DeepPartial<ActorSheetV2.RenderOptions>): void {
      super._onClose(options);
      for (const hook of this.#fightHooks) Hooks.off(hook.name, hook.id);
      this.#fightHooks = [];
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
      void rules.startCard(this.actor, action, buttonData(target.dataset), { quick: skipDialogHeld() });
    }

    /**
     * A rule button dragged (to the hotbar) carries its action; an item row carries its item, as
     * core's own `_onDragStart` does (v13 client/applications/sheets/actor-sheet.mjs, where
     * `_onRender` binds a DragDrop to `.draggable` and calls this with the element dragged).
     * The installed types do not declare ActorSheetV2's drag and drop methods, hence no `override`.
     */
    async _onDragStart(event: DragEvent): Promise<void> {
      const target = event.currentTarget;
      if (!(target instanceof HTMLElement) || event.dataTransfer === null) return;
      const action = target.dataset["action"];
      if (target instanceof HTMLButtonElement && action !== undefined && target.closest(".tw-sheet-body") !== null) {
        const drag: ActionDrag = { type: ACTION_DRAG_TYPE, actor: uuidOf(this.actor), action, data: buttonData(target.dataset) };
        event.dataTransfer.setData("text/plain", JSON.stringify(drag));
        return;
      }
      const item = this.actor.items.get(target.dataset["itemId"] ?? "");
      if (item !== undefined) event.dataTransfer.setData("text/plain", JSON.stringify(item.toDragData()));
    }

    /**
     * An item dropped here: core's `_onDropItem` (same file) copies any item an owner drops and
     * re-sorts the actor's own; here the world's rule set must know the item's type, and the
     * actor's own item dropped on it changes nothing.
     */
    async _onDropItem(_event: DragEvent, item: Item.Implementation): Promise<Item.Implementation | null> {
      const module = await rules.module();
      if (!this.actor.isOwner || module === undefined) return null;
      const drop = itemDrop({ name: item.name, type: item.type, ownActor: item.parent?.uuid === this.actor.uuid }, module, DECLARED);
      if (drop.kind === "refuse") ui.notifications?.warn(translate(gameTranslator(), drop.words));
      if (drop.kind !== "add") return null;
      const keepId = item.id !== null && !this.actor.items.has(item.id);
      const created = await this.actor.createEmbeddedDocuments("Item", [item.toObject()], { keepId });
      return created?.[0] ?? null;
    }

    static async #openItem(this: TurnwrightActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
      await openSheet(this.actor.items.get(target.dataset["itemId"] ?? "")?.sheet);
    }

    static async #deleteItem(this: TurnwrightActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
      const item = this.actor.items.get(target.dataset["itemId"] ?? "");
      await item?.deleteDialog();
    }

    static async #createItem(this: TurnwrightActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
      const module = await rules.module();
      // Only a type of the world's rule set, read back from Foundry's own list of Item types.
      const type = Item.TYPES.find((known) => known === target.dataset["type"] && module?.documents.itemTypes.includes(known) === true);
      if (type === undefined) return;
      const name = gameTranslator().localize(`TYPES.Item.${type}`);
      await this.actor.createEmbeddedDocuments("Item", [{ name, type }]);
    }

    /**
     * A condition's toggle turns its status effect on or off (the token HUD's state, core's
     * permission: an owner may); any other toggle writes its field.
     */
    static async #toggle(this: TurnwrightActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
      const path = target.dataset["path"] ?? "";
      const change = toggleChange(this.#view, path);
      if (change === undefined) return;
      const condition = conditionAtSystemPath(path, documentRulesOf("Actor", this.actor.type)?.conditions ?? []);
      if (condition === undefined) await this.actor.update(change);
      else await this.actor.toggleStatusEffect(condition.id, { active: change[path] === true });
    }
  };
}
