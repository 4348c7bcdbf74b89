import { useState } from "react";
import type { CancellationScope } from "../../../domain/attendance/cancellation.schema";
import { href } from "../../routes/href";
import { clearDraft, readDraft, writeDraft } from "../../shared/session-draft";
import { CANCEL_FLOW_DRAFT, isCancelFlow, startCancelFlow, type CancelFlow, type CancelStep } from "./cancel-flow";

/** The cancellation flow's draft as a page reads and changes it; every change is written at once. */
export const useCancelFlow = (startWith?: CancellationScope) => {
  const [flow, setFlow] = useState<CancelFlow | null>(() => {
    const kept = readDraft(CANCEL_FLOW_DRAFT, isCancelFlow);
    // /cancellist?scope= opens a flow: the one kept goes on when it is of that scope (the back
    // button, a reload), otherwise a new one starts.
    if (startWith === undefined || kept?.scope === startWith) return kept;
    const fresh = startCancelFlow(startWith);
    writeDraft(CANCEL_FLOW_DRAFT, fresh);
    return fresh;
  });
  const save = (next: CancelFlow) => {
    setFlow(next);
    writeDraft(CANCEL_FLOW_DRAFT, next);
  };
  const update = (patch: Partial<CancelFlow>) => {
    if (flow !== null) save({ ...flow, ...patch });
  };
  /** The request went through: nothing to keep, the next cancellation is a new flow with a new key. */
  const end = () => clearDraft(CANCEL_FLOW_DRAFT);
  return { flow, save, update, end } as const;
};

/** Where a step of the flow is. */
export const hrefOfStep = (step: CancelStep, flow: CancelFlow | null): string => {
  switch (step) {
    case "helpcenter":
      return href.helpCenter();
    case "cancellist":
      return flow === null ? href.helpCenter() : href.cancelList(flow.scope === "seeker" && flow.orderId !== null ? { scope: "seeker", orderId: flow.orderId } : { scope: flow.scope });
    case "cancelreason":
      return href.cancelReason();
    case "reasondetail":
      return href.reasonDetail();
    case "orderrequest":
      return href.orderRequest();
  }
};
