import { createDevelopOutputQueue } from "../../../../../src/gatsby/node/develop/output-queue";

describe("the develop outputs queue", () => {
  it("writes nothing before the first bundle, then the newest data once, shortly after it", async () => {
    const written: string[] = [];
    const queue = createDevelopOutputQueue(async (data: string) => void written.push(data), () => undefined, { firstDelayMs: 5 });
    queue.queue("first");
    queue.queue("second");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(written).toEqual([]);
    queue.bundleDone();
    expect(written).toEqual([]);
    await queue.settled();
    expect(written).toEqual(["second"]);
    // Later bundles (every hot update) write nothing new; data changes are written at once.
    queue.bundleDone();
    await queue.settled();
    queue.queue("third");
    await queue.settled();
    expect(written).toEqual(["second", "third"]);
  });

  it("never overlaps two writes, and reports a failed write without losing the next", async () => {
    const events: string[] = [];
    const errors: unknown[] = [];
    const queue = createDevelopOutputQueue(
      async (data: string) => {
        events.push(`start ${data}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (data === "bad") throw new Error("broken");
        events.push(`end ${data}`);
      },
      (error, data) => errors.push([data, (error as Error).message]),
      { firstDelayMs: 0 },
    );
    queue.bundleDone();
    await queue.settled();
    queue.queue("bad");
    queue.queue("good");
    await queue.settled();
    expect(events).toEqual(["start bad", "start good", "end good"]);
    expect(errors).toEqual([["bad", "broken"]]);
  });

  it("after the first write, waits until the data has stayed unchanged a while, then writes the newest once", async () => {
    const written: string[] = [];
    const queue = createDevelopOutputQueue(async (data: string) => void written.push(data), () => undefined, { firstDelayMs: 0, quietMs: 30 });
    queue.bundleDone();
    await queue.settled();
    queue.queue("saved once");
    await new Promise((resolve) => setTimeout(resolve, 15));
    queue.queue("saved again");
    await new Promise((resolve) => setTimeout(resolve, 15));
    expect(written).toEqual([]);
    await queue.settled();
    expect(written).toEqual(["saved again"]);
  });
});
