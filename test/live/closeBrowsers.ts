import { afterAll } from "vitest";
import { closeSharedBrowser } from "./table/LiveTable";

// Each suite file's tables share one Chromium, kept from world to world; it goes with the file.
afterAll(async () => closeSharedBrowser());
