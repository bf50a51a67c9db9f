import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isSharedRead, withSharedReads, type ReadCallback, type ReadMemory } from "../../../../src/lib/build/shared-reads";

/** A callback file system over a table of files, counting every call it answers. */
function fakeFs(files: Record<string, string>) {
  const calls: string[] = [];
  const answer = (method: string, file: string, callback: ReadCallback, result: () => unknown) => {
    calls.push(`${method} ${file}`);
    setImmediate(() => {
      if (!(file in files)) callback(Object.assign(new Error(`ENOENT: no such file, ${method} '${file}'`), { code: "ENOENT" }));
      else callback(null, result());
    });
  };
  const fake = {
    calls,
    written: [] as string[],
    stat: (file: string, callback: ReadCallback) => answer("stat", file, callback, () => ({ size: files[file].length })),
    lstat: (file: string, callback: ReadCallback) => answer("lstat", file, callback, () => ({ size: files[file].length })),
    readlink: (file: string, callback: ReadCallback) => answer("readlink", file, callback, () => files[file]),
    readdir: (...args: unknown[]) => {
      const callback = args[args.length - 1] as ReadCallback;
      answer(args.length > 2 ? "readdir+options" : "readdir", String(args[0]), callback, () => []);
    },
    readFile: (file: string, callback: ReadCallback) => answer("readFile", file, callback, () => Buffer.from(files[file])),
    realpath: Object.assign((file: string, callback: ReadCallback) => answer("realpath", file, callback, () => file), {
      native: (file: string, callback: ReadCallback) => answer("realpath.native", file, callback, () => file),
    }),
    writeFile(file: string, content: string, callback: ReadCallback) {
      this.written.push(file);
      files[file] = content;
      setImmediate(() => callback(null));
    },
  };
  return fake;
}

/** Calls a callback-style read and resolves with its error and result. */
const read = (call: (file: string, callback: ReadCallback) => unknown, file: string) =>
  new Promise<{ error: NodeJS.ErrnoException | null; result?: unknown }>((resolve) => {
    call(file, (error, result) => resolve({ error, result }));
  });

/** The readJson that withSharedReads adds to a file system without one (webpack's resolver looks for it by name). */
function readJsonOf(shared: object): (file: string, callback: ReadCallback) => void {
  const readJson: unknown = Reflect.get(shared, "readJson");
  if (typeof readJson !== "function") throw new Error("withSharedReads added no readJson");
  return (file, callback) => readJson.call(shared, file, callback);
}

const PKG = "/site/node_modules/loader/package.json";
const LIB = "/site/node_modules/loader/lib/index.js";
const OWN = "/site/src/page.tsx";

describe("reads shared between webpack's compilations", () => {
  it("keeps metadata and package.json files of installed packages, and any path's link", () => {
    expect(isSharedRead("stat", LIB)).toBe(true);
    expect(isSharedRead("realpath", LIB)).toBe(true);
    expect(isSharedRead("readFile", PKG)).toBe(true);
    expect(isSharedRead("readJson", "C:\\site\\node_modules\\loader\\package.json")).toBe(true);
    expect(isSharedRead("readFile", LIB)).toBe(false);
    expect(isSharedRead("stat", OWN)).toBe(false);
    expect(isSharedRead("readFile", "/site/package.json")).toBe(false);
    expect(isSharedRead("stat", "/site/.cache/webpack/stage-build-html/0.pack")).toBe(false);
    expect(isSharedRead("readlink", OWN)).toBe(true);
  });

  it("reads an installed file once for every file system sharing the memory, callers under way waiting for it", async () => {
    const base = fakeFs({ [LIB]: "x" });
    const memory: ReadMemory = new Map();
    const first = withSharedReads(base, memory);
    const second = withSharedReads(base, memory);
    const answers = await Promise.all([read(first.stat, LIB), read(second.stat, LIB), read(first.stat, LIB)]);
    const later = await read(second.stat, LIB);
    expect(base.calls).toEqual([`stat ${LIB}`]);
    for (const answer of [...answers, later]) expect(answer).toEqual({ error: null, result: { size: 1 } });
  });

  it("answers a remembered read on a later tick, never inside the call", async () => {
    const base = fakeFs({ [LIB]: "x" });
    const shared = withSharedReads(base, new Map());
    await read(shared.lstat, LIB);
    let answered = false;
    const done = new Promise<void>((resolve) =>
      shared.lstat(LIB, () => {
        answered = true;
        resolve();
      }),
    );
    expect(answered).toBe(false);
    await done;
    expect(answered).toBe(true);
  });

  it("remembers a missing installed file as missing, with its code", async () => {
    const base = fakeFs({});
    const shared = withSharedReads(base, new Map());
    const [a, b] = [await read(shared.stat, LIB), await read(shared.stat, LIB)];
    expect(a.error?.code).toBe("ENOENT");
    expect(b.error).toBe(a.error);
    expect(base.calls).toHaveLength(1);
  });

  it("reads the site's own files, and installed files other than package.json, every time", async () => {
    const base = fakeFs({ [OWN]: "page", [LIB]: "code" });
    const shared = withSharedReads(base, new Map());
    await read(shared.stat, OWN);
    await read(shared.stat, OWN);
    await read(shared.readFile, LIB);
    await read(shared.readFile, LIB);
    expect(base.calls).toEqual([`stat ${OWN}`, `stat ${OWN}`, `readFile ${LIB}`, `readFile ${LIB}`]);
  });

  it("passes calls with options, and every other call, to the file system", async () => {
    const base = fakeFs({ [path.dirname(LIB)]: "" });
    const shared = withSharedReads(base, new Map());
    await new Promise((resolve) => shared.readdir(path.dirname(LIB), { withFileTypes: true }, resolve));
    await new Promise((resolve) => shared.readdir(path.dirname(LIB), { withFileTypes: true }, resolve));
    expect(base.calls).toEqual([`readdir+options ${path.dirname(LIB)}`, `readdir+options ${path.dirname(LIB)}`]);
    await new Promise((resolve) => shared.writeFile("/site/.cache/out.json", "{}", resolve));
    expect(base.written).toEqual(["/site/.cache/out.json"]);
  });

  it("parses an installed package.json once and gives every caller that object", async () => {
    const base = fakeFs({ [PKG]: '{"name":"loader","main":"lib/index.js"}' });
    const readJson = readJsonOf(withSharedReads(base, new Map()));
    const [a, b] = [await read(readJson, PKG), await read(readJson, PKG)];
    expect(a).toEqual({ error: null, result: { name: "loader", main: "lib/index.js" } });
    expect(b.result).toBe(a.result);
    expect(base.calls).toEqual([`readFile ${PKG}`]);
  });

  it("reports a broken package.json without a code (webpack's resolver then names it) and a missing one with its code", async () => {
    const base = fakeFs({ [PKG]: '{"name": ' });
    const readJson = readJsonOf(withSharedReads(base, new Map()));
    const broken = await read(readJson, PKG);
    expect(broken.error).toBeInstanceOf(SyntaxError);
    expect(broken.error?.code).toBeUndefined();
    const missing = await read(readJson, "/site/node_modules/other/package.json");
    expect(missing.error?.code).toBe("ENOENT");
  });

  it("resolves an installed path with the native realpath, and the site's with the file system's own", async () => {
    const base = fakeFs({ [LIB]: "x", [OWN]: "page" });
    const shared = withSharedReads(base, new Map());
    await read(shared.realpath, LIB);
    await read(shared.realpath, LIB);
    await read(shared.realpath, OWN);
    expect(base.calls).toEqual([`realpath.native ${LIB}`, `realpath ${OWN}`]);
  });

  it("gives what Node's fs gives, through a linked node_modules folder", async () => {
    const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "shared-reads-")));
    try {
      fs.mkdirSync(path.join(dir, "store", "node_modules", "pkg"), { recursive: true });
      fs.writeFileSync(path.join(dir, "store", "node_modules", "pkg", "package.json"), '{"name":"pkg"}');
      fs.mkdirSync(path.join(dir, "site"));
      fs.symlinkSync(path.join(dir, "store", "node_modules"), path.join(dir, "site", "node_modules"));
      const linked = path.join(dir, "site", "node_modules", "pkg", "package.json");
      const shared = withSharedReads(fs, new Map());
      expect((await read(shared.realpath, linked)).result).toBe(fs.realpathSync(linked));
      expect((await read(shared.readlink, path.join(dir, "site", "node_modules"))).result).toBe(path.join(dir, "store", "node_modules"));
      expect((await read(shared.readlink, path.join(dir, "site"))).error?.code).toBe("EINVAL");
      const stat = (await read(shared.stat, linked)).result as fs.Stats;
      expect(stat.size).toBe(fs.statSync(linked).size);
      expect(shared.existsSync(linked)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
