import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writePublicFilesWhole } from "../../../../../src/gatsby/node/outputs/write";

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
