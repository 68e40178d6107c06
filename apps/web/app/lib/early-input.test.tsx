// @vitest-environment jsdom
import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { replayEarlyInput } from "./early-input";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A form whose every control is controlled, showing React's state beside it. */
function Form() {
  const [name, setName] = useState("");
  const [note, setNote] = useState("");
  const [agree, setAgree] = useState(false);
  const [level, setLevel] = useState("beginner");
  const [theme, setTheme] = useState("knife-making");
  const [untouched, setUntouched] = useState("kept");
  return (
    <form>
      <input aria-label="name" value={name} onChange={(e) => setName(e.target.value)} />
      <textarea aria-label="note" value={note} onChange={(e) => setNote(e.target.value)} />
      <input type="checkbox" aria-label="agree" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
      {["beginner", "advanced"].map((l) => (
        <input
          key={l}
          type="radio"
          name="level"
          aria-label={l}
          value={l}
          checked={level === l}
          onChange={() => setLevel(l)}
        />
      ))}
      <select aria-label="theme" value={theme} onChange={(e) => setTheme(e.target.value)}>
        <option value="knife-making">Knife making</option>
        <option value="horseshoeing">Horseshoeing</option>
      </select>
      <input aria-label="untouched" value={untouched} onChange={(e) => setUntouched(e.target.value)} />
      <output>{JSON.stringify({ name, note, agree, level, theme, untouched })}</output>
    </form>
  );
}

const q = <T extends Element>(root: ParentNode, label: string) => root.querySelector(`[aria-label="${label}"]`) as T;

/** The server's HTML, then what a person did before the JavaScript arrived, then hydration. */
async function typedBeforeHydration() {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  q<HTMLInputElement>(container, "name").value = "Ada Smith";
  q<HTMLTextAreaElement>(container, "note").value = "Left-handed";
  q<HTMLInputElement>(container, "agree").checked = true;
  q<HTMLInputElement>(container, "advanced").checked = true;
  q<HTMLSelectElement>(container, "theme").value = "horseshoeing";
  await act(async () => {
    hydrateRoot(container, <Form />);
  });
  return container;
}

const state = (root: ParentNode) => JSON.parse(root.querySelector("output")?.textContent ?? "{}");

afterEach(() => {
  document.body.innerHTML = "";
});

describe("input made before hydration (decision 484)", () => {
  it("stays on screen but is not in React's state after hydration alone", async () => {
    const form = await typedBeforeHydration();
    expect(q<HTMLInputElement>(form, "name").value).toBe("Ada Smith");
    expect(state(form)).toMatchObject({ name: "", note: "", agree: false, level: "beginner", theme: "knife-making" });
  });

  it("reaches React's state once replayed, every kind of control, and the screen keeps it", async () => {
    const form = await typedBeforeHydration();
    let replayed = 0;
    await act(async () => {
      replayed = replayEarlyInput(form);
    });
    expect(replayed).toBe(5);
    expect(state(form)).toEqual({
      name: "Ada Smith",
      note: "Left-handed",
      agree: true,
      level: "advanced",
      theme: "horseshoeing",
      untouched: "kept",
    });
    expect(q<HTMLInputElement>(form, "name").value).toBe("Ada Smith");
    expect(q<HTMLTextAreaElement>(form, "note").value).toBe("Left-handed");
    expect(q<HTMLInputElement>(form, "agree").checked).toBe(true);
    expect(q<HTMLInputElement>(form, "beginner").checked).toBe(false);
  });

  it("replays nothing when nothing was typed", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    expect(replayEarlyInput(container)).toBe(0);
    expect(state(container)).toMatchObject({ name: "", agree: false, level: "beginner", theme: "knife-making" });
  });
});
