import type { Quench } from "@ethaks/fvtt-quench";

// Quench calls `quenchReady` from its own `setup` hook, with its one Quench instance (its
// quench-init: `Hooks.callAll("quenchReady", quench)`). The package declares the hook on
// `Hooks.StaticCallbacks`, which the v13 declarations no longer merge into, so it is declared
// here where they look.
declare module "fvtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      quenchReady: (quench: Quench) => void;
    }
  }
}

export {};
