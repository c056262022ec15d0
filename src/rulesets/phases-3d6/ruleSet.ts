import { PHASES_DECLARATION } from "./declaration";
import type { RuleSet } from "../RuleSet";
import { PHASES_GALLERY } from "./play/galleryPage";
import { PHASES_MODULE } from "./play/module";
import { bindRuleSet } from "../../engine/fight/BoundRuleSet";
import { phasesRuntime } from "./runtime";
import { PHASES_EVENT_WORDS } from "./play/eventWords";

/** 3d6 against OCV and DCV in 3-second Phases, Stun and Body, a hex map with attacks of opportunity. */
export const PHASES_3D6: RuleSet = {
  ...PHASES_DECLARATION,
  runtime: bindRuleSet(phasesRuntime),
  play: PHASES_MODULE,
  gallery: PHASES_GALLERY,
  eventWords: PHASES_EVENT_WORDS,
};
