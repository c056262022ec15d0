import { ACTION_POINTS_DECLARATION } from "./declaration";
import type { RuleSet } from "../RuleSet";
import { ACTION_POINTS_GALLERY } from "./play/galleryPage";
import { ACTION_POINTS_MODULE } from "./play/module";
import { bindRuleSet } from "../../engine/fight/BoundRuleSet";
import { actionPointsRuntime } from "./runtime";
import { AP_EVENT_WORDS } from "./play/eventWords";

/** Die-type attributes, Action Points spent pass after pass, hit locations and serious injury. */
export const ACTION_POINTS: RuleSet = {
  ...ACTION_POINTS_DECLARATION,
  runtime: bindRuleSet(actionPointsRuntime),
  play: ACTION_POINTS_MODULE,
  gallery: ACTION_POINTS_GALLERY,
  eventWords: AP_EVENT_WORDS,
};
