import { Outlet } from "react-router";
import { FlashBanner } from "../../components/layout/flash-banner";

/** No surrounding layout (login, register, forgot-password, reset-password): the page owns the screen. */
export default function BareLayout() {
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh focus:outline-none">
      <FlashBanner className="mx-auto mt-4 w-[min(100%-2.5rem,28rem)]" />
      <Outlet />
    </main>
  );
}
