import { Outlet } from "react-router";

/** No surrounding layout (login, register, forgot-password, reset-password): the page owns the screen. */
export default function BareLayout() {
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh focus:outline-none">
      <Outlet />
    </main>
  );
}
