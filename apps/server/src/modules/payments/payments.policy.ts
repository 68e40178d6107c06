import type { Role } from "@guildforge/contracts";
import { accessOf, definePolicy, rule } from "../../platform/authorize.ts";

/** A seat as recording a payment looks at it. */
export interface PaymentSeatSubject {
  /** The seat's class is one the user manages (`managedClassesOf`: its instructor, its forge's host, an admin). */
  managed: boolean;
}

const managers: Role[] = ["instructor", "host", "admin"];

/**
 * Payments' table (decision 210; issue 41): a class's managers record a payment taken at the forge
 * for one of its seats; anyone else meets the 404 of an application that is not there (a seat in
 * a class one does not manage is not revealed). The seat's own state (accepted, paid) is the
 * service's refusal, in words.
 */
export const paymentRules = {
  record: rule<PaymentSeatSubject>({
    who: managers,
    allow: (_u, s) => s.managed,
    hidden: () => true,
    notFound: /*i18n*/ { id: "error.application_not_found", message: "Application not found." },
  }),
};

export const paymentsPolicy = definePolicy(paymentRules);
/** What each route declares as its access (decision 202). */
export const paymentsAccess = accessOf(paymentRules);
