import { Result } from "effect";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { INTERVIEWS_API } from "../../../application/ports/interviews-api.port";
import { parseLocalPhone } from "../../../domain/identity/phone.rules";
import type { CreateInterviewRequest, InterviewPlace } from "../../../domain/interview/interview.schema";
import { INVITATION_LETTER_MAX_CHARACTERS } from "../../../domain/policy/business-constants";
import type { JobId } from "../../../domain/shared/ids.schema";
import type { UserId } from "../../../domain/identity/session.schema";
import { isSafeUrl } from "../../../domain/shared/safe-url.rules";
import { characterCount } from "../../../domain/shared/text.rules";
import { useService } from "../../app/container-context";
import { ActionBar } from "../../design-system/action-bar";
import { Button } from "../../design-system/button";
import { PhoneField } from "../../design-system/phone-field";
import { SelectField } from "../../design-system/select-field";
import { StatePanel } from "../../design-system/state-panel";
import { TextField } from "../../design-system/text-field";
import { TextareaField } from "../../design-system/textarea-field";
import type { PageProps } from "../../routes/route-def";
import { href } from "../../routes/href";
import { FailureAlert } from "../../shared/failure-alert";
import { TopBar } from "../../shared/top-bar";
import { useSubmit } from "../../shared/use-submit";

type Mode = InterviewPlace["mode"];

/**
 * /invitationLetter?jobId=&seekerId= (the provider): the invitation to an interview, on site (the
 * address and its map link) or online (the video link), its date and time in WIB, whom to ask for,
 * and the letter within its limit ('Maximum character limit exceeded'). Sent, it opens the
 * invitation's page; the seeker is told on her stream and in the job's conversation.
 */
export default function InvitationLetterPage(_props: PageProps) {
  const { t } = useTranslation(["interviews", "common", "errors"]);
  const id = useId();
  const [params] = useSearchParams();
  const jobId = params.get("jobId") ?? "";
  const seekerId = params.get("seekerId") ?? "";
  const interviews = useService(INTERVIEWS_API);
  const navigate = useNavigate();
  const { formError, pending, send, onSubmitOf } = useSubmit();
  const [tried, setTried] = useState(false);
  const [mode, setMode] = useState<Mode>("onSite");
  const [date, setDate] = useState("");
  const [time, setTime] = useState("10:00");
  const [address, setAddress] = useState("");
  const [link, setLink] = useState("");
  const [contactName, setContactName] = useState("");
  const [contactPhone, setContactPhone] = useState("");
  const [letter, setLetter] = useState(() => t("form.letterDefault"));

  if (jobId === "" || seekerId === "") return <StatePanel tone="notAvailable" title={t("common:state.notAvailable")} line={t("common:state.notAvailableLine")} headingLevel={1} />;

  const phone = parseLocalPhone(contactPhone);
  const letterTooLong = characterCount(letter) > INVITATION_LETTER_MAX_CHARACTERS;
  const problems = {
    date: date === "" || time === "" ? t("form.required") : null,
    address: mode === "onSite" && address.trim() === "" ? t("form.required") : null,
    link: !isSafeUrl(link.trim()) || !/^https?:\/\//.test(link.trim()) ? t("form.linkInvalid") : null,
    contactName: contactName.trim() === "" ? t("form.required") : null,
    contactPhone: Result.isFailure(phone) ? t(`errors:${phone.failure.i18nKey}`) : null,
  };
  const shown = (problem: string | null) => (tried ? problem : null);

  const submit = async () => {
    setTried(true);
    if (letterTooLong || Object.values(problems).some((p) => p !== null) || Result.isFailure(phone)) return;
    const place: InterviewPlace = mode === "onSite" ? { mode, address: address.trim(), mapUrl: link.trim() } : { mode, videoUrl: link.trim() };
    const request: CreateInterviewRequest = {
      jobId: jobId as JobId,
      seekerId: seekerId as UserId,
      place,
      startsAt: `${date}T${time}:00+07:00`,
      contact: { name: contactName.trim(), phone: phone.success },
      letter,
    };
    const made = await send(["interviews"], () => interviews.invite(request));
    if (made !== null) navigate(href.interviewInvitation({ id: made.interviewId }), { replace: true });
  };

  return (
    <main className="page stack">
      <TopBar title={t("form.title")} />
      <form className="stack" onSubmit={onSubmitOf(submit)} noValidate>
        <SelectField
          id={`${id}-mode`}
          label={t("form.mode")}
          value={mode}
          onChange={(value) => setMode(value === "online" ? "online" : "onSite")}
          options={[
            { value: "onSite", label: t("mode.onSite") },
            { value: "online", label: t("mode.online") },
          ]}
        />
        <TextField id={`${id}-date`} type="date" label={t("form.date")} value={date} onChange={(e) => setDate(e.target.value)} error={shown(problems.date)} />
        <TextField id={`${id}-time`} type="time" label={t("form.time")} hint={t("form.timeHint")} value={time} onChange={(e) => setTime(e.target.value)} />
        {mode === "onSite" && <TextField id={`${id}-address`} label={t("form.address")} value={address} maxLength={200} onChange={(e) => setAddress(e.target.value)} error={shown(problems.address)} />}
        <TextField
          id={`${id}-link`}
          type="url"
          inputMode="url"
          label={t(mode === "onSite" ? "form.mapUrl" : "form.videoUrl")}
          hint={t(mode === "onSite" ? "form.mapUrlHint" : "form.videoUrlHint")}
          value={link}
          onChange={(e) => setLink(e.target.value)}
          error={shown(problems.link)}
        />
        <TextField id={`${id}-contact`} label={t("form.contactName")} value={contactName} maxLength={60} onChange={(e) => setContactName(e.target.value)} error={shown(problems.contactName)} />
        <PhoneField id={`${id}-phone`} label={t("form.contactPhone")} value={contactPhone} onChange={setContactPhone} error={shown(problems.contactPhone)} />
        <TextareaField
          id={`${id}-letter`}
          label={t("form.letter")}
          rows={8}
          value={letter}
          max={INVITATION_LETTER_MAX_CHARACTERS}
          onChange={(e) => setLetter(e.target.value)}
          error={letterTooLong ? t("errors:error.invitationLetter.tooLong") : null}
        />
        <FailureAlert text={formError} onRetry={() => void submit()} />
        <ActionBar>
          <Button type="submit" block pending={pending} pendingLabel={t("form.send")}>
            {t("form.send")}
          </Button>
        </ActionBar>
      </form>
    </main>
  );
}
