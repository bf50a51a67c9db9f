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

  it("treats missing storage (server rendering) as empty, silently", () => {
    const warn = jest.fn();
    const storage = createSafeStorage(() => undefined, warn);
    expect(storage.get("theme")).toBeNull();
    storage.set("theme", "dark");
    expect(warn).not.toHaveBeenCalled();
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
