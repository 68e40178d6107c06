import { useLingui } from "@lingui/react/macro";
import { LocateFixed } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui";

/**
 * Asks the browser for the visitor's position and sorts by distance (sort=nearest&lat&lng in the URL).
 * Rendered on the server too (every current browser has geolocation), so the results below it do
 * not move down at hydration (layout shift, decision 435); a browser without it drops the button.
 */
export function NearMeButton({ hrefFor }: { hrefFor: (lat: string, lng: string) => string }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const [state, setState] = useState<"idle" | "asking" | "denied">("idle");
  const [supported, setSupported] = useState(true);
  useEffect(() => setSupported("geolocation" in navigator), []);
  if (!supported) return null;
  return (
    <div className="flex items-center gap-3">
      <Button
        variant="ghost"
        size="sm"
        disabled={state === "asking"}
        onClick={() => {
          setState("asking");
          navigator.geolocation.getCurrentPosition(
            (pos) => {
              setState("idle");
              navigate(hrefFor(pos.coords.latitude.toFixed(4), pos.coords.longitude.toFixed(4)));
            },
            () => setState("denied"),
            { timeout: 10_000, maximumAge: 600_000 },
          );
        }}
      >
        <LocateFixed aria-hidden="true" /> {state === "asking" ? t`Finding you…` : t`Nearest to me`}
      </Button>
      <p aria-live="polite" className="text-sm text-iron-400">
        {state === "denied" ? t`Location unavailable: choose a place instead.` : ""}
      </p>
    </div>
  );
}
