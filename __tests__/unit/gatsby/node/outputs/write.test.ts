import { EventEmitter } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { QUERIES_DONE, whenQueriesDone, writePublicFilesWhole } from "../../../../../src/gatsby/node/outputs/write";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("the moment Gatsby's page queries are done", () => {
  it("is seen once, when Gatsby's build sets that status, after Gatsby's own dispatch", async () => {
    const emitter = new EventEmitter();
    const calls: string[] = [];
    whenQueriesDone(emitter, () => calls.push("outputs"));
    emitter.emit("SET_PROGRAM_STATUS", { type: "SET_PROGRAM_STATUS", payload: "BOOTSTRAP_FINISHED" });
    await nextTurn();
    expect(calls).toEqual([]);
    emitter.emit("SET_PROGRAM_STATUS", { type: "SET_PROGRAM_STATUS", payload: QUERIES_DONE });
    calls.push("dispatch returned");
    await nextTurn();
    emitter.emit("SET_PROGRAM_STATUS", { type: "SET_PROGRAM_STATUS", payload: QUERIES_DONE });
    await nextTurn();
    expect(calls).toEqual(["dispatch returned", "outputs"]);
    expect(emitter.listenerCount("SET_PROGRAM_STATUS")).toBe(0);
  });
});

describe("writing many files whole", () => {
  it("makes their folders and writes each one, leaving no partial file", async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-write-"));
    const files = Array.from({ length: 30 }, (_, i) => ({ sitePath: `/deep/${i % 3}/f${i}.json`, content: `{"n":${i}}` }));
    await writePublicFilesWhole(publicDir, files);
    for (const { sitePath, content } of files) expect(fs.readFileSync(path.join(publicDir, sitePath), "utf8")).toBe(content);
    for (const folder of ["0", "1", "2"]) expect(fs.readdirSync(path.join(publicDir, "deep", folder))).toHaveLength(10);
    await writePublicFilesWhole(publicDir, []);
    fs.rmSync(publicDir, { recursive: true });
  });

  it("fails with the file system's error when a file cannot be written, its partial file removed", async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-write-"));
    fs.mkdirSync(path.join(publicDir, "taken.json"));
    fs.mkdirSync(path.join(publicDir, "taken.json", "x"));
    await expect(writePublicFilesWhole(publicDir, [{ sitePath: "/taken.json", content: "{}" }])).rejects.toThrow(/taken\.json/);
    expect(fs.readdirSync(publicDir)).toEqual(["taken.json"]);
    fs.rmSync(publicDir, { recursive: true });
  });
});
