// @vitest-environment jsdom
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { acceptsFile, DropZone } from "./drop-zone";
import { Field } from "./field";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom has no DataTransfer: a stand-in whose `files` is the added list.
class FakeDataTransfer {
  private list: File[] = [];
  items = { add: (f: File) => void this.list.push(f) };
  get files() {
    return this.list as unknown as FileList;
  }
}

async function render(onChange: (names: string[]) => void) {
  (globalThis as { DataTransfer?: unknown }).DataTransfer = FakeDataTransfer;
  const container = document.createElement("div");
  document.body.append(container);
  await act(async () => {
    createRoot(container).render(
      <I18nProvider i18n={setupI18n({ locale: "en", messages: { en: {} } })}>
        <Field label="Photo" hint="JPEG or PNG">
          <DropZone
            accept="image/jpeg,image/png"
            onChange={(e) => onChange([...(e.target.files ?? [])].map((f) => f.name))}
            preview={{ src: "blob:x", alt: "Preview of the forge" }}
          />
        </Field>
      </I18nProvider>,
    );
  });
  const zone = container.querySelector("[data-drop-zone]") as HTMLElement;
  const input = container.querySelector("input[type=file]") as HTMLInputElement;
  Object.defineProperty(input, "files", { writable: true, value: [] });
  const drop = async (files: File[]) => {
    const event = new Event("drop", { bubbles: true, cancelable: true });
    Object.assign(event, { dataTransfer: { files } });
    await act(async () => void zone.dispatchEvent(event));
  };
  return { container, zone, input, drop };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("DropZone (decision 534)", () => {
  it("hands a dropped image to the input's onChange, as if it had been picked", async () => {
    const onChange = vi.fn();
    const { drop } = await render(onChange);
    await drop([new File(["x"], "anvil.png", { type: "image/png" })]);
    expect(onChange).toHaveBeenCalledWith(["anvil.png"]);
  });

  it("refuses a file of another kind, saying so, without calling onChange", async () => {
    const onChange = vi.fn();
    const { drop, container } = await render(onChange);
    await drop([new File(["x"], "notes.pdf", { type: "application/pdf" })]);
    expect(onChange).not.toHaveBeenCalled();
    expect(container.querySelector("[role=alert]")?.textContent).toBe('"notes.pdf" is not a kind of file this takes.');
  });

  it("keeps the labelled native input for keyboards and shows the preview", async () => {
    const { container, input } = await render(() => {});
    const label = container.querySelector("label");
    expect(label?.htmlFor).toBe(input.id);
    expect(input.tabIndex).not.toBe(-1);
    expect(container.querySelector("img")?.getAttribute("alt")).toBe("Preview of the forge");
  });

  it("shows an upload's progress as a labelled bar with its percentage, from 0 at the start (decision 524)", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    const show = (progress: number | null) =>
      act(async () =>
        root.render(
          <I18nProvider i18n={setupI18n({ locale: "en", messages: { en: {} } })}>
            <DropZone accept="image/png" onChange={() => {}} progress={progress} />
          </I18nProvider>,
        ),
      );
    await show(null);
    expect(container.querySelector("[role=progressbar]")).toBeNull();
    await show(0);
    const bar = container.querySelector("[role=progressbar]");
    expect(bar?.getAttribute("aria-label")).toBe("Upload progress");
    expect(bar?.getAttribute("aria-valuenow")).toBe("0");
    expect(container.textContent).toContain("Uploading… 0%");
    await show(0.456);
    expect(bar?.getAttribute("aria-valuenow")).toBe("46");
    expect(bar?.getAttribute("aria-valuetext")).toBe("Uploading… 46%");
    await show(1);
    expect(container.textContent).toContain("Uploaded; saving the image…");
    await show(null);
    expect(container.querySelector("[role=progressbar]")).toBeNull();
  });

  it("matches accept lists by type, wildcard and extension", () => {
    expect(acceptsFile("image/*", { name: "a.gif", type: "image/gif" })).toBe(true);
    expect(acceptsFile(".webp", { name: "A.WEBP", type: "" })).toBe(true);
    expect(acceptsFile("image/png", { name: "a.jpg", type: "image/jpeg" })).toBe(false);
    expect(acceptsFile(undefined, { name: "a", type: "" })).toBe(true);
  });
});
