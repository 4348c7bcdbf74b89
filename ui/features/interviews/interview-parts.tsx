import { useTranslation } from "react-i18next";
import { COUNTRY_CODE, formatPhone, phoneLinkOf } from "../../../domain/identity/phone.format";
import type { InterviewDetail } from "../../../domain/interview/interview.schema";
import { safeUrl } from "../../../domain/shared/safe-url.rules";
import { usePositionLabel } from "../../shared/format/reference-labels";
import { useFormat } from "../../shared/format/use-format";

/**
 * What, when (WIB), where and whom to ask for: the invitation's facts, as both of its pages show
 * them; the map or call link beside the place unless the page has it as its main button.
 */
export function InterviewFacts({ interview, placeLink = true }: { readonly interview: InterviewDetail; readonly placeLink?: boolean }) {
  const { t } = useTranslation("interviews");
  const format = useFormat();
  const positionLabel = usePositionLabel();
  const { place, contact } = interview;
  const url = place.mode === "onSite" ? place.mapUrl : place.videoUrl;
  return (
    <dl className="iv-facts">
      <dt>{t("facts.job")}</dt>
      <dd>{`${positionLabel(interview.jobTitle)} · ${interview.businessName}`}</dd>
      <dt>{t("facts.when")}</dt>
      <dd>{format.dateTime(interview.startsAt)}</dd>
      <dt>{t("facts.where")}</dt>
      <dd>
        {place.mode === "onSite" ? place.address : t("mode.online")}
        {placeLink && safeUrl(url) !== undefined && (
          <>
            {" "}
            <a className="iv-link" href={safeUrl(url)} target="_blank" rel="noreferrer">
              {t(place.mode === "onSite" ? "facts.openMap" : "facts.joinCall")}
            </a>
          </>
        )}
      </dd>
      <dt>{t("facts.contact")}</dt>
      <dd>
        {`${contact.name} · `}
        {/* A number that is not a mobile one stays text: the rule gives no link for it. */}
        {safeUrl(phoneLinkOf(contact.phone)) === undefined ? (
          `${COUNTRY_CODE} ${formatPhone(contact.phone)}`
        ) : (
          <a className="iv-link" href={safeUrl(phoneLinkOf(contact.phone))}>
            {`${COUNTRY_CODE} ${formatPhone(contact.phone)}`}
          </a>
        )}
      </dd>
    </dl>
  );
}
