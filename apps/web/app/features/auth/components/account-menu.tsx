import type { CurrentUser } from "@guildforge/contracts";
import { Trans } from "@lingui/react/macro";
import { LayoutDashboard, LogOut, Settings, ShieldCheck, UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { type ReactNode, useRef } from "react";
import { Link } from "react-router";
import { SpriteIcon } from "../../../components/icons/sprite";
import { buttonClasses } from "../../../components/ui";
import { displayName, isAdmin } from "../stores/auth-selectors";
import { HiddenSignOutForm } from "./sign-out-form";

const itemClasses =
  "flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium text-iron-100 outline-none data-[highlighted]:bg-iron-800 data-[highlighted]:text-ember-300";

function MenuLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={itemClasses}>
      <Link to={to}>
        {icon}
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

/**
 * The signed-in header control: the display name (docs/product.md#entities fallback "User") opening the account menu.
 * Its "Sign out" sends the sign-out form (a POST to /logout, routes/logout.ts), whose client
 * action ends this tab's session at once and lands home; without JavaScript the header shows a
 * link to /profile instead, which has the same form.
 */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const name = displayName(user);
  const signOut = useRef<HTMLFormElement>(null);
  const icon = "size-4 text-iron-400";
  return (
    <>
      <HiddenSignOutForm ref={signOut} />
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={buttonClasses("ghost", "sm", "max-w-48 px-2 sm:px-3 md:max-w-64")}>
          <UserRound aria-hidden="true" />
          {/* On phones the name is for screen readers only: the header has no room for it. */}
          <span className="sr-only sm:not-sr-only sm:truncate" data-testid="account-name" data-user-content>
            {name}
          </span>
          <SpriteIcon name="chevron-down" className="hidden sm:block" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 min-w-56 rounded-lg border border-iron-700 bg-iron-900 p-2 shadow-card"
          >
            <DropdownMenu.Label className="truncate px-3 py-1.5 text-xs text-iron-400">{user.email}</DropdownMenu.Label>
            <MenuLink to="/dashboard" icon={<LayoutDashboard className={icon} aria-hidden="true" />}>
              <Trans>Dashboard</Trans>
            </MenuLink>
            <MenuLink to="/profile" icon={<UserRound className={icon} aria-hidden="true" />}>
              <Trans>Profile</Trans>
            </MenuLink>
            <MenuLink to="/settings/notifications" icon={<Settings className={icon} aria-hidden="true" />}>
              <Trans>Settings</Trans>
            </MenuLink>
            {isAdmin(user) ? (
              <MenuLink to="/admin/user-approvals" icon={<ShieldCheck className={icon} aria-hidden="true" />}>
                <Trans>Admin</Trans>
              </MenuLink>
            ) : null}
            <DropdownMenu.Separator className="my-1.5 h-px bg-iron-700" />
            <DropdownMenu.Item className={itemClasses} onSelect={() => signOut.current?.requestSubmit()}>
              <LogOut className={icon} aria-hidden="true" />
              <Trans>Sign out</Trans>
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </>
  );
}
