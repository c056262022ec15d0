/** Why the system would not take what the CLI writes, by its error code, in a GM's words. */
const WHY: Readonly<Record<string, string>> = {
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
  EFBIG: "the file would grow past what the system allows",
  EIO: "the disk could not be written",
  EBADF: "it is closed",
  EACCES: "not allowed to write there",
  EPERM: "not allowed to write there",
  EROFS: "it is on a disk that is read-only",
  EAGAIN: "it is not ready to take more; try again",
};

/** The words for a failed write's code; a code without words of its own is said after words that say what happened. */
export function unwritableWhy(code: string | undefined): string {
  if (code === undefined) return "the system refused";
  return WHY[code] ?? `the system refused (${code})`;
}
