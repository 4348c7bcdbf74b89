import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { allRoutes, shouldKeepAlive } from "./route-table";
import { MANIFEST_ROUTES } from "../../manifests";
import { renderRoutesDoc } from "./routes-doc";

// Every side's part of the table loaded (the app loads them as it needs them: ui/app/router.tsx).
const ROUTES = await allRoutes();

// Spec section 2, copied verbatim: the route table must hold exactly these, with these auth flags.
const SPEC_PUBLIC =
  "/aboutus, /clausecom, /nametips, /healthtips, /jobtimedetailsshare, /jobJPDetailsShare, /customerservice, /resumeshare, /resumepdfphone, /resumepdf, /resumepdfbadge, /lesson, /news, /orderrequest, /paymentpdf, /paymentbatchpdf, /bound, /paymentpage, /jobDetailShare, /emailShare, /emailResult, /videoShare, /mailboxVerification, /mailboxVerificationView, /waMidPage, /login, /deleteAccount, /sendCode";
const SPEC_UNSPECIFIED = "/privacypolicy, /thermsservice, /faqyee, /faqyer, /appeal";
const SPEC_LOGIN =
  "/createcompany, /verifycompany, /editcompanynew, /inputcommoncompany, /editperinfo, /mail, /inbox, /oldInbox, /helpcenter, /others, /cancellist, /cancelreason, /reasondetail, /orderrequestmore, /orderrequestmoredetail, /clockterms, /termsConditions, /getReward, /personalityTest, /personalityQuestion, /personalityResult, /recuritment, /videoEntry, /recordGuidelines, /brocadeBag, /videoInterview, /interviewComplete, /jobPosting, /jobPosted, /jobDerated, /setInterviewQuestions, /invitationLetter, /questionSurvey, /newExperience, /recordingTips_s42, /recordingTips, /jsDailyPush, /JSMita, /JSPersonInfo, /JPPersonInfo, /JSWorkExperience, /educational, /occupation, /contact, /WAChangePhone, /jobProviderContact, /JPPersonInfoSuccess, /applyWorkExperience, /applyProfessionalSkill, /applyAvatar, /applyHeightWeight, /applyVideoProfile, /JSPortraitInfo, /applyIntercep, /benefitH5/benefitCenter, /benefitH5/packagePlans, /benefitH5/packageChoice, /JPSettingPush, /whatsapp, /promotion, /interviewInvitation, /interviewInvitationChat, /interviewInvitationRemind";

const list = (s: string) => s.split(", ");
// Spec routes are those of the manifests with no origin of ours (the table the app gets leaves the origin out).
const specPaths = new Set(MANIFEST_ROUTES.filter((r) => r.origin === undefined).map((r) => r.path));
const specRoutes = ROUTES.filter((r) => specPaths.has(r.path));
const pathsWith = (auth: string) => specRoutes.filter((r) => r.auth === auth).map((r) => r.path).sort();

describe("route table", () => {
  it("holds every spec route with the spec's auth flag, and no other spec route", () => {
    expect(pathsWith("public")).toEqual(list(SPEC_PUBLIC).sort());
    expect(pathsWith("unspecified")).toEqual(list(SPEC_UNSPECIFIED).sort());
    expect(pathsWith("login")).toEqual(list(SPEC_LOGIN).sort());
  });

  it("has no duplicate path", () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("gives the four versioned pages an old and a new variant", () => {
    const versioned = ROUTES.filter((r) => r.screen.kind === "versioned").map((r) => r.path).sort();
    expect(versioned).toEqual(["/JSWorkExperience", "/jobPosting", "/occupation", "/videoInterview"]);
  });

  it("keeps /promotion alive only while ?alive is present", () => {
    const promotion = ROUTES.find((r) => r.path === "/promotion");
    expect(promotion).toBeDefined();
    if (promotion === undefined) return;
    expect(shouldKeepAlive(promotion, new URLSearchParams("alive=1"))).toBe(true);
    expect(shouldKeepAlive(promotion, new URLSearchParams("alive"))).toBe(true);
    expect(shouldKeepAlive(promotion, new URLSearchParams("activityId=7"))).toBe(false);
  });

  it("keeps spec titles empty so document.title is left alone", () => {
    expect(specRoutes.every((r) => r.title === "")).toBe(true);
  });

  it("shows /faqyee and /faqyer as the same page under the same heading", () => {
    const screenOf = (path: string) => {
      const r = ROUTES.find((x) => x.path === path);
      return { load: r?.screen.kind === "single" ? r.screen.load : null, placeholder: r?.placeholder };
    };
    expect(screenOf("/faqyee").load).not.toBeNull();
    expect(screenOf("/faqyee")).toEqual(screenOf("/faqyer"));
    expect(screenOf("/faqyee").placeholder?.heading).toBe("placeholder.faq");
  });

  it("makes placeholders entries of the table: every planned route shows the one placeholder page", () => {
    const planned = ROUTES.filter((r) => r.status === "placeholder");
    // Fewer as features land (issue 24 took the chat's four); the point is that all of them share the one page.
    expect(planned.length).toBeGreaterThan(0);
    const loads = new Set(planned.flatMap((r) => (r.screen.kind === "single" ? [r.screen.load] : r.screen.kind === "versioned" ? [r.screen.new, r.screen.old] : [])));
    expect(loads.size).toBe(1);
  });
});

describe("docs/routes.md", () => {
  it("is up to date with the manifests (run `npm run routes:doc`)", () => {
    const onDisk = readFileSync(fileURLToPath(new URL("../../docs/routes.md", import.meta.url)), "utf8");
    expect(onDisk).toBe(renderRoutesDoc(MANIFEST_ROUTES));
  });
});
