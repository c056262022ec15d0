import { afterAll } from "vitest";
import { closeFileTables } from "./table/LiveTable";

// Each suite file's tables share one Chromium and one stand-in server, kept from world to world; both go with the file.
afterAll(async () => {
  const said = await closeFileTables();
  if (said.trim() !== "") console.log(`the stand-in server said:\n${said}`);
});
