import { OFFER_RESPONSE_HOURS } from "../policy/business-constants";
import { addHours } from "../shared/wib-time";
import { offerShifts, type OfferSchedule } from "./offer-schedule.rules";

/**
 * When a sent offer expires (docs/business-rules.md "Offer expiry"): OFFER_RESPONSE_HOURS after
 * it was sent (its payment succeeded), and never past the start of its first shift, since nobody
 * can take up a job that has already begun. An offer whose first shift started before it was sent
 * (a slow payment) expires the moment it is sent, and its escrow goes back to the payer.
 */
export const offerRespondBy = (sentAt: number, schedule: OfferSchedule): number => {
  const deadline = addHours(sentAt, OFFER_RESPONSE_HOURS);
  const first = offerShifts(schedule)[0];
  return first === undefined ? deadline : Math.min(deadline, Math.max(sentAt, first.start));
};
