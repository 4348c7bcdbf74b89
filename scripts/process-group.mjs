// Child servers for the scripts. `npx` starts the real server as its own child, so killing npx
// alone leaves the server running; each child gets its own process group and stopping kills the
// whole group.
import { spawn } from "node:child_process";

export const spawnGroup = (command, args, options) => spawn(command, args, { ...options, detached: true });

export const stopGroup = (child, signal = "SIGTERM") => {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
};
