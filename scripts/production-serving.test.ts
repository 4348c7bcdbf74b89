import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./production-serving";

const has = (...paths: string[]) => (p: string) => paths.includes(p);

describe("choosing the precompressed file", () => {
  it("prefers brotli, then gzip, then the file itself", () => {
    expect(chooseEncoding("a.js", "gzip, deflate, br", has("a.js.br", "a.js.gz"))).toEqual({ path: "a.js.br", encoding: "br" });
    expect(chooseEncoding("a.js", "gzip, deflate", has("a.js.br", "a.js.gz"))).toEqual({ path: "a.js.gz", encoding: "gzip" });
    expect(chooseEncoding("a.js", "br", has("a.js.gz"))).toEqual({ path: "a.js", encoding: null });
    expect(chooseEncoding("a.js", "", has("a.js.br", "a.js.gz"))).toEqual({ path: "a.js", encoding: null });
  });
  it("respects an encoding refused with q=0", () => {
    expect(chooseEncoding("a.js", "br;q=0, gzip", has("a.js.br", "a.js.gz"))).toEqual({ path: "a.js.gz", encoding: "gzip" });
    expect(chooseEncoding("a.js", "br;q=0.5", has("a.js.br"))).toEqual({ path: "a.js.br", encoding: "br" });
  });
});
