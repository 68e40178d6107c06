import { Menu } from "lucide-react";
import { Link } from "react-router";
import { mainNav } from "../navigation/site-map";
import { buttonClasses } from "../ui";

/**
 * The small-screen menu. A native <details> disclosure, so it opens without JavaScript too;
 * it closes again on navigation through the key that the layout gives it (the pathname).
 */
export function MobileMenu({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <details className="group relative md:hidden">
      <summary className={buttonClasses("ghost", "sm", "list-none cursor-pointer [&::-webkit-details-marker]:hidden")}>
        <Menu aria-hidden="true" />
        {/* Signed in, a phone's header also holds messages, the bell and the account: the word goes to screen readers. */}
        <span className={signedIn ? "sr-only sm:not-sr-only" : undefined}>Menu</span>
      </summary>
      <nav
        aria-label="Mobile"
        className="absolute top-full right-0 z-30 mt-2 w-72 rounded-lg border border-iron-700 bg-iron-900 p-3 shadow-card"
      >
        <ul className="space-y-1">
          {mainNav.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="block rounded-md px-3 py-2.5 font-medium text-iron-100 hover:bg-iron-800 hover:text-ember-300"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        {signedIn ? null : (
          <div className="mt-3 grid grid-cols-2 gap-2 border-t border-iron-700 pt-3">
            <Link to="/login" className={buttonClasses("secondary", "sm")}>
              Sign in
            </Link>
            <Link to="/register" className={buttonClasses("primary", "sm")}>
              Register
            </Link>
          </div>
        )}
      </nav>
    </details>
  );
}
