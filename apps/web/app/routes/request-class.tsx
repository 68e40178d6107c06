import { Link, useLoaderData, useNavigate } from "react-router";
import { pageMeta } from "../components/seo/page-meta";
import { StepsCard } from "../components/steps/steps-card";
import { buttonClasses, Card, Container, PageHeader } from "../components/ui";
import { currentUser } from "../features/auth/server/guards.server";
import { createClassRequest } from "../features/class-requests/api/create-class-request";
import { RequestForm } from "../features/class-requests/components/request-form";
import { showToast } from "../lib/toast/show-toast";
import type { Route } from "./+types/request-class";

const description =
  "Can't find the class you want? Describe it, and the community votes it up so instructors see what people will sign up for.";

export const meta = () => pageMeta("Request a class", description);

/** Public page: signed-out visitors learn what it is and get a sign-in link back here. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await currentUser(context);
  return { signedIn: Boolean(user) };
}

const steps = [
  "Describe the class you would take: what, where, when and at what level.",
  "The Guildforge team reviews it, usually within a few days.",
  "Once approved it is live for voting at Class requests; instructors see what people want.",
  "When an instructor runs it, you and everyone who voted hear about it.",
];

export default function RequestClassPage() {
  const { signedIn } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader eyebrow="Class requests" title="Request a class" description={description} />
      <div className="mt-10 grid gap-6 lg:grid-cols-[3fr_2fr]">
        {signedIn ? (
          <Card>
            <h2 className="text-2xl font-semibold text-iron-100">Your request</h2>
            <div className="mt-5">
              <RequestForm
                submitLabel="Send request"
                pendingLabel="Sending…"
                onSave={async (values) => {
                  await createClassRequest(values);
                  showToast({
                    type: "success",
                    title: "Request sent",
                    message: "It is under review. We will tell you as soon as it is live for voting.",
                  });
                  await navigate("/profile/my-requests");
                }}
              />
            </div>
          </Card>
        ) : (
          <Card>
            <h2 className="text-2xl font-semibold text-iron-100">Sign in to request a class</h2>
            <p className="mt-2 text-iron-300">
              Requests come from Guildforge accounts, so we can tell you when yours is approved or fulfilled.
            </p>
            <div className="mt-5 flex flex-wrap gap-3">
              <Link to="/login?redirect=%2Frequest-class" className={buttonClasses("primary")}>
                Sign in
              </Link>
              <Link to="/register?redirect=%2Frequest-class" className={buttonClasses("secondary")}>
                Create an account
              </Link>
            </div>
          </Card>
        )}
        <StepsCard title="How requests work" steps={steps}>
          <Link to="/class-requests" className="mt-5 inline-block font-semibold text-ember-400 hover:underline">
            See and vote on existing requests
          </Link>
        </StepsCard>
      </div>
    </Container>
  );
}
