import { z } from "zod";

/**
 * A body-less success (204) for a route's `schema.response`: the OpenAPI reference shows the
 * status with no content. The routes send no payload, so nothing is serialised against it.
 */
export const noContentSchema = z.undefined().describe("No content");
