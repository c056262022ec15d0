import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * Floors, from the ground up: a file on one floor may import its own floor's files and the floors
 * below; rooms joined on one floor are siblings, and neither may import the other. A floor's room
 * is a folder (every file under it) or a file.
 */
export type Floors = readonly (readonly string[])[];

/** The heading under which a folder's README declares its rooms. */
export const FACE_HEADING = "## Rooms, from the ground up";

/**
 * A folder's face: its rooms floor by floor, from the ground up, as the README writes them: a
 * folder with its trailing `/` (`clock/`), a file by its name (`events.ts`).
 */
export interface Face {
  readonly folder: string;
  readonly readme: string;
  readonly rooms: readonly (readonly string[])[];
}

/**
 * The face a folder's README declares, or undefined when it has no `FACE_HEADING`. Under the
 * heading (up to the next heading of its level or above), each list item is a floor: the room
 * it begins with and each room after a ` | ` are that floor's, each named in backticks. Whatever
 * else the item says is for the reader; an item may run on over indented lines.
 */
export function faceOf(folder: string, readme: string): Face | undefined {
  const lines = readme.split("\n");
  const start = lines.indexOf(FACE_HEADING);
  if (start === -1) return undefined;
  const items: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,2} /.test(line)) break;
    if (line.startsWith("- ")) items.push(line.slice(2));
    else if (/^\s+\S/.test(line) && items.length > 0) items[items.length - 1] += ` ${line.trim()}`;
  }
  const rooms = items.map((item) => [...item.matchAll(/(?:^| \| )`([^`]+)`/g)].map(([, room = ""]) => room));
  return { folder, readme: `${folder}/README.md`, rooms };
}

/** The face's floors as `climbs` reads them: each room as its path from the repository's root. */
export function floorsOf(face: Face): Floors {
  return face.rooms.map((floor) => floor.map((room) => `${face.folder}/${room.replace(/\/$/, "")}`));
}

/** The faces under `folders`: every README.md there that declares its folder's rooms, in the order of their folders. */
export function readFaces(root: string, folders: readonly string[]): Face[] {
  const faces: Face[] = [];
  for (const folder of folders) {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || entry.name !== "README.md") continue;
      const face = faceOf(relative(root, entry.parentPath), readFileSync(join(entry.parentPath, entry.name), "utf8"));
      if (face !== undefined) faces.push(face);
    }
  }
  return faces.sort((a, b) => (a.folder < b.folder ? -1 : a.folder > b.folder ? 1 : 0));
}

/**
 * The rooms a folder holds, named as a face names them: each sub-folder with a source file in it
 * (with its trailing `/`) and each source file of its own.
 */
export function roomsIn(folder: string, files: Iterable<string>): string[] {
  const rooms = new Set<string>();
  for (const file of files) {
    if (!file.startsWith(`${folder}/`)) continue;
    const rest = file.slice(folder.length + 1);
    const slash = rest.indexOf("/");
    rooms.add(slash === -1 ? rest : rest.slice(0, slash + 1));
  }
  return [...rooms].sort();
}

/**
 * Where a face and its folder disagree: a room the folder holds that no floor names (a new file
 * or folder not yet placed), a room the face names that the folder does not hold (moved, removed,
 * or a folder named without its `/`), and a room named twice.
 */
export function faceProblems(face: Face, files: Iterable<string>): string[] {
  const named = face.rooms.flat();
  const held = roomsIn(face.folder, files);
  const problems: string[] = [];
  for (const room of held) if (!named.includes(room)) problems.push(`${face.folder}/${room} is on no floor of ${face.readme}: place it there`);
  for (const room of named) if (!held.includes(room)) problems.push(`${face.readme} names ${room}, which ${face.folder} does not hold`);
  for (const [index, room] of named.entries()) if (named.indexOf(room) !== index) problems.push(`${face.readme} names ${room} twice`);
  return problems;
}
