import { BYTE_STRING, fromByteString, onByteStrings, toByteString } from "../../../../src/lib/build/byte-string";

const text = "Café — “quoted” → 😀";

describe("byte strings", () => {
  it("hold one character per UTF-8 byte, and give the text back", () => {
    const bytes = toByteString(text);
    expect(bytes.length).toBe(Buffer.byteLength(text, "utf8"));
    expect(Buffer.from(bytes, BYTE_STRING).equals(Buffer.from(text, "utf8"))).toBe(true);
    expect(fromByteString(bytes)).toBe(text);
  });

  it("find ASCII markup at the same place as its bytes", () => {
    const page = `<p>${text}</p><script>x</script>`;
    const bytes = toByteString(page);
    expect(bytes.indexOf("<script>")).toBe(Buffer.from(page, "utf8").indexOf("<script>"));
    expect(bytes.includes("“")).toBe(false);
  });

  it("apply a change to text to byte strings, an undefined answer kept", () => {
    const upper = onByteStrings((value) => value.toUpperCase());
    expect(fromByteString(upper(toByteString(text)) ?? "")).toBe(text.toUpperCase());
    expect(onByteStrings(() => undefined)(toByteString(text))).toBeUndefined();
  });
});
