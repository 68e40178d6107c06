import { type ClassDetail, classDetailResponseSchema } from "@guildforge/contracts";
import { useState } from "react";
import { data, useSearchParams } from "react-router";
import { pageMeta } from "../../components/seo/page-meta";
import { Card, Container, FormAlert, PageHeader } from "../../components/ui";
import { requireVerifiedUser } from "../../features/auth/server/guards.server";
import { ClassForm } from "../../features/classes/form/class-form";
import { ClassStatusActions } from "../../features/classes/form/class-status-actions";
import { CoverUpload } from "../../features/classes/form/cover-upload";
import { forgeGroups } from "../../features/classes/form/forge-groups";
import { loadMyVenues, requireClassManager } from "../../features/classes/server/load-manage.server";
import { loadJson } from "../../lib/server-api/api-json.server";
import type { Route } from "./+types/edit";
import { isClassIdSegment } from "./class-path";

export async function loader(args: Route.LoaderArgs) {
  const { params, request, context } = args;
  if (!isClassIdSegment(params.id)) {
    throw data({ message: `Page not found: ${new URL(request.url).pathname}` }, { status: 404 });
  }
  const user = await requireVerifiedUser(args);
  requireClassManager(user);
  const id = Number.parseInt(params.id, 10);
  const [{ data: item }, venues] = await Promise.all([
    loadJson(context, `/api/classes/${id}`, classDetailResponseSchema),
    loadMyVenues(context),
  ]);
  if (!item.can_manage)
    throw data({ message: "Only this class's instructor, its host or an admin can edit it." }, { status: 403 });
  return { item, venues, viewer: { id: user.id, roles: user.roles } };
}

export const meta = () =>
  pageMeta("Edit class", "Change a class's details, sessions, venue or price.", { noindex: true });

export default function EditClassPage({ loaderData }: Route.ComponentProps) {
  const [item, setItem] = useState<ClassDetail>(loaderData.item);
  const [params] = useSearchParams();
  const forges = forgeGroups(loaderData.venues, loaderData.viewer, item.venue);
  return (
    <Container size="wide" className="py-10 sm:py-14">
      <PageHeader
        eyebrow={`Class #${item.id}`}
        title={`Edit: ${item.title}`}
        description="Changes to sessions, forge or price of a published class are sent to its applicants."
      />
      {params.get("created") ? (
        <FormAlert tone="success" className="mt-6">
          Draft saved. Add a cover, preview and publish when you are ready.
        </FormAlert>
      ) : null}
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {/* Keyed by id, not updated_at: a save must not remount the form (its "Saved." would vanish);
            the form resets itself to what the server saved. */}
        <ClassForm key={item.id} item={item} forges={forges} onSaved={setItem} />
        <aside className="space-y-6 lg:sticky lg:top-6 lg:self-start" aria-label="Publishing">
          <ClassStatusActions item={item} onChanged={setItem} />
          <Card>
            <h2 className="text-xl font-semibold text-iron-100">Cover image</h2>
            <div className="mt-4">
              <CoverUpload item={item} onSaved={setItem} />
            </div>
          </Card>
        </aside>
      </div>
    </Container>
  );
}
