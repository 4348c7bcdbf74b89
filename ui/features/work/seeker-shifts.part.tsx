import { useTranslation } from "react-i18next";
import { WORK_API } from "../../../application/ports/work-api.port";
import { useService } from "../../app/container-context";
import { StatePanel } from "../../design-system/state-panel";
import { SkeletonCards } from "../../design-system/skeleton-shapes";
import { LoadState } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { seekerShifts } from "./seeker-shifts";
import { ShiftCard } from "./shift-card";
import { useWorkEvents } from "./use-work-events";
import { PunchesOnPhone } from "./work-day";
import "../../shared/seeker.css";
import "./work.css";

/**
 * Aktivitas, Masuk/Pulang (a part of the seeker's Aktivitas page, manifests/seeker.manifest.ts):
 * today's shift first with the clock button, then the shifts to come; live on the work events.
 */
export default function SeekerShiftsTab() {
  const { t } = useTranslation("work");
  const work = useService(WORK_API);
  const { state, reload } = useServerData(["work-orders"], () => work.orders());
  useWorkEvents(undefined, reload);
  if (state.status !== "ready")
    return (
      <div className="stack">
        <LoadState state={state} reload={reload} skeleton={<SkeletonCards />} />
        <PunchesOnPhone onSent={reload} />
      </div>
    );
  const { today, upcoming } = seekerShifts(state.value.items, state.value.serverNow);
  if (today.length === 0 && upcoming.length === 0) return <StatePanel tone="empty" title={t("seeker.noShifts")} line={t("seeker.noShiftsLine")} />;
  return (
    <div className="stack">
      <section className="stack" aria-labelledby="shifts-today">
        <h2 id="shifts-today" className="wk-heading">
          {t("seeker.today")}
        </h2>
        {today.length === 0 ? (
          <p className="muted">{t("seeker.noShiftToday")}</p>
        ) : (
          <ul className="sk-list">
            {today.map((shift) => (
              <li key={shift.day.dayId}>
                <ShiftCard shift={shift} clock onPunchSent={reload} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {upcoming.length > 0 && (
        <section className="stack" aria-labelledby="shifts-upcoming">
          <h2 id="shifts-upcoming" className="wk-heading">
            {t("seeker.upcoming")}
          </h2>
          <ul className="sk-list">
            {upcoming.map((shift) => (
              <li key={shift.day.dayId}>
                <ShiftCard shift={shift} clock={false} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
