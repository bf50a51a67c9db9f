// @ts-check
/**
 * Runs a command and measures it: wall time, and the peak of the summed resident memory (RSS) of
 * the whole process tree (the child and every descendant, e.g. Gatsby's and webpack's workers),
 * sampled from /proc every 250 ms. Output is captured; only its tail is kept when it is long.
 *
 * The child runs in its own process group, so a timeout (or anything it leaves behind) is ended
 * with the group and the call never hangs.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";

/**
 * @typedef {object} Measured
 * @property {number | null} status exit code; null when killed (timeout, signal) or not started
 * @property {string | null} signal the signal that ended the child, if any
 * @property {number} seconds wall time, from spawn to exit
 * @property {number} peakMB peak of the summed RSS of the process tree, in MiB (1024 × 1024 bytes)
 * @property {number} peakProcessMB peak RSS of the largest single process of the tree, in MiB
 * @property {number} samples how many memory samples were taken
 * @property {boolean} timedOut true when the command was killed for running past `timeoutMs`
 * @property {string} output stdout and stderr interleaved as received (the last `keepBytes` of it)
 */

/**
 * @typedef {object} MeasureOptions
 * @property {string} [cwd]
 * @property {NodeJS.ProcessEnv} [env] the child's whole environment (default: this process's)
 * @property {number} [timeoutMs] kill the tree after this long (default 60 minutes)
 * @property {number} [intervalMs] sampling period (default 250 ms)
 * @property {number} [keepBytes] how much of the output's end to keep (default 256 KiB)
 * @property {(chunk: string) => void} [onOutput] called with each chunk of output as it arrives
 */

const SAMPLE_MS = 250;
const DEFAULT_TIMEOUT_MS = 60 * 60 * 1000;
const DEFAULT_KEEP_BYTES = 256 * 1024;
/** After the child exits, how long to wait for its output streams to close. */
const CLOSE_GRACE_MS = 2000;

/**
 * Parent of every process now running: pid → ppid, from /proc/<pid>/stat. The command name in
 * field 2 may hold spaces and parentheses, so the fields are read after its last ")".
 * @returns {Map<number, number>}
 */
export function readParents() {
  /** @type {Map<number, number>} */
  const parents = new Map();
  let entries;
  try {
    entries = fs.readdirSync("/proc");
  } catch {
    return parents;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = parseStatParent(stat);
      if (ppid !== undefined) parents.set(Number(entry), ppid);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return parents;
}

/**
 * The parent pid in the text of a /proc/<pid>/stat file ("pid (comm) state ppid ...").
 * @param {string} stat
 * @returns {number | undefined}
 */
export function parseStatParent(stat) {
  const close = stat.lastIndexOf(")");
  if (close < 0) return undefined;
  const fields = stat.slice(close + 2).split(" ");
  const ppid = Number(fields[1]);
  return Number.isInteger(ppid) ? ppid : undefined;
}

/**
 * The pid and all its descendants, given every process's parent.
 * @param {number} root
 * @param {Map<number, number>} parents
 * @returns {number[]}
 */
export function processTree(root, parents) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  for (const [pid, ppid] of parents) {
    const list = children.get(ppid);
    if (list) list.push(pid);
    else children.set(ppid, [pid]);
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

/**
 * Resident memory of one process in KiB (VmRSS from /proc/<pid>/status); 0 if it is gone or is a
 * zombie (zombies have no VmRSS line).
 * @param {number} pid
 * @returns {number}
 */
export function rssKiB(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/**
 * Summed RSS of a process tree, in KiB.
 * @param {number} root
 * @returns {number}
 */
export function treeRssKiB(root) {
  return processTree(root, readParents()).reduce((sum, pid) => sum + rssKiB(pid), 0);
}

/**
 * Keeps the last `limit` characters of a growing text without holding all of it.
 * @param {number} limit
 */
function tailBuffer(limit) {
  /** @type {string[]} */
  let parts = [];
  let length = 0;
  return {
    /** @param {string} chunk */
    push(chunk) {
      parts.push(chunk);
      length += chunk.length;
      if (length > limit * 2) {
        const text = parts.join("").slice(-limit);
        parts = [text];
        length = text.length;
      }
    },
    text() {
      const text = parts.join("");
      return text.length > limit ? `[… output cut to its last ${limit} characters]\n${text.slice(-limit)}` : text;
    },
  };
}

/**
 * Sends a signal to a process group, ignoring a group that no longer exists.
 * @param {number} pgid
 * @param {NodeJS.Signals} signal
 */
function killGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Runs `command args` and resolves with its status, wall time, peak tree memory and output.
 * Never rejects: a command that cannot start resolves with status null and the error as output.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {MeasureOptions} [options]
 * @returns {Promise<Measured>}
 */
export function runMeasured(command, args, options = {}) {
  const { cwd, env = process.env, timeoutMs = DEFAULT_TIMEOUT_MS, intervalMs = SAMPLE_MS, keepBytes = DEFAULT_KEEP_BYTES, onOutput } = options;
  return new Promise((resolve) => {
    const output = tailBuffer(keepBytes);
    const started = process.hrtime.bigint();
    let peakKiB = 0;
    let peakProcessKiB = 0;
    let samples = 0;
    let timedOut = false;
    let settled = false;
    /** @type {{ status: number | null; signal: string | null; seconds: number } | undefined} */
    let exited;
    /** @type {NodeJS.Timeout | undefined} */
    let grace;

    const child = spawn(command, [...args], { cwd, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    const pid = child.pid;

    const sample = () => {
      if (pid === undefined || exited) return;
      samples += 1;
      const each = processTree(pid, readParents()).map(rssKiB);
      peakKiB = Math.max(peakKiB, each.reduce((sum, kib) => sum + kib, 0));
      peakProcessKiB = Math.max(peakProcessKiB, ...each);
    };
    const sampler = setInterval(sample, intervalMs);
    const timer = setTimeout(() => {
      if (pid === undefined || exited) return;
      timedOut = true;
      output.push(`\n[killed after ${Math.round(timeoutMs / 1000)} s]\n`);
      killGroup(pid, "SIGTERM");
      setTimeout(() => killGroup(pid, "SIGKILL"), 5000);
    }, timeoutMs);
    sample();

    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      const text = chunk.toString("utf8");
      output.push(text);
      onOutput?.(text);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);

    const finish = () => {
      if (settled) return;
      settled = true;
      clearInterval(sampler);
      clearTimeout(timer);
      clearTimeout(grace);
      // Anything of the group still running (a worker that outlived its parent) is ended.
      if (pid !== undefined) killGroup(pid, "SIGKILL");
      const done = exited ?? { status: null, signal: null, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
      resolve({
        status: done.status,
        signal: done.signal,
        seconds: Math.round(done.seconds * 10) / 10,
        peakMB: Math.round(peakKiB / 1024),
        peakProcessMB: Math.round(peakProcessKiB / 1024),
        samples,
        timedOut,
        output: output.text(),
      });
    };

    child.on("error", (error) => {
      output.push(`\n[could not run ${command}: ${error.message}]\n`);
      if (!exited) exited = { status: null, signal: null, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
      finish();
    });
    child.on("exit", (status, signal) => {
      // One last sample cannot see the child any more; the periodic ones carry the peak.
      exited = { status, signal, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
      clearInterval(sampler);
      // Output streams may be held open by a descendant: wait a little for them, then go on.
      grace = setTimeout(finish, CLOSE_GRACE_MS);
    });
    child.on("close", finish);
  });
}

/**
 * The last `lines` lines of a command's output, for error messages.
 * @param {string} output
 * @param {number} [lines]
 */
export function outputTail(output, lines = 60) {
  return output.split("\n").slice(-lines).join("\n");
}
