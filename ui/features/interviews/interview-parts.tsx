import { useTranslation } from "react-i18next";
import type { InterviewDetail } from "../../../domain/interview/interview.schema";
import { safeUrl } from "../../../domain/shared/safe-url.rules";
import { useFormat } from "../../shared/format/use-format";

/** What, when (WIB), where and whom to ask for: the invitation's facts, as both of its pages show them. */
export function InterviewFacts({ interview }: { readonly interview: InterviewDetail }) {
  const { t } = useTranslation("interviews");
  const format = useFormat();
  const { place, contact } = interview;
  const link = safeUrl(place.mode === "onSite" ? place.mapUrl : place.videoUrl);
  return (
    <dl className="iv-facts">
      <dt>{t("facts.job")}</dt>
      <dd>{`${interview.jobTitle} · ${interview.businessName}`}</dd>
      <dt>{t("facts.when")}</dt>
      <dd>{format.dateTime(interview.startsAt)}</dd>
      <dt>{t("facts.where")}</dt>
      <dd>
        {place.mode === "onSite" ? place.address : t("mode.online")}
        {link !== undefined && (
          <>
            {" "}
            <a className="iv-link" href={link} target="_blank" rel="noreferrer">
              {t(place.mode === "onSite" ? "facts.openMap" : "facts.joinCall")}
            </a>
          </>
        )}
      </dd>
      <dt>{t("facts.contact")}</dt>
      <dd>{`${contact.name} · +62 ${contact.phone}`}</dd>
    </dl>
  );
}
