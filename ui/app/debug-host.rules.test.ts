import { describe, expect, it } from "vitest";
import { isPrivateIpHost, showDebugBanner } from "./debug-host.rules";

const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

describe("debug banner", () => {
  it.each(["10.0.0.5", "172.16.0.1", "172.31.255.255", "192.168.1.20"])("shows on %s in a phone", (host) => {
    expect(showDebugBanner(host, PHONE)).toBe(true);
  });
  it.each(["172.15.0.1", "172.32.0.1", "11.0.0.1", "192.169.0.1", "127.0.0.1", "gawe.example", "10.0.0.256", "localhost"])(
    "does not show on %s",
    (host) => expect(isPrivateIpHost(host)).toBe(false),
  );
  it("does not show in a desktop browser on a private host", () => {
    expect(showDebugBanner("192.168.1.20", DESKTOP)).toBe(false);
  });
});
