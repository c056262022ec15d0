// Foundry v13 fires `moveToken` on every client once a token's move is through; the installed
// declarations do not list it yet, so it is declared here as the v13 API documents it.
declare module "fvtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      moveToken: (
        document: TokenDocument.Implementation,
        movement: TokenDocument.MovementOperation,
        operation: TokenDocument.Database.UpdateOperation,
        user: User.Implementation,
      ) => void;
    }
  }
}

export {};
