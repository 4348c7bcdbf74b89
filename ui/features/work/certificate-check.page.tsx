import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { CERTIFICATE_API } from "../../../application/ports/certificate-api.port";
import { readCertificateCode } from "../../../domain/work/certificate.rules";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import { CheckIcon } from "../../design-system/icons/check";
import { StatePanel } from "../../design-system/state-panel";
import { TextField } from "../../design-system/text-field";
import type { PageProps } from "../../routes/route-def";
import { href } from "../../routes/href";
import { useCatalogueText } from "../../shared/catalogue-text";
import { LoadState } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { TopBar } from "../../shared/top-bar";
import { CertificateSheet } from "./work-certificate";

/** What the server says of a code: genuine, with the certificate's facts (the same sheet as the seeker's), or not available. */
function CheckResult({ code }: { readonly code: string }) {
  const { t } = useTranslation("work");
  const certificates = useService(CERTIFICATE_API);
  const { state, reload } = useServerData(["certificate-check", code], () => certificates.byCode(code));
  const unknown = state.status === "failed" && "code" in state.error && state.error.code === "CERTIFICATE_NOT_FOUND";
  const why = useCatalogueText(unknown && state.status === "failed" ? state.text : null);
  if (unknown) return <StatePanel tone="notAvailable" headingLevel={2} title={t("certificate.notGenuine")} line={why ?? ""} />;
  if (state.status !== "ready") return <LoadState state={state} reload={reload} headingLevel={2} />;
  return (
    <>
      <p className="ds-alert ds-alert--info wc-genuine" role="status">
        <CheckIcon />
        {t("certificate.genuine")}
      </p>
      <CertificateSheet certificate={state.value} heading="h2" />
    </>
  );
}

/** The code as typed; sent in its one written form when it can be a code (the server reads it either way). */
function CodeForm({ code }: { readonly code: string }) {
  const { t } = useTranslation("work");
  const id = useId();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(code);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = typed.trim();
    if (text !== "") void navigate(href.certificateCheck({ code: readCertificateCode(text) ?? text }));
  };
  return (
    <form className="stack print-hide" onSubmit={onSubmit} noValidate>
      <TextField
        id={`${id}-code`}
        label={t("certificate.codeField")}
        hint={t("certificate.codeHint")}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
      />
      <Button type="submit" block variant={code === "" ? "primary" : "secondary"}>
        {t("certificate.check")}
      </Button>
    </form>
  );
}

/**
 * /certificate?code= (public, no login): anyone, a future employer most of all, checks that a work
 * certificate is genuine. The title says it is a verification; the answer says genuine, with the
 * certificate's facts and nothing more, or that no certificate has the code. A form checks another code.
 */
export default function CertificateCheckPage(_props: PageProps) {
  const { t } = useTranslation("work");
  const [params] = useSearchParams();
  const code = (params.get("code") ?? "").trim();
  return (
    <main className="page stack print-page">
      <TopBar title={t("certificate.checkBar")} heading={false} />
      <h1 className="wc-check-title">{t("certificate.checkTitle")}</h1>
      {code === "" ? <p>{t("certificate.checkIntro")}</p> : <CheckResult key={code} code={code} />}
      <CodeForm key={`form:${code}`} code={code} />
    </main>
  );
}
