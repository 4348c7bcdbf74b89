/** Debian's Chromium: Playwright never downloads a browser on these machines. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
  ],
};

/** Chromium's stand-in camera and microphone (a test pattern and a beep), for the video interview's recordings; the page still asks for permission, which the context grants or refuses. */
export const FAKE_CAMERA_ARGS = ["--use-fake-device-for-media-stream"];
