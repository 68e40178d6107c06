// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api";
import { type FormValidation, useContractSubmit } from "./use-contract-submit";

afterEach(cleanup);

interface Values {
  name: string;
  city: string;
}

function setup(validate: (v: Values) => FormValidation<Values>, save: (b: Values) => Promise<Values>) {
  const onSaved = vi.fn();
  const hook = renderHook(() => {
    const form = useForm<Values>({ defaultValues: { name: "Rose", city: "" } });
    const submit = useContractSubmit(form, {
      validate,
      save,
      toValues: (saved) => saved,
      fieldFor: (path) => path.replace(/^location\./, ""),
      onSaved,
    });
    // formState is a proxy: reading errors while rendering subscribes the hook to them.
    return { form, errors: form.formState.errors, ...submit };
  });
  const submit = () => act(() => hook.result.current.onSubmit());
  const errors = () => hook.result.current.errors;
  return { hook, submit, errors, onSaved };
}

describe("useContractSubmit (class and forge forms)", () => {
  it("shows the contract's messages by field and sends nothing", async () => {
    const save = vi.fn(async (b: Values) => b);
    const { submit, errors, hook } = setup(() => ({ ok: false, errors: { city: "Choose a city." } }), save);
    await submit();
    expect(errors().city?.message).toBe("Choose a city.");
    expect(save).not.toHaveBeenCalled();
    expect(hook.result.current.justSaved).toBe(false);
  });

  it("saves, resets the form to what the server saved and says so", async () => {
    const saved = { name: "Rose City Bladeworks", city: "Portland" };
    const { submit, hook, onSaved } = setup(
      (v) => ({ ok: true, body: v }),
      async () => saved,
    );
    await submit();
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(hook.result.current.form.getValues()).toEqual(saved);
    expect(hook.result.current.justSaved).toBe(true);
  });

  it("puts a 422's messages on the mapped fields with a summary, and keeps what was typed", async () => {
    const failure = new ApiError({
      message: "The city is unknown.",
      code: "VALIDATION_ERROR",
      status: 422,
      errors: { "location.city": ["The city is unknown."] },
    });
    const { submit, errors, hook, onSaved } = setup(
      (v) => ({ ok: true, body: v }),
      () => Promise.reject(failure),
    );
    await submit();
    expect(errors().city?.message).toBe("The city is unknown.");
    expect(errors().root?.message).toBe("Some fields need attention: see the messages below each.");
    expect(hook.result.current.form.getValues().name).toBe("Rose");
    expect(onSaved).not.toHaveBeenCalled();
  });
});
