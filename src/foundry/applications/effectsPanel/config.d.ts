// v13's declarations leave `getSceneControlButtons` out ("saw a major rework in v13"); v13's
// client/applications/ui/scene-controls.mjs `#prepareControls` calls it with the record of
// controls by name, each with its record of tools, which a package may add to.
declare module "fvtt-types/configuration" {
  interface SettingConfig {
    /** Whether this client shows the effects panel (registerEffectsPanel.ts). */
    "turnwright.effectsPanel": boolean;
  }

  namespace Hooks {
    interface HookConfig {
      getSceneControlButtons: (controls: Record<string, foundry.applications.ui.SceneControls.Control>) => void;
    }
  }
}

export {};
