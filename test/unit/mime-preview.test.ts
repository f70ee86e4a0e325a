// The preview line: the text flattened to one line of at most 200 characters, read from the text's head when that
// is enough (shared/mime/preview.ts).
import { describe, expect, it } from "vitest";
import { makePreview } from "../../shared/mime/preview.js";

/** The preview as defined: the whole text flattened, then cut. */
const expected = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  if (!flat) return undefined;
  return flat.length > 200 ? `${flat.slice(0, 199)}…` : flat;
};

describe("makePreview", () => {
  it("flattens whitespace and cuts at 200 characters with an ellipsis", () => {
    expect(makePreview("  Hello\n\n  world\t!  ")).toBe("Hello world !");
    const long = makePreview("word ".repeat(10_000));
    expect(long).toHaveLength(200);
    expect(long?.endsWith("…")).toBe(true);
    expect(makePreview(" \n\t ")).toBeUndefined();
    expect(makePreview(undefined)).toBeUndefined();
  });

  it("gives the whole text's preview when the head is mostly whitespace or ends mid-run", () => {
    const texts = [
      `${" ".repeat(5_000)}late start ${"x".repeat(300)}`,
      `${"a ".repeat(99)}${" \n".repeat(2_000)}${"b".repeat(500)}`,
      `${"y".repeat(150)}${" ".repeat(900)}tail`,
      `${"z".repeat(799)} ${"w".repeat(10)}`,
      "😀".repeat(600),
    ];
    for (const text of texts) expect(makePreview(text)).toBe(expected(text));
    for (let seed = 1; seed <= 200; seed++) {
      let text = "";
      for (let i = 0; i < 1_200; i++) text += (seed * 7919 + i * 104729) % 5 === 0 ? " \n"[i % 2] : "ab"[i % 2];
      expect(makePreview(text)).toBe(expected(text));
    }
  });
});
