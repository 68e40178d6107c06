// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { ContractForm, useContractForm } from "./contract-form";

afterEach(cleanup);

const schema = z.object({ name: z.string().min(3, "Too short.") });

function Page() {
  const [form, fields] = useContractForm(schema, { id: "sample" });
  return (
    <ContractForm form={form}>
      <label htmlFor="name">Name</label>
      <input id="name" name={fields.name.name} aria-invalid={fields.name.errors ? true : undefined} />
      {fields.name.errors ? <p>{fields.name.errors[0]}</p> : null}
      <button type="submit">Send</button>
    </ContractForm>
  );
}

describe("ContractForm: a press on the send button that the last field's check on blur refused", () => {
  it("focuses the first refused field, as a refused send does", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: Page, action: () => null }]);
    render(<Stub />);
    const input = (await screen.findByLabelText("Name")) as HTMLInputElement;
    const button = screen.getByRole("button", { name: "Send" });
    input.focus();
    fireEvent.input(input, { target: { value: "ab" } });
    // The press moves the focus to the button; the check on blur refuses the field.
    act(() => button.focus());
    await screen.findByText("Too short.");
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it("leaves the focus where the person moved it when it is not the send button", async () => {
    function WithOther() {
      return (
        <>
          <Page />
          <a href="/elsewhere">Elsewhere</a>
        </>
      );
    }
    const Stub = createRoutesStub([{ path: "/", Component: WithOther, action: () => null }]);
    render(<Stub />);
    const input = (await screen.findByLabelText("Name")) as HTMLInputElement;
    const link = screen.getByRole("link", { name: "Elsewhere" });
    input.focus();
    fireEvent.input(input, { target: { value: "ab" } });
    act(() => link.focus());
    await screen.findByText("Too short.");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.activeElement).toBe(link);
  });
});
