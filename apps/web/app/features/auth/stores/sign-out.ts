import { isRouteErrorResponse, redirect } from "react-router";
import { useAuthStore } from "./auth-store";

/** A redirect the server action answered (React Router throws it as a Response). */
function isRedirect(thrown: unknown): thrown is Response {
  return thrown instanceof Response && thrown.status >= 300 && thrown.status < 400;
}

/**
 * The /logout route's `clientAction`: the sign-out goes to the server's action (which ends the
 * session and answers the redirect home); whatever it answers or throws, this tab's session ends
 * at once (`logout`: the user, token and flag cleared, the just-logged-out marker set), so the
 * header and the live connection follow before the home page loads. A call that fails is ignored
 * (docs/product.md#calls): home all the same.
 */
export async function signOutClientAction<T>(serverAction: () => Promise<T>, store = useAuthStore): Promise<T> {
  return store.getState().logout(async () => {
    try {
      return await serverAction();
    } catch (thrown) {
      if (isRedirect(thrown) || isRouteErrorResponse(thrown)) throw thrown;
      throw redirect("/");
    }
  });
}
