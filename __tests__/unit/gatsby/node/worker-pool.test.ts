import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { WorkerPool } from "../../../../src/gatsby/node/worker-pool";

/** A worker script speaking the pool's protocol, as the compiled gatsby-node does through serveTask. */
const SCRIPT = `
const { parentPort, threadId, workerData } = require("node:worker_threads");
parentPort.on("message", ({ id, request }) => {
  if (workerData.task !== "double") return;
  if (request === "exit") process.exit(3);
  if (request === "answer, then exit") {
    parentPort.postMessage({ id, answer: { value: 0, thread: threadId } });
    return setTimeout(() => process.exit(0), 10);
  }
  if (request === "fail") return parentPort.postMessage({ id, failure: "Error: it failed" });
  setTimeout(() => parentPort.postMessage({ id, answer: { value: request * 2, thread: threadId } }), 20);
});
`;

let dir: string;
let script: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-pool-"));
  script = path.join(dir, "worker.js");
  fs.writeFileSync(script, SCRIPT);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the worker thread pool", () => {
  it("answers every job, spread over its threads", async () => {
    const pool = new WorkerPool<number | string, { value: number; thread: number }>(script, "double", 2);
    const answers = await Promise.all([1, 2, 3, 4].map((n) => pool.run(n)));
    expect(answers.map((a) => a.value)).toEqual([2, 4, 6, 8]);
    expect(new Set(answers.map((a) => a.thread)).size).toBe(2);
    await pool.close();
  });

  it("rejects a job its thread failed, and the jobs of a thread that stopped", async () => {
    const pool = new WorkerPool<number | string, { value: number }>(script, "double", 1);
    await expect(pool.run("fail")).rejects.toThrow("it failed");
    const held = pool.run(5);
    await expect(pool.run("exit")).rejects.toThrow(/stopped \(exit code 3\) with 2 job\(s\) unanswered/);
    await expect(held).rejects.toThrow(/stopped/);
    // A new thread takes the next job.
    await expect(pool.run(6)).resolves.toMatchObject({ value: 12 });
    await pool.close();
  });

  it("runs a lone job on the calling thread and starts threads only for jobs arriving beside it", async () => {
    const here: number[] = [];
    const inline = async (n: number | string) => {
      here.push(Number(n));
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { value: Number(n) * 2, thread: 0 };
    };
    const pool = new WorkerPool<number | string, { value: number; thread: number }>(script, "double", 2, inline);
    await expect(pool.run(1)).resolves.toEqual({ value: 2, thread: 0 });
    await expect(pool.run(2)).resolves.toEqual({ value: 4, thread: 0 });
    const answers = await Promise.all([3, 4, 5].map((n) => pool.run(n)));
    expect(answers.map((a) => a.value)).toEqual([6, 8, 10]);
    // The first of the three ran here; the two beside it went to threads.
    expect(here).toEqual([1, 2, 3]);
    expect(answers.slice(1).every((a) => a.thread > 0)).toBe(true);
    await pool.close();
  });

  it("gives no job to a thread that ended while idle", async () => {
    const pool = new WorkerPool<number | string, { value: number; thread: number }>(script, "double", 1);
    const first = await pool.run("answer, then exit");
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The thread has ended: the next job gets a new one instead of waiting for ever.
    const next = await pool.run(4);
    expect(next.value).toBe(8);
    expect(next.thread).not.toBe(first.thread);
    await pool.close();
  });
});
