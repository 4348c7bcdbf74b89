import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import enInterviews from "../i18n/locales/en/interviews.json";
import enLabels from "../i18n/locales/en/labels.json";
import idInterviews from "../i18n/locales/id/interviews.json";
import idLabels from "../i18n/locales/id/labels.json";
import { reminderText } from "./reminder-text";

const i18nIn = async (lng: "en" | "id") => {
  const i18n = createInstance();
  await i18n.init({
    lng,
    resources: { en: { interviews: enInterviews, labels: enLabels }, id: { interviews: idInterviews, labels: idLabels } },
    interpolation: { escapeValue: false },
  });
  return i18n;
};

const reminder = { jobTitle: "Barista", seekerName: "Siti Rahmawati" };

describe("the interview reminder's toast", () => {
  it("the seeker reads of her own interview", async () => {
    expect(await reminderText(await i18nIn("en"), reminder, "seeker")).toBe("Your interview for Barista starts in 5 minutes");
    expect(await reminderText(await i18nIn("id"), reminder, "seeker")).toBe("Wawancaramu untuk Barista dimulai 5 menit lagi");
  });

  it("the provider reads whom she meets, for which job, in her language", async () => {
    expect(await reminderText(await i18nIn("en"), reminder, "provider")).toBe("Interview with Siti Rahmawati for Barista starts in 5 minutes");
    expect(await reminderText(await i18nIn("id"), reminder, "provider")).toBe("Wawancara dengan Siti Rahmawati untuk Barista dimulai 5 menit lagi");
  });

  it("the provider's without a name when the seeker's account has none", async () => {
    expect(await reminderText(await i18nIn("en"), { ...reminder, seekerName: "" }, "provider")).toBe("Interview for Barista starts in 5 minutes");
    expect(await reminderText(await i18nIn("id"), { ...reminder, seekerName: " " }, "provider")).toBe("Wawancara untuk Barista dimulai 5 menit lagi");
  });
});
