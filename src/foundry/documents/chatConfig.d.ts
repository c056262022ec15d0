import type { CardMessageModel } from "../data/CardMessageModel";

// Kept in step with registerCards, which puts the model in CONFIG at init, and with system.json,
// which declares the ChatMessage subtype "card". The message class is not declared here: doing
// so makes the types of every document circular; it only overrides how a message is drawn.
declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    ChatMessage: { card: typeof CardMessageModel };
  }
}
