import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parseDocument } from "yaml";
import { beforeAll, describe, expect, it } from "vitest";
import { isJsonObject, readJsonObject, type JsonObject } from "../../scripts/build/json";
import { REPO_ROOT, SYSTEM_ID } from "../../scripts/build/paths";

/**
 * The GitHub workflows, read as GitHub reads them: the keys it acts on, the actions they call,
 * and the commands they run, held to the README's set-up and test commands (its "Set up and
 * build" and "Run the tests" blocks) and to .ci/run, so the three cannot drift apart.
 */

interface Step {
  readonly uses?: string;
  readonly run?: string;
  readonly with: JsonObject;
  readonly env: JsonObject;
}

interface Job {
  readonly runsOn: unknown;
  readonly steps: readonly Step[];
}

interface Workflow {
  readonly on: JsonObject;
  readonly permissions: unknown;
  readonly jobs: ReadonlyMap<string, Job>;
}

/** A workflow file parsed as YAML 1.2, which GitHub reads (so `on` is a key, not YAML 1.1's true); any YAML error fails. */
async function readWorkflow(file: string): Promise<Workflow> {
  const document = parseDocument(await readFile(join(REPO_ROOT, ".github/workflows", file), "utf8"), { uniqueKeys: true });
  expect(
    [...document.errors, ...document.warnings].map((problem) => problem.message),
    file,
  ).toEqual([]);
  const root: unknown = document.toJS();
  if (!isJsonObject(root)) throw new Error(`${file} holds no mapping`);
  const on = root["on"];
  const jobs = root["jobs"];
  if (!isJsonObject(on)) throw new Error(`${file}: "on" is not a mapping of events`);
  if (!isJsonObject(jobs)) throw new Error(`${file}: "jobs" is not a mapping`);
  const parsed = new Map<string, Job>();
  for (const [id, job] of Object.entries(jobs)) {
    if (!isJsonObject(job) || !Array.isArray(job["steps"])) throw new Error(`${file}: job ${id} has no list of steps`);
    parsed.set(id, {
      runsOn: job["runs-on"],
      steps: job["steps"].map((step: unknown, index: number) => stepOf(step, `${file}: job ${id}, step ${index + 1}`)),
    });
  }
  return { on, permissions: root["permissions"], jobs: parsed };
}

function stepOf(step: unknown, where: string): Step {
  if (!isJsonObject(step)) throw new Error(`${where} is not a mapping`);
  const { uses, run } = step;
  const options = step["with"] ?? {};
  const env = step["env"] ?? {};
  if ((typeof uses === "string") === (typeof run === "string")) throw new Error(`${where} has neither or both of uses and run`);
  if (!isJsonObject(options) || !isJsonObject(env)) throw new Error(`${where}: with and env must be mappings`);
  return { ...(typeof uses === "string" ? { uses } : {}), ...(typeof run === "string" ? { run } : {}), with: options, env };
}

/** The only job of a workflow: both have one. */
function onlyJob(workflow: Workflow): Job {
  const jobs = [...workflow.jobs.values()];
  expect(jobs).toHaveLength(1);
  const [job] = jobs;
  if (job === undefined) throw new Error("no job");
  return job;
}

/** The first ```sh block under a README heading: the commands it gives, one per `&&` or line. */
function readmeCommands(readme: string, heading: string): string[] {
  const start = readme.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`README.md has no "## ${heading}" section`);
  const block = /```sh\n([\s\S]*?)```/.exec(readme.slice(start));
  if (block?.[1] === undefined) throw new Error(`README.md's "${heading}" has no sh block`);
  return commandsOf(block[1]);
}

/** The commands of a shell text, one per line or `&&`, comments, blank lines and `</dev/null` left out. */
function commandsOf(text: string): string[] {
  return text
    .split("\n")
    .flatMap((line) => line.replace(/(^|\s)#.*$/, "").split("&&"))
    .map((command) =>
      command
        .replace(/<\s*\/dev\/null/g, "")
        .trim()
        .replace(/\s+/g, " "),
    )
    .filter((command) => command !== "");
}

/** The npm commands a script runs, in order. */
function npmCommands(text: string): string[] {
  return commandsOf(text).filter((command) => command.startsWith("npm "));
}

let readme = "";
let ciScript = "";
let setUp: string[] = [];
let tests: string[] = [];
let engines = "";
let ci: Workflow;
let release: Workflow;

beforeAll(async () => {
  readme = await readFile(join(REPO_ROOT, "README.md"), "utf8");
  ciScript = await readFile(join(REPO_ROOT, ".ci/run"), "utf8");
  setUp = readmeCommands(readme, "Set up and build");
  tests = readmeCommands(readme, "Run the tests");
  const enginesField = (await readJsonObject(join(REPO_ROOT, "package.json")))["engines"];
  engines = isJsonObject(enginesField) && typeof enginesField["node"] === "string" ? enginesField["node"] : "";
  ci = await readWorkflow("ci.yml");
  release = await readWorkflow("release.yml");
});

/** The npm commands a job runs, in order, `bash .ci/run` read as the commands of .ci/run. */
function jobNpmCommands(job: Job): string[] {
  return job.steps.flatMap((step) =>
    step.run === undefined
      ? []
      : commandsOf(step.run).flatMap((command) => (command === "bash .ci/run" ? npmCommands(ciScript) : command.startsWith("npm ") ? [command] : [])),
  );
}

/** The Node line package.json's engines start from: ">=20.19.0" gives "20.19". */
function enginesLine(): string {
  const floor = /^>=\s*(\d+)\.(\d+)\.\d+$/.exec(engines);
  if (floor === null)
    throw new Error(`package.json's engines.node is ${JSON.stringify(engines)}, not ">=<major>.<minor>.<patch>": say here which Node the workflows should run`);
  return `${floor[1]}.${floor[2]}`;
}

describe("the README's commands, as this test reads them", () => {
  it("set up with npm ci and the build, and test with npm commands", () => {
    expect(setUp).toEqual(expect.arrayContaining(["npm ci", "npm run build"]));
    expect(tests.length).toBeGreaterThan(0);
    for (const command of [...setUp, ...tests]) expect(command).toMatch(/^npm /);
  });

  it("are what .ci/run runs, after installing: the README's set-up less the build, then its test command", () => {
    expect(npmCommands(ciScript)).toEqual([...setUp.filter((command) => command !== "npm run build"), ...tests]);
  });
});

describe.each([
  ["ci.yml", () => ci],
  ["release.yml", () => release],
])("the workflow %s", (_file, workflow) => {
  it("has one job, on a GitHub-hosted Ubuntu runner", () => {
    expect(onlyJob(workflow()).runsOn).toMatch(/^ubuntu-(latest|\d\d\.\d\d)$/);
  });

  it("uses only GitHub's own actions, each pinned to a major version: checkout, then setup-node", () => {
    const uses = onlyJob(workflow()).steps.flatMap((step) => (step.uses === undefined ? [] : [step.uses]));
    for (const action of uses) expect(action).toMatch(/^actions\/[a-z-]+@v\d+$/);
    expect(uses).toEqual(["actions/checkout@v4", "actions/setup-node@v4"]);
    expect(
      onlyJob(workflow())
        .steps.slice(0, 2)
        .map((step) => step.uses),
    ).toEqual(uses);
  });

  it("sets up the Node line package.json's engines start from, with npm's cache", () => {
    const setupNode = onlyJob(workflow()).steps.find((step) => step.uses?.startsWith("actions/setup-node@") === true);
    expect(setupNode?.with).toEqual({ "node-version": enginesLine(), cache: "npm" });
  });

  it("installs, checks and runs the browser tests through .ci/run, as our CI does", () => {
    const runs = onlyJob(workflow()).steps.flatMap((step) => (step.run === undefined ? [] : [step.run.trim()]));
    expect(runs[0]).toBe("bash .ci/run");
    expect(jobNpmCommands(onlyJob(workflow())).slice(0, 1 + tests.length)).toEqual(["npm ci", ...tests]);
  });
});

describe("the CI workflow", () => {
  it("runs on every push to a branch and every pull request (tags go to the release workflow)", () => {
    expect(Object.keys(ci.on).sort()).toEqual(["pull_request", "push"]);
    expect(ci.on["push"]).toEqual({ branches: ["**"] });
    expect(ci.on["pull_request"]).toBeNull();
  });

  it("may only read the repository", () => {
    expect(ci.permissions).toEqual({ contents: "read" });
  });

  it("runs the README's test command after npm ci, and nothing else of npm's", () => {
    expect(jobNpmCommands(onlyJob(ci))).toEqual(["npm ci", ...tests]);
  });
});

describe("the release workflow", () => {
  const releaseJob = (): Job => onlyJob(release);

  it("runs only for a pushed tag v*", () => {
    expect(release.on).toEqual({ push: { tags: ["v*"] } });
  });

  it("may write the repository's contents, which releases are", () => {
    expect(release.permissions).toEqual({ contents: "write" });
  });

  it("runs each of the README's set-up and test commands once, installing first and building last", () => {
    const commands = jobNpmCommands(releaseJob());
    expect([...commands].sort()).toEqual([...setUp, ...tests].sort());
    expect(commands[0]).toBe("npm ci");
    expect(commands.at(-1)).toBe("npm run build");
  });

  it("builds with no variables of its own, so the build reads the repository and the tag GitHub sets", () => {
    const build = releaseJob().steps.find((step) => step.run?.trim() === "npm run build");
    expect(build?.env).toEqual({});
  });

  it("then attaches the build's manifest, zip and source maps to the tag's release with the GitHub CLI, making it if missing", () => {
    const steps = releaseJob().steps;
    const buildAt = steps.findIndex((step) => step.run?.trim() === "npm run build");
    const attach = steps.slice(buildAt + 1);
    expect(attach).toHaveLength(1);
    const [step] = attach;
    const script = step?.run ?? "";
    expect(step?.env).toEqual({ GH_TOKEN: "${{ github.token }}", GH_REPO: "${{ github.repository }}" });
    expect(script).toMatch(/gh release view "\$GITHUB_REF_NAME"/);
    expect(script).toMatch(/gh release upload "\$GITHUB_REF_NAME" "\$\{files\[@\]\}" --clobber/);
    expect(script).toMatch(/gh release create "\$GITHUB_REF_NAME" "\$\{files\[@\]\}" --verify-tag/);
    const files = /files=\(([^)]*)\)/.exec(script)?.[1]?.trim().split(/\s+/);
    expect(files).toEqual([`dist/${SYSTEM_ID}/system.json`, `dist/${SYSTEM_ID}.zip`, `dist/${SYSTEM_ID}-sourcemaps.zip`]);
  });
});
