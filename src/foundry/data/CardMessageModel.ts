type Schema = foundry.data.fields.DataSchema;

/**
 * A card message's `system`: which rule set drew it, the card's whole state, and whose roll it
 * is (its author is the GM's game, see cardSight). Everything the next press needs lives here, so
 * a card works the same after a reload or on another client; the state is read back through a
 * schema before use, never trusted as typed.
 */
export class CardMessageModel extends foundry.abstract.TypeDataModel<Schema, ChatMessage.Implementation> {
  static override defineSchema(): Schema {
    const fields = foundry.data.fields;
    return {
      ruleset: new fields.StringField({ required: true, blank: false }),
      card: new fields.ObjectField({ required: true }),
      // The user whose roll the card is; cards written before the GM wrote them all have none.
      roller: new fields.ForeignDocumentField(foundry.documents.BaseUser, { idOnly: true }),
      // Made by a press of a card whose dice were thrown: seen as a roll is, without dice of its own (cardSight). Older cards read false.
      fromThrow: new fields.BooleanField({ initial: false }),
    };
  }
}
