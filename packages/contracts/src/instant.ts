import { z } from "zod";
import { type SchemaMessage, schemaMessage } from "./schema-message.ts";

/** The years a stored date and time may fall in: a class session, a deadline, an article's publication. */
export const instantYears = { first: 2000, last: 2099 } as const;
const earliest = Date.UTC(instantYears.first, 0, 1);
const afterLatest = Date.UTC(instantYears.last + 1, 0, 1);

/**
 * An ISO 8601 date and time with an offset, within `instantYears`. Outside them it is a typo, and
 * some cannot come back: PostgreSQL stores years down to 4713 BC and prints years before 1 with
 * "BC", which no JavaScript Date reads (a class saved with one answered 500 on every read, found by
 * the fuzz proof; decision 444). `message` names the field for a person.
 */
export function boundedInstant(message: SchemaMessage) {
  return z.iso.datetime({ offset: true, ...message }).refine(
    (v) => {
      const t = Date.parse(v);
      return t >= earliest && t < afterLatest;
    },
    {
      ...schemaMessage(
        /*i18n*/ { id: "validation.instant.years", message: "Choose a date between {first} and {last}." },
        { first: instantYears.first, last: instantYears.last },
      ),
      // Text that is no date and time at all gets the field's own message alone.
      when: (payload) => payload.issues.length === 0,
    },
  );
}
