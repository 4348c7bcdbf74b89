/*
 * The punch outbox and the clock-in/out use case (issue 22), one chunk loaded on the first call of
 * either (seeker.registrations.ts) or by a page load that finds punches waiting (startApp); with
 * it the phone's side of the outbox (composition-root.ts builds PUNCH_DEVICE from it).
 */
export { PunchOutbox } from "../application/work/punch-outbox";
export { ClockPunch } from "../application/work/clock-punch.use-case";
export { browserPunchDevice, type PunchWindow } from "./storage/punch-outbox.storage";
