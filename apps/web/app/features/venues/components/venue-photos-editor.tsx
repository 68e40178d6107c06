import type { SubmissionResult } from "@conform-to/react";
import { type Venue, type VenuePhoto, venuePhotoMax } from "@guildforge/contracts";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useActionData, useFetcher, useLocation, useSearchParams } from "react-router";
import {
  Button,
  buttonClasses,
  Card,
  Dialog,
  DialogClose,
  FormAlert,
  ResponsiveImage,
  SubmitButton,
} from "../../../components/ui";
import { DialogOpener } from "../../../lib/forms/dialog-opener";
import { FormToken, formIntentField } from "../../../lib/forms/form-token";
import { PhotoUploadForm } from "./photo-upload-form";

/** The edit route action's answer to a photo's delete form: its refusal (a success is a redirect back). */
interface DeleteAnswer {
  intent?: string;
  result?: SubmissionResult<string[]> | null;
}

/** Mirrors forge-actions.server.ts (a route module's server code is not the browser's). */
const deletePhotoIntent = "delete-photo";
const photoKeyField = "photo_key";

function refusalOf(answer: DeleteAnswer | undefined, key: string): string | undefined {
  if (answer?.intent !== deletePhotoIntent || answer.result?.initialValue?.[photoKeyField] !== key) return undefined;
  return Object.values(answer.result?.error ?? {}).flat()[0] ?? undefined;
}

function DeleteFields({ photo }: { photo: VenuePhoto }) {
  return (
    <>
      <FormToken scope={`:delete-photo-${photo.key}`} />
      <input type="hidden" name={formIntentField} value={deletePhotoIntent} />
      <input type="hidden" name={photoKeyField} value={photo.key} />
    </>
  );
}

const confirmTitle = msg`Delete this photo?`;
const confirmText = msg`It disappears from the forge's pages and its files are removed. This cannot be undone.`;

/**
 * Delete one photo, confirmed first: with JavaScript in a dialog whose form posts
 * `_intent=delete-photo` through a fetcher; without it the opening button asks for the page with
 * `?delete_photo={key}`, which shows the same confirm beside the photo (decision 535). Either way
 * the action comes back to the edit page with the news.
 */
function DeletePhotoButton({ photo, n }: { photo: VenuePhoto; n: number }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<DeleteAnswer>();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const anchor = `delete-photo-${n}`;
  const { t, i18n } = useLingui();
  const refused = refusalOf(useActionData() as DeleteAnswer | undefined, photo.key);
  if (search.get("delete_photo") === photo.key || refused) {
    return (
      <section id={anchor} aria-labelledby={`${anchor}-title`} className="w-full space-y-3">
        <h3 id={`${anchor}-title`} className="font-semibold text-iron-100">
          {i18n._(confirmTitle)}
        </h3>
        <p className="text-sm text-iron-300">{i18n._(confirmText)}</p>
        {refused ? <FormAlert>{refused}</FormAlert> : null}
        <form method="post" action={pathname} className="flex flex-wrap gap-3" data-route-action="">
          <DeleteFields photo={photo} />
          <Link to={pathname} className={buttonClasses("ghost", "sm")}>
            <Trans>Keep it</Trans>
          </Link>
          <SubmitButton pending={false} variant="danger" size="sm">
            <Trans>Delete photo</Trans>
          </SubmitButton>
        </form>
      </section>
    );
  }
  const pending = fetcher.state !== "idle";
  const fetcherRefusal = pending ? undefined : refusalOf(fetcher.data, photo.key);
  return (
    <>
      <DialogOpener
        name="delete_photo"
        value={photo.key}
        anchor={anchor}
        variant="secondary"
        size="sm"
        aria-labelledby={`${anchor}-name`}
        onOpen={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" /> <Trans>Delete</Trans>
        {/* The button's name, with the photo's description marked as the host's words. */}
        <span id={`${anchor}-name`} className="sr-only">
          <Trans>
            Delete photo {n}: <span data-user-content="">{photo.alt}</span>
          </Trans>
        </span>
      </DialogOpener>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={i18n._(confirmTitle)}
        description={i18n._(confirmText)}
        footer={
          <fetcher.Form
            method="post"
            action={pathname}
            className="flex flex-wrap justify-end gap-3"
            data-route-action=""
          >
            <DeleteFields photo={photo} />
            <DialogClose asChild>
              <Button variant="ghost">
                <Trans>Keep it</Trans>
              </Button>
            </DialogClose>
            <SubmitButton pending={pending} pendingLabel={t`Deleting…`} variant="danger">
              <Trans>Delete photo</Trans>
            </SubmitButton>
          </fetcher.Form>
        }
      >
        <ResponsiveImage image={photo} sizes="28rem" alt="" className="aspect-[4/3] w-full rounded-md" />
        {fetcherRefusal ? <FormAlert className="mt-4">{fetcherRefusal}</FormAlert> : null}
      </Dialog>
    </>
  );
}

/** The edit page's photos: the saved ones with delete, and the upload form until the limit. */
export function VenuePhotosEditor({
  venue,
  onSaved,
  refused,
}: {
  venue: Venue;
  onSaved: (v: Venue) => void;
  /** The action's messages for a photo sent without JavaScript. */
  refused?: Record<string, string> | null;
}) {
  const full = venue.photos.length >= venuePhotoMax;
  const { t } = useLingui();
  const count = venue.photos.length;
  return (
    <Card className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-2xl font-semibold text-iron-100">
          <Trans>Photos</Trans>
        </h2>
        <p className="text-sm text-iron-300" aria-live="polite">
          <Trans>
            {count} of {venuePhotoMax}
          </Trans>
        </p>
      </div>
      {venue.photos.length ? (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t`Saved photos`}>
          {venue.photos.map((photo, i) => (
            <li key={photo.key} className="space-y-2">
              {/* The photo's alt is the host's description. */}
              <div data-user-content="">
                <ResponsiveImage
                  image={photo}
                  sizes="(min-width: 1024px) 14rem, (min-width: 640px) 45vw, 90vw"
                  className="aspect-[4/3] w-full rounded-md"
                />
              </div>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <p data-user-content="" className="min-w-0 text-sm break-words text-iron-300">
                  {photo.alt}
                </p>
                <DeletePhotoButton photo={photo} n={i + 1} />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-iron-300">
          <Trans>No photos yet: students like to see the forge before they come.</Trans>
        </p>
      )}
      {full ? (
        <FormAlert tone="info">
          <Trans>A forge shows at most {venuePhotoMax} photos. Delete one to add another.</Trans>
        </FormAlert>
      ) : (
        <PhotoUploadForm venue={venue} onSaved={onSaved} refused={refused} />
      )}
    </Card>
  );
}
