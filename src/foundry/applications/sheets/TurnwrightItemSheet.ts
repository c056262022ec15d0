import type { DeepPartial } from "fvtt-types/utils";
import type { SheetView } from "../../../engine/play/SheetView";
import { gameTranslator } from "../../templating/gameTranslator";
import { TAB_GROUP, sheetContextFor, type SheetTemplateContext } from "../../templating/sheetContext";
import type { SheetRules } from "./SheetRules";
import { sheetTemplateParts } from "./sheetParts";
import { tabsConfig } from "./sheetTabs";
import { UNAVAILABLE_VIEW } from "./sheetView";
import { submitSheet } from "./submitSheet";
import { withDocumentNotes } from "./documentNotes";
import ItemSheetV2 = foundry.applications.sheets.ItemSheetV2;
import ApplicationV2 = foundry.applications.api.ApplicationV2;
import DocumentSheetV2 = foundry.applications.api.DocumentSheetV2;
import HandlebarsApplicationMixin = foundry.applications.api.HandlebarsApplicationMixin;

type RenderOptions = DeepPartial<DocumentSheetV2.RenderOptions> & { isFirstRender: boolean };

interface ItemSheetContext extends DocumentSheetV2.RenderContext<Item.Implementation> {
  turnwright: SheetTemplateContext;
}

/** Typed as its ItemSheetV2 base for the same reason as the actor sheet's (TS2589 on the mixin). */
const HandlebarsItemSheet: typeof ItemSheetV2 = HandlebarsApplicationMixin(ItemSheetV2);

/** One item sheet for every rule set: the rule set's item view, drawn with the shared templates. */
export function defineItemSheet(rules: SheetRules) {
  return class TurnwrightItemSheet extends HandlebarsItemSheet {
    static override DEFAULT_OPTIONS: DocumentSheetV2.DefaultOptions = {
      classes: ["turnwright", "tw-sheet", "tw-item-sheet"],
      position: { width: 520, height: "auto" },
      window: { resizable: true },
      form: { submitOnChange: true, closeOnSubmit: false },
    };

    static PARTS: Record<string, HandlebarsApplicationMixin.HandlebarsTemplatePart> = sheetTemplateParts();

    static override TABS: Record<string, ApplicationV2.TabsConfiguration> = { [TAB_GROUP]: { tabs: [] } };

    #view: SheetView = UNAVAILABLE_VIEW;

    /** Drawn once the rules have arrived: a sheet opened sooner waits for them. */
    async #drawView(): Promise<SheetView> {
      const module = await rules.module();
      if (module === undefined || !module.documents.itemTypes.includes(this.item.type)) return UNAVAILABLE_VIEW;
      // The stored source, plain JSON, is what the rule set's schema reads, never the live model.
      return withDocumentNotes(module.itemSheet(this.item.type, this.item.toObject().system), this.item, "item");
    }

    protected override _getTabsConfig(group: string): ApplicationV2.TabsConfiguration | null {
      return group === TAB_GROUP ? tabsConfig(this.#view, gameTranslator()) : null;
    }

    protected override async _prepareContext(options: RenderOptions): Promise<ItemSheetContext> {
      this.#view = await this.#drawView();
      const base = await super._prepareContext(options);
      const subject = { sheetKind: "item" as const, name: this.item.name, img: this.item.img ?? "", editable: this.isEditable };
      return { ...base, turnwright: sheetContextFor(subject, this.#view, this.tabGroups) };
    }

    protected override _prepareSubmitData(
      event: SubmitEvent,
      form: HTMLFormElement,
      formData: foundry.applications.ux.FormDataExtended,
      updateData?: unknown,
    ): object {
      void event;
      return submitSheet(this.item, this.#view, form, formData.object, updateData);
    }
  };
}
