import { readFile } from "node:fs/promises";

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export async function readJson(path: string): Promise<unknown> {
  const text = await readFile(path, "utf8");
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

export async function readJsonObject(path: string): Promise<JsonObject> {
  const value = await readJson(path);
  if (!isJsonObject(value)) throw new Error(`${path} must hold a JSON object.`);
  return value;
}
