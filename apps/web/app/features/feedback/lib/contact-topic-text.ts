import type { contactTopics } from "@guildforge/contracts";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The contact form's topics as people read them (the contract's `contactTopicLabels`, translated). */
export const contactTopicText: Record<(typeof contactTopics)[number], MessageDescriptor> = {
  general: msg`General question`,
  classes: msg`Classes and bookings`,
  instructors: msg`Teaching on Guildforge`,
  account: msg`My account`,
  press: msg`Press and partnerships`,
  other: msg`Something else`,
};
