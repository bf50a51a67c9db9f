import { createSafeStorage } from "../../../../src/lib/browser/storage";

function memoryBacking() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe("createSafeStorage", () => {
  it("reads, writes and removes through working storage without warning", () => {
    const warn = jest.fn();
    const storage = createSafeStorage(() => memoryBacking(), warn);
    const backing = memoryBacking();
    const same = createSafeStorage(() => backing, warn);
    same.set("theme", "dark");
    expect(same.get("theme")).toBe("dark");
    same.remove("theme");
    expect(same.get("theme")).toBeNull();
    expect(storage.get("missing")).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it("treats storage that throws on every call as empty, with one warning", () => {
    const warn = jest.fn();
    const throwing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    const storage = createSafeStorage(() => throwing, warn);
    expect(storage.get("theme")).toBeNull();
    expect(() => storage.set("theme", "dark")).not.toThrow();
    expect(() => storage.remove("theme")).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/storage is unavailable.*SecurityError/);
  });

  it("treats missing storage (server rendering) as empty, with one warning however many pages use it", () => {
    const warn = jest.fn();
    const storage = createSafeStorage(() => undefined, warn);
    for (let page = 0; page < 3; page += 1) {
      expect(storage.get("theme")).toBeNull();
      storage.set("theme", "dark");
      storage.remove("theme");
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/storage is unavailable.*rendered on the server.*read as empty/);
  });

  it("warns once per process on the server: the site's one wrapper is shared by every page rendered", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      // The unit tests run in Node, where there is no window, as in the server renderer.
      await jest.isolateModulesAsync(async () => {
        const { storage, STORAGE_KEYS } = await import("../../../../src/lib/browser/storage");
        for (let page = 0; page < 3; page += 1) expect(storage.get(STORAGE_KEYS.theme)).toBeNull();
      });
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });

  it("survives a getter that throws (localStorage access denied)", () => {
    const warn = jest.fn();
    const storage = createSafeStorage(() => {
      throw new Error("access denied");
    }, warn);
    expect(storage.get("x")).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
