import { Schema } from "effect";
import { MIN_WITHDRAWAL_RUPIAH } from "../../../domain/policy/business-constants";
import { endpoint, endpointWithBody, type Endpoint } from "../../http/endpoint";

/** Body of POST /event/track. */
export const TrackEvent = Schema.Struct({
  name: Schema.String.pipe(Schema.check(Schema.isNonEmpty(), Schema.isMaxLength(100))),
  params: Schema.optional(Schema.Record(Schema.String, Schema.Unknown)),
});

/** The policy constants of domain/ the backend owns (docs/business-rules.md explains each). */
export const PolicyConfig = Schema.Struct({ minWithdrawalRupiah: Schema.Int });
export const policyConfig = (): typeof PolicyConfig.Type => ({ minWithdrawalRupiah: MIN_WITHDRAWAL_RUPIAH });

export const platformEndpoints = (deps: { readonly log: (line: string) => void }): Endpoint[] => [
  endpoint({
    method: "GET",
    path: "/api/config",
    success: { status: 200, schema: PolicyConfig },
    auth: "none",
    area: "api",
    summary: "Policy constants the backend serves",
    handle: () => ({ status: 200, json: policyConfig() }),
  }),
  endpoint({
    method: "GET",
    path: "/api/user/userCenter",
    success: { status: 200, schema: Schema.Unknown },
    auth: "optional",
    area: "api",
    summary: "Startup ping of the Android app (answer ignored)",
    handle: ({ caller }) => ({
      status: 200,
      json: caller === undefined ? { loggedIn: false } : { loggedIn: true, userId: caller.account.userId, activeRole: caller.account.activeRole },
    }),
  }),
  endpointWithBody({
    method: "POST",
    path: "/event/track",
    success: { status: 204, schema: null },
    auth: "none",
    area: "event",
    summary: "Analytics event",
    body: TrackEvent,
    handle: ({ body }) => ({ status: 204, after: () => deps.log(`[event] ${body.name}`) }),
  }),
];
