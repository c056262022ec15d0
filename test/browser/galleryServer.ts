import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, sep } from "node:path";

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".map": "application/json",
};

export interface GalleryServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves the built gallery on 127.0.0.1 at a free port; nothing outside its folder is reachable. */
export async function serveGallery(folder: string): Promise<GalleryServer> {
  const root = normalize(folder);
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://127.0.0.1").pathname);
    const file = normalize(join(root, path === "/" ? "index.html" : path));
    if (file !== root && !file.startsWith(root + sep)) {
      response.writeHead(403).end();
      return;
    }
    stat(file)
      .then(
        (found) => {
          if (!found.isFile()) throw new Error("not a file");
          response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
          createReadStream(file).pipe(response);
        },
        () => response.writeHead(404).end(),
      )
      .catch(() => response.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
