import type { PublicProfile } from "@guildforge/contracts";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SpriteIcon } from "../../../components/icons/sprite";
import { useThemeName } from "../../../components/themes/theme-name";
import { Avatar, Badge, Card, Container } from "../../../components/ui";
import { formatMonthYear } from "../../../lib/format-date";
import { useLocale } from "../../../lib/locale";
import { ProfileClasses } from "./profile-classes";

const roleLabel = {
  student: msg`Student`,
  instructor: msg`Instructor`,
  host: msg`Forge host`,
  admin: msg`Guild staff`,
} as const;

/** A member's public page: photo, name, role, location, bio and (for teachers) specialities and classes. */
export function PublicProfileView({
  profile,
  contact,
  safety,
}: {
  profile: PublicProfile;
  /** "Message the instructor" (from the messages feature, composed by the route). */
  contact?: ReactNode;
  /** "Block" / "Unblock" for signed-in viewers (from the messages feature, composed by the route). */
  safety?: ReactNode;
}) {
  const themeName = useThemeName();
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const since = formatMonthYear(profile.member_since, locale);
  const teaches =
    profile.roles.includes("instructor") || profile.classes.upcoming.length + profile.classes.past.length > 0;
  return (
    <Container className="py-12 sm:py-16">
      <div className="flex flex-col gap-6 border-b border-iron-800 pb-8 sm:flex-row sm:items-center">
        <Avatar url={profile.avatar_url} className="size-28" alt={t`Portrait of ${profile.name}`} />
        <div>
          <p className="mb-2 text-sm font-semibold tracking-widest text-ember-400 uppercase">
            {i18n._(roleLabel[profile.primary_role])}
          </p>
          <h1
            className="font-display text-4xl font-semibold wrap-anywhere text-iron-100 sm:text-5xl"
            data-user-content=""
          >
            {profile.name}
          </h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-iron-300">
            {profile.home_location ? (
              <span className="inline-flex items-center gap-1.5">
                <SpriteIcon name="map-pin" className="size-4 text-iron-400" />
                <span data-user-content="">{profile.home_location}</span>
              </span>
            ) : null}
            <span>
              <Trans>
                Member since <time dateTime={profile.member_since}>{since}</time>
              </Trans>
            </span>
          </p>
          {contact || safety ? (
            <div className="mt-4 flex flex-wrap items-center gap-3">
              {contact}
              {safety}
            </div>
          ) : null}
        </div>
      </div>
      <div className="mt-10 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card>
          <h2 className="text-2xl font-semibold text-iron-100">
            <Trans>About</Trans>
          </h2>
          {profile.bio ? (
            <p className="mt-3 whitespace-pre-line text-iron-200" data-user-content="">
              {profile.bio}
            </p>
          ) : (
            <p className="mt-3 whitespace-pre-line text-iron-200">
              <Trans>
                <span data-user-content="">{profile.name}</span> has not written a bio yet.
              </Trans>
            </p>
          )}
        </Card>
        {profile.themes.length ? (
          <Card>
            <h2 className="text-2xl font-semibold text-iron-100">
              <Trans>Teaches</Trans>
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {profile.themes.map((slug) => (
                <li key={slug}>
                  <Link to={`/learn/${slug}`}>
                    <Badge tone="ember">{themeName(slug)}</Badge>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        ) : null}
      </div>
      {teaches ? <ProfileClasses profile={profile} /> : null}
    </Container>
  );
}
