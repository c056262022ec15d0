import type { BudgetSpent, CardStepEvent, DamageApplied, EffectEnded, Passed, PreRoll } from "./turnwrightHooks";

// Turnwright's own hooks (docs/api.md), declared so that `Hooks.on` and `Hooks.call` type their listeners.
declare module "fvtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      "turnwright.preRoll": (actor: Actor.Implementation, roll: PreRoll) => boolean | void;
      "turnwright.cardStep": (message: ChatMessage.Implementation, step: CardStepEvent) => void;
      "turnwright.budgetSpent": (spent: BudgetSpent) => void;
      "turnwright.passed": (passed: Passed) => void;
      "turnwright.damageApplied": (damage: DamageApplied) => void;
      "turnwright.effectEnded": (effect: EffectEnded) => void;
    }
  }
}

export {};
