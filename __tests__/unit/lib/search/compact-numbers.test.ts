import { decodeNumbers, encodeNumbers } from "../../../../src/lib/search/compact-numbers";

describe("lists of numbers as short strings", () => {
  it("writes each number in as few characters as base 32 takes, with no separator, and reads them back", () => {
    expect(encodeNumbers([0, 31, 32, 1023, 1024])).toBe("0vx0_vxw0");
    const numbers = [0, 1, 5, 31, 32, 33, 999, 65_535, 2 ** 31, Number.MAX_SAFE_INTEGER];
    expect(decodeNumbers(encodeNumbers(numbers))).toEqual(numbers);
    expect(encodeNumbers([])).toBe("");
    expect(decodeNumbers("")).toEqual([]);
  });

  it("writes only characters a JSON string holds as they are", () => {
    const text = encodeNumbers(Array.from({ length: 2_000 }, (_, i) => i * 37));
    expect(JSON.stringify(text)).toBe(`"${text}"`);
  });

  it("refuses what it cannot write, and text it never writes", () => {
    expect(() => encodeNumbers([-1])).toThrow("Only whole numbers from 0 can be encoded, not -1");
    expect(() => encodeNumbers([1.5])).toThrow("not 1.5");
    expect(() => decodeNumbers("12 3")).toThrow('An encoded number list holds " "');
    expect(() => decodeNumbers("1x")).toThrow("ends in the middle of a number");
  });
});
