import { DemandQueue } from "../../../../src/lib/build/demand-queue";

/** A job that finishes when the test says so, and records where it ran. */
function controllable() {
  const runs: { key: string; where: "background" | "now"; finish: (value: string) => void; fail: (error: Error) => void }[] = [];
  const run = (where: "background" | "now") => (key: string) =>
    new Promise<string>((resolve, reject) => runs.push({ key, where, finish: resolve, fail: reject }));
  return { runs, background: run("background"), now: run("now") };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("a demand queue", () => {
  it("works through its jobs in the background in the order they came, a few at a time", async () => {
    const jobs = controllable();
    const queue = new DemandQueue<string, string>({ background: jobs.background, now: jobs.now, inFlight: 2 });
    for (const key of ["a", "b", "c", "d"]) queue.add(key, key);
    expect(jobs.runs.map((r) => r.key)).toEqual(["a", "b"]);
    expect(queue.queued).toBe(2);
    jobs.runs[0].finish("A");
    await turn();
    expect(jobs.runs.map((r) => r.key)).toEqual(["a", "b", "c"]);
    expect(jobs.runs.every((r) => r.where === "background")).toBe(true);
  });

  it("runs a job at once, ahead of the line, when something waits for it before the background reaches it", async () => {
    const jobs = controllable();
    const queue = new DemandQueue<string, string>({ background: jobs.background, now: jobs.now, inFlight: 1 });
    for (const key of ["a", "b", "c"]) queue.add(key, key);
    const wanted = queue.want("c");
    expect(jobs.runs.map((r) => [r.key, r.where])).toEqual([["a", "background"], ["c", "now"]]);
    jobs.runs[1].finish("C");
    await expect(wanted).resolves.toBe("C");
    expect(queue.counts).toEqual({ background: 1, now: 1, retried: 0 });
  });

  it("gives a waiter the running job's own result instead of running it twice", async () => {
    const jobs = controllable();
    const queue = new DemandQueue<string, string>({ background: jobs.background, now: jobs.now });
    queue.add("a", "a");
    const wanted = queue.want("a");
    jobs.runs[0].finish("A");
    await expect(wanted).resolves.toBe("A");
    expect(jobs.runs).toHaveLength(1);
  });

  it("knows nothing of a key never queued, or done", async () => {
    const jobs = controllable();
    const queue = new DemandQueue<string, string>({ background: jobs.background, now: jobs.now });
    expect(queue.want("never")).toBeUndefined();
    queue.add("a", "a");
    jobs.runs[0].finish("A");
    await queue.settled();
    expect(queue.want("a")).toBeUndefined();
    expect(queue.has("a")).toBe(false);
  });

  it("runs a job again at once when its background run fails (a thread that stopped)", async () => {
    const jobs = controllable();
    const queue = new DemandQueue<string, string>({ background: jobs.background, now: jobs.now, inFlight: 1 });
    queue.add("a", "a");
    const wanted = queue.want("a");
    jobs.runs[0].fail(new Error("worker thread exited"));
    await turn();
    expect(jobs.runs.map((r) => [r.key, r.where])).toEqual([["a", "background"], ["a", "now"]]);
    jobs.runs[1].finish("A again");
    await expect(wanted).resolves.toBe("A again");
    expect(queue.counts.retried).toBe(1);
  });

  it("is settled once nothing is queued or running, and at once when it never had work", async () => {
    const jobs = controllable();
    const queue = new DemandQueue<string, string>({ background: jobs.background, now: jobs.now, inFlight: 1 });
    await expect(queue.settled()).resolves.toBeUndefined();
    queue.add("a", "a");
    queue.add("b", "b");
    let settled = false;
    void queue.settled().then(() => (settled = true));
    jobs.runs[0].finish("A");
    await turn();
    expect(settled).toBe(false);
    jobs.runs[1].finish("B");
    await turn();
    await turn();
    expect(settled).toBe(true);
  });

  it("leaves a key that is queued or running as it is when it is added again", () => {
    const jobs = controllable();
    const queue = new DemandQueue<string, string>({ background: jobs.background, now: jobs.now, inFlight: 1 });
    queue.add("a", "first");
    queue.add("a", "second");
    queue.add("b", "b");
    queue.add("b", "b again");
    expect(queue.queued).toBe(1);
    // The job (here its text) is the first one given under the key.
    expect(jobs.runs.map((r) => r.key)).toEqual(["first"]);
  });

  it("starts nothing in the background while held, still runs a job waited for at once, and works through the rest once released", async () => {
    const jobs = controllable();
    const queue = new DemandQueue<string, string>({ background: jobs.background, now: jobs.now, inFlight: 2 });
    queue.hold();
    for (const key of ["a", "b", "c"]) queue.add(key, key);
    expect(jobs.runs).toEqual([]);
    expect(queue.holding).toBe(true);
    const wanted = queue.want("b");
    expect(jobs.runs.map((r) => [r.key, r.where])).toEqual([["b", "now"]]);
    jobs.runs[0].finish("B");
    await expect(wanted).resolves.toBe("B");
    await turn();
    // The finished job pumps the queue; held, it starts nothing, and the queue is not settled.
    expect(jobs.runs).toHaveLength(1);
    let settled = false;
    void queue.settled().then(() => (settled = true));
    await turn();
    expect(settled).toBe(false);
    queue.release();
    expect(queue.holding).toBe(false);
    expect(jobs.runs.map((r) => [r.key, r.where])).toEqual([["b", "now"], ["a", "background"], ["c", "background"]]);
    jobs.runs[1].finish("A");
    jobs.runs[2].finish("C");
    await turn();
    await turn();
    expect(settled).toBe(true);
    queue.release(); // releasing again changes nothing
    expect(queue.counts).toEqual({ background: 2, now: 1, retried: 0 });
  });
});
