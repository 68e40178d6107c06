import { Hero } from "../components/home/hero";
import { HowItWorks } from "../components/home/how-it-works";
import { SafetyNote } from "../components/home/safety-note";
import { TeachCta } from "../components/home/teach-cta";
import { defaultDescription } from "../components/seo/page-meta";
import { ThemeCards } from "../components/themes/theme-cards";
import { Container } from "../components/ui";

export function meta() {
  return [
    { title: "Guildforge — blacksmithing classes near you" },
    { name: "description", content: defaultDescription },
    { property: "og:title", content: "Guildforge — blacksmithing classes near you" },
    { property: "og:description", content: defaultDescription },
  ];
}

export default function Home() {
  return (
    <>
      <Hero />
      <section aria-labelledby="themes-title" className="py-20">
        <Container size="wide">
          <h2 id="themes-title" className="text-4xl font-semibold">
            Six ways into the craft
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-iron-300">
            Every class belongs to one theme. Read what each involves, then find a class that suits you.
          </p>
          <div className="mt-10">
            <ThemeCards />
          </div>
        </Container>
      </section>
      <HowItWorks />
      <TeachCta />
      <SafetyNote />
    </>
  );
}
