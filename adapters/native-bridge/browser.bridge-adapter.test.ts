import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { BROWSER_DIALOG_EVENT, BROWSER_TOAST_EVENT } from "../../application/ports/native-bridge.port";
import { fakeWindow } from "../test-support/fake-window";
import { createBrowserBridge, type BrowserDialogDetail } from "./browser.bridge-adapter";

/** A file input whose picker "returns" the given file as soon as it is clicked. */
const pickerReturning = (file: File | null) => {
  const opened: { accept: string }[] = [];
  const createElement = (): HTMLInputElement => {
    const input = new EventTarget() as EventTarget & { type: string; accept: string; files: File[] | null; click(): void };
    Object.assign(input, {
      type: "",
      accept: "",
      files: file === null ? null : [file],
      click: () => {
        opened.push({ accept: input.accept });
        input.dispatchEvent(new Event(file === null ? "cancel" : "change"));
      },
    });
    return input as unknown as HTMLInputElement;
  };
  return { createElement, opened };
};

const setup = (file: File | null = null) => {
  const win = fakeWindow();
  const picker = pickerReturning(file);
  win.document.createElement = picker.createElement;
  let xhrOpened = 0;
  const tracked: string[] = [];
  const bridge = createBrowserBridge({
    window: win as never,
    upload: async () => ({ url: "http://127.0.0.1:5173/api/uploads", headers: async () => ({ Authorization: "Bearer t" }) }),
    makeXhr: () => {
      xhrOpened += 1;
      throw new Error("network not available in this test");
    },
    track: (name) => void tracked.push(name),
  });
  return { win, bridge, picker, tracked, xhrCount: () => xhrOpened };
};

describe("browser fallback", () => {
  it("asks the page to show toasts and dialogs through DOM events", async () => {
    const { win, bridge } = setup();
    const toasts: unknown[] = [];
    win.addEventListener(BROWSER_TOAST_EVENT, (e) => toasts.push((e as CustomEvent).detail));
    win.addEventListener(BROWSER_DIALOG_EVENT, (e) => (e as CustomEvent<BrowserDialogDetail>).detail.resolve(true));
    bridge.toast("Saved");
    expect(toasts).toEqual([{ message: "Saved" }]);
    expect(await bridge.dialog({ title: "Log out?", message: "", confirmLabel: "Yes", cancelLabel: "No" })).toBe(true);
  });

  it("refuses a wrong file type or an oversized file before uploading anything", async () => {
    const wrongType = setup(new File(["x"], "photo.png", { type: "image/png" }));
    expect(await wrongType.bridge.upload({ kind: "pdf" })).toEqual(Result.fail({ _tag: "InvalidFileFormat" }));
    expect(wrongType.picker.opened).toEqual([{ accept: "application/pdf,.pdf" }]);
    expect(wrongType.xhrCount()).toBe(0);

    const tooBig = setup(new File(["123456"], "cv.pdf", { type: "application/pdf" }));
    expect(await tooBig.bridge.upload({ kind: "pdf", maxBytes: 5 })).toEqual(Result.fail({ _tag: "FileTooLarge", maxBytes: 5 }));
    expect(tooBig.xhrCount()).toBe(0);

    const docx = setup(new File(["x"], "cv.DOCX", { type: "" }));
    // Accepted by extension, so it goes to the network (which fails here).
    expect(await docx.bridge.upload({ kind: "pdf", accept: [".docx"] })).toEqual(Result.fail({ _tag: "UploadFailed" }));
    expect(docx.xhrCount()).toBe(1);
  });

  it("reports a cancelled file picker", async () => {
    expect(await setup(null).bridge.upload({ kind: "image" })).toEqual(Result.fail({ _tag: "Cancelled" }));
  });

  it("shares with the Web Share API, else copies the link", async () => {
    const { win, bridge } = setup();
    const copied: string[] = [];
    win.navigator.clipboard = { writeText: async (t) => void copied.push(t) };
    expect(await bridge.share({ title: "Barista", url: "https://m.gawe.id/j/1" })).toEqual(Result.succeed(undefined));
    expect(copied).toEqual(["https://m.gawe.id/j/1"]);

    win.navigator.share = () => Promise.reject(Object.assign(new Error("cancel"), { name: "AbortError" }));
    expect(await bridge.share({ title: "Barista", url: "https://m.gawe.id/j/1" })).toEqual(Result.fail({ _tag: "Cancelled" }));
  });

  it("uses tel:, mailto:, history.back and internal paths only", () => {
    const { win, bridge } = setup();
    bridge.call("+62 812-0000-0001");
    bridge.email("cs@gawe.id", "Akun saya");
    bridge.jump("/jobDetail", { id: "j-1" });
    bridge.jump("https://evil.example/");
    bridge.jump("//evil.example/");
    bridge.close();
    expect(win.location.assigned).toEqual([
      "tel:+6281200000001",
      "mailto:cs@gawe.id?subject=Akun%20saya",
      "/jobDetail?id=j-1",
    ]);
    expect(win.history.backs).toBe(1);
  });

  it("reports a missing geolocation as unsupported and sends analytics to the event sink", async () => {
    const { bridge, tracked } = setup();
    expect(await bridge.location()).toEqual(Result.fail({ _tag: "Unsupported" }));
    bridge.track("open_login");
    expect(tracked).toEqual(["open_login"]);
    expect(await bridge.deviceInfo()).toEqual({ platform: "web" });
  });
});
