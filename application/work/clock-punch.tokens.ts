/**
 * The tokens of the punch use cases (issue 22), apart from the classes: the registrations name
 * them without importing the use cases, which load on first use.
 */
import { token } from "../ports/token";
import type { ClockPunch } from "./clock-punch.use-case";
import type { PunchOutbox } from "./punch-outbox";

export const CLOCK_PUNCH = token<ClockPunch>("ClockPunch");
export const PUNCH_OUTBOX = token<PunchOutbox>("PunchOutbox");
