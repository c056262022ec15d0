import type { TahCoreModule, TahSystemModule } from "./TahApi";

// Token Action HUD Core calls `tokenActionHudCoreApiReady` at `ready` with its module, its `api`
// set (module/core/api.mjs `registerApi`), and listens for `tokenActionHudSystemReady` with the
// system's (module/main.mjs `registerCoreModule`). It ships no declarations: the shapes are ours,
// in TahApi.ts, after its published code.
declare module "fvtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      tokenActionHudCoreApiReady: (module: TahCoreModule) => void;
      tokenActionHudSystemReady: (module: TahSystemModule) => void;
    }
  }
}

export {};
