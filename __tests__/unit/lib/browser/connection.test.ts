import { isConstrainedConnection, serverAnswers } from "../../../../src/lib/browser/connection";

describe("isConstrainedConnection", () => {
  it("skips prefetching on 2g and with data saver", () => {
    expect(isConstrainedConnection({ effectiveType: "slow-2g" })).toBe(true);
    expect(isConstrainedConnection({ effectiveType: "4g", saveData: true })).toBe(true);
    expect(isConstrainedConnection({ effectiveType: "4g" })).toBe(false);
    expect(isConstrainedConnection(undefined)).toBe(false);
  });
});

describe("serverAnswers", () => {
  const answering = (status: number) => jest.fn(async () => new Response("", { status }));

  it("asks the network, never the cache, and counts any answer but a server error", async () => {
    const ok = answering(200);
    expect(await serverAnswers("https://docs.example/intro/", ok)).toBe(true);
    expect(ok).toHaveBeenCalledWith("https://docs.example/intro/", { cache: "no-store" });
    expect(await serverAnswers("https://docs.example/gone/", answering(404))).toBe(true);
    expect(await serverAnswers("https://docs.example/intro/", answering(503))).toBe(false);
  });

  it("is false when the request fails, as it does offline", async () => {
    const offline = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await serverAnswers("https://docs.example/intro/", offline)).toBe(false);
  });
});
