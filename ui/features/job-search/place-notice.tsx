import { useTranslation } from "react-i18next";
import { DEFAULT_AREA, SERVICE_AREAS } from "../../../domain/seeker/service-areas";
import { formatArea } from "../../../domain/format/place.format";
import { Button } from "../../design-system/button";
import { LocateIcon } from "../../design-system/icons/locate";
import { PinIcon } from "../../design-system/icons/pin";
import { SelectField } from "../../design-system/select-field";
import type { SeekerPlace } from "./use-seeker-place";
import "./place-notice.css";

const AREA_OPTIONS = SERVICE_AREAS.map((a) => ({ value: a.district, label: formatArea(a) }));

/**
 * Where Terdekat looks: the device's location being found, found, or an area (chosen, or the
 * fallback when location is off). Its states differ in height and the device answers after the
 * list has shown, so the section always keeps the height of the tallest (the area row with the
 * "location is off" note): every state is laid out in the same place, the ones not shown kept
 * invisible and inert, and nothing below it moves when the answer comes (issue 12: CLS 0).
 */
export function PlaceNotice({ place, chooseArea, useDevice }: { readonly place: SeekerPlace; readonly chooseArea: (district: string) => void; readonly useDevice: () => void }) {
  const { t } = useTranslation("jobs");
  const area = place.kind === "area";
  return (
    <section className="sk-place place-notice" aria-label={t("place.label")}>
      <div className="place-notice__area" inert={!area} data-shown={area}>
        <div className="sk-place__row">
          <SelectField id="seeker-area" label={t("place.area")} value={area ? place.area.district : DEFAULT_AREA.district} options={AREA_OPTIONS} onChange={chooseArea} />
          <Button variant="secondary" onClick={useDevice} aria-label={t("place.useDevice")}>
            <LocateIcon />
          </Button>
        </div>
        <p className="sk-note" data-shown={area && place.denied}>
          {t("place.denied")}
        </p>
      </div>
      {place.kind === "locating" && (
        <p className="sk-note place-notice__status" role="status">
          {t("place.locating")}
        </p>
      )}
      {place.kind === "device" && (
        <p className="sk-note place-notice__status">
          <PinIcon size={16} />
          <span>{t("place.device")}</span>
        </p>
      )}
    </section>
  );
}
