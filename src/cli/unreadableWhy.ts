/** Why the system would not hand over a file, by its error code, in a GM's words. */
const WHY: Readonly<Record<string, string>> = {
  ENOENT: "there is no such file",
  EISDIR: "it is a folder, not a file",
  ENOTDIR: "a part of its path is a file, not a folder",
  EACCES: "not allowed to read it",
  EPERM: "not allowed to read it",
  ENAMETOOLONG: "its name is too long",
  ELOOP: "its path goes round in a loop of links",
  EMFILE: "too many files are open; try again",
  ENFILE: "too many files are open; try again",
  EIO: "the disk could not be read",
  EBUSY: "another program holds it; try again",
  EAGAIN: "it is not ready to be read; try again",
};

/** The words for a failed read's code; a code without words of its own is said after words that say what happened. */
export function unreadableWhy(code: string | undefined): string {
  if (code === undefined) return "the system refused";
  return WHY[code] ?? `the system refused (${code})`;
}
