import { useRef } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { FormAlert } from "../ui";

type Flash = { tone: "success" | "info"; message: string };

/**
 * The one-time message a form's redirect left for this page (lib/forms/flash.server.ts, decision
 * 535): shown at the top of the page's main region, with or without JavaScript, on the page it was
 * left for only (the root's data may outlive it while the app moves on without reloading the root).
 */
export function FlashBanner({ className }: { className?: string }) {
  const root = useRouteLoaderData("root") as { flash?: Flash | null } | undefined;
  const flash = root?.flash ?? null;
  const { key } = useLocation();
  const arrived = useRef<{ flash: Flash | null; key: string }>({ flash, key });
  if (arrived.current.flash !== flash) arrived.current = { flash, key };
  if (!flash || arrived.current.key !== key) return null;
  return (
    <FormAlert tone={flash.tone} className={className}>
      {flash.message}
    </FormAlert>
  );
}
