import { describe, expect, it, vi } from "vitest";
import { notificationToast } from "../../features/notifications/live/notification-bindings";
import { catalogSay } from "../../locales/po-i18n.testing";
import { classCreatedToast, classRequestStatusToast } from "./live-toasts";

const created = { title: "Forge a Knife", instructor: "Ada Smith", price: 120, url: "/classes/7", author_id: 5 };
const pushed = {
  id: 1,
  type: "application_status" as const,
  title: "Platz bestätigt",
  message: "Du bist dabei.",
  data: { url: "/dashboard", status: "accepted" },
  read_at: null,
  created_at: "2026-11-29T10:00:00.000Z",
};

describe("the live toasts in the page's language (issue 39)", async () => {
  it("say a new class, its action and the author's 'Published' in German and French", async () => {
    const de = await catalogSay("de");
    const fr = await catalogSay("fr");
    const toast = classCreatedToast(created, vi.fn(), 6);
    expect(de(toast.title)).toBe("Neuer Kurs verfügbar!");
    expect(de(toast.message)).toBe("Forge a Knife mit Ada Smith");
    expect(de(toast.action?.text)).toBe("Kurs ansehen");
    expect(fr(toast.action?.text)).toBe("Voir le cours");
    const mine = classCreatedToast(created, vi.fn(), 5);
    expect(fr(mine.title)).toBe("Publié");
    expect(fr(mine.message)).toBe("« Forge a Knife » est en ligne : les élèves peuvent le trouver et s'inscrire.");
  });

  it("say what happened to a class request, in words", async () => {
    const de = await catalogSay("de");
    const fr = await catalogSay("fr");
    const request = {
      class_request: { title: "Damascus", status: "approved", old_status: "in_review" },
      message: null,
    };
    const toast = classRequestStatusToast(request, vi.fn());
    expect(de(toast.title)).toBe("Kurswunsch angenommen!");
    expect(de(toast.message)).toBe("Dein Kurswunsch „Damascus“ wurde angenommen.");
    expect(fr(toast.message)).toBe("Votre demande « Damascus » a été acceptée.");
    expect(de(toast.action?.text)).toBe("Meine Kurswünsche");
  });

  it("give a pushed notification's toast its 'View' in the page's language", async () => {
    const toast = notificationToast(pushed, vi.fn());
    expect((await catalogSay("en"))(toast.action?.text)).toBe("View");
    expect((await catalogSay("de"))(toast.action?.text)).toBe("Ansehen");
    expect((await catalogSay("fr"))(toast.action?.text)).toBe("Voir");
    // The server wrote the notification's own words in the reader's language already.
    expect(toast.title).toBe("Platz bestätigt");
  });
});
