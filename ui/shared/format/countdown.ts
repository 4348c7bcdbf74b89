import { useEffect, useState } from "react";
import { CLOCK } from "../../../application/ports/clock.port";
import { useService } from "../../app/container-context";

/**
 * Time left until a deadline the server set, by the server's clock: `serverNow` is the server's
 * time when it answered and `receivedAt` the phone's at that moment, so a phone clock that is
 * off by minutes still counts down to the right moment. Never below zero.
 */
export const remainingMs = (deadline: number, serverNow: number, receivedAt: number, now: number): number =>
  Math.max(0, deadline - (now + (serverNow - receivedAt)));

const two = (n: number): string => String(n).padStart(2, "0");

/** "2:59:59" from an hour up, "29:59" below; whole seconds rounded up, so 0:00 is only shown at the end. */
export const formatCountdown = (ms: number): string => {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
};

/**
 * The time left to `deadline`, ticking every second while there is some. The skew between the
 * phone and the server is taken once per answer (each new `serverNow`).
 */
export const useCountdown = (deadline: number, serverNow: number): number => {
  const clock = useService(CLOCK);
  // The phone's time when this answer arrived, taken again for each new answer.
  const [received, setReceived] = useState(() => ({ serverNow, at: clock.now() }));
  const current = received.serverNow === serverNow ? received : { serverNow, at: clock.now() };
  if (current !== received) setReceived(current);
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const timer = window.setInterval(() => {
      const at = clock.now();
      setNow(at);
      if (remainingMs(deadline, serverNow, current.at, at) <= 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline, serverNow, current.at, clock]);
  return remainingMs(deadline, serverNow, current.at, Math.max(now, current.at));
};
