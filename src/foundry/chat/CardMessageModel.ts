type Schema = foundry.data.fields.DataSchema;

/** The chat message subtype every rule set's cards use; system.json declares it as ChatMessage "card". */
export const CARD_MESSAGE_TYPE = "card";

/**
 * A card message's `system`: which rule set drew it and the card's whole state. Everything the
 * next press needs lives here, so a card works the same after a reload or on another client;
 * the state is read back through a schema before use, never trusted as typed.
 */
export class CardMessageModel extends foundry.abstract.TypeDataModel<Schema, ChatMessage.Implementation> {
  static override defineSchema(): Schema {
    const fields = foundry.data.fields;
    return {
      ruleset: new fields.StringField({ required: true, blank: false }),
      card: new fields.ObjectField({ required: true }),
    };
  }
}
