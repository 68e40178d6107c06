import { schemaMessage } from "./schema-message.ts";

/**
 * The web's form models' own checks, beside the contracts' schemas (the apply form's checklist,
 * the composer, the admin's dialogs): translatable as the schemas' messages are (issue 39). A text
 * a contract also has keeps the contract's id.
 */
export const formMessages = {
  writeMessageFirst: schemaMessage(
    /*i18n*/ { id: "validation.conversations.write_message_first", message: "Write a message first." },
  ),
  messageTooLong: schemaMessage(
    /*i18n*/ { id: "validation.common.keep_message_under_5000", message: "Keep the message under 5,000 characters." },
  ),
  chooseWho: schemaMessage(
    /*i18n*/ { id: "validation.conversations.choose_who_message", message: "Choose who to message." },
  ),
  chooseExistingClass: schemaMessage(
    /*i18n*/ { id: "validation.conversations.choose_existing_class", message: "Choose an existing class." },
  ),
  mergeInto: schemaMessage(
    /*i18n*/ {
      id: "validation.class-requests.choose_request_merge_into",
      message: "Choose the request to merge into.",
    },
  ),
  fulfilWith: schemaMessage(
    /*i18n*/ {
      id: "validation.class-requests.choose_published_class_that",
      message: "Choose the published class that fulfills it.",
    },
  ),
  experienceLevel: schemaMessage(
    /*i18n*/ { id: "validation.form.experience_level", message: "Choose your experience level." },
  ),
  lastRequirement: schemaMessage(
    /*i18n*/ { id: "validation.form.last_requirement", message: "Tick the last safety requirement to confirm it." },
  ),
  articleStatus: schemaMessage(
    /*i18n*/ { id: "validation.form.article_status", message: "Choose draft, scheduled or published." },
  ),
  theme: schemaMessage(/*i18n*/ { id: "validation.form.theme", message: "Choose a theme." }),
  forgePlace: schemaMessage(
    /*i18n*/ { id: "validation.form.forge_place", message: "Choose the place the forge is in." },
  ),
  pinMissing: schemaMessage(
    /*i18n*/ {
      id: "validation.form.pin_missing",
      message: "Put the pin on your forge: choose the place above, then move the map under the pin.",
    },
  ),
};

/** The apply form's checklist with `count` (2 or more) requirements left to tick. */
export const allRequirementsMessage = (count: number) =>
  schemaMessage(
    /*i18n*/ { id: "validation.form.all_requirements", message: "Tick all {count} safety requirements." },
    {
      count,
    },
  );

/** The apply form's age confirmation for a class with a minimum age. */
export const minimumAgeMessage = (age: number) =>
  schemaMessage(
    /*i18n*/ { id: "validation.form.minimum_age", message: "Confirm that you are at least {age}." },
    { age },
  );
