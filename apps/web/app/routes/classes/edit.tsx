import { data } from "react-router";
import { PlannedPage } from "../../components/planned/planned-page";
import { pageMeta } from "../../components/seo/page-meta";
import type { Route } from "./+types/edit";
import { isClassIdSegment } from "./class-path";

export function loader({ params, request }: Route.LoaderArgs) {
  if (!isClassIdSegment(params.id)) {
    throw data({ message: `Page not found: ${new URL(request.url).pathname}` }, { status: 404 });
  }
  return { id: Number.parseInt(params.id, 10) };
}

export const meta = () => pageMeta("Edit class", "Change a class's details, sessions, venue or price.");

export default function EditClassPage({ loaderData }: Route.ComponentProps) {
  return (
    <PlannedPage
      eyebrow={`Class #${loaderData.id}`}
      title="Edit class"
      description="Change a class's details, sessions, venue or price, or cancel it."
      audience="The class's instructor, host or an admin"
      willHold={[
        "The same form as creating a class, filled in",
        "Every accepted and waiting student told what changed when sessions, venue or price change",
        "Cancelling with a reason, which refunds students in full",
      ]}
      links={[
        { to: `/classes/${loaderData.id}`, label: "View the class" },
        { to: "/manage/applications", label: "Manage applications" },
        { to: "/cancellation", label: "Cancellation policy" },
      ]}
    />
  );
}
