// @ts-check
/**
 * One dev server of the bench, ours (`gatsby develop`, what `npm start` runs) or the peer's
 * (`docusaurus start`), started in a site folder and measured the same way: from the spawn until
 * the doc is served (ours: its page data, which holds the doc; theirs: the doc's page) and, where
 * the server reports its compile (Docusaurus), until that is reported too; with the peak memory of
 * the whole process tree while it ran.
 *
 * The environment is a writer's terminal: no `CI` (with it Gatsby runs every page's query before
 * it serves one), no colors. A server is stopped as a writer stops it, with Ctrl-C (SIGINT) to its
 * process group, and killed if it has not ended 30 s later.
 */
import { spawn } from "node:child_process";
import net from "node:net";
import { processTree, readParents, rssKiB } from "./measure.mjs";

/** A free port on the loopback interface. */
export function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The environment of a writer's terminal, with `extra` on top: no CI, no colors. */
export function terminalEnv(extra = {}) {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0", GATSBY_TELEMETRY_DISABLED: "1", NO_UPDATE_NOTIFIER: "1", ...extra };
  delete env.CI;
  return env;
}

/**
 * @typedef {object} RunningServer
 * @property {number} port
 * @property {number} seconds from the spawn until ready
 * @property {() => string} output everything the server printed so far
 * @property {() => number} peakMB peak summed RSS of the server's processes so far, MiB
 * @property {(pattern: RegExp, timeoutMs: number) => Promise<boolean>} waitForOutput resolves true once the output matches
 * @property {() => Promise<void>} stop
 */

/**
 * Starts a dev server and resolves once `ready(output)` holds and `url` answers 200.
 * @param {{ command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, port: number, url: string, ready?: (output: string) => boolean, timeoutMs?: number }} options
 * @returns {Promise<RunningServer>}
 */
export async function startServer({ command, args, cwd, env, port, url, ready = () => true, timeoutMs = 15 * 60_000 }) {
  const started = performance.now();
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const onData = (/** @type {Buffer} */ chunk) => (output += chunk.toString("utf8"));
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  let peakKiB = 0;
  const sample = () => {
    if (child.pid === undefined || child.exitCode !== null) return;
    peakKiB = Math.max(peakKiB, processTree(child.pid, readParents()).reduce((sum, pid) => sum + rssKiB(pid), 0));
  };
  const sampler = setInterval(sample, 250);
  const stop = async () => {
    clearInterval(sampler);
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    const signal = (/** @type {NodeJS.Signals} */ name) => {
      try {
        process.kill(-(/** @type {number} */ (child.pid)), name);
      } catch {
        // The group is gone.
      }
    };
    signal("SIGINT");
    const killed = setTimeout(() => signal("SIGKILL"), 30_000);
    await exited;
    clearTimeout(killed);
    signal("SIGKILL"); // anything of the group that outlived its parent
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited early (${child.exitCode}):\n${output.slice(-3000)}`);
    if (performance.now() - started > timeoutMs) {
      await stop();
      throw new Error(`${args.join(" ")} did not serve ${url} in ${timeoutMs / 1000} s:\n${output.slice(-3000)}`);
    }
    if (ready(output) && (await fetch(url).then((r) => r.ok, () => false))) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  sample();
  return {
    port,
    seconds,
    output: () => output,
    peakMB: () => Math.round(peakKiB / 1024),
    async waitForOutput(pattern, waitMs) {
      const until = performance.now() + waitMs;
      while (!pattern.test(output)) {
        if (child.exitCode !== null || performance.now() > until) return false;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return true;
    },
    stop,
  };
}
