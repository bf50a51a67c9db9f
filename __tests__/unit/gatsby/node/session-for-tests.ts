/** A build session for unit tests: no Gatsby, its log kept to read, every shape of Gatsby there unless told otherwise. */
import { createBuildSession, type BuildSession } from "../../../../src/gatsby/node/session";
import type { GatsbyShape } from "../../../../src/gatsby/node/gatsby-internals";

export interface TestSession extends BuildSession {
  lines: { level: "info" | "warn"; message: string }[];
}

export function testSession(siteDir: string, { command = "build", env = {}, missing = [], now = new Date("2026-11-27T12:00:00.000Z") }: { command?: string; env?: NodeJS.ProcessEnv; missing?: GatsbyShape[]; now?: Date } = {}): TestSession {
  const lines: TestSession["lines"] = [];
  const session = createBuildSession({
    siteDir,
    env: { gatsby_executing_command: command, BUILD_VERSION: "test-version", ...env },
    now,
    log: { info: (message) => lines.push({ level: "info", message }), warn: (message) => lines.push({ level: "warn", message }) },
    gatsby: { version: "5.16.1", missing: new Map(missing.map((shape) => [shape, `${shape} pretended missing`])) },
  });
  return Object.assign(session, { lines });
}
