import type { Derived, DocumentRules } from "../../engine/play/DocumentRules";
import { withStatuses } from "../../engine/conditions/conditionState";
import { fieldTree } from "../../engine/schema/FieldTree";
import { foundryFieldKit } from "./DataFieldKit";
import { fieldsFromTree, type FieldWords } from "./fieldsFromTree";
import { fillUnsetBars } from "./fillUnsetBars";
import { plainData } from "./plainData";
import { refusingNumberField } from "./refusingNumberField";

type Schema = foundry.data.fields.DataSchema;

/** Where lang/en.json keeps a subtype's field labels: `TURNWRIGHT.Data.<type>.FIELDS.<path>.label`. */
export function localizationPrefix(type: string): string {
  return `TURNWRIGHT.Data.${type}`;
}

/**
 * The `system` model of one subtype, built from the rule set's schema: Foundry validates every
 * change against it, and `derived` holds what the rule set derives from the data (bonuses,
 * what is left of a track), recomputed whenever the document is prepared and never stored.
 * The actor's token bars read a track left unset as full.
 */
export function dataModelFor<Parent extends Actor.Implementation | Item.Implementation>(documents: DocumentRules, type: string) {
  const schema = documents.schemas[type];
  if (schema === undefined) throw new RangeError(`The rule set has no schema for the subtype "${type}"`);
  const tree = fieldTree(schema);
  const bars = type === documents.actorType ? documents.tokens.bars : [];
  if (tree.kind === "object" && "derived" in tree.fields)
    throw new RangeError(`The subtype "${type}" has a field named "derived", which the data model keeps for derived values`);

  return class TurnwrightSystem extends foundry.abstract.TypeDataModel<Schema, Parent, Record<never, never>, { derived: Derived }> {
    static override LOCALIZATION_PREFIXES = [localizationPrefix(type)];

    static override defineSchema(): Schema {
      const fields = foundry.data.fields;
      return fieldsFromTree(tree, foundryFieldKit(fields, refusingNumberField(fields.NumberField)), FOUNDRY_WORDS);
    }

    override prepareDerivedData(): void {
      super.prepareDerivedData();
      this.derived = documents.derive(type, this.#rulesView());
      fillUnsetBars(this, bars);
    }

    /**
     * The data as the rules read it: an actor's with its conditions from its status effects
     * (v13 client/documents/actor.mjs `applyActiveEffects` fills `statuses` before the derived
     * data is prepared), an item's as stored.
     */
    #rulesView(): unknown {
      const data = plainData(this.toObject(false));
      if (type !== documents.actorType) return data;
      const statuses: unknown = Reflect.get(Object(this.parent), "statuses");
      return withStatuses(data, statuses instanceof Set ? [...statuses].filter((id) => typeof id === "string") : [], documents.conditions);
    }
  };
}

/** Looked up when a value is refused, long after the translations have loaded. */
const FOUNDRY_WORDS: FieldWords = {
  patternMismatch: (pattern) => game.i18n?.format("TURNWRIGHT.Field.PatternMismatch", { pattern }) ?? "TURNWRIGHT.Field.PatternMismatch",
};
