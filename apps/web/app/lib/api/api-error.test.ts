import { describe, expect, it } from "vitest";
import { ApiError, apiErrorFromFailure, apiErrorFromResponse, validationMessage } from "./api-error";

describe("validation message (docs/product.md#validation)", () => {
  it.each([
    [{}, "Please check the form for errors"],
    [{ email: ["The email is taken."] }, "The email is taken."],
    [{ email: ["First.", "Second."] }, "First."],
    [{ email: [] }, "Please check the form for errors"],
    [{ email: ["A"], password: ["B"] }, "Please fix 2 validation errors"],
    [{ a: ["A"], b: ["B"], c: ["C"] }, "Please fix 3 validation errors"],
  ])("%j -> %s", (errors, message) => {
    expect(validationMessage(errors)).toBe(message);
  });
});

describe("apiErrorFromResponse", () => {
  it.each([
    {
      name: "validation body -> VALIDATION_ERROR 422",
      status: 422,
      body: { message: "Invalid", errors: { email: ["Bad email"] } },
      expected: { code: "VALIDATION_ERROR", status: 422, message: "Bad email", errors: { email: ["Bad email"] } },
    },
    {
      name: "an errors map makes it a validation error whatever the status",
      status: 400,
      body: { errors: { a: ["x"], b: ["y"] } },
      expected: { code: "VALIDATION_ERROR", status: 422, message: "Please fix 2 validation errors" },
    },
    {
      name: "empty errors map",
      status: 422,
      body: { message: "Invalid", errors: {} },
      expected: { code: "VALIDATION_ERROR", status: 422, message: "Please check the form for errors" },
    },
    {
      name: "server error body -> API_ERROR with its message",
      status: 403,
      body: { error: { message: "Forbidden here", code: "FORBIDDEN", status: 403 } },
      expected: { code: "API_ERROR", status: 403, message: "Forbidden here" },
    },
    {
      name: "a bare message",
      status: 500,
      body: { message: "Boom" },
      expected: { code: "API_ERROR", status: 500, message: "Boom" },
    },
    {
      name: "no body",
      status: 502,
      body: undefined,
      expected: { code: "API_ERROR", status: 502, message: "" },
    },
    {
      name: "text body",
      status: 500,
      body: "<html>",
      expected: { code: "API_ERROR", status: 500, message: "" },
    },
  ])("$name", ({ status, body, expected }) => {
    const error = apiErrorFromResponse(status, body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject(expected);
  });
});

describe("apiErrorFromFailure (docs/product.md#errors)", () => {
  it.each([
    {
      name: "offline",
      failure: new TypeError("Failed to fetch"),
      online: false,
      expected: { code: "OFFLINE_ERROR", message: "You appear to be offline. Please check your connection." },
    },
    {
      name: "network failure",
      failure: new TypeError("Failed to fetch"),
      online: true,
      expected: { code: "NETWORK_ERROR", message: "Network error. Please check your connection and try again." },
    },
    {
      name: "anything else",
      failure: new SyntaxError("Unexpected token"),
      online: true,
      expected: { code: "UNKNOWN_ERROR", message: "Unexpected token" },
    },
    {
      name: "a non-error",
      failure: "weird",
      online: true,
      expected: { code: "UNKNOWN_ERROR", message: "An unexpected error occurred" },
    },
  ])("$name", ({ failure, online, expected }) => {
    expect(apiErrorFromFailure(failure, online)).toMatchObject({ ...expected, status: 0 });
  });

  it("passes an ApiError through", () => {
    const error = new ApiError({ message: "m", code: "API_ERROR", status: 500 });
    expect(apiErrorFromFailure(error, false)).toBe(error);
  });
});
