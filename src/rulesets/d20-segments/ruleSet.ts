import { D20_SEGMENTS_DECLARATION } from "./declaration";
import type { RuleSet } from "../RuleSet";
import { D20_SEGMENTS_GALLERY } from "./play/galleryPage";
import { D20_SEGMENTS_MODULE } from "./play/module";
import { bindRuleSet } from "../../engine/fight/BoundRuleSet";
import { d20SegmentsRuntime } from "./runtime";
import { D20_EVENT_WORDS } from "./play/eventWords";

/** d20 opposed checks with a free defence, 15-second rounds counted in segments and turns, botches bought with action dice. */
export const D20_SEGMENTS: RuleSet = {
  ...D20_SEGMENTS_DECLARATION,
  runtime: bindRuleSet(d20SegmentsRuntime),
  play: D20_SEGMENTS_MODULE,
  gallery: D20_SEGMENTS_GALLERY,
  eventWords: D20_EVENT_WORDS,
};
