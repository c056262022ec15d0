import type { CardMessageModel } from "./CardMessageModel";

// Kept in step with registerCards, which puts the model in CONFIG at init, and with system.json,
// which declares the ChatMessage subtype "card".
declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    ChatMessage: { card: typeof CardMessageModel };
  }
}
