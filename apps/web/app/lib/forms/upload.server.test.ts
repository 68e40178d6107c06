import { describe, expect, it } from "vitest";
import { catalogSay } from "../../locales/po-i18n.testing";
import { expiredFormMessage } from "./api-error-reply";
import { chosenFiles, uploadErrors } from "./upload.server";

describe("uploadErrors: an upload route's refusal on the form", () => {
  it("puts a 422's messages on the fields the API names (the form's own)", () => {
    const body = {
      message: "x",
      errors: { photo: ["Upload a JPEG, PNG, WebP, GIF or AVIF image."], alt: ["Too long."] },
    };
    expect(uploadErrors(422, body, "photo")).toEqual({
      photo: "Upload a JPEG, PNG, WebP, GIF or AVIF image.",
      alt: "Too long.",
    });
  });

  it("says any other refusal on the file, in the API's words, and an expired form as such", () => {
    expect(uploadErrors(413, { error: { message: "The file is too large." } }, "cover")).toEqual({
      cover: "The file is too large.",
    });
    expect(uploadErrors(500, undefined, "cover")).toEqual({ cover: "The upload failed. Please try again." });
    expect(uploadErrors(419, { error: { message: "CSRF token mismatch." } }, "cover")).toEqual({
      "": expiredFormMessage,
    });
  });
});

describe("uploadErrors in the page's language (issue 39)", () => {
  it("says the form's own texts in German and French", async () => {
    expect(uploadErrors(500, undefined, "cover", await catalogSay("de"))).toEqual({
      cover: "Das Hochladen hat nicht geklappt. Bitte versuch es noch einmal.",
    });
    expect(uploadErrors(419, undefined, "cover", await catalogSay("fr"))).toEqual({
      "": "Ce formulaire avait expiré. Vérifiez-le et envoyez-le à nouveau.",
    });
  });
});

describe("chosenFiles", () => {
  it("takes every file chosen in the field and none for a field left empty", () => {
    const form = new FormData();
    form.append("attachments", new File([], ""));
    expect(chosenFiles(form, "attachments")).toEqual([]);
    form.append("attachments", new File(["a"], "a.png", { type: "image/png" }));
    form.append("attachments", new File(["b"], "b.png", { type: "image/png" }));
    form.append("body", "text");
    expect(chosenFiles(form, "attachments").map((f) => f.name)).toEqual(["a.png", "b.png"]);
  });
});
