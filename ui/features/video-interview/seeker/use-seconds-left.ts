import { useEffect, useRef, useState } from "react";

/**
 * Whole seconds left of a phase that lasts `seconds`, counted from when `running` turned true (by
 * the phone's monotonic clock, so a slow frame does not stretch it); `onEnd` runs once at zero.
 */
export const useSecondsLeft = (seconds: number, running: boolean, onEnd: () => void): number => {
  const [left, setLeft] = useState(seconds);
  const end = useRef(onEnd);
  useEffect(() => {
    end.current = onEnd;
  }, [onEnd]);
  // A phase runs once per mount (the recorder is keyed by its question), so `left` starts at `seconds`.
  useEffect(() => {
    if (!running) return;
    const startedAt = performance.now();
    const timer = window.setInterval(() => {
      const now = Math.max(0, seconds - Math.floor((performance.now() - startedAt) / 1000));
      setLeft(now);
      if (now === 0) {
        window.clearInterval(timer);
        end.current();
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [seconds, running]);
  return left;
};
