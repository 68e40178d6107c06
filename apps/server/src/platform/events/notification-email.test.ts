import { describe, expect, it } from "vitest";
import { notificationEmail } from "./notification-email.ts";

const base = {
  to: "a@example.test",
  name: "Ada <Smith>",
  title: "T",
  message: 'Say "hi" & <b>bye</b>',
  appUrl: "https://gf.example",
};

describe("notificationEmail", () => {
  it("links to the notification's url resolved against APP_URL", () => {
    const mail = notificationEmail({ ...base, url: "/classes/42" });
    expect(mail.text).toContain("https://gf.example/classes/42");
    expect(mail.html).toContain('href="https://gf.example/classes/42"');
    expect(mail.subject).toBe("T");
  });

  it("falls back to the notification centre without a url", () => {
    expect(notificationEmail({ ...base, url: undefined }).text).toContain("https://gf.example/notifications");
  });

  it("escapes user text in the HTML part", () => {
    const mail = notificationEmail({ ...base, url: undefined });
    expect(mail.html).toContain("Ada &lt;Smith&gt;");
    expect(mail.html).toContain("Say &quot;hi&quot; &amp; &lt;b&gt;bye&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>bye</b>");
  });
});
