import type { Face } from "./faces";

/**
 * docs/layout.md's drawing of the rooms inside each folder that declares its own (its face):
 * drawn as a house stands, the top floor first and the ground last, a folder's faced rooms drawn
 * inside it, so a reader sees at a glance which room may import which (only those drawn below it).
 */
export function houseDrawing(faces: readonly Face[]): string {
  const byFolder = new Map(faces.map((face) => [face.folder, face]));
  const outer = faces.filter((face) => !faces.some((other) => other !== face && face.folder.startsWith(`${other.folder}/`)));
  const lines: string[] = [];
  const draw = (face: Face, indent: string): void => {
    for (const floor of [...face.rooms].reverse()) {
      lines.push(`${indent}${floor.join(" | ")}`);
      for (const room of floor) {
        const inner = byFolder.get(`${face.folder}/${room.replace(/\/$/, "")}`);
        if (inner === undefined) continue;
        if (floor.length > 1) lines.push(`${indent}  ${room}`);
        draw(inner, `${indent}    `);
      }
    }
  };
  for (const face of outer) {
    lines.push(`${face.folder}/`);
    draw(face, "  ");
  }
  return ["```", ...lines, "```"].join("\n");
}
