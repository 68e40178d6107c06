import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { submitToApi } from "../../../lib/forms/submit-to-api.server";
import { serverApiContext } from "../../../lib/load-context";
import { classFormSchema, formFieldForValues, formValuesFromPost } from "../form/class-form-model";

/** A route action's request with the class form's fields, as a browser posts them. */
function post(fields: [string, string][]) {
  const body = new URLSearchParams(fields);
  return new Request("http://localhost/classes/create", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
}

function contextAnswering(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  const context = new RouterContextProvider();
  context.set(serverApiContext, { fetch, formToken: () => "", setLanguage: () => {} });
  return { context, fetch };
}

const filled: [string, string][] = [
  ["title", "Forge your first knife"],
  ["theme", "knife-making"],
  ["skill_level", "beginner"],
  ["venue_id", "3"],
  ["sessions[0].start", "2027-03-06T09:00"],
  ["sessions[0].end", "2027-03-06T16:00"],
  ["capacity", "8"],
  ["price", "90"],
  ["currency", "USD"],
  ["min_age", "16"],
  ["bring[0]", ""],
  ["bring[1]", "Boots"],
];

const schema = classFormSchema(() => "America/Los_Angeles");
const errorField = (path: string, payload: Record<string, unknown>) =>
  formFieldForValues(path, formValuesFromPost(payload as Parameters<typeof formValuesFromPost>[0]));

describe("the class form's action (list rows without JavaScript)", () => {
  it("answers 'Add a session' with the form plus a row, without calling the API", async () => {
    const { context, fetch } = contextAnswering(201, {});
    const intent = JSON.stringify({
      type: "insert",
      payload: { name: "sessions", defaultValue: { start: "", end: "" } },
    });
    const outcome = await submitToApi(
      { request: post([...filled, ["__intent__", intent]]), context },
      {
        schema,
        path: "/classes",
        errorField,
      },
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    const sessions = (outcome.result.initialValue as { sessions: unknown[] }).sessions;
    expect(sessions).toHaveLength(2);
    expect(outcome.result.initialValue?.title).toBe("Forge your first knife");
    expect(
      Object.values(outcome.result.error ?? {})
        .flat()
        .filter(Boolean),
    ).toEqual([]);
  });

  it("answers a row's Remove with the form minus that row", async () => {
    const { context, fetch } = contextAnswering(201, {});
    const intent = JSON.stringify({ type: "remove", payload: { name: "bring", index: 0 } });
    const outcome = await submitToApi(
      { request: post([...filled, ["__intent__", intent]]), context },
      {
        schema,
        path: "/classes",
      },
    );
    expect(fetch).not.toHaveBeenCalled();
    if (outcome.ok) throw new Error("removing a row is not a send");
    expect(outcome.result.initialValue?.bring).toEqual(["Boots"]);
  });

  it("sends the API body (times in the forge's zone, minor units, blank rows dropped)", async () => {
    const { context, fetch } = contextAnswering(201, { data: { id: 7 } });
    const outcome = await submitToApi({ request: post(filled), context }, { schema, path: "/classes", errorField });
    expect(outcome.ok).toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      "/classes",
      expect.objectContaining({
        body: expect.objectContaining({
          price_cents: 9000,
          bring: ["Boots"],
          sessions: [{ starts_at: "2027-03-06T17:00:00.000Z", ends_at: "2027-03-07T00:00:00.000Z" }],
        }),
      }),
    );
  });

  it("puts the API's 422 on the form's own fields: price for price_cents, the typed row for a filled row", async () => {
    const { context } = contextAnswering(422, {
      message: "The given data was invalid.",
      errors: {
        price_cents: ["The price is too high."],
        "bring.0": ["Say what to bring in plain words."],
        "sessions.0.starts_at": ["The forge is closed then."],
      },
    });
    const outcome = await submitToApi({ request: post(filled), context }, { schema, path: "/classes", errorField });
    if (outcome.ok) throw new Error("a 422 is a refusal");
    expect(outcome.result.error).toMatchObject({
      price: ["The price is too high."],
      "bring[1]": ["Say what to bring in plain words."],
      "sessions[0].start": ["The forge is closed then."],
    });
    expect(outcome.result.initialValue?.price).toBe("90");
  });
});
