import { type Venue, type VenuePhoto, venuePhotoMax } from "@guildforge/contracts";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button, Card, Dialog, DialogClose, FormAlert, ResponsiveImage } from "../../../components/ui";
import { isApiError, showInline } from "../../../lib/api";
import { deleteVenuePhoto } from "../api/delete-venue-photo";
import { PhotoUploadForm } from "./photo-upload-form";

/** Delete one photo after a confirmation dialog. */
function DeletePhotoButton({
  venue,
  photo,
  n,
  onSaved,
}: {
  venue: Venue;
  photo: VenuePhoto;
  n: number;
  onSaved: (v: Venue) => void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      trigger={
        <Button variant="secondary" size="sm" aria-label={`Delete photo ${n}: ${photo.alt}`}>
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      }
      title="Delete this photo?"
      description="It disappears from the forge's pages and its files are removed. This cannot be undone."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="ghost">Keep it</Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              setError(null);
              try {
                onSaved(await deleteVenuePhoto(venue.id, photo.key));
                setOpen(false);
              } catch (e) {
                showInline(e); // shown in the form, so not toasted as well
                setError(isApiError(e) ? e.message : "The photo could not be deleted.");
              } finally {
                setBusy(false);
              }
            }}
          >
            {busy ? "Deleting…" : "Delete photo"}
          </Button>
        </>
      }
    >
      <ResponsiveImage image={photo} sizes="28rem" alt="" className="aspect-[4/3] w-full rounded-md" />
      {error ? <FormAlert className="mt-4">{error}</FormAlert> : null}
    </Dialog>
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
  return (
    <Card className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-2xl font-semibold text-iron-100">Photos</h2>
        <p className="text-sm text-iron-300" aria-live="polite">
          {venue.photos.length} of {venuePhotoMax}
        </p>
      </div>
      {venue.photos.length ? (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Saved photos">
          {venue.photos.map((photo, i) => (
            <li key={photo.key} className="space-y-2">
              <ResponsiveImage
                image={photo}
                sizes="(min-width: 1024px) 14rem, (min-width: 640px) 45vw, 90vw"
                className="aspect-[4/3] w-full rounded-md"
              />
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 text-sm break-words text-iron-300">{photo.alt}</p>
                <DeletePhotoButton venue={venue} photo={photo} n={i + 1} onSaved={onSaved} />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-iron-300">No photos yet: students like to see the forge before they come.</p>
      )}
      {full ? (
        <FormAlert tone="info">A forge shows at most {venuePhotoMax} photos. Delete one to add another.</FormAlert>
      ) : (
        <PhotoUploadForm venue={venue} onSaved={onSaved} refused={refused} />
      )}
    </Card>
  );
}
