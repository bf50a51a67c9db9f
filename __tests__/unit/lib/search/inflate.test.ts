import zlib from "node:zlib";
import { adler32, inflateZlib } from "../../../../src/lib/search/inflate";

/** Text with repeats near and far, as index entries have, from a fixed seed. */
function sampleText(length: number, seed: number): string {
  const words = ["vpc", "subnet", "terraform", "state", "{\"terms\":", "[12,4,7]", "cidr_block", "module", " ", "\n", "é", "→"];
  let x = seed;
  let text = "";
  while (text.length < length) {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    text += words[x % words.length] + (x % 7 === 0 ? String(x) : "");
  }
  return text.slice(0, length);
}

describe("decompressing zlib streams in JavaScript", () => {
  it("reads what Node's zlib writes: stored, fixed and dynamic Huffman blocks, at every level", () => {
    for (const [length, seed] of [[0, 1], [1, 2], [300, 3], [5_000, 4], [70_000, 5]]) {
      const data = Buffer.from(sampleText(length, seed));
      for (const level of [0, 1, 6, 9]) {
        expect(Buffer.from(inflateZlib(zlib.deflateSync(data, { level })))).toEqual(data);
      }
      // Fixed Huffman codes only.
      expect(Buffer.from(inflateZlib(zlib.deflateSync(data, { strategy: zlib.constants.Z_FIXED })))).toEqual(data);
    }
  });

  it("reads long runs, whose matches overlap the bytes they copy", () => {
    const data = Buffer.from(`${"a".repeat(100_000)}b${"ab".repeat(5_000)}`);
    expect(Buffer.from(inflateZlib(zlib.deflateSync(data)))).toEqual(data);
  });

  it("refuses a stream that is not zlib, cut short, damaged, or followed by more bytes", () => {
    const stream = zlib.deflateSync(Buffer.from(sampleText(2_000, 6)));
    expect(() => inflateZlib(zlib.gzipSync("x"))).toThrow("not a zlib stream");
    expect(() => inflateZlib(stream.subarray(0, stream.length - 10))).toThrow("ends too early");
    const damaged = Buffer.from(stream);
    damaged[damaged.length - 1] ^= 1;
    expect(() => inflateZlib(damaged)).toThrow("does not match its checksum");
    expect(() => inflateZlib(Buffer.concat([stream, Buffer.from([0])]))).toThrow("goes on after its zlib stream");
  });

  it("computes Adler-32 as zlib does, over long inputs too", () => {
    const data = Buffer.from(sampleText(200_000, 7));
    expect(adler32(data)).toBe(zlib.deflateSync(data).readUInt32BE(zlib.deflateSync(data).length - 4));
    expect(adler32(new Uint8Array(0))).toBe(1);
  });
});
