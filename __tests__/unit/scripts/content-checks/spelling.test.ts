import { britishSpellings } from "../../../../scripts/content-checks/spelling";

describe("britishSpellings", () => {
  it("names British forms with their endings and the American word, outside code", () => {
    const text = ["The organisation's colours were standardised.", "```bash", "echo organisation", "```", "Run `initialise` then analyse; analyses are fine."].join("\n");
    expect(britishSpellings(text).map((p) => `${p.line} ${p.word} ${p.american}`)).toEqual(["1 organisation organization", "1 colours color", "1 standardised standardize", "5 analyse analyze"]);
  });

  it("knows the forms found in the tag registry and the guides", () => {
    expect(britishSpellings("Running containerised apps; code starts ageing; organising tags.").map((p) => p.american)).toEqual(["containerize", "aging", "organize"]);
  });

  it("leaves American spellings and look-alike words alone", () => {
    expect(britishSpellings("The organization's central color was centered and licensed.")).toEqual([]);
  });
});
