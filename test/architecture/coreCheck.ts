import { join } from "node:path";
import ts from "typescript";
import { REPO_ROOT } from "../../scripts/build/paths";

const CORE_CONFIG = join(REPO_ROOT, "tsconfig.core.json");

/** tsconfig.core.json as the compiler reads it: its options and the files it checks. */
export function coreConfig(): ts.ParsedCommandLine {
  const read = ts.readConfigFile(CORE_CONFIG, (path) => ts.sys.readFile(path));
  if (read.error !== undefined) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, "\n"));
  return ts.parseJsonConfigFileContent(read.config, ts.sys, REPO_ROOT, undefined, CORE_CONFIG);
}

/**
 * Type-checks `source` as if it were a file at `relativePath` in the repository, with the core
 * compiler options, and returns the compiler's messages.
 */
export function typeCheckAsCore(relativePath: string, source: string): string[] {
  const file = join(REPO_ROOT, relativePath);
  const { options } = coreConfig();
  const host = ts.createCompilerHost(options);
  const readSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, onError, shouldCreate) =>
    name === file ? ts.createSourceFile(name, source, language) : readSourceFile(name, language, onError, shouldCreate);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || fileExists(name);
  const program = ts.createProgram({ rootNames: [file], options, host });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
}
