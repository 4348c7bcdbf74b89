import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Application, Request, Response } from "express";
import { CV_LINK_TTL_MINUTES } from "../../../domain/policy/business-constants";
import type { CvLink } from "../../../domain/seeker/job-card.schema";
import { toWibIso } from "../../../domain/shared/wib-time";
import { apiFailure, sendFailure } from "../../http/errors";
import type { Store } from "../../store/store";
import { profileOf } from "../seeker-profile/seeker-profile.public";
import { sendUpload, type UploadedFiles } from "../uploads/uploads.public";
import { uploadIdOf } from "../../../domain/shared/upload-url.rules";

/*
 * Applicants' CVs (issue 19, item 14), the way a CDN's presigned downloads work: the applicants
 * list, which only the job's provider may read, hands out a link to each applicant's CV, signed with
 * a key of the mock's own and good for CV_LINK_TTL_MINUTES. A browser opens it as a plain download,
 * without the app's session or signature, so the link names its application and its expiry and is
 * refused when either was changed or the time is up. The CV's own storage URL reaches nobody but its
 * seeker (their profile); the public resume only says whether there is a CV.
 */

export interface CvLinks {
  /** A link to the CV of an application (`cvUrl`: the seeker's stored CV), from `now`. */
  linkFor(applicationId: string, cvUrl: string, now: number): typeof CvLink.Encoded;
  /** Serves the files behind the links. */
  mount(app: Application, store: Store): void;
}

const TOKEN = /^(\d{1,12})\.([0-9a-f]{64})$/;

/** The name a CV downloads under: the last segment of its URL. */
const fileNameOf = (cvUrl: string): string => {
  try {
    return decodeURIComponent(new URL(cvUrl, "http://cv.invalid").pathname.split("/").pop() ?? "") || "cv";
  } catch {
    return "cv";
  }
};

/** `key`: the signing key, a fresh random one per mock start (links do not outlive a restart). */
export const createCvLinks = (config: { readonly publicUrl: () => string; readonly now: () => number; readonly files: UploadedFiles; readonly key?: Buffer }): CvLinks => {
  const key = config.key ?? randomBytes(32);
  const sign = (applicationId: string, expires: number): Buffer => createHmac("sha256", key).update(`${applicationId}\n${expires}`).digest();
  const verdict = (applicationId: string, token: string): "valid" | "expired" | "invalid" => {
    const parts = TOKEN.exec(token);
    if (parts === null) return "invalid";
    const expires = Number(parts[1]);
    if (!timingSafeEqual(sign(applicationId, expires), Buffer.from(parts[2] ?? "", "hex"))) return "invalid";
    return config.now() >= expires * 1000 ? "expired" : "valid";
  };
  return {
    linkFor: (applicationId, cvUrl, now) => {
      const expires = Math.floor(now / 1000) + CV_LINK_TTL_MINUTES * 60;
      const token = `${expires}.${sign(applicationId, expires).toString("hex")}`;
      return { url: `${config.publicUrl()}/api/cv-files/${encodeURIComponent(applicationId)}/${token}`, fileName: fileNameOf(cvUrl), expiresAt: toWibIso(expires * 1000) };
    },
    mount: (app, store) => {
      app.get("/api/cv-files/:applicationId/:token", (req: Request, res: Response) => {
        const applicationId = String(req.params.applicationId);
        const checked = verdict(applicationId, String(req.params.token));
        if (checked === "expired") return sendFailure(res, apiFailure("LINK_EXPIRED", "This CV link has expired: open the job's applicants again for a new one"));
        if (checked === "invalid") return sendFailure(res, apiFailure("NOT_FOUND", "No such CV link"));
        const db = store.current();
        const application = db.applications.find((a) => a.applicationId === applicationId);
        const cvUrl = application === undefined ? null : (profileOf(db, application.seekerUserId)?.cvUrl ?? null);
        if (cvUrl === null) return sendFailure(res, apiFailure("NOT_FOUND", "The applicant has no CV now"));
        const fileId = uploadIdOf(cvUrl, config.publicUrl());
        // A CV stored elsewhere (a CDN the mock does not hold): its own address.
        if (fileId === null) return res.redirect(302, cvUrl);
        const file = config.files.get(fileId);
        if (file === undefined) return sendFailure(res, apiFailure("NOT_FOUND", "The CV file is no longer kept (the mock keeps uploads until it restarts)"));
        sendUpload(res, file);
      });
    },
  };
};
