import { useEffect, useState } from "react";
import { CLOCK } from "../../../application/ports/clock.port";
import { useService } from "../../app/container-context";

/** The CLOCK's time, re-read every `intervalMs` so countdowns tick. */
export const useNow = (intervalMs = 1000): number => {
  const clock = useService(CLOCK);
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(clock.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [clock, intervalMs]);
  return now;
};
