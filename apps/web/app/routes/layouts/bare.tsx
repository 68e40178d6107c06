import { Outlet } from "react-router";
import { FlashBanner } from "../../components/layout/flash-banner";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";

/** No surrounding layout (login, register, forgot-password, reset-password): the page owns the screen. */
export default function BareLayout() {
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh focus:outline-none">
      <FlashBanner className="mx-auto mt-4 w-[min(100%-2.5rem,28rem)]" />
      <Outlet />
    </main>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
